import type { ProductListQuery, ProductSort } from '@atelier/contracts';
import { describe, expect, it, vi } from 'vitest';

import {
  CatalogReadModel,
  CatalogReadModels,
  type CatalogCategory,
  type CatalogProduct,
} from './catalog-read-model.js';
import { searchTextOf } from './product-search.js';

const HOUR = 3_600_000;
const T = Date.UTC(2026, 10, 25, 12);

let nextId = 1;
function product(
  fields: Partial<Omit<CatalogProduct, 'search'>> & { tags?: string[]; price?: number },
): CatalogProduct {
  const id = fields.id ?? nextId++;
  const name = fields.name ?? `상품 ${id}`;
  const nameEn = fields.nameEn ?? `Product ${id}`;
  const price = fields.price ?? 10_000;
  return {
    id,
    itId: `P-${id}`,
    name,
    nameEn,
    prices: fields.prices ?? {
      krw: { price, sale: null, list: null },
      usd: { price: price / 10, sale: null, list: null },
    },
    saleStartsAt: null,
    saleEndsAt: null,
    createdAt: T - id * HOUR,
    isBest: false,
    isNew: false,
    isRecommended: false,
    sales30d: 0,
    reviewCount: 0,
    ratingSum: 0,
    inStock: true,
    categoryIds: [],
    primaryCategoryId: fields.categoryIds?.[0] ?? 1,
    updatedAt: T,
    thumbnail: null,
    newRank: id,
    nameRank: id,
    nameEnRank: id,
    ...fields,
    search: searchTextOf({ name, nameEn, tags: fields.tags ?? [], skus: [`SKU-${id}`] }),
  };
}

// 1 ─ 101 ─ 1011, 1 ─ 102 (hidden) ─ 1021, 2
const tree: CatalogCategory[] = [
  { id: 1, parentId: null, name: '분류 1', nameEn: 'Category 1', isVisible: true },
  { id: 101, parentId: 1, name: '분류 101', nameEn: 'Category 101', isVisible: true },
  { id: 1011, parentId: 101, name: '분류 1011', nameEn: 'Category 1011', isVisible: true },
  { id: 102, parentId: 1, name: '분류 102', nameEn: 'Category 102', isVisible: false },
  { id: 1021, parentId: 102, name: '분류 1021', nameEn: 'Category 1021', isVisible: true },
  { id: 2, parentId: null, name: '분류 2', nameEn: 'Category 2', isVisible: true },
];

const lavender = product({
  id: 10,
  name: '라벤더 소이 캔들',
  nameEn: 'Lavender soy candle',
  tags: ['향초'],
  price: 28_000,
  sales30d: 50,
  isBest: true,
  categoryIds: [1011],
  reviewCount: 2,
  ratingSum: 9,
  newRank: 3,
  nameRank: 1,
  nameEnRank: 3,
});
// Its sale runs from T to T + 1 h, in won only.
const grapefruit = product({
  id: 11,
  name: '자몽 캔들',
  nameEn: 'Grapefruit candle',
  prices: {
    krw: { price: 35_000, sale: 25_000, list: 40_000 },
    usd: { price: 2_700, sale: null, list: null },
  },
  saleStartsAt: T,
  saleEndsAt: T + HOUR,
  sales30d: 10,
  isNew: true,
  inStock: false,
  categoryIds: [101],
  newRank: 2,
  nameRank: 3,
  nameEnRank: 2,
});
const wax = product({
  id: 12,
  name: '소이 왁스',
  nameEn: 'Soy wax',
  price: 15_000,
  sales30d: 100,
  isRecommended: true,
  categoryIds: [1021, 2],
  reviewCount: 2,
  ratingSum: 6,
  newRank: 1,
  nameRank: 2,
  nameEnRank: 4,
});
const cherry = product({
  id: 13,
  name: '체리 디퓨저',
  nameEn: 'Cherry diffuser',
  price: 28_000,
  sales30d: 50,
  categoryIds: [2],
  reviewCount: 1,
  ratingSum: 5,
  newRank: 4,
  nameRank: 4,
  nameEnRank: 1,
});
const model = new CatalogReadModel('v1', [lavender, grapefruit, wax, cherry], tree);

function listQuery(query: Partial<ProductListQuery>): ProductListQuery {
  return { keyword: undefined, page: 1, per_page: 20, ...query };
}

function itIds(
  query: Partial<ProductListQuery>,
  sort: ProductSort = 'new',
  at = T - HOUR,
  lang: 'kr' | 'en' = 'kr',
  currency: 'krw' | 'usd' = 'krw',
) {
  const page = model.list(listQuery(query), sort, lang, currency, new Date(at));
  return page.data.map((item) => item.it_id);
}

describe('CatalogReadModel.list', () => {
  it('pages the whole catalog in the envelope', () => {
    const page = model.list(listQuery({ page: 2, per_page: 3 }), 'new', 'kr', 'krw', new Date(T));
    expect(page).toMatchObject({ current_page: 2, total: 4, last_page: 2, from: 4, to: 4 });
    expect(page.data.map((item) => item.it_id)).toEqual(['P-13']);
    expect(
      model.list(listQuery({ page: 3, per_page: 3 }), 'new', 'kr', 'krw', new Date(T)).data,
    ).toEqual([]);
  });

  it('sorts by each order, ties by the newest id', () => {
    expect(itIds({}, 'new')).toEqual(['P-12', 'P-11', 'P-10', 'P-13']);
    expect(itIds({}, 'best')).toEqual(['P-12', 'P-13', 'P-10', 'P-11']);
    expect(itIds({}, 'review')).toEqual(['P-10', 'P-12', 'P-13', 'P-11']);
    expect(itIds({}, 'name')).toEqual(['P-10', 'P-12', 'P-11', 'P-13']);
    expect(itIds({}, 'name', T, 'en')).toEqual(['P-13', 'P-11', 'P-10', 'P-12']);
    expect(itIds({}, 'price_asc')).toEqual(['P-12', 'P-13', 'P-10', 'P-11']);
    expect(itIds({}, 'price_desc')).toEqual(['P-11', 'P-13', 'P-10', 'P-12']);
    // Without a keyword, relevance is the best-selling order.
    expect(itIds({}, 'relevance')).toEqual(itIds({}, 'best'));
  });

  it('takes the sale price while its period lasts, without anything written', () => {
    expect(itIds({}, 'price_asc', T - 1)).toEqual(['P-12', 'P-13', 'P-10', 'P-11']);
    expect(itIds({ flag: 'sale' }, 'new', T - 1)).toEqual([]);
    expect(itIds({}, 'price_asc', T)).toEqual(['P-12', 'P-11', 'P-13', 'P-10']);
    expect(itIds({ flag: 'sale' }, 'new', T)).toEqual(['P-11']);
    expect(itIds({ max_price: 25_000 }, 'new', T)).toEqual(['P-12', 'P-11']);
    expect(itIds({}, 'price_asc', T + HOUR)).toEqual(['P-12', 'P-13', 'P-10', 'P-11']);
    expect(itIds({ flag: 'sale' }, 'new', T + HOUR)).toEqual([]);
    // Only in the currency that has a sale price.
    expect(itIds({ flag: 'sale' }, 'new', T, 'kr', 'usd')).toEqual([]);
    const item = model.list(listQuery({ page: 1, per_page: 20 }), 'new', 'en', 'krw', new Date(T))
      .data[1];
    expect(item).toMatchObject({
      it_id: 'P-11',
      name: 'Grapefruit candle',
      price: 35_000,
      sale_price: 25_000,
      list_price: 40_000,
      sold_out: true,
      flags: ['new', 'sale'],
    });
  });

  it('filters by category with its visible descendants, by flag, price and stock', () => {
    expect(itIds({ category: 1 })).toEqual(['P-11', 'P-10']);
    expect(itIds({ category: 101 })).toEqual(['P-11', 'P-10']);
    expect(itIds({ category: 1011 })).toEqual(['P-10']);
    expect(itIds({ category: 2 })).toEqual(['P-12', 'P-13']);
    // Hidden, or under a hidden one: listed from nowhere.
    expect(itIds({ category: 102 })).toEqual([]);
    expect(itIds({ category: 999 })).toEqual([]);
    expect(itIds({ flag: 'best' })).toEqual(['P-10']);
    expect(itIds({ flag: 'new' })).toEqual(['P-11']);
    expect(itIds({ flag: 'recommended' })).toEqual(['P-12']);
    expect(itIds({ min_price: 20_000, max_price: 28_000 })).toEqual(['P-10', 'P-13']);
    expect(itIds({ max_price: 2_000 }, 'new', T, 'kr', 'usd')).toEqual(['P-12']);
    expect(itIds({ in_stock: true })).toEqual(['P-12', 'P-10', 'P-13']);
    expect(itIds({ in_stock: true, category: 1, flag: 'best' })).toEqual(['P-10']);
  });

  it('orders a category page by the prices of the moment, in each order', () => {
    expect(itIds({ category: 1 }, 'price_asc', T - 1)).toEqual(['P-10', 'P-11']);
    expect(itIds({ category: 1 }, 'price_asc', T)).toEqual(['P-11', 'P-10']);
    expect(itIds({ category: 1 }, 'price_desc', T + HOUR)).toEqual(['P-11', 'P-10']);
    expect(itIds({ category: 1 }, 'name', T, 'en')).toEqual(['P-11', 'P-10']);
    expect(itIds({ category: 1 }, 'name', T, 'kr')).toEqual(['P-10', 'P-11']);
    expect(itIds({ category: 1, keyword: '캔들' }, 'best')).toEqual(['P-10', 'P-11']);
    expect(itIds({ category: 1011, keyword: '캔들' }, 'price_asc')).toEqual(['P-10']);
    expect(itIds({ category: 102, keyword: '소이' }, 'relevance')).toEqual([]);
  });

  it('searches with relevance first, then sales; an explicit sort wins', () => {
    expect(itIds({ keyword: '캔들' }, 'relevance')).toEqual(['P-10', 'P-11']);
    // 'Soy wax' starts with it, 'Lavender soy candle' only has it.
    expect(itIds({ keyword: 'soy' }, 'relevance')).toEqual(['P-12', 'P-10']);
    expect(itIds({ keyword: 'soy' }, 'price_desc')).toEqual(['P-10', 'P-12']);
    expect(itIds({ keyword: 'ㅋㄷ', category: 101 }, 'relevance')).toEqual(['P-10', 'P-11']);
    expect(itIds({ keyword: 'ㅎㅊ' }, 'relevance')).toEqual(['P-10']);
    expect(
      model.list(
        listQuery({ page: 1, per_page: 20, keyword: 'zzz' }),
        'new',
        'kr',
        'krw',
        new Date(T),
      ),
    ).toMatchObject({ total: 0, data: [] });
  });
});

describe('CatalogReadModel.listJson', () => {
  it('is byte for byte the serialised list, in every language, currency and sale state', () => {
    const cases: Array<
      [Partial<ProductListQuery>, ProductSort, number, 'kr' | 'en', 'krw' | 'usd']
    > = [
      [{}, 'new', T - 1, 'kr', 'krw'],
      [{}, 'new', T, 'kr', 'krw'],
      [{}, 'price_asc', T, 'en', 'usd'],
      [{}, 'price_asc', T + HOUR, 'en', 'krw'],
      [{ page: 2, per_page: 3 }, 'best', T, 'kr', 'usd'],
      [{ page: 9 }, 'best', T, 'kr', 'krw'],
      [{ keyword: '캔들', category: 1 }, 'relevance', T, 'kr', 'krw'],
    ];
    // Twice: the second time from the items kept by the first.
    for (const round of [1, 2]) {
      for (const [query, sort, at, lang, currency] of cases) {
        const json = model.listJson(listQuery(query), sort, lang, currency, new Date(at));
        const expected = model.list(listQuery(query), sort, lang, currency, new Date(at));
        expect(json.toString('utf8'), `round ${round}`).toBe(JSON.stringify(expected));
      }
    }
  });
});

describe('CatalogReadModel.suggest', () => {
  it('answers the most relevant products first, up to the limit, in the language', () => {
    expect(model.suggest('soy', 'en', 10)).toEqual([
      { it_id: 'P-12', name: 'Soy wax', thumbnail: null },
      { it_id: 'P-10', name: 'Lavender soy candle', thumbnail: null },
    ]);
    expect(model.suggest('캔들', 'kr', 1).map((s) => s.it_id)).toEqual(['P-10']);
    expect(model.suggest(' ', 'kr', 10)).toEqual([]);
  });
});

describe('CatalogReadModel.withChanges', () => {
  it('puts changed products in place, keeping their places in the name and newest orders', () => {
    const next = model.withChanges('v2', [
      { listable: true, product: { ...cherry, inStock: false, sales30d: 500 } },
      {
        listable: true,
        product: {
          ...lavender,
          prices: { ...lavender.prices, krw: { price: 1_000, sale: null, list: null } },
          newRank: 99,
        },
      },
      // Hidden before and after: nothing to do.
      { listable: false, product: product({ id: 99 }) },
    ])!;
    expect(next.version).toBe('v2');
    const ids = (sort: ProductSort, query: Partial<ProductListQuery> = {}) =>
      next.list(listQuery(query), sort, 'kr', 'krw', new Date(T - HOUR)).data.map((i) => i.it_id);
    expect(ids('best')).toEqual(['P-13', 'P-12', 'P-10', 'P-11']);
    expect(ids('price_asc')).toEqual(['P-10', 'P-12', 'P-13', 'P-11']);
    expect(ids('new')).toEqual(itIds({}, 'new'));
    expect(ids('new', { in_stock: true })).toEqual(['P-12', 'P-10']);
    expect(ids('relevance', { keyword: '디퓨저' })).toEqual(['P-13']);
    // The model it came from is unchanged.
    expect(itIds({}, 'best')).toEqual(['P-12', 'P-13', 'P-10', 'P-11']);
  });

  it('indexes a changed searchable text', () => {
    const retagged = {
      ...cherry,
      search: searchTextOf({ name: cherry.name, nameEn: cherry.nameEn, tags: ['선물'], skus: [] }),
    };
    const next = model.withChanges('v2', [{ listable: true, product: retagged }])!;
    expect(next.suggest('선물', 'kr', 10).map((s) => s.it_id)).toEqual(['P-13']);
    expect(model.suggest('선물', 'kr', 10)).toEqual([]);
  });

  it('asks for a whole reload when a product is shown, hidden, renamed or re-dated', () => {
    expect(
      model.withChanges('v2', [{ listable: true, product: product({ id: 98 }) }]),
    ).toBeUndefined();
    expect(model.withChanges('v2', [{ listable: false, product: cherry }])).toBeUndefined();
    expect(
      model.withChanges('v2', [{ listable: true, product: { ...cherry, name: '체리 디퓨저 2' } }]),
    ).toBeUndefined();
    expect(
      model.withChanges('v2', [{ listable: true, product: { ...cherry, nameEn: 'Cherry' } }]),
    ).toBeUndefined();
    expect(
      model.withChanges('v2', [{ listable: true, product: { ...cherry, createdAt: T } }]),
    ).toBeUndefined();
  });
});

describe('CatalogReadModels', () => {
  it('loads a new version from the newest model loaded', async () => {
    const load = vi.fn(
      async (version: string, _previous?: CatalogReadModel) =>
        new CatalogReadModel(version, [], []),
    );
    const models = new CatalogReadModels(load);
    const v1 = await models.at('v1');
    await models.at('v2');
    expect(load.mock.calls.map(([version, previous]) => [version, previous?.version])).toEqual([
      ['v1', undefined],
      ['v2', 'v1'],
    ]);
    expect(await models.at('v1')).toBe(v1);
  });

  it('loads a version once for concurrent asks and keeps the newest two', async () => {
    const load = vi.fn(async (version: string) => new CatalogReadModel(version, [], []));
    const models = new CatalogReadModels(load);
    const [a, b] = await Promise.all([models.at('v1'), models.at('v1')]);
    expect(a).toBe(b);
    await models.at('v2');
    expect(await models.at('v1')).toBe(a);
    await models.at('v3');
    expect(load).toHaveBeenCalledTimes(3);
    // v1 was the oldest of three: loaded again.
    expect(await models.at('v1')).not.toBe(a);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('forgets a failed load, so the next ask tries again', async () => {
    const load = vi
      .fn<(version: string) => Promise<CatalogReadModel>>()
      .mockRejectedValueOnce(new Error('database down'))
      .mockImplementation(async (version) => new CatalogReadModel(version, [], []));
    const models = new CatalogReadModels(load);
    await expect(models.at('v1')).rejects.toThrow('database down');
    expect((await models.at('v1')).version).toBe('v1');
  });
});
