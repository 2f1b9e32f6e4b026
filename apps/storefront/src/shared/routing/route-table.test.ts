import { describe, expect, test } from 'vitest';

import { isOtherAppPath } from './app-links.js';
import { href, NAMED_ROUTES, ROUTE_TABLE, routeDefinition, routeNames } from './route-table.js';

const paths = () => routeNames().map((name) => routeDefinition(name).path);

describe('route table', () => {
  test('holds every route of spec §2', () => {
    const expected = [
      '/',
      '/login',
      '/register',
      '/forgot-password',
      '/shop/reset',
      '/my-page',
      '/my-page/account',
      '/my-page/notification',
      '/my-page/order',
      '/my-page/order/:orderId',
      '/my-page/store-order',
      '/my-page/tssa',
      '/my-page/inquiry',
      '/my-page/product-inquiry',
      '/my-page/product-review',
      '/my-page/wish-list',
      '/my-page/inquiry/:id',
      '/my-page/inquiry/:id/show',
      '/my-page/coupon',
      '/my-page/point',
      '/my-page/formula',
      '/my-page/formula/:id/show',
      '/contents/diy',
      '/contents/diy/:id',
      '/contents/company',
      '/contents/select/:id',
      '/contents/store',
      '/contents/privacy',
      '/contents/promotion',
      '/contents/promotion/:id',
      '/contents/:path',
      '/customer/center',
      '/customer/notice',
      '/customer/notice/:id/edit',
      '/customer/notice/:id',
      '/customer/wholesale-apply',
      '/customer/wholesale-apply/:id/show',
      '/customer/wholesale-apply/:id/edit',
      '/customer/faq',
      '/customer/faq/:id/edit',
      '/customer/product-inquiry',
      '/customer/product-review',
      '/customer/dealer-apply',
      '/customer/document-board',
      '/customer/document-board/:id',
      '/customer/document-board/:id/edit',
      '/customer/shipment-cost',
      '/customer/class-inquiry',
      '/customer/bulk-request',
      '/shop/best-seller',
      '/shop/category/:categoryId',
      '/shop/product/:productId',
      '/shop/quotation',
      '/shop/cart',
      '/shop/order-form',
      '/shop/order/:orderId/confirm',
      '/shop/payment_confirm',
      // Not in spec §2: the sandbox PG's own page (brief §6), dev and tests only.
      '/shop/sandbox-pg',
      '/shop/my_order_view',
      '/shop/search',
      '/shop/new-item',
      '/custom/bottle',
      '/custom/fragrance_service',
      '/custom/fragrance/:id?',
      '*',
    ];
    expect(new Set(paths())).toEqual(new Set(expected));
    expect(paths()).toHaveLength(expected.length);
  });

  test('has every named route menus use, under the spec name', () => {
    // The five TSSA menu links are the workshop app's: app links (app-links.ts), not rows.
    expect(NAMED_ROUTES).toHaveLength(22);
    for (const name of NAMED_ROUTES) expect(Object.hasOwn(ROUTE_TABLE, name)).toBe(true);
    expect(ROUTE_TABLE.ShipmentCostPage.path).toBe('/customer/shipment-cost');
    expect(ROUTE_TABLE.OfflineStore.path).toBe('/contents/store');
    expect(ROUTE_TABLE.Diy.path).toBe('/contents/diy');
    expect(ROUTE_TABLE.MyPageOrder.path).toBe('/my-page/order');
  });

  test('member routes and the document board item are in the member layout; quotation is blank', () => {
    for (const name of routeNames()) {
      const { path: routePath, layout } = routeDefinition(name);
      expect(layout === 'member', name).toBe(
        routePath.startsWith('/my-page') || name === 'CustomerDocumentBoardShow',
      );
    }
    expect(ROUTE_TABLE.Quotation.layout).toBe('blank');
    expect(ROUTE_TABLE.Quotation.meta.variants).toBe(true);
    expect(ROUTE_TABLE.OrderForm.meta.variants).toBe(true);
  });

  test("no row is another app's: /tssa links are app links (app-links.ts)", () => {
    for (const name of routeNames()) {
      expect(isOtherAppPath(routeDefinition(name).path), name).toBe(false);
    }
  });

  test('href builds the spec URLs: ContentSelect(id=1, last=true), CustomLanding(last=true)', () => {
    expect(href('ContentSelect')).toBe('/contents/select/1?last=true');
    expect(href('CustomLanding')).toBe('/custom/fragrance?last=true');
    expect(href('ProductSearch', { keyword: '캔들' })).toBe(
      '/shop/search?keyword=%EC%BA%94%EB%93%A4',
    );
    expect(href('Category', { categoryId: 12 })).toBe('/shop/category/12');
  });
});
