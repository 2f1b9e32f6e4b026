import { mkdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

import {
  axeViolations,
  launchBrowser,
  scriptsByHydration,
  startShop,
  viewports,
  type Shop,
} from '@atelier/e2e';
import * as OTPAuth from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { confirmDialog, signInWithPassword } from './test/console-e2e.js';

// The operator console on the built gateway (`pnpm turbo run build --filter=@atelier/gateway...`):
// the seed's owner signs in (enrolment at 1440, a recovery code at 390), marks the seed's one
// waiting bank transfer paid and ships it, then finds it by number on a phone and delivers it;
// a member without a role is refused.
const SCREENS = '/tmp/screens/admin';
const ADMIN_PASSWORD = 'console-e2e-2026';
// The order list on a phone (issue 21: usable in under 1 s) loads the frame's budget (issue 20).
const ORDER_LIST_FIRST_LOAD_CEILING = 165_000;

let shop: Shop;
let browser: Browser;
let recoveryCodes: string[] = [];
let shippedOrder = '';

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

async function markPaidAndShip(page: Page) {
  await page.locator('select[name="status"]').selectOption('awaiting_deposit');
  await page.locator('select[name="payment_method"]').selectOption('bank_transfer');
  await page.getByRole('button', { name: '검색' }).click();
  await page.waitForURL(/status=awaiting_deposit/);
  expect(new URL(page.url()).searchParams.get('payment_method')).toBe('bank_transfer');
  const first = page.locator('[data-order] a:visible').first();
  await first.waitFor();
  const odId = (await first.textContent())!;
  await page.screenshot({ path: `${SCREENS}/admin-orders-1440.png`, fullPage: true });
  await first.click();
  await page.locator('[data-testid="order-status"]:visible').waitFor();
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.locator('[data-testid="order-status"]:visible').textContent()).toBe('입금대기');
  // A second tab still showing the order as waiting for its deposit.
  const stale = await page.context().newPage();
  await stale.goto(page.url());
  await stale.getByRole('button', { name: '입금 확인' }).waitFor();

  await page.getByRole('button', { name: '입금 확인' }).click();
  await confirmDialog(page);
  await confirmDialog(page);
  await expect
    .poll(() => page.locator('[data-testid="order-status"]:visible').textContent())
    .toBe('결제완료');

  // Out of order: the API refuses and the stale tab shows its message, the order unchanged.
  await stale.getByRole('button', { name: '입금 확인' }).click();
  await confirmDialog(stale);
  const refusal = stale.locator('[role="alertdialog"] .atelier-dialog__message');
  await refusal.waitFor();
  expect(await refusal.textContent()).toContain('결제완료');
  await stale.screenshot({ path: `${SCREENS}/admin-order-refused-1440.png` });
  await stale.close();

  await page.getByRole('button', { name: '발송 처리' }).click();
  await page.locator('select[name="carrier"]').selectOption('cj');
  await page.locator('#tracking_no').fill('6892-1234-5678');
  await page.locator('form button[type="submit"]', { hasText: '발송 처리' }).click();
  await confirmDialog(page);
  await expect
    .poll(() => page.locator('[data-testid="order-status"]:visible').textContent())
    .toBe('배송중');
  expect(await page.getByRole('link', { name: '689212345678' }).count()).toBe(1);
  await page.screenshot({ path: `${SCREENS}/admin-order-1440.png`, fullPage: true });
  return odId;
}

describe('operator console', () => {
  test('at 1440 the owner enrols, confirms a transfer and ships it', async () => {
    const context = await browser.newContext({ ...viewports.desktop, locale: 'ko-KR' });
    const page = await context.newPage();
    const response = await page.goto(`${shop.baseUrl}/admin/orders?status=paid`);
    expect(response?.headers()['x-robots-tag']).toBe('noindex');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await page.waitForURL(/\/admin\/login\?redirect=/);
    await page.locator('#mb_id').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/admin-login-1440.png` });

    await signInWithPassword(page, 'admin', ADMIN_PASSWORD);
    const secret = (await page.getByTestId('totp-secret').textContent())!;
    expect(await page.locator('img.console-enrol__qr').getAttribute('src')).toMatch(
      /^data:image\/svg\+xml/,
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/admin-enrol-1440.png`, fullPage: true });
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
    await page.locator('#code').fill(totp.generate());
    await page.getByRole('button', { name: '확인' }).click();

    const codes = page.getByTestId('recovery-codes').locator('code');
    await codes.first().waitFor();
    recoveryCodes = await codes.allTextContents();
    expect(recoveryCodes).toHaveLength(10);
    const go = page.getByRole('button', { name: '계속' });
    expect(await go.isDisabled()).toBe(true);
    await page.getByLabel('복구 코드를 안전한 곳에 저장했습니다').check();
    await go.click();

    await page.waitForURL(/\/admin\/orders\?status=paid$/);
    const nav = page.getByRole('navigation', { name: '관리 메뉴' });
    await nav.getByRole('link').first().waitFor();
    expect(await nav.getByRole('link').allTextContents()).toEqual([
      '대시보드',
      '주문',
      '상품',
      '회원',
      '프로모션',
      '콘텐츠',
      '번역',
      '메일 발송함',
      '감사 로그',
      '운영자 권한',
    ]);
    shippedOrder = await markPaidAndShip(page);

    await nav.getByRole('link', { name: '감사 로그' }).click();
    await page.locator('[data-page="admin-audit"] table').waitFor();
    expect(await page.locator('td[data-label="작업"]').allTextContents()).toEqual(
      expect.arrayContaining(['mark_paid', 'ship']),
    );
    await page.screenshot({ path: `${SCREENS}/admin-audit-1440.png`, fullPage: true });

    await page.getByRole('button', { name: 'English' }).click();
    await confirmDialog(page);
    const english = page.getByRole('navigation', { name: 'Console menu' });
    await english.getByRole('link').first().waitFor();
    expect(await english.getByRole('link').allTextContents()).toEqual([
      'Dashboard',
      'Orders',
      'Catalog',
      'Members',
      'Promotions',
      'Content',
      'Translations',
      'Mail outbox',
      'Audit log',
      'Operator roles',
    ]);
    await page.screenshot({ path: `${SCREENS}/admin-audit-en-1440.png`, fullPage: true });
    await context.close();
  });

  test('at 390 the owner signs in with a recovery code, finds the shipped order and delivers it', async () => {
    expect(recoveryCodes).toHaveLength(10);
    const context = await browser.newContext({ ...viewports.mobile, locale: 'ko-KR' });
    const page = await context.newPage();
    await page.goto(`${shop.baseUrl}/admin/login`);
    await page.locator('#mb_id').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/admin-login-390.png` });
    await signInWithPassword(page, 'admin', ADMIN_PASSWORD);
    await page.getByRole('button', { name: '복구 코드 사용' }).click();
    await page.locator('#recovery_code').fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: '확인' }).click();
    // Signed in without a redirect, the owner lands on the dashboard.
    await page.waitForURL(/\/admin$/);
    await page.locator('[data-page="admin-dashboard"] [data-work]').first().waitFor();
    await page
      .getByRole('navigation', { name: '관리 메뉴' })
      .getByRole('link', { name: '주문' })
      .click();
    await page.waitForURL(/\/admin\/orders$/);

    // The server renders the operator's list and preloads its code: before the rows are
    // usable the browser asks the API nothing.
    const html = await (await context.request.get(`${shop.baseUrl}/admin/orders`)).text();
    expect(html).toMatch(/data-order="/);
    expect(html).toMatch(/rel="modulepreload" href="[^"]*\/orders-page-[^"]*\.js"/);
    const cold = await context.newPage();
    const apiCalls: string[] = [];
    cold.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });
    const { beforeHydration } = await scriptsByHydration(cold, `${shop.baseUrl}/admin/orders`);
    expect(apiCalls).toEqual([]);
    const sizes = await Promise.all(
      beforeHydration.map(async (url) => {
        const body = await (await context.request.get(url)).body();
        return { url: new URL(url).pathname, gzip: gzipSync(body, { level: 9 }).length };
      }),
    );
    const firstLoad = sizes.reduce((sum, file) => sum + file.gzip, 0);
    expect(firstLoad, JSON.stringify(sizes, null, 1)).toBeLessThanOrEqual(
      ORDER_LIST_FIRST_LOAD_CEILING,
    );
    await cold.close();

    await page.locator('input[name="q"]').fill(shippedOrder);
    await page.getByRole('button', { name: '검색' }).click();
    await page.waitForURL(new RegExp(`q=${shippedOrder}`));
    await page.locator(`[data-order="${shippedOrder}"] a:visible`).waitFor();
    await expect.poll(() => page.locator('[data-order]:visible').count()).toBe(1);
    await page.screenshot({ path: `${SCREENS}/admin-orders-390.png`, fullPage: true });
    await page.getByRole('link', { name: shippedOrder }).click();
    await page.locator('[data-testid="order-status"]:visible').waitFor();
    expect(await page.locator('[data-testid="order-status"]:visible').textContent()).toBe('배송중');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '배송 완료' }).click();
    await confirmDialog(page);
    await confirmDialog(page);
    await expect
      .poll(() => page.locator('[data-testid="order-status"]:visible').textContent())
      .toBe('배송완료');
    await page.getByRole('button', { name: '개인정보 보기' }).click();
    await page.getByText('표시된 개인정보는 감사 로그에 기록됩니다.').waitFor();
    expect(await page.locator('.console-dl:visible').last().textContent()).not.toContain('****');
    await page.screenshot({ path: `${SCREENS}/admin-order-390.png`, fullPage: true });

    // One recovery code used: the owner issues new ones from their account page.
    await page
      .getByRole('link', { name: /관리자/ })
      .first()
      .click();
    await page.getByRole('button', { name: '복구 코드 새로 발급' }).click();
    await confirmDialog(page);
    const renewed = page.getByTestId('recovery-codes').locator('code');
    await renewed.first().waitFor();
    const fresh = await renewed.allTextContents();
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[1]);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/admin-account-390.png`, fullPage: true });
    await context.close();
  });

  test('a member without a role is refused: the API answers 403, the page says so', async () => {
    const context = await browser.newContext({ ...viewports.desktop, locale: 'ko-KR' });
    const page = await context.newPage();
    await page.goto(`${shop.baseUrl}/admin/login`);
    await signInWithPassword(page, 'hong', 'atelier2026');
    const dialog = page.locator('[role="alertdialog"]');
    await dialog.waitFor();
    const refusal = (await dialog.locator('.atelier-dialog__message').textContent())!;
    expect(refusal.length).toBeGreaterThan(0);

    // Signed in as a shopper (the shop's login), the console's API and pages still refuse.
    const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN');
    const login = await page.request.post(`${shop.baseUrl}/api/v1/login`, {
      data: { mb_id: 'hong', mb_password: 'atelier2026' },
      headers: { 'x-xsrf-token': decodeURIComponent(xsrf?.value ?? '') },
    });
    expect(login.status()).toBe(200);
    const api = await page.request.get(`${shop.baseUrl}/api/admin/orders`);
    expect(api.status()).toBe(403);

    await page.goto(`${shop.baseUrl}/admin/orders`);
    const refused = page.locator('[data-page="refused"] [role="alert"]');
    await refused.waitFor();
    expect(await refused.textContent()).toBe(((await api.json()) as { message: string }).message);
    expect(await page.locator('[data-order]').count()).toBe(0);
    await page.screenshot({ path: `${SCREENS}/admin-refused-1440.png` });
    await context.close();
  });
});
