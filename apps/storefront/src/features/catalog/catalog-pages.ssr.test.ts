import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import {
  embeddedStateOf,
  rootMarkup,
  SHOP_ORIGIN,
  startSsrShop,
  type SsrShop,
} from '../../test/ssr-shop.js';

let shop: FastifyInstance;
let ssr: SsrShop | undefined;

// A word no demo product has, so these tests see only their own products.
const WORD = '라벤더숲';
const WORD_EN = 'Lavenderwood';

beforeAll(async () => {
  ssr = await startSsrShop();
  ({ shop } = ssr);
  await ssr.api.createProduct({
    categoryIds: [1012],
    name: `${WORD} 우드윅 캔들`,
    nameEn: `${WORD_EN} wood wick candle`,
    price: { krw: 32_000, usd: 2_500 },
    flags: { best: true, new: true, recommended: true },
    // Ahead of every demo product in the best-seller ranking.
    sales30d: 1_000_000,
  });
  await ssr.api.createProduct({
    categoryIds: [1012],
    name: `${WORD} 미니 캔들 </script><script>alert(1)</script>`,
    nameEn: `${WORD_EN} mini candle`,
    price: { krw: 18_000, usd: 1_400 },
  });
}, 60_000);

afterAll(() => ssr?.close());

async function get(url: string) {
  const res = await shop.inject({ method: 'GET', url });
  const head = res.body.slice(0, res.body.indexOf('</head>'));
  return { res, head, root: rootMarkup(res.body) };
}

function jsonLdOf(head: string): unknown[] {
  return [...head.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as unknown,
  );
}

describe('category page, server-rendered', () => {
  test('holds the products, the breadcrumb, its head, the JSON-LD and the embedded listing', async () => {
    const { res, head, root } = await get('/shop/category/1012?sort=price_asc');
    expect(res.statusCode).toBe(200);
    expect(root).toContain('<h1 class="atelier-catalog__title">우드윅 캔들</h1>');
    expect(root).toContain(`${WORD} 우드윅 캔들`);
    expect(root).toContain('32,000원');
    // The hostile name is text, never markup.
    expect(root).not.toContain('<script>alert(1)</script>');
    expect(root).toContain('aria-current="page"');

    expect(head).toContain('<title>우드윅 캔들 | 아틀리에</title>');
    expect(head).toContain(`<link rel="canonical" href="${SHOP_ORIGIN}/shop/category/1012">`);
    expect(head).toContain(
      `<link rel="alternate" hreflang="en" href="${SHOP_ORIGIN}/shop/category/1012?lang=en">`,
    );
    expect(head).toContain(`<meta property="og:url" content="${SHOP_ORIGIN}/shop/category/1012">`);
    expect(head).toMatch(/<meta name="description" content="우드윅 캔들 상품 \d+개를/);
    expect(jsonLdOf(head)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: '홈', item: `${SHOP_ORIGIN}/` },
          {
            '@type': 'ListItem',
            position: 2,
            name: '캔들',
            item: `${SHOP_ORIGIN}/shop/category/1`,
          },
          {
            '@type': 'ListItem',
            position: 3,
            name: '완제품 캔들',
            item: `${SHOP_ORIGIN}/shop/category/101`,
          },
          {
            '@type': 'ListItem',
            position: 4,
            name: '우드윅 캔들',
            item: `${SHOP_ORIGIN}/shop/category/1012`,
          },
        ],
      },
    ]);

    // Page 1 as the page asks for it (a sorted list pages by 15), embedded for hydration.
    const queries = embeddedStateOf(res.body).store.api.queries as Record<
      string,
      { data?: { data: Array<{ name: string }> } }
    >;
    const key = Object.keys(queries).find(
      (k) => k.startsWith('getProducts(') && k.includes('"category":1012'),
    );
    expect(key).toContain('"per_page":15');
    expect(key).toContain('"sort":"price_asc"');
    expect(queries[key!]?.data?.data.map((p) => p.name)).toContain(`${WORD} 우드윅 캔들`);
  });

  test('in English: names, dollars, title, canonical and breadcrumb in English', async () => {
    const { res, head, root } = await get('/shop/category/1012?lang=en');
    expect(res.statusCode).toBe(200);
    expect(root).toContain(`${WORD_EN} wood wick candle`);
    expect(root).toContain('$25.00');
    expect(res.body.startsWith('<!doctype html><html lang="en">')).toBe(true);
    expect(head).toContain('<title>Wood wick candles | Atelier</title>');
    expect(head).toContain(
      `<link rel="canonical" href="${SHOP_ORIGIN}/shop/category/1012?lang=en">`,
    );
    const [crumbs] = jsonLdOf(head) as [{ itemListElement: Array<{ name: string; item: string }> }];
    expect(crumbs.itemListElement.map((c) => [c.name, c.item])).toEqual([
      ['Home', `${SHOP_ORIGIN}/?lang=en`],
      ['Candles', `${SHOP_ORIGIN}/shop/category/1?lang=en`],
      ['Finished candles', `${SHOP_ORIGIN}/shop/category/101?lang=en`],
      ['Wood wick candles', `${SHOP_ORIGIN}/shop/category/1012?lang=en`],
    ]);
  });

  test('an unknown or malformed category is the not-found page with status 404', async () => {
    for (const url of ['/shop/category/99999', '/shop/category/abc', '/shop/category/0']) {
      const { res, head, root } = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(root, url).toContain('페이지를 찾을 수 없습니다');
      expect(jsonLdOf(head), url).toEqual([]);
    }
  });

  test('the legacy /shop/list?ca_id_new= lands on the category page', async () => {
    const legacy = await shop.inject({ method: 'GET', url: '/shop/list?ca_id_new=1012' });
    expect(legacy.statusCode).toBe(301);
    expect(legacy.headers.location).toBe('/shop/category/1012');
    const { res } = await get(legacy.headers.location!);
    expect(res.statusCode).toBe(200);
  });
});

describe('search, best sellers and new items, server-rendered', () => {
  test('search results: count, products, noindex, canonical with the keyword', async () => {
    const { res, head, root } = await get(`/shop/search?keyword=${encodeURIComponent(WORD)}`);
    expect(res.statusCode).toBe(200);
    expect(root).toContain(`&#x27;${WORD}&#x27; 검색 결과 2개`);
    expect(root).toContain(`${WORD} 우드윅 캔들`);
    expect(head).toContain('<meta name="robots" content="noindex, follow">');
    expect(head).toContain(
      `<link rel="canonical" href="${SHOP_ORIGIN}/shop/search?keyword=${encodeURIComponent(WORD).replace(/%20/g, '+')}">`,
    );
  });

  test('a search without results says so; a blank keyword searches nothing', async () => {
    const none = await get('/shop/search?keyword=zzzxqv');
    expect(none.res.statusCode).toBe(200);
    expect(none.root).toContain('&#x27;zzzxqv&#x27;에 대한 검색 결과가 없습니다.');
    const blank = await get('/shop/search?keyword=%20%20');
    expect(blank.res.statusCode).toBe(200);
    expect(blank.root).toContain('찾으시는 상품의 이름을 입력해 주세요.');
    const queries = embeddedStateOf(blank.res.body).store.api.queries;
    expect(Object.keys(queries).some((k) => k.startsWith('getProducts('))).toBe(false);
  });

  test('best sellers and new items render their listings with their titles', async () => {
    const best = await get('/shop/best-seller');
    expect(best.res.statusCode).toBe(200);
    expect(best.head).toContain('<title>베스트셀러 | 아틀리에</title>');
    expect(best.root).toContain(`${WORD} 우드윅 캔들`);
    const fresh = await get('/shop/new-item?lang=en');
    expect(fresh.res.statusCode).toBe(200);
    expect(fresh.head).toContain("<title>What's new | Atelier</title>".replace("'", '&#39;'));
    expect(fresh.root).toContain(`${WORD_EN} mini candle`);
  });

  test('home shows the product rails below its content', async () => {
    const { res, root } = await get('/');
    expect(res.statusCode).toBe(200);
    expect(root).toContain('베스트 상품');
    expect(root).toContain(`${WORD} 우드윅 캔들`);
    expect(root).not.toContain('fetchpriority="high"');
  });
});
