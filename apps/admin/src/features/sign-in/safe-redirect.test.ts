import { describe, expect, test } from 'vitest';

import { safeRedirect } from './safe-redirect.js';

describe('safeRedirect', () => {
  test('keeps console paths with their query', () => {
    expect(safeRedirect('/admin/orders?status=paid', '/admin')).toBe('/admin/orders?status=paid');
    expect(safeRedirect('/admin', '/admin')).toBe('/admin');
  });

  test('refuses other sites, the shop and the sign-in page itself', () => {
    for (const value of [
      '//evil.example/admin',
      'https://evil.example',
      '/my-page',
      '/administrator',
      '/admin/login?x=1',
      null,
    ]) {
      expect(safeRedirect(value, '/admin')).toBe('/admin');
    }
  });
});
