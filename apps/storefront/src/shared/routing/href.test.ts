import { describe, expect, test } from 'vitest';

import { isOtherAppPath } from './app-links.js';
import { href } from './href.js';

describe('href', () => {
  test('fills and encodes path parameters', () => {
    expect(href('Category', { categoryId: 12 })).toBe('/shop/category/12');
    expect(href('CustomerNoticeShow', { id: 7 })).toBe('/customer/notice/7');
    expect(href('Product', { productId: 'a/b c' })).toBe('/shop/product/a%2Fb%20c');
    expect(href('MyPageFormulaShow', { id: '3' })).toBe('/my-page/formula/3/show');
  });

  test('routes without parameters and the home page', () => {
    expect(href('Home')).toBe('/');
    expect(href('MyPage')).toBe('/my-page');
    expect(href('Cart')).toBe('/shop/cart');
    expect(href('MyPageOrder')).toBe('/my-page/order');
  });

  test('named query parameters go into the query string', () => {
    expect(href('ProductSearch', { keyword: '우드 윅' })).toBe(
      '/shop/search?keyword=%EC%9A%B0%EB%93%9C+%EC%9C%85',
    );
    expect(href('ProductSearch')).toBe('/shop/search');
    expect(href('MyOrderView', { od_id: '2026-0001' })).toBe('/shop/my_order_view?od_id=2026-0001');
  });

  test('defaults of the spec: ContentSelect(id=1, last=true) and CustomLanding(last=true)', () => {
    expect(href('ContentSelect')).toBe('/contents/select/1?last=true');
    expect(href('ContentSelect', { id: 4 })).toBe('/contents/select/4?last=true');
    expect(href('ContentSelect', { id: 4 }, { last: null })).toBe('/contents/select/4');
    expect(href('CustomLanding')).toBe('/custom/fragrance?last=true');
    expect(href('CustomLanding', { id: 9 })).toBe('/custom/fragrance/9?last=true');
  });

  test('extra query values are appended; null and undefined are left out', () => {
    expect(href('CustomerNotice', undefined, { page: 2, sort: undefined, q: null })).toBe(
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

  test("another app's paths are app links, not rows of the route table", () => {
    expect(isOtherAppPath('/tssa/main')).toBe(true);
    expect(isOtherAppPath('/tssa')).toBe(true);
    expect(isOtherAppPath('/tssaxyz')).toBe(false);
    expect(isOtherAppPath(href('Cart'))).toBe(false);
    expect(isOtherAppPath(href('MyPageTssa'))).toBe(false);
  });
});
