import type { TestApi } from '@atelier/api/testing';
import { CookieBrowser } from '@atelier/test-utils/browser';
import { DEMO_MEMBER_PASSWORD, HONG, KIM_SOYEON } from '@atelier/test-utils/fixtures';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import {
  embeddedStateOf,
  rootMarkup,
  SHOP_ORIGIN,
  startSsrShop,
  type SsrShop,
} from '../../test/ssr-shop.js';

let api: TestApi;
let shop: FastifyInstance;
let ssr: SsrShop | undefined;
const SECRET = '회사 주소로 보내 주실 수 있나요? 비밀 문의입니다.';

beforeAll(async () => {
  ssr = await startSsrShop();
  ({ api, shop } = ssr);
  await api.createProduct({
    itId: 'P-SSR',
    name: '무화과 소이 캔들',
    nameEn: 'Fig soy candle',
    summary: '잘 익은 무화과 향의 소이 캔들',
    summaryEn: 'A soy candle with the scent of ripe figs',
    description: [
      { id: 'd1', tag: 'p', option: { props: { innerText: '손으로 부어 만든 캔들' } } },
    ],
    price: { krw: 32_000, usd: 2_500 },
    safetyReportNo: 'CB23-12-0999',
    infoNotice: [{ label: '용량', value: '200g' }],
    infoNoticeEn: [{ label: 'Weight', value: '200 g' }],
  });
  // kim_soyeon asks a secret question; hong and visitors must never see its text.
  const kim = new CookieBrowser(api.url);
  expect((await kim.login(KIM_SOYEON.mb_id, DEMO_MEMBER_PASSWORD)).status).toBe(200);
  const asked = await kim.post('/api/v1/product-inquiry', {
    it_id: 'P-SSR',
    subject: '배송지 문의',
    content: SECRET,
    secret: true,
  });
  expect(asked.status).toBeLessThan(300);
}, 60_000);

afterAll(() => ssr?.close());

function jsonLdOf(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

describe('product page rendered on the server', () => {
  test('holds the product, its head, JSON-LD and the embedded query cache', async () => {
    const res = await shop.inject({ method: 'GET', url: '/shop/product/P-SSR' });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>무화과 소이 캔들 | 아틀리에</title>');
    expect(html).toContain('<meta name="description" content="잘 익은 무화과 향의 소이 캔들">');
    expect(html).toContain(`<link rel="canonical" href="${SHOP_ORIGIN}/shop/product/P-SSR">`);
    expect(html).toContain(
      `<link rel="alternate" hreflang="en" href="${SHOP_ORIGIN}/shop/product/P-SSR?lang=en">`,
    );
    const root = rootMarkup(html);
    expect(root).toContain('data-page="product"');
    expect(root).toMatch(/<h1[^>]*>무화과 소이 캔들<\/h1>/);
    expect(root).toContain('손으로 부어 만든 캔들');
    expect(root).toContain('CB23-12-0999');
    expect(root).toContain('32,000원');

    const [product, breadcrumb] = jsonLdOf(html);
    expect(product).toMatchObject({
      '@type': 'Product',
      name: '무화과 소이 캔들',
      sku: 'P-SSR',
      offers: [
        {
          '@type': 'Offer',
          price: '32000',
          priceCurrency: 'KRW',
          availability: 'https://schema.org/InStock',
        },
        {
          '@type': 'Offer',
          price: '25.00',
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
        },
      ],
    });
    expect(product!.aggregateRating).toBeUndefined();
    expect(breadcrumb).toMatchObject({ '@type': 'BreadcrumbList' });
    const steps = (breadcrumb!.itemListElement as Array<{ name: string; item: string }>).map(
      (s) => s.item,
    );
    expect(steps.at(-1)).toBe(`${SHOP_ORIGIN}/shop/product/P-SSR`);

    const queries = Object.keys(embeddedStateOf(html).store.api.queries);
    expect(queries).toContain('getProduct("P-SSR")');
    expect(queries.some((key) => key.startsWith('getReviews('))).toBe(true);
    expect(queries.some((key) => key.startsWith('getInquiries('))).toBe(true);
  });

  test('in English: English texts, US dollars and html lang en', async () => {
    const res = await shop.inject({ method: 'GET', url: '/shop/product/P-SSR?lang=en' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('<title>Fig soy candle | Atelier</title>');
    expect(rootMarkup(res.body)).toContain('$25.00');
    expect(rootMarkup(res.body)).toContain('Weight');
  });

  test("a secret question's text is in neither the HTML nor the embedded state of another viewer", async () => {
    const hong = new CookieBrowser(api.url);
    const first = await shop.inject({ method: 'GET', url: '/login' });
    hong.jar.store(([] as string[]).concat(first.headers['set-cookie'] ?? []));
    expect((await hong.login(HONG.mb_id, DEMO_MEMBER_PASSWORD)).status).toBe(200);
    for (const headers of [{}, { cookie: hong.jar.cookieHeader()! }]) {
      const res = await shop.inject({ method: 'GET', url: '/shop/product/P-SSR', headers });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('비밀글입니다');
      expect(res.body).not.toContain(SECRET);
      expect(res.body).not.toContain('배송지 문의');
    }
  });

  test('an unknown product is the not-found page with status 404', async () => {
    const res = await shop.inject({ method: 'GET', url: '/shop/product/NO-SUCH-ITEM' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('페이지를 찾을 수 없습니다');
  });

  test('the legacy /shop/item.php?it_id= lands on the product page, without it_id on home', async () => {
    const res = await shop.inject({ method: 'GET', url: '/shop/item.php?it_id=P-SSR' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/shop/product/P-SSR');
    const home = await shop.inject({ method: 'GET', url: '/shop/item.php' });
    expect(home.headers.location).toBe('/');
  });
});
