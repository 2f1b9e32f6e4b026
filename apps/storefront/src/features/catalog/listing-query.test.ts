import { describe, expect, test } from 'vitest';

import {
  isListingReset,
  listingSearch,
  productListQuery,
  readListingFilters,
  toMinorUnits,
} from './listing-query.js';

const params = (text: string) => new URLSearchParams(text);

describe('listing URL', () => {
  test('reads known filters and leaves malformed ones out', () => {
    expect(
      readListingFilters(params('sort=price_asc&min_price=10000&max_price=-1&in_stock=1&flag=x')),
    ).toEqual({ sort: 'price_asc', minPrice: 10000, inStock: true });
    expect(readListingFilters(params('sort=cheapest&min_price=abc&in_stock=yes'))).toEqual({});
  });

  test('writes the filters after the kept keyword; round-trips', () => {
    const filters = { sort: 'best', maxPrice: 30, inStock: true, flag: 'sale' } as const;
    const search = listingSearch(filters, { keyword: '캔들' });
    expect(search).toBe('?keyword=%EC%BA%94%EB%93%A4&sort=best&max_price=30&in_stock=1&flag=sale');
    expect(readListingFilters(params(search))).toEqual(filters);
    expect(listingSearch({})).toBe('');
  });

  test('a list is reset once its URL carries a listing parameter', () => {
    expect(isListingReset(params(''))).toBe(false);
    expect(isListingReset(params('keyword=candle&lang=en'))).toBe(false);
    expect(isListingReset(params('sort=new'))).toBe(true);
    expect(isListingReset(params('in_stock=1'))).toBe(true);
  });
});

describe('productListQuery', () => {
  test('first opened: the base and its default order, pages of 14', () => {
    expect(productListQuery({ category: 3, defaultSort: 'new' }, params(''), 0, 1)).toEqual({
      category: 3,
      sort: 'new',
      page: 1,
      per_page: 14,
    });
  });

  test('after a reset: pages of 15, filters with prices in minor units', () => {
    expect(
      productListQuery(
        { keyword: 'candle', defaultSort: 'new' },
        params('sort=price_desc&min_price=12.5&max_price=40&in_stock=1&flag=best'),
        2,
        3,
      ),
    ).toEqual({
      keyword: 'candle',
      sort: 'price_desc',
      min_price: 1250,
      max_price: 4000,
      in_stock: '1',
      flag: 'best',
      page: 3,
      per_page: 15,
    });
    expect(toMinorUnits(10000, 0)).toBe(10000);
  });
});
