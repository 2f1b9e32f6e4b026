import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { SHOP_ORIGIN, startSsrShop, type SsrShop } from '../test/ssr-shop.js';

let shop: FastifyInstance;
let ssr: SsrShop | undefined;

// A client chooses these: no URL of either document may come from them.
const FORGED = { host: 'evil.test', 'x-forwarded-host': 'evil.test' };

beforeAll(async () => {
  ssr = await startSsrShop();
  ({ shop } = ssr);
  await ssr.api.createProduct({ itId: 'SEO-SHOWN', categoryIds: [1012] });
  await ssr.api.createProduct({ itId: 'SEO-HIDDEN', visible: false });
}, 60_000);

afterAll(() => ssr?.close());

describe('/robots.txt', () => {
  test('allows the shop, keeps crawlers out of member, checkout and API paths, names the sitemap on PUBLIC_URL', async () => {
    const res = await shop.inject({ method: 'GET', url: '/robots.txt', headers: FORGED });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of [
      '/my-page',
      '/shop/cart',
      '/shop/order-form',
      '/shop/order/',
      '/shop/payment_confirm',
      '/shop/my_order_view',
      '/admin',
      '/api/',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(res.body).not.toContain('/shop/search');
    expect(lines).toContain(`Sitemap: ${SHOP_ORIGIN}/sitemap.xml`);
    expect(res.body).not.toContain('evil.test');
  });
});

describe('/sitemap.xml', () => {
  test('lists home, listings, categories and visible products with ko/en/x-default alternates on PUBLIC_URL', async () => {
    const res = await shop.inject({ method: 'GET', url: '/sitemap.xml', headers: FORGED });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const xml = res.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset ')).toBe(true);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).not.toContain('evil.test');
    expect(xml).not.toContain('SEO-HIDDEN');
    // No bare ampersand: every one starts an entity.
    expect(xml).not.toMatch(/&(?!(amp|lt|gt|quot|#39);)/);

    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${SHOP_ORIGIN}/`,
        `${SHOP_ORIGIN}/shop/best-seller`,
        `${SHOP_ORIGIN}/shop/new-item`,
        `${SHOP_ORIGIN}/shop/category/1012`,
        `${SHOP_ORIGIN}/shop/product/SEO-SHOWN`,
      ]),
    );
    expect(
      locs.some((loc) => /\/(login|register|my-page|shop\/search|shop\/cart)/.test(loc!)),
    ).toBe(false);

    const product = /<url><loc>http:\/\/shop\.test\/shop\/product\/SEO-SHOWN<\/loc>.*?<\/url>/.exec(
      xml,
    )![0];
    expect(product).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
    expect(product).toContain(
      `<xhtml:link rel="alternate" hreflang="ko" href="${SHOP_ORIGIN}/shop/product/SEO-SHOWN"/>`,
    );
    expect(product).toContain(
      `<xhtml:link rel="alternate" hreflang="en" href="${SHOP_ORIGIN}/shop/product/SEO-SHOWN?lang=en"/>`,
    );
    expect(product).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${SHOP_ORIGIN}/shop/product/SEO-SHOWN"/>`,
    );
  });

  test("names the same alternates as the page's own <head>", async () => {
    const page = await shop.inject({ method: 'GET', url: '/shop/best-seller' });
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    const inHead = [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)];
    expect(inHead).toHaveLength(3);
    const xml = (await shop.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    for (const [, lang, url] of inHead) {
      expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="${lang}" href="${url}"/>`);
    }
  });

  test('answers 304 to its ETag', async () => {
    const first = await shop.inject({ method: 'GET', url: '/sitemap.xml' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await shop.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});
