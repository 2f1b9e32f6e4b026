import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { rootMarkup, SHOP_ORIGIN, startSsrShop, type SsrShop } from '../../test/ssr-shop.js';

let shop: FastifyInstance;
let ssr: SsrShop | undefined;

beforeAll(async () => {
  ssr = await startSsrShop();
  ({ shop } = ssr);
}, 60_000);

afterAll(() => ssr?.close());

async function get(url: string) {
  const res = await shop.inject({ method: 'GET', url });
  const head = res.body.slice(0, res.body.indexOf('</head>'));
  return { res, head, root: rootMarkup(res.body) };
}

describe('/contents/privacy, server-rendered', () => {
  test('the privacy policy in force: its text, effective date, versions and head', async () => {
    const { res, head, root } = await get('/contents/privacy');
    expect(res.statusCode).toBe(200);
    expect(head).toContain('<title>개인정보처리방침 | 아틀리에</title>');
    expect(head).toContain(
      '<meta name="description" content="아틀리에의 개인정보처리방침: 시행 중인 버전과 이전 버전을 시행일과 함께 확인하세요.">',
    );
    expect(head).toContain(`<link rel="canonical" href="${SHOP_ORIGIN}/contents/privacy">`);
    expect(head).toContain(
      `<link rel="alternate" hreflang="en" href="${SHOP_ORIGIN}/contents/privacy?lang=en">`,
    );
    expect(root).toContain('data-page="privacy"');
    expect(root).toContain('<h2 class="atelier-policy__heading">9. 개인정보 보호책임자</h2>');
    expect(root).toContain('개인정보 보호책임자: 박서연');
    expect(root).toContain('한진택배');
    expect(root).toContain('시행일 2026-03-01');
    expect(root).toContain('href="/contents/privacy?version=1"');
    expect(root).toMatch(/<a [^>]*aria-current="page"[^>]*>개인정보처리방침<\/a>/);
  });

  test('the terms, an earlier version: readable, marked as earlier, canonical with its version', async () => {
    const { res, head, root } = await get('/contents/privacy?doc=terms&version=1');
    expect(res.statusCode).toBe(200);
    expect(head).toContain('<title>이용약관 | 아틀리에</title>');
    expect(head).toContain(
      `<link rel="canonical" href="${SHOP_ORIGIN}/contents/privacy?doc=terms&amp;version=1">`,
    );
    expect(root).toContain('제4조 (청약철회)');
    expect(root).toContain('CJ대한통운');
    expect(root).toContain('이전 버전입니다.');
    expect(root).toContain('시행일 2025-01-01');
  });

  test('in English: the English text and title', async () => {
    const { res, head, root } = await get('/contents/privacy?doc=terms&lang=en');
    expect(res.statusCode).toBe(200);
    expect(head).toMatch(/<title>Terms of use \| [^<]+<\/title>/);
    expect(root).toContain('Article 4 (Withdrawal)');
    expect(root).not.toContain('제4조');
  });

  test.each([
    '/contents/privacy?version=99',
    '/contents/privacy?doc=cookies',
    '/contents/privacy?version=x',
  ])('%s is the not-found page (404)', async (url) => {
    expect((await get(url)).res.statusCode).toBe(404);
  });
});
