import { mkdirSync } from 'node:fs';

import {
  axeViolations,
  launchBrowser,
  signInShopper,
  startShop,
  viewports,
  type Shop,
} from '@atelier/e2e';
import { DEMO_MEMBER_PASSWORD } from '@atelier/test-utils/fixtures';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import {
  confirmDialog,
  signInAndEnrol,
  signInWithPassword,
  signInWithRecoveryCode,
} from '../../test/console-e2e.js';

// Promotions on the built gateway: the owner creates a coupon with a code at 1440 and looks
// at the points policy and shipping pages; at 390 finds it in the list; a shopper redeems the
// code on /my-page/coupon (a wrong code and a second try refused with the API's words) and
// holds the coupon.
const SCREENS = '/tmp/screens/admin';
const ADMIN_PASSWORD = 'promotions-e2e-2026';
const CODE = 'E2E-SPRING';
const NAME = '봄맞이 5,000원 할인';

let shop: Shop;
let browser: Browser;
let recovery: string[] = [];

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

async function fill(page: Page, prefix: string, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values))
    await page.locator(`#${prefix}${name}`).fill(value);
}

describe('promotions', () => {
  test('at 1440 the owner creates a code coupon and sees the points and shipping rules', async () => {
    const context = await browser.newContext({ ...viewports.desktop, locale: 'ko-KR' });
    const page = await context.newPage();
    await page.goto(`${shop.baseUrl}/admin/coupons`);
    await page.waitForURL(/\/admin\/login\?redirect=/);
    recovery = await signInAndEnrol(page, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(/\/admin\/coupons$/);
    const nav = page.getByRole('navigation', { name: '관리 메뉴' });
    await nav.getByRole('link', { name: '프로모션' }).waitFor();
    await page.locator('[data-coupon]').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/promotions-coupons-1440.png`, fullPage: true });

    await page.getByRole('link', { name: '쿠폰 만들기' }).click();
    await page.locator('#coupon-new-name').waitFor();
    // Saved empty: the API's field errors under the fields, nothing created.
    await page.getByRole('button', { name: '저장' }).click();
    await page.getByText('쿠폰 이름 항목은 필수입니다.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await fill(page, 'coupon-new-', {
      name: NAME,
      name_en: 'Spring: 5,000 KRW off',
      amount_krw: '5000',
      amount_usd: '400',
      min_order_krw: '20000',
      min_order_usd: '2000',
      valid_days: '30',
      code: CODE.toLowerCase(),
    });
    await page.locator('#coupon-new-code_limit').fill('100');
    await page.screenshot({ path: `${SCREENS}/promotions-coupon-new-1440.png`, fullPage: true });
    await page.getByRole('button', { name: '저장' }).click();
    await confirmDialog(page);
    await page.waitForURL(/\/admin\/coupons\/\d+$/);
    await page.getByRole('heading', { name: new RegExp(NAME) }).waitFor();
    expect(await page.locator('h1:visible .console-code').textContent()).toBe(CODE);
    await expect
      .poll(() => page.getByTestId('coupon-usage').textContent())
      .toBe('발급 0장 · 사용 0장');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/promotions-coupon-1440.png`, fullPage: true });

    await page.getByRole('link', { name: '적립금 정책' }).click();
    await page.locator('#earn_percent').waitFor();
    expect(await page.locator('#min_balance').inputValue()).toBe('1000');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/promotions-points-1440.png`, fullPage: true });

    await page
      .getByRole('navigation', { name: '프로모션 메뉴' })
      .getByRole('link', { name: '배송비' })
      .click();
    await page.locator('[data-surcharge]').first().waitFor();
    expect(await page.locator('#krw-base_fee').inputValue()).toBe('3000');
    // Overlapping the seeded Jeju range: refused under the field.
    await fill(page, 'surcharge-', {
      name: '제주 일부',
      name_en: 'Part of Jeju',
      postcode_from: '63100',
      postcode_to: '63200',
      fee_krw: '2000',
      fee_usd: '200',
    });
    await page.getByRole('button', { name: '구간 추가' }).click();
    await page.getByText("우편번호 구간이 '제주' (63000~63644)와 겹칩니다.").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/promotions-shipping-1440.png`, fullPage: true });
    await context.close();
  });

  test('at 390 the coupon is listed, and a shopper redeems its code on /my-page/coupon', async () => {
    expect(recovery.length).toBeGreaterThan(0);
    const context = await browser.newContext({ ...viewports.mobile, locale: 'ko-KR' });
    const page = await context.newPage();
    await page.goto(`${shop.baseUrl}/admin/coupons?mode=code`);
    await page.waitForURL(/\/admin\/login\?redirect=/);
    await signInWithPassword(page, 'admin', ADMIN_PASSWORD);
    await signInWithRecoveryCode(page, recovery[0]!);
    await page.waitForURL(/\/admin\/coupons\?mode=code$/);
    const row = page.locator('[data-coupon]', { hasText: CODE });
    await row.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/promotions-coupons-390.png`, fullPage: true });
    await context.close();

    const shopper = await browser.newContext({ ...viewports.mobile, locale: 'ko-KR' });
    const shop390 = await shopper.newPage();
    await signInShopper(shop390, shop.baseUrl, 'kim_soyeon', DEMO_MEMBER_PASSWORD);
    await shop390.goto(`${shop.baseUrl}/my-page/coupon`);
    const form = shop390.locator('form.atelier-coupon-redeem');
    await form.waitFor();
    const code = form.locator('#code');
    await code.fill('NO-SUCH-CODE');
    await form.getByRole('button', { name: '등록' }).click();
    await shop390.getByText('등록되지 않은 쿠폰 코드입니다. 코드를 다시 확인해 주세요.').waitFor();
    expect(await axeViolations(shop390)).toEqual([]);
    await shop390.screenshot({ path: `${SCREENS}/shop-coupon-refused-390.png`, fullPage: true });

    await code.fill(CODE.toLowerCase());
    await form.getByRole('button', { name: '등록' }).click();
    await form
      .getByRole('status')
      .filter({ hasText: `'${NAME}' 쿠폰이 등록되었습니다.` })
      .waitFor();
    await shop390.locator('.atelier-coupon__name', { hasText: NAME }).waitFor();
    expect(await axeViolations(shop390)).toEqual([]);
    await shop390.screenshot({ path: `${SCREENS}/shop-coupon-redeemed-390.png`, fullPage: true });

    await code.fill(CODE);
    await form.getByRole('button', { name: '등록' }).click();
    await shop390.getByText('이미 등록한 쿠폰 코드입니다.').waitFor();
    await shopper.close();

    // The shop's page at 1440 with the form, for the eye.
    const desk = await browser.newContext({ ...viewports.desktop, locale: 'ko-KR' });
    const shop1440 = await desk.newPage();
    await signInShopper(shop1440, shop.baseUrl, 'hong', DEMO_MEMBER_PASSWORD);
    await shop1440.goto(`${shop.baseUrl}/my-page/coupon`);
    await shop1440.locator('form.atelier-coupon-redeem').waitFor();
    expect(await axeViolations(shop1440)).toEqual([]);
    await shop1440.screenshot({ path: `${SCREENS}/shop-coupon-1440.png`, fullPage: true });
    await desk.close();
  });
});
