import { describe, expect, it } from 'vitest';

import { ROUTE_TABLE } from '../shared/routing/route-table.js';
import { FIRST_LOAD_CEILINGS, firstLoadOverCeiling, firstLoadPageType } from './first-load.js';

describe('first-load ceilings per page type', () => {
  it('types the pages of the Chromium check, the member pages, the frame and the rest', () => {
    expect(firstLoadPageType(undefined)).toBe('frame');
    expect(firstLoadPageType(ROUTE_TABLE.Home.page)).toBe('home');
    expect(firstLoadPageType(ROUTE_TABLE.ProductSearch.page)).toBe('listing');
    expect(firstLoadPageType(ROUTE_TABLE.Product.page)).toBe('product');
    expect(firstLoadPageType(ROUTE_TABLE.Cart.page)).toBe('cart');
    expect(firstLoadPageType(ROUTE_TABLE.OrderForm.page)).toBe('orderForm');
    expect(firstLoadPageType(ROUTE_TABLE.Register.page)).toBe('auth');
    expect(firstLoadPageType(ROUTE_TABLE.MyPageOrder.page)).toBe('member');
    expect(firstLoadPageType(ROUTE_TABLE.MyOrderView.page)).toBe('member');
    expect(firstLoadPageType(ROUTE_TABLE.Quotation.page)).toBe('other');
  });

  it('fails a page one byte over its own type’s ceiling, not at it', () => {
    const product = FIRST_LOAD_CEILINGS.product;
    expect(firstLoadOverCeiling(ROUTE_TABLE.Product.page, product)).toBeUndefined();
    expect(firstLoadOverCeiling(ROUTE_TABLE.Product.page, product + 1)).toBe(
      `product/product-page (product): ${product + 1} B, ceiling ${product} B (1 B over)`,
    );
    expect(firstLoadOverCeiling(undefined, FIRST_LOAD_CEILINGS.frame + 1)).toMatch(
      /^the frame \(frame\): .* \(1 B over\)$/,
    );
  });

  it('holds a lighter page type to its own, lower ceiling', () => {
    const home = ROUTE_TABLE.Home.page;
    expect(FIRST_LOAD_CEILINGS.home).toBeLessThan(FIRST_LOAD_CEILINGS.product);
    // What the product page may load fails the home page.
    expect(firstLoadOverCeiling(home, FIRST_LOAD_CEILINGS.product)).toMatch(
      /^home\/home-page \(home\)/,
    );
  });
});
