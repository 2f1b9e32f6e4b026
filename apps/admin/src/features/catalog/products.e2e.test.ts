import { mkdirSync } from 'node:fs';

import { axeViolations, launchBrowser, startShop, viewports, type Shop } from '@atelier/e2e';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { confirmDialog, signInAndEnrol } from '../../test/console-e2e.js';
import { addToCartOnShop, createProductInConsole, twoOptionCandle } from './product-e2e.js';

// The catalog's products on the built gateway: the owner creates a product with two option
// groups (a matrix of four variants with stock), which a shopper then finds on the shop's
// product page and puts in the cart with a chosen scent and size; on a phone the owner finds
// it, adjusts a variant's stock with a reason and sees the history.
const SCREENS = '/tmp/screens/admin';
const ADMIN_PASSWORD = 'products-e2e-2026';
const IT_ID = `E2E${Date.now().toString(36).toUpperCase()}`.slice(0, 20);

let shop: Shop;
let browser: Browser;
let operator: BrowserContext;

beforeAll(async () => {
  mkdirSync(SCREENS, { recursive: true });
  [shop, browser] = await Promise.all([
    startShop({ readyTimeoutMs: 300_000, env: { ADMIN_PASSWORD } }),
    launchBrowser(),
  ]);
}, 320_000);

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

describe('catalog: products', () => {
  test('at 1440 the owner creates a product with two option groups; a shopper can buy it', async () => {
    operator = await browser.newContext({ ...viewports.desktop, locale: 'ko-KR' });
    const page = await operator.newPage();
    await page.goto(`${shop.baseUrl}/admin/products`);
    await page.waitForURL(/\/admin\/login\?redirect=/);
    await page.locator('#mb_id').waitFor();
    await signInAndEnrol(page, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(/\/admin\/products$/);
    await page.locator('[data-product]').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/admin-products-1440.png`, fullPage: true });

    // Refused on the server, shown under the field, nothing written.
    await page.goto(`${shop.baseUrl}/admin/products/new`);
    await page.locator('#pf-it_id').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '저장' }).click();
    await page.locator('.product-form__summary').waitFor();
    await page.getByText('상품명 항목은 필수입니다.').first().waitFor();
    await page.screenshot({ path: `${SCREENS}/admin-product-errors-1440.png`, fullPage: true });

    const spec = twoOptionCandle(IT_ID);
    await createProductInConsole(page, shop.baseUrl, spec);
    expect(await page.locator('[data-variant]:visible').count()).toBe(4);
    // The description's preview is the shop's own renderer.
    expect(await page.locator('.console-cms__canvas').first().textContent()).toBe(spec.description);
    expect(await page.locator('#pf-variants-1-stock:visible').inputValue()).toBe('12');

    // An upload that is not an image is refused by its content; a real one is added, and
    // what was typed in the form meanwhile stays.
    await page.locator('#pf-seo_title:visible').fill('무화과 소이 캔들 | 아틀리에');
    await page.locator('#product-files').setInputFiles({
      name: 'not-a-photo.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('this is text, not a JPEG'),
    });
    await page.getByRole('button', { name: '이미지 올리기' }).last().click();
    await page.getByText('not-a-photo.jpg').first().waitFor();
    const png = await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 640;
      canvas.height = 640;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#c9a27e';
      context.fillRect(0, 0, 640, 640);
      context.fillStyle = '#5b3a24';
      context.fillRect(200, 160, 240, 320);
      return canvas.toDataURL('image/png').split(',')[1]!;
    });
    await page.locator('#product-files').setInputFiles({
      name: 'fig-candle.png',
      mimeType: 'image/png',
      buffer: Buffer.from(png, 'base64'),
    });
    await page.getByRole('button', { name: '이미지 올리기' }).last().click();
    await confirmDialog(page);
    await page.locator('[data-image]').first().waitFor();
    expect(await page.locator('#pf-seo_title:visible').inputValue()).toBe(
      '무화과 소이 캔들 | 아틀리에',
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/admin-product-1440.png`, fullPage: true });

    // The shop's page shows it at once, its options buyable.
    const shopper = await browser.newContext({ ...viewports.desktop, locale: 'ko-KR' });
    const tab = await shopper.newPage();
    const count = await addToCartOnShop(tab, shop.baseUrl, IT_ID, ['베르가못', '400g']);
    expect(count).toBe(1);
    expect(await tab.locator('h1').textContent()).toBe(spec.name);
    await tab.getByText(spec.description!).waitFor();
    await tab.screenshot({ path: `${SCREENS}/shop-product-from-console-1440.png` });
    await shopper.close();
  });

  test('at 390 the owner finds the product and adjusts a variant stock with a reason', async () => {
    const context = await browser.newContext({
      ...viewports.mobile,
      locale: 'ko-KR',
      storageState: await operator.storageState(),
    });
    await operator.close();
    const page = await context.newPage();
    await page.goto(`${shop.baseUrl}/admin/products?q=${IT_ID}`);
    await page.locator(`[data-product="${IT_ID}"]`).waitFor();
    expect(await page.locator('[data-product]').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/admin-products-390.png`, fullPage: true });
    await page.locator(`[data-product="${IT_ID}"] a`).click();
    await page.locator('#stock-delta').waitFor();

    // Below zero is refused with the stock there is.
    await page.locator('#stock-delta').fill('-50');
    await page.locator('#stock-reason').fill('파손');
    await page.getByRole('button', { name: '재고 조정' }).click();
    await page.getByText('현재 재고는 12개입니다').waitFor();
    await page.locator('#stock-delta').fill('-2');
    await page.getByRole('button', { name: '재고 조정' }).click();
    await confirmDialog(page);
    const history = page.getByTestId('stock-history');
    await expect.poll(() => history.locator('tbody tr').first().textContent()).toContain('파손');
    expect(await history.locator('tbody tr').first().textContent()).toContain('10');
    expect(await page.locator('#pf-variants-0-stock:visible').inputValue()).toBe('10');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/admin-product-390.png`, fullPage: true });

    // Taken off the shop from the list: selected, hidden in bulk, and gone from the shop.
    await page.goto(`${shop.baseUrl}/admin/products?q=${IT_ID}`);
    await page.locator(`[data-product="${IT_ID}"]`).waitFor();
    await page.getByLabel('이 페이지 모두 선택').check();
    await page.getByRole('button', { name: '선택 상품 진열 안 함' }).click();
    await confirmDialog(page);
    const result = page.getByTestId('bulk-result');
    await result.getByText('1건 처리, 0건 거절').waitFor();
    await expect
      .poll(() => page.locator(`[data-product="${IT_ID}"] .console-tag`).first().textContent())
      .toBe('숨김');
    // A shopper's product answer follows the products version within its second.
    await expect
      .poll(async () => (await fetch(`${shop.baseUrl}/api/v1/product/${IT_ID}`)).status)
      .toBe(404);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/admin-products-bulk-390.png`, fullPage: true });
    await context.close();
  });
});
