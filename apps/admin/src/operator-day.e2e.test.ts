import { mkdirSync } from 'node:fs';

import { axeViolations, launchBrowser, startShop, viewports, type Shop } from '@atelier/e2e';
import { DEMO_MEMBER_PASSWORD } from '@atelier/test-utils/fixtures';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import {
  addToCartOnShop,
  createProductInConsole,
  twoOptionCandle,
} from './features/catalog/product-e2e.js';
import { confirmDialog, enrolOwner } from './test/console-e2e.js';

// A day of the shop across both apps on the built gateway: the owner creates a candle with two
// option groups in the console (1440), a member buys one variant by bank transfer on a phone
// (390), the owner confirms the transfer and ships it with a tracking number, and the member's
// order page shows 배송중 with the carrier's tracking link.
const SCREENS = '/tmp/screens/admin';
const ADMIN_PASSWORD = 'operator-day-2026';
const IT_ID = `DAY${Date.now().toString(36).toUpperCase()}`.slice(0, 20);
const TRACKING = '6892-5555-0001';

let shop: Shop;
let browser: Browser;

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

const hydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

async function buyByTransfer(page: Page): Promise<string> {
  await page.goto(`${shop.baseUrl}/login`);
  await hydrated(page);
  await page.locator('#mb_id').fill('kim_soyeon');
  await page.locator('#mb_password').fill(DEMO_MEMBER_PASSWORD);
  await page.locator('[data-page="login"] form button[type="submit"]').click();
  await page.waitForURL(`${shop.baseUrl}/my-page`);

  expect(await addToCartOnShop(page, shop.baseUrl, IT_ID, ['베르가못', '400g'])).toBeGreaterThan(0);
  await page.goto(`${shop.baseUrl}/shop/cart`);
  await hydrated(page);
  await page.getByRole('button', { name: '전체 주문' }).click();
  await page.waitForURL(/\/shop\/order-form\?lines=/);
  await hydrated(page);
  if ((await page.locator('#address1').inputValue()) === '') {
    await page.getByText('주문자 정보와 동일').click();
    await page.getByRole('button', { name: '우편번호 찾기' }).click();
    const finder = page.getByRole('dialog');
    await finder.getByRole('searchbox').fill('세종대로 110');
    await finder.getByRole('button', { name: '검색', exact: true }).click();
    await finder.locator('.atelier-postcode-dialog__result').first().click();
    await page.locator('#address2').fill('3층');
  }
  await page.getByRole('radio', { name: '무통장입금' }).check();
  await page.getByRole('checkbox', { name: /개인정보 수집/ }).check();
  await page.getByRole('checkbox', { name: /구매에 동의/ }).check();
  await page.getByTestId('checkout-pay').click();
  await page.waitForURL(/\/shop\/order\/\d{16}\/confirm$/);
  expect(await page.getByTestId('thanks-status').textContent()).toBe('입금대기');
  return (await page.getByTestId('thanks-order-id').textContent())!;
}

describe('a day of the shop', () => {
  test('a product made in the console is bought by transfer, confirmed, shipped and tracked', async () => {
    const desk = await browser.newContext({ ...viewports.desktop, locale: 'ko-KR' });
    const operator = await desk.newPage();
    await enrolOwner(operator, `${shop.baseUrl}/admin/products/new`, ADMIN_PASSWORD);
    await createProductInConsole(operator, shop.baseUrl, twoOptionCandle(IT_ID));

    const phone = await browser.newContext({ ...viewports.mobile, locale: 'ko-KR' });
    const shopper = await phone.newPage();
    const odId = await buyByTransfer(shopper);

    await operator.goto(`${shop.baseUrl}/admin/orders/${odId}`);
    const status = operator.locator('[data-testid="order-status"]:visible');
    await status.waitFor();
    expect(await status.textContent()).toBe('입금대기');
    expect(await operator.locator('main').textContent()).toContain('무화과 소이 캔들');
    await operator.getByRole('button', { name: '입금 확인' }).click();
    await confirmDialog(operator);
    await confirmDialog(operator);
    await expect.poll(() => status.textContent()).toBe('결제완료');
    await operator.getByRole('button', { name: '발송 처리' }).click();
    await operator.locator('select[name="carrier"]').selectOption('cj');
    await operator.locator('#tracking_no').fill(TRACKING);
    await operator.locator('form button[type="submit"]', { hasText: '발송 처리' }).click();
    await confirmDialog(operator);
    await expect.poll(() => status.textContent()).toBe('배송중');
    expect(await axeViolations(operator)).toEqual([]);
    await operator.screenshot({ path: `${SCREENS}/day-order-shipped-1440.png`, fullPage: true });

    await shopper.goto(`${shop.baseUrl}/my-page/order/${odId}`);
    await hydrated(shopper);
    const detail = shopper.locator(`[data-od-id="${odId}"]`);
    expect(await detail.getAttribute('data-status')).toBe('shipping');
    expect(await detail.textContent()).toContain('배송중');
    const track = shopper.locator('section[aria-labelledby="order-shipment"] a[target="_blank"]');
    expect(await track.getAttribute('href')).toContain(TRACKING.replaceAll('-', ''));
    expect(await axeViolations(shopper)).toEqual([]);
    await shopper.screenshot({ path: `${SCREENS}/day-member-order-390.png`, fullPage: true });
    await Promise.all([desk.close(), phone.close()]);
  });
});
