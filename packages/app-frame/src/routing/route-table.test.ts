import { describe, expect, test } from 'vitest';

import { leafRouteName, routeMeta, routeNames, type RouteTable } from './route-table.js';

const TABLE = {
  Home: { path: '/', page: 'home/home-page', meta: { title: '홈' } },
  Cart: { path: '/shop/cart', page: 'cart/cart-page' },
} as const satisfies RouteTable;

describe('route table lookups', () => {
  test('routeNames lists the table in order', () => {
    expect(routeNames(TABLE)).toEqual(['Home', 'Cart']);
  });

  test('leafRouteName is the deepest matched table route', () => {
    expect(leafRouteName(TABLE, [{ handle: undefined }, { handle: { name: 'Cart' } }])).toBe(
      'Cart',
    );
    expect(
      leafRouteName(TABLE, [{ handle: { name: 'Home' } }, { handle: { name: 'Elsewhere' } }]),
    ).toBe('Home');
    expect(leafRouteName(TABLE, [{ handle: undefined }])).toBeUndefined();
  });

  test('routeMeta is the row meta, empty for none', () => {
    expect(routeMeta(TABLE, 'Home')).toEqual({ title: '홈' });
    expect(routeMeta(TABLE, 'Cart')).toEqual({});
    expect(routeMeta(TABLE, undefined)).toEqual({});
  });
});
