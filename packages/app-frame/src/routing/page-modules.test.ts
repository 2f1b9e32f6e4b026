import { describe, expect, test } from 'vitest';

import { pageModuleFiles, registerPages, type RouteModule } from './page-modules.js';
import type { RouteTable } from './route-table.js';

const page = async (): Promise<RouteModule> => ({ default: () => null });
const OPTIONS = { globBase: '../features/', fileBase: 'src/features/' };

describe('registerPages', () => {
  test('a table page names its module under the pages folder; planned rows are left out', () => {
    const table = {
      Login: { path: '/login', page: 'auth/login-page' },
      Cart: { path: '/shop/cart', page: 'cart/cart-page' },
      Planned: { path: '/planned' },
    } as const satisfies RouteTable;
    const glob = {
      '../features/auth/login-page.tsx': page,
      '../features/cart/cart-page.tsx': page,
      '../features/extra/forgotten-page.tsx': page,
    };
    const modules = registerPages(table, glob, OPTIONS);
    expect(Object.keys(modules)).toEqual(['Login', 'Cart']);
    expect(modules.Login.file).toBe('src/features/auth/login-page.tsx');
    expect(modules.Login.load).toBe(page);
    expect(pageModuleFiles(glob, OPTIONS)).toEqual([
      'src/features/auth/login-page.tsx',
      'src/features/cart/cart-page.tsx',
      'src/features/extra/forgotten-page.tsx',
    ]);
  });

  test('a page without its module throws', () => {
    const table = { Login: { path: '/login', page: 'auth/login-page' } } as const;
    expect(() => registerPages(table, {}, OPTIONS)).toThrow(
      'route Login: no page module src/features/auth/login-page.tsx',
    );
  });
});
