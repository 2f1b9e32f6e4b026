import { describe, expect, test } from 'vitest';

import { isBlankRoute } from './is-blank-route.js';

describe('isBlankRoute', () => {
  test('the blank layout renders without the shell', () => {
    expect(isBlankRoute('/shop/quotation', 'blank')).toBe(true);
    expect(isBlankRoute('/shop/cart', 'shell')).toBe(false);
    expect(isBlankRoute('/shop/cart')).toBe(false);
    expect(isBlankRoute('/')).toBe(false);
  });

  test('any path under /admin renders without the shell', () => {
    expect(isBlankRoute('/admin')).toBe(true);
    expect(isBlankRoute('/admin/')).toBe(true);
    expect(isBlankRoute('/admin/orders/12')).toBe(true);
    expect(isBlankRoute('/Admin/orders')).toBe(true);
    expect(isBlankRoute('/administrator')).toBe(false);
    expect(isBlankRoute('/shop/admin')).toBe(false);
  });
});
