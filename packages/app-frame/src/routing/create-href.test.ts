import { describe, expect, test } from 'vitest';

import { createHref } from './create-href.js';
import type { RouteTable } from './route-table.js';

const TABLE = {
  Home: { path: '/' },
  MyPage: { path: '/my-page' },
  Category: { path: '/shop/category/:categoryId' },
  Product: { path: '/shop/product/:productId' },
  Notice: { path: '/customer/notice' },
  NoticeShow: { path: '/customer/notice/:id' },
  FormulaShow: { path: '/my-page/formula/:id/show' },
  Search: { path: '/shop/search', queryParams: ['keyword'] },
  OrderView: { path: '/shop/my_order_view', queryParams: ['od_id'] },
  ContentSelect: {
    path: '/contents/select/:id',
    defaults: { params: { id: 1 }, query: { last: true } },
  },
  CustomLanding: { path: '/custom/fragrance/:id?', defaults: { query: { last: true } } },
  NotFound: { path: '*' },
} as const satisfies RouteTable;

const href = createHref(TABLE);

describe('createHref', () => {
  test('fills and encodes path parameters', () => {
    expect(href('Category', { categoryId: 12 })).toBe('/shop/category/12');
    expect(href('NoticeShow', { id: 7 })).toBe('/customer/notice/7');
    expect(href('Product', { productId: 'a/b c' })).toBe('/shop/product/a%2Fb%20c');
    expect(href('FormulaShow', { id: '3' })).toBe('/my-page/formula/3/show');
  });

  test('routes without parameters, the home page and the catch-all', () => {
    expect(href('Home')).toBe('/');
    expect(href('MyPage')).toBe('/my-page');
    expect(href('NotFound')).toBe('/');
  });

  test('named query parameters go into the query string', () => {
    expect(href('Search', { keyword: '우드 윅' })).toBe(
      '/shop/search?keyword=%EC%9A%B0%EB%93%9C+%EC%9C%85',
    );
    expect(href('Search')).toBe('/shop/search');
    expect(href('OrderView', { od_id: '2026-0001' })).toBe('/shop/my_order_view?od_id=2026-0001');
  });

  test("the row's defaults: ContentSelect(id=1, last=true) and CustomLanding(last=true)", () => {
    expect(href('ContentSelect')).toBe('/contents/select/1?last=true');
    expect(href('ContentSelect', { id: 4 })).toBe('/contents/select/4?last=true');
    expect(href('ContentSelect', { id: 4 }, { last: null })).toBe('/contents/select/4');
    expect(href('CustomLanding')).toBe('/custom/fragrance?last=true');
    expect(href('CustomLanding', { id: 9 })).toBe('/custom/fragrance/9?last=true');
  });

  test('extra query values are appended; null and undefined are left out', () => {
    expect(href('Notice', undefined, { page: 2, sort: undefined, q: null })).toBe(
      '/customer/notice?page=2',
    );
    expect(href('Category', { categoryId: 12 }, { page: 3, soldout: false })).toBe(
      '/shop/category/12?page=3&soldout=false',
    );
  });

  test('a missing required parameter throws', () => {
    const untyped = href as (name: string, params?: object) => string;
    expect(() => untyped('Category')).toThrow(TypeError);
    expect(() => untyped('Category', { categoryId: '' })).toThrow(/categoryId/);
  });

  test('parameters are typed from the table', () => {
    // @ts-expect-error categoryId is required
    expect(() => href('Category')).toThrow(TypeError);
    // @ts-expect-error no such route
    expect(() => href('Nowhere')).toThrow();
  });
});
