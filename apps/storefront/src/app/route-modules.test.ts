import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, test } from 'vitest';

import { routeDefinition, routeNames } from '../shared/routing/route-table.js';
import { pageModuleFiles } from '@atelier/app-frame';

import { PAGE_MODULE_OPTIONS, PAGE_MODULES, ROUTE_MODULES } from './route-modules.js';

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('route modules', () => {
  test('registered pages are home, the auth, member, privacy, listing, product, product-feedback, quotation, cart, checkout and order-tracking pages and not-found, each a module of its feature', async () => {
    const ready = routeNames().filter((name) => routeDefinition(name).page);
    expect(ready).toEqual([
      'Home',
      'Login',
      'Register',
      'ForgotPassword',
      'PasswordReset',
      'MyPage',
      'MyPageAccount',
      'MyPageNotification',
      'MyPageOrder',
      'MyPageOrderShow',
      'MyPageStoreOrder',
      'MyPageProductInquiry',
      'MyPageProductReview',
      'MyPageWishList',
      'MyPageCoupon',
      'MyPagePoint',
      'Privacy',
      'CustomerProductInquiry',
      'CustomerProductReview',
      'BestSeller',
      'Category',
      'Product',
      'Quotation',
      'Cart',
      'OrderForm',
      'OrderConfirm',
      'PaymentConfirm',
      'SandboxPg',
      'MyOrderView',
      'ProductSearch',
      'ProductNewItem',
      'NotFound',
    ]);
    expect(Object.keys(ROUTE_MODULES).sort()).toEqual([...ready].sort());
    for (const [name, entry] of Object.entries(ROUTE_MODULES)) {
      expect(existsSync(path.join(appRoot, entry.file)), entry.file).toBe(true);
      const module = await entry.load();
      expect(typeof module.default, name).toBe('function');
    }
    // Every page module of every feature is registered: no page is written and forgotten.
    expect(pageModuleFiles(PAGE_MODULES, PAGE_MODULE_OPTIONS).sort()).toEqual(
      Object.values(ROUTE_MODULES)
        .map((e) => e.file)
        .sort(),
    );
  });

  test('a table page names its module under src/features', () => {
    expect(ROUTE_MODULES.Login.file).toBe('src/features/auth/login-page.tsx');
  });
});
