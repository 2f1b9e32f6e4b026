import { CookieBrowser } from '@atelier/test-utils/browser';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { categories, products, productVariants, shippingPolicies } from '../../db/schema/index.js';
import { startTestApi, type TestApi } from '../../testing.js';
import { loadCatalogReadModel, type CatalogReadModel } from './catalog-read-model.js';
import { productsVersion } from './product-routes.js';
import { indexProductSearch } from './product-search.js';
import { deleteProduct } from './product-writer.js';
import { adjustStock } from './stock.js';

const DAY = 86_400_000;
const now = Date.now();
const image = (key: string) => ({
  storageKey: `products/${key}`,
  width: 1600,
  height: 1200,
  alt: '사진',
  altEn: 'Photo',
});

let api: TestApi;
const ids: Record<string, { id: number; it_id: string }> = {};

beforeAll(async () => {
  api = await startTestApi();
  ids.lavender = await api.createProduct({
    itId: 'P-LAV',
    categoryIds: [1011],
    name: '라벤더 소이 캔들',
    nameEn: 'Lavender soy candle',
    sku: 'CDL-LAV',
    tags: ['향초', '선물'],
    flags: { best: true },
    price: { krw: 28_000, usd: 2_200 },
    sales30d: 50,
    createdAt: new Date(now - 5 * DAY),
  });
  ids.grapefruit = await api.createProduct({
    itId: 'P-GRAPE',
    categoryIds: [1012],
    name: '자몽 우드윅 캔들',
    nameEn: 'Grapefruit wood wick candle',
    flags: { new: true },
    price: { krw: 35_000, usd: 2_700 },
    sale: {
      krw: 25_000,
      usd: 1_900,
      startsAt: new Date(now - DAY),
      endsAt: new Date(now + DAY),
    },
    sales30d: 10,
    stock: 0,
    createdAt: new Date(now - 4 * DAY),
  });
  ids.wax = await api.createProduct({
    itId: 'P-WAX',
    categoryIds: [1021],
    name: '소이 왁스 1kg',
    nameEn: 'Soy wax 1 kg',
    sku: 'WAX-SOY-1KG',
    tags: ['재료'],
    flags: { recommended: true },
    price: { krw: 15_000, usd: 1_200 },
    sale: { krw: 9_000, usd: 700, startsAt: new Date(now - 3 * DAY), endsAt: new Date(now - DAY) },
    sales30d: 100,
    stock: 5,
    safetyReportNo: '',
    createdAt: new Date(now - 3 * DAY),
  });
  ids.diffuser = await api.createProduct({
    itId: 'P-CHERRY',
    categoryIds: [2011, 12],
    name: '블랙체리 리드 디퓨저',
    nameEn: 'Black cherry reed diffuser',
    price: { krw: 42_000, usd: 3_300 },
    sales30d: 30,
    options: [
      {
        name: '용량',
        nameEn: 'Size',
        values: [
          { name: '100ml', nameEn: '100 ml' },
          { name: '200ml', nameEn: '200 ml' },
        ],
      },
    ],
    variants: [
      { values: ['100ml'], sku: 'DIF-CH-100', stock: 3 },
      {
        values: ['200ml'],
        sku: 'DIF-CH-200',
        stock: 4,
        priceDelta: { krw: 8_000, usd: 600 },
        soldOut: true,
      },
    ],
    addons: [{ name: '선물 포장', nameEn: 'Gift wrap', price: { krw: 2_000, usd: 150 }, stock: 0 }],
    images: [image('cherry-1'), image('cherry-2')],
    infoNotice: [{ label: '용량', value: '100ml' }],
    infoNoticeEn: [{ label: 'Volume', value: '100 ml' }],
    safetyReportNo: 'CB23-12-0345',
    createdAt: new Date(now - 2 * DAY),
  });
  ids.sampler = await api.createProduct({
    itId: 'P-SAMPLER',
    categoryIds: [2021],
    name: '향 샘플러',
    nameEn: 'Scent sampler',
    price: { krw: 5_000, usd: 400 },
    sales30d: 5,
    safetyReportNo: '',
    createdAt: new Date(now - DAY),
  });
  ids.relatedDiffuser = await api.createProduct({
    itId: 'P-FIG',
    categoryIds: [2011],
    name: '무화과 리드 디퓨저',
    nameEn: 'Fig reed diffuser',
    price: { krw: 39_000, usd: 3_000 },
    sales30d: 1,
    createdAt: new Date(now - 6 * DAY),
  });
  ids.hidden = await api.createProduct({
    itId: 'P-HIDDEN',
    name: '숨긴 캔들',
    nameEn: 'Hidden candle',
    visible: false,
  });
  ids.deleted = await api.createProduct({
    itId: 'P-DELETED',
    name: '지운 캔들',
    nameEn: 'Deleted candle',
  });
  const db = api.app.database.db;
  await db.transaction((tx) => deleteProduct(tx, ids.deleted!.id));
  await db
    .update(products)
    .set({ reviewCount: 2, ratingSum: 9, ratingCounts: [0, 0, 0, 1, 1] })
    .where(eq(products.id, ids.diffuser.id));
  await db
    .update(products)
    .set({ reviewCount: 2, ratingSum: 6, ratingCounts: [0, 1, 0, 1, 0] })
    .where(eq(products.id, ids.sampler.id));
  await db
    .update(products)
    .set({ reviewCount: 1, ratingSum: 5, ratingCounts: [0, 0, 0, 0, 1] })
    .where(eq(products.id, ids.wax.id));
});
afterAll(() => api.close());

type Item = { it_id: string; [key: string]: unknown };
const itIds = (body: { data: Item[] }) => body.data.map((p) => p.it_id);

async function list(query: string, client = new CookieBrowser(api.url)) {
  const res = await client.get(`/api/v1/product${query}`);
  expect(res.status).toBe(200);
  return res.body as { data: Item[]; total: number; [key: string]: unknown };
}

async function english() {
  const client = new CookieBrowser(api.url);
  await client.start();
  expect((await client.post('/api/v1/language', { lang: 'en', currency: 'usd' })).status).toBe(200);
  return client;
}

describe('GET /api/v1/product', () => {
  it('lists visible products newest first in the pagination envelope, never hidden or deleted ones', async () => {
    const body = await list('');
    expect(itIds(body)).toEqual(['P-SAMPLER', 'P-CHERRY', 'P-WAX', 'P-GRAPE', 'P-LAV', 'P-FIG']);
    expect(body).toMatchObject({ current_page: 1, per_page: 20, total: 6, from: 1, to: 6 });
    const page2 = await list('?per_page=4&page=2');
    expect(itIds(page2)).toEqual(['P-LAV', 'P-FIG']);
    expect(page2).toMatchObject({ last_page: 2, from: 5, to: 6 });
  });

  it('answers list items in Korean and won, the sale price only while its period lasts', async () => {
    const body = await list('');
    const byId = new Map(body.data.map((p) => [p.it_id, p]));
    expect(byId.get('P-GRAPE')).toMatchObject({
      name: '자몽 우드윅 캔들',
      price: 35_000,
      sale_price: 25_000,
      currency: 'krw',
      sold_out: true,
      flags: ['new', 'sale'],
    });
    expect(byId.get('P-WAX')).toMatchObject({
      sale_price: null,
      flags: ['recommended'],
      rating: 5,
    });
    expect(byId.get('P-CHERRY')).toMatchObject({ rating: 4.5, review_count: 2, sold_out: false });
    expect(
      (byId.get('P-CHERRY')!.thumbnail as { thumb: { webp: { url: string } } }).thumb.webp,
    ).toEqual({
      url: '/media/products/cherry-1/thumb.webp',
      width: 400,
      height: 300,
    });
    expect(byId.get('P-LAV')!.thumbnail).toBeNull();
  });

  it('answers names in English and prices in US cents for an en/usd session', async () => {
    const body = await list('?sort=price_asc', await english());
    expect(body.data.map((p) => [p.it_id, p.name, p.price, p.sale_price, p.currency])).toEqual([
      ['P-SAMPLER', 'Scent sampler', 400, null, 'usd'],
      ['P-WAX', 'Soy wax 1 kg', 1_200, null, 'usd'],
      ['P-GRAPE', 'Grapefruit wood wick candle', 2_700, 1_900, 'usd'],
      ['P-LAV', 'Lavender soy candle', 2_200, null, 'usd'],
      ['P-FIG', 'Fig reed diffuser', 3_000, null, 'usd'],
      ['P-CHERRY', 'Black cherry reed diffuser', 3_300, null, 'usd'],
    ]);
  });

  it('filters by category with its descendants, primary or extra', async () => {
    expect(itIds(await list('?category=1'))).toEqual(['P-WAX', 'P-GRAPE', 'P-LAV']);
    expect(itIds(await list('?category=101'))).toEqual(['P-GRAPE', 'P-LAV']);
    expect(itIds(await list('?category=1011'))).toEqual(['P-LAV']);
    expect(itIds(await list('?category=2'))).toEqual(['P-SAMPLER', 'P-CHERRY', 'P-FIG']);
    expect(itIds(await list('?category=12'))).toEqual(['P-CHERRY']);
    expect((await list('?category=999999')).total).toBe(0);
  });

  it('filters by flag, sale meaning a sale price applies now', async () => {
    expect(itIds(await list('?flag=best'))).toEqual(['P-LAV']);
    expect(itIds(await list('?flag=new'))).toEqual(['P-GRAPE']);
    expect(itIds(await list('?flag=recommended'))).toEqual(['P-WAX']);
    expect(itIds(await list('?flag=sale'))).toEqual(['P-GRAPE']);
  });

  it('filters by the effective price in the session currency, and by stock', async () => {
    expect(itIds(await list('?min_price=20000&max_price=30000'))).toEqual(['P-GRAPE', 'P-LAV']);
    expect(itIds(await list('?max_price=2000', await english()))).toEqual([
      'P-SAMPLER',
      'P-WAX',
      'P-GRAPE',
    ]);
    expect(itIds(await list('?in_stock=1'))).not.toContain('P-GRAPE');
    expect(itIds(await list('?in_stock=1')).length).toBe(5);
    expect(itIds(await list('?in_stock=0')).length).toBe(6);
  });

  it('sorts by sales, effective price, reviews and the name in the session language', async () => {
    expect(itIds(await list('?sort=best'))).toEqual([
      'P-WAX',
      'P-LAV',
      'P-CHERRY',
      'P-GRAPE',
      'P-SAMPLER',
      'P-FIG',
    ]);
    expect(itIds(await list('?sort=price_asc'))).toEqual([
      'P-SAMPLER',
      'P-WAX',
      'P-GRAPE',
      'P-LAV',
      'P-FIG',
      'P-CHERRY',
    ]);
    expect(itIds(await list('?sort=price_desc')).slice(0, 3)).toEqual([
      'P-CHERRY',
      'P-FIG',
      'P-LAV',
    ]);
    // Two reviews each: 4.5 before 3.0; then one review; then none.
    expect(itIds(await list('?sort=review')).slice(0, 3)).toEqual([
      'P-CHERRY',
      'P-SAMPLER',
      'P-WAX',
    ]);
    expect(itIds(await list('?sort=name'))).toEqual([
      'P-LAV',
      'P-FIG',
      'P-CHERRY',
      'P-WAX',
      'P-GRAPE',
      'P-SAMPLER',
    ]);
    expect(itIds(await list('?sort=name', await english()))).toEqual([
      'P-CHERRY',
      'P-FIG',
      'P-GRAPE',
      'P-LAV',
      'P-SAMPLER',
      'P-WAX',
    ]);
  });

  it('refuses a bad query with a 422 field map in the session language', async () => {
    const res = await new CookieBrowser(api.url).get(
      '/api/v1/product?page=abc&per_page=61&sort=cheapest',
    );
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['page', 'per_page', 'sort']);
    expect(res.body.errors.per_page[0]).toMatch(/[가-힣]/u);
    expect((await new CookieBrowser(api.url).get('/api/v1/product?page=-1')).status).toBe(422);
    expect((await new CookieBrowser(api.url).get('/api/v1/product?min_price=-5')).status).toBe(422);
    const en = await (await english()).get('/api/v1/product?per_page=61');
    expect(en.status).toBe(422);
    expect(en.body.errors.per_page[0]).not.toMatch(/[가-힣]/u);
  });

  it('answers 304 to its ETag until stock, a product or a category changes', async () => {
    const client = new CookieBrowser(api.url);
    const path = '/api/v1/product?category=2&sort=best';
    const first = await client.get(path);
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect((await client.get(path, { 'if-none-match': etag })).status).toBe(304);
    // Another language is another answer.
    expect((await (await english()).get(path, { 'if-none-match': etag })).status).toBe(200);

    const [variant] = await api.app.database.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.sku, 'DIF-CH-100'));
    await api.app.database.db.transaction((tx) => adjustStock(tx, variant!.id, -3));
    await new Promise((r) => setTimeout(r, 1100));
    const afterStock = await client.get(path, { 'if-none-match': etag });
    expect(afterStock.status).toBe(200);
    expect(afterStock.body.data.find((p: Item) => p.it_id === 'P-CHERRY').sold_out).toBe(true);
    await api.app.database.db.transaction((tx) => adjustStock(tx, variant!.id, 3));

    await new Promise((r) => setTimeout(r, 1100));
    const etag2 = (await client.get(path)).headers.get('etag')!;
    await api.app.database.db
      .update(categories)
      .set({ name: '디퓨저 완제품' })
      .where(eq(categories.id, 201));
    await new Promise((r) => setTimeout(r, 1100));
    expect((await client.get(path, { 'if-none-match': etag2 })).status).toBe(200);
  });
});

describe('GET /api/v1/product/{it_id}', () => {
  it('answers the whole product in Korean and won', async () => {
    const res = await new CookieBrowser(api.url).get('/api/v1/product/P-CHERRY');
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.breadcrumb.map((c: { name: string }) => c.name).at(-1)).toBe('리드 디퓨저');
    expect(d.breadcrumb.map((c: { id: number }) => c.id)).toEqual([2, 201, 2011]);
    expect(d.category_ids).toEqual([2011, 12]);
    expect(d.images.map((i: { thumb: { jpeg: { url: string } } }) => i.thumb.jpeg.url)).toEqual([
      '/media/products/cherry-1/thumb.jpg',
      '/media/products/cherry-2/thumb.jpg',
    ]);
    expect(d.option_groups).toEqual([
      {
        id: expect.any(Number),
        name: '용량',
        values: [
          { id: expect.any(Number), name: '100ml' },
          { id: expect.any(Number), name: '200ml' },
        ],
      },
    ]);
    expect(
      d.variants.map((v: Item) => [v.sku, v.price, v.price_delta, v.stock, v.sold_out]),
    ).toEqual([
      ['DIF-CH-100', 42_000, 0, 3, false],
      ['DIF-CH-200', 50_000, 8_000, 4, true],
    ]);
    expect(d.variants[1].option_value_ids).toEqual([d.option_groups[0].values[1].id]);
    expect(d.addons).toEqual([
      { id: expect.any(Number), name: '선물 포장', price: 2_000, stock: 0, sold_out: true },
    ]);
    expect(d.info_notice).toEqual([{ label: '용량', value: '100ml' }]);
    expect(d.safety_report_no).toBe('CB23-12-0345');
    expect(d.rating_summary).toEqual({ average: 4.5, count: 2, distribution: [0, 0, 0, 1, 1] });
    expect(d.shipping).toEqual({ fee: 3_000, free_over: 50_000 });
    expect(d.offers).toEqual([
      { currency: 'krw', price: 42_000 },
      { currency: 'usd', price: 3_300 },
    ]);
    expect(d.related.map((p: Item) => p.it_id)).toEqual(['P-FIG']);
    expect(res.headers.get('etag')).toBeTruthy();
  });

  it('answers in English and US cents, the variant price from the sale price while it applies', async () => {
    const client = await english();
    const cherry = (await client.get('/api/v1/product/P-CHERRY')).body.data;
    expect(cherry.option_groups[0].name).toBe('Size');
    expect(cherry.info_notice).toEqual([{ label: 'Volume', value: '100 ml' }]);
    expect(cherry.breadcrumb.at(-1).name).toBe('Reed diffusers');
    expect(cherry.variants.map((v: Item) => v.price)).toEqual([3_300, 3_900]);
    expect(cherry.shipping).toEqual({ fee: 500, free_over: 5_000 });
    const grape = (await client.get('/api/v1/product/P-GRAPE')).body.data;
    expect(grape).toMatchObject({ price: 2_700, sale_price: 1_900, currency: 'usd' });
    expect(grape.sale_ends_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/u);
    expect(grape.variants[0]).toMatchObject({ price: 1_900, sold_out: true, stock: 0 });
    expect(grape.offers).toEqual([
      { currency: 'krw', price: 25_000 },
      { currency: 'usd', price: 1_900 },
    ]);
    const wax = (await new CookieBrowser(api.url).get('/api/v1/product/P-WAX')).body.data;
    expect(wax).toMatchObject({ sale_price: null, sale_ends_at: null });
    expect(wax.variants[0].price).toBe(15_000);
  });

  it('lists up to 8 related products of the primary category, best first, without itself', async () => {
    for (let i = 0; i < 9; i += 1) {
      await api.createProduct({
        itId: `P-REL${i}`,
        categoryIds: [1011],
        name: `관련 캔들 ${i}`,
        nameEn: `Related candle ${i}`,
        sales30d: 200 + i,
      });
    }
    await new Promise((r) => setTimeout(r, 1100));
    const d = (await new CookieBrowser(api.url).get('/api/v1/product/P-REL0')).body.data;
    expect(d.related.map((p: Item) => p.it_id)).toEqual([
      'P-REL8',
      'P-REL7',
      'P-REL6',
      'P-REL5',
      'P-REL4',
      'P-REL3',
      'P-REL2',
      'P-REL1',
    ]);
  });

  it('answers 404 without an ETag for unknown, hidden and deleted products, 422 for a bad id', async () => {
    const client = new CookieBrowser(api.url);
    for (const id of ['NOPE', 'P-HIDDEN', 'P-DELETED']) {
      const res = await client.get(`/api/v1/product/${id}`);
      expect(res.status).toBe(404);
      expect(res.headers.get('etag')).toBeNull();
      expect(res.body.message).toMatch(/[가-힣]/u);
    }
    expect((await client.get('/api/v1/product/a%20b')).status).toBe(422);
  });

  it('answers 304 to its ETag', async () => {
    const client = new CookieBrowser(api.url);
    const first = await client.get('/api/v1/product/P-LAV');
    const etag = first.headers.get('etag')!;
    expect((await client.get('/api/v1/product/P-LAV', { 'if-none-match': etag })).status).toBe(304);
  });

  it('states the shipping policy as it is now: a changed fee is a new answer', async () => {
    const client = new CookieBrowser(api.url);
    const first = await client.get('/api/v1/product/P-LAV');
    expect(first.body.data.shipping).toEqual({ fee: 3_000, free_over: 50_000 });
    const db = api.app.database.db;
    await db
      .update(shippingPolicies)
      .set({ baseFee: 3_500 })
      .where(eq(shippingPolicies.currency, 'krw'));
    try {
      await new Promise((r) => setTimeout(r, 1100));
      const after = await client.get('/api/v1/product/P-LAV', {
        'if-none-match': first.headers.get('etag')!,
      });
      expect(after.status).toBe(200);
      expect(after.body.data.shipping).toEqual({ fee: 3_500, free_over: 50_000 });
    } finally {
      await db
        .update(shippingPolicies)
        .set({ baseFee: 3_000 })
        .where(eq(shippingPolicies.currency, 'krw'));
    }
  });
});

describe('search', () => {
  const search = async (keyword: string, client?: CookieBrowser) =>
    itIds(await list(`?keyword=${encodeURIComponent(keyword)}`, client));

  it('finds one- and two-syllable Korean words and initial consonants', async () => {
    // '향 샘플러' starts with it; '라벤더 소이 캔들' has it in a tag (향초).
    expect(await search('향')).toEqual(['P-SAMPLER', 'P-LAV']);
    expect(await search('캔들')).toEqual(expect.arrayContaining(['P-LAV', 'P-GRAPE']));
    expect(await search('ㅋㄷ')).toEqual(expect.arrayContaining(['P-LAV', 'P-GRAPE']));
    expect(await search('ㄹㄷ ㄷㅍㅈ')).toEqual(['P-CHERRY', 'P-FIG']);
    expect(await search('ㅋㄷ')).not.toContain('P-WAX');
  });

  it('finds English words in any case, SKUs and tags, never hidden or deleted products', async () => {
    expect(await search('LAVENDER')).toEqual(['P-LAV']);
    expect(await search('wood wick')).toEqual(['P-GRAPE']);
    expect(await search('wax-soy')).toEqual(['P-WAX']);
    expect(await search('dif-ch-200')).toEqual(['P-CHERRY']);
    expect(await search('선물')).toEqual(['P-LAV']);
    expect(await search('숨긴')).toEqual([]);
    expect(await search('지운')).toEqual([]);
    expect(await search('hidden candle')).toEqual([]);
    expect(await search('zzzz')).toEqual([]);
  });

  it('ranks a name that starts with the keyword first, then by 30-day sales', async () => {
    // 'Soy wax' starts with it; 'Lavender soy candle' only has it.
    expect(await search('soy')).toEqual(['P-WAX', 'P-LAV']);
    expect(await search('리드')).toEqual(['P-CHERRY', 'P-FIG']);
    // An explicit sort wins over relevance.
    expect(itIds(await list('?keyword=soy&sort=price_desc'))).toEqual(['P-LAV', 'P-WAX']);
  });

  it('suggests up to 10 products with a WebP thumbnail', async () => {
    const client = new CookieBrowser(api.url);
    const res = await client.get(`/api/v1/product/suggest?keyword=${encodeURIComponent('ㄷㅍㅈ')}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        it_id: 'P-CHERRY',
        name: '블랙체리 리드 디퓨저',
        thumbnail: { url: '/media/products/cherry-1/thumb.webp', width: 400, height: 300 },
      },
      { it_id: 'P-FIG', name: '무화과 리드 디퓨저', thumbnail: null },
    ]);
    const many = await client.get(`/api/v1/product/suggest?keyword=${encodeURIComponent('캔들')}`);
    expect(many.body.data).toHaveLength(10);
    const en = await (await english()).get('/api/v1/product/suggest?keyword=fig');
    expect(en.body.data).toEqual([{ it_id: 'P-FIG', name: 'Fig reed diffuser', thumbnail: null }]);
    expect((await client.get('/api/v1/product/suggest?keyword=')).body.data).toEqual([]);
    expect((await client.get('/api/v1/product/suggest')).status).toBe(422);
  });
});

describe('catalog read model', () => {
  // Every order, both languages and currencies, a filter or two: the answers two models give.
  function answers(model: CatalogReadModel) {
    const out: string[] = [];
    for (const [lang, currency] of [
      ['kr', 'krw'],
      ['en', 'usd'],
    ] as const) {
      for (const sort of ['new', 'best', 'price_asc', 'price_desc', 'review', 'name'] as const) {
        for (const filter of [{}, { in_stock: true }, { category: 2 }, { keyword: '캔들' }]) {
          const query = { keyword: undefined, page: 1, per_page: 20, ...filter };
          out.push(JSON.stringify(model.list(query, sort, lang, currency, new Date(now))));
        }
      }
    }
    return out;
  }

  it('reads only the changed products after stock, price and tag changes, answering as a whole reload', async () => {
    const db = api.app.database.db;
    const first = await loadCatalogReadModel(db, await productsVersion(db));
    const [variant] = await db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.sku, 'WAX-SOY-1KG'));
    await db.transaction((tx) => adjustStock(tx, variant!.id, -5));
    await db.update(products).set({ priceKrw: 1_000 }).where(eq(products.id, ids.lavender!.id));
    await db.transaction(async (tx) => {
      await tx
        .update(products)
        .set({ tags: ['향초', '선물', '보라향'] })
        .where(eq(products.id, ids.lavender!.id));
      await indexProductSearch(tx, ids.lavender!.id);
    });
    const version = await productsVersion(db);
    expect(version).not.toBe(first.version);

    const patch = vi.spyOn(first, 'withChanges');
    const patched = await loadCatalogReadModel(db, version, first);
    expect(patch).toHaveReturnedWith(patched);
    const whole = await loadCatalogReadModel(db, version);
    expect(answers(patched)).toEqual(answers(whole));
    expect(patched.suggest('보라향', 'kr', 10).map((p) => p.it_id)).toEqual(['P-LAV']);
    const soldOut = patched
      .list({ keyword: undefined, page: 1, per_page: 20 }, 'new', 'kr', 'krw', new Date(now))
      .data.find((p) => p.it_id === 'P-WAX');
    expect(soldOut?.sold_out).toBe(true);

    // A rename moves the product in the name order: the whole catalog is read again.
    await db
      .update(products)
      .set({ name: '가 라벤더 캔들' })
      .where(eq(products.id, ids.lavender!.id));
    const renamedVersion = await productsVersion(db);
    const again = vi.spyOn(patched, 'withChanges');
    const renamed = await loadCatalogReadModel(db, renamedVersion, patched);
    expect(again).toHaveReturnedWith(undefined);
    expect(answers(renamed)).toEqual(answers(await loadCatalogReadModel(db, renamedVersion)));
    expect(
      renamed.list({ keyword: undefined, page: 1, per_page: 1 }, 'name', 'kr', 'krw', new Date(now))
        .data[0]?.it_id,
    ).toBe('P-LAV');
  });
});
