import type { TestApi } from '@atelier/api/testing';
import type { ViteManifest } from '@atelier/app-frame/server';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { embeddedStateOf, rootMarkup, startSsrShop, type SsrShop } from '../test/ssr-shop.js';

// A manifest as `vite build` writes it, so the document's asset tags can be checked
// without building anything.
const manifest: ViteManifest = {
  'src/entry-client.tsx': {
    file: 'assets/entry-client-abc.js',
    isEntry: true,
    css: ['assets/entry-client-abc.css'],
    imports: ['_chunk-load-error.js'],
    dynamicImports: ['src/app/start-client.tsx'],
  },
  '_chunk-load-error.js': { file: 'assets/chunk-load-error-jkl.js' },
  'src/app/start-client.tsx': {
    file: 'assets/start-client-mno.js',
    isDynamicEntry: true,
    imports: ['_chunk-load-error.js'],
  },
  'src/features/home/home-page.tsx': {
    file: 'assets/home-page-def.js',
    imports: ['src/app/start-client.tsx'],
  },
  'src/features/not-found/not-found-page.tsx': {
    file: 'assets/not-found-page-ghi.js',
    imports: ['src/app/start-client.tsx'],
    css: ['assets/not-found-page-ghi.css'],
  },
};

let api: TestApi;
let shop: FastifyInstance;
let ssr: SsrShop | undefined;

beforeAll(async () => {
  ssr = await startSsrShop({ manifest });
  ({ api, shop } = ssr);
});

afterAll(() => ssr?.close());

describe('server rendering through storefrontPlugin with the real API', () => {
  test('home: CMS content, meta tags and the embedded state are in the HTML before any script', async () => {
    const res = await shop.inject({ method: 'GET', url: '/', headers: { host: 'shop.test' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-security-policy']).toContain("script-src 'self';");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const html = res.body;

    expect(html.startsWith('<!doctype html><html lang="ko">')).toBe(true);
    // The policy allows no inline script: the only scripts are the JSON state and the entry.
    expect(html.match(/<script[^>]*>/g)).toEqual([
      '<script id="__ATELIER_STATE__" type="application/json">',
      expect.stringMatching(/^<script type="module" src="\/build\/assets\/entry-client-abc\.js"/),
    ]);
    expect(html).toContain('<title>아틀리에 — 캔들·디퓨저·향료 공방</title>');
    expect(html).toContain('<link rel="canonical" href="http://shop.test/">');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="http://shop.test/?lang=en">');
    expect(html).toContain('<meta property="og:url" content="http://shop.test/">');

    // The CMS `home-main` page and the `home-banner-top` banner, rendered on the server.
    const root = rootMarkup(html);
    expect(root).toContain('겨울밤을 채우는 우드윅 캔들');
    expect(root).toContain('지금 회원가입하면 3,000원 적립금을 바로 드려요');
    expect(root).toContain('data-page="home"');
    expect(root).toContain('href="/shop/best-seller"');

    // The first <script> in the document is the embedded state; the entry comes after it.
    const firstScript = html.indexOf('<script');
    expect(html.slice(firstScript)).toMatch(
      /^<script id="__ATELIER_STATE__" type="application\/json">/,
    );
    expect(
      html.indexOf('<script type="module" src="/build/assets/entry-client-abc.js"'),
    ).toBeGreaterThan(firstScript);
    expect(html).toContain('<link rel="stylesheet" href="/build/assets/entry-client-abc.css">');
    // Only the entry's own imports are preloaded; the app and the route chunks load after the
    // first paint.
    expect(html).toContain(
      '<link rel="modulepreload" href="/build/assets/chunk-load-error-jkl.js" fetchpriority="low">',
    );
    expect(html).not.toContain('start-client-mno.js');
    expect(html).not.toContain('home-page-def.js');

    const state = embeddedStateOf(html);
    expect(state.version).toBe(1);
    expect(state.store.session).toMatchObject({
      user: null,
      language: 'kr',
      currency: 'krw',
      status: 'checked',
    });
    expect(state.store.session.cart_key).toEqual(expect.any(String));
    expect(state.translation.locale).toBe('kr');
    const queries = state.store.api.queries as Record<string, { status: string; data?: unknown }>;
    expect(queries['getCmsPage("home-main")']).toMatchObject({ status: 'fulfilled' });
    expect(JSON.stringify(queries['getCmsPage("home-main")']!.data)).toContain(
      '겨울밤을 채우는 우드윅 캔들',
    );
    expect(queries['getCmsPage("home-banner-top")']).toMatchObject({ status: 'fulfilled' });
    // The category tree (Sale is id 12) and the active popups, for the shell.
    expect(queries['getCategories(undefined)']).toMatchObject({ status: 'fulfilled' });
    const tree = queries['getCategories(undefined)']!.data as { id: number; name: string }[];
    expect(tree.some((category) => category.id === 12)).toBe(true);
    expect(queries['getActivePopups(undefined)']).toMatchObject({ status: 'fulfilled' });
    expect(Array.isArray(queries['getActivePopups(undefined)']!.data)).toBe(true);
    expect(state.router.loaderData).toHaveProperty('Home', null);
    expect(state.router.errors).toBeNull();

    // The visitor gets the session and XSRF cookies the API handed out while rendering.
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(cookies.some((c) => c.startsWith('atelier_session='))).toBe(true);
    expect(cookies.some((c) => c.startsWith('XSRF-TOKEN='))).toBe(true);
  });

  test('the visitor keeps their session across pages (cookies forwarded to the API)', async () => {
    const first = await shop.inject({ method: 'GET', url: '/' });
    const cookie = ([] as string[])
      .concat(first.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ');
    const second = await shop.inject({ method: 'GET', url: '/', headers: { cookie } });
    expect(embeddedStateOf(second.body).store.session.cart_key).toBe(
      embeddedStateOf(first.body).store.session.cart_key,
    );
  });

  test('rendering a page stores no session row, in either language (issue 10)', async () => {
    const before = (await api.sessions()).length;
    for (const url of ['/login', '/?lang=en', '/no-such-page']) {
      const res = await shop.inject({ method: 'GET', url, remoteAddress: '203.0.113.9' });
      expect(res.statusCode, url).toBeLessThan(500);
      const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
      expect(
        cookies.some((c) => c.startsWith('atelier_session=')),
        url,
      ).toBe(true);
    }
    expect((await api.sessions()).length).toBe(before);
  });

  test('unknown and not-yet-built paths answer 404 with the not-found page', async () => {
    for (const url of ['/no-such-page', '/my-page/tssa', '/tssa/main']) {
      const res = await shop.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('data-page="not-found"');
      expect(res.body, url).toContain('페이지를 찾을 수 없습니다');
      expect(res.body, url).toContain('<title>페이지를 찾을 수 없습니다 | 아틀리에</title>');
      expect(res.body, url).toContain(
        '<link rel="stylesheet" href="/build/assets/not-found-page-ghi.css">',
      );
      expect(embeddedStateOf(res.body).router.loaderData).toEqual({});
    }
  });

  test('legacy URLs answer 301 with the new location', async () => {
    const cases: [string, string][] = [
      ['/shop/list?ca_id_new=1010', '/shop/category/1010'],
      ['/info/select/3', '/contents/select/3'],
      ['/info/do-it-yourself/15', '/contents/diy/15'],
      ['/shop/workshop/notice', '/tssa/notice'],
      ['/board/document/post/42', '/customer/document-board/42'],
      ['/shop/board/document/post/42', '/customer/document-board/42'],
      ['/shop/item.php?it_id=1660000123', '/shop/product/1660000123'],
      ['/shop/item.php', '/'],
      ['/shop/register.php', '/register'],
      ['/shop/qa_list.php', '/customer/faq'],
      ['/shop/qa_view.php', '/customer/faq'],
    ];
    for (const [from, to] of cases) {
      const res = await shop.inject({ method: 'GET', url: from });
      expect(res.statusCode, from).toBe(301);
      expect(res.headers.location, from).toBe(to);
    }
  });

  test('?lang=en switches the session to English and renders the English document', async () => {
    const res = await shop.inject({
      method: 'GET',
      url: '/?lang=en',
      headers: { host: 'shop.test' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.startsWith('<!doctype html><html lang="en">')).toBe(true);
    expect(res.body).toContain('<link rel="canonical" href="http://shop.test/?lang=en">');
    const state = embeddedStateOf(res.body);
    expect(state.store.session).toMatchObject({ language: 'en', currency: 'usd' });
    expect(state.translation.locale).toBe('en');
    expect(state.translation.packages.en).toBeDefined();

    const cookie = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ');
    const next = await shop.inject({ method: 'GET', url: '/no-such-page', headers: { cookie } });
    expect(next.body.startsWith('<!doctype html><html lang="en">')).toBe(true);
    expect(embeddedStateOf(next.body).store.session.language).toBe('en');
  });

  test('API paths, health checks and assets are not pages', async () => {
    const res = await shop.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(
      (await shop.inject({ method: 'GET', url: '/healthz' })).headers['content-type'],
    ).toContain('application/json');
    expect((await shop.inject({ method: 'GET', url: '/build/assets/missing.js' })).statusCode).toBe(
      404,
    );
  });
});
