import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { SHOP_ORIGIN, startSsrShop, type SsrShop } from '../test/ssr-shop.js';

// Issue 10, finding 5: canonical, hreflang and og:url followed the request's Host, so
// `Host: evil.example` (or X-Forwarded-Host) pointed them, the reset page's included, at
// another site; `Host: a b` answered 500.

let shop: FastifyInstance;
let ssr: SsrShop | undefined;

beforeAll(async () => {
  ssr = await startSsrShop();
  ({ shop } = ssr);
});

afterAll(() => ssr?.close());

const head = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('absolute URLs of pages come from the configured public origin', () => {
  test.each([
    ['Host', { host: 'evil.example' }],
    [
      'X-Forwarded-Host and -Proto',
      { host: 'shop.test', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    ],
  ])('%s of another site changes no URL in the head', async (_title, headers) => {
    for (const url of ['/', '/login?lang=en', '/no-such-page']) {
      const res = await shop.inject({ method: 'GET', url, headers, remoteAddress: '127.0.0.1' });
      const links = [
        ...head(res.body).matchAll(/<(?:link|meta) [^>]*(?:href|content)="(https?:[^"]*)"/g),
      ].map((m) => m[1]!);
      expect(links.length, url).toBeGreaterThanOrEqual(5);
      for (const link of links) expect(link.startsWith(`${SHOP_ORIGIN}/`), link).toBe(true);
      expect(head(res.body), url).not.toContain('evil.example');
    }
  });

  test("the reset page's head repeats neither the host nor the secret token", async () => {
    const res = await shop.inject({
      method: 'GET',
      url: '/shop/reset?token=secret-reset-token',
      headers: { host: 'evil.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<link rel="canonical" href="${SHOP_ORIGIN}/shop/reset">`);
    expect(res.body).toContain(`<meta property="og:url" content="${SHOP_ORIGIN}/shop/reset">`);
    expect(head(res.body)).not.toContain('secret-reset-token');
    expect(head(res.body)).not.toContain('evil.example');
  });

  test.each(['a b', 'evil.example/path', '<x>'])(
    'a malformed Host (%j) answers 400, not 500',
    async (host) => {
      const res = await shop.inject({ method: 'GET', url: '/', headers: { host } });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('호스트(Host) 헤더가 올바르지 않습니다');
      expect(res.body).not.toContain(host);
    },
  );
});
