import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';

import type { OrderDetail, OrderSummary, Paginated, ProductDetail } from '@atelier/contracts';
import { axeViolations, launchBrowser, startShop, viewports, type Shop } from '@atelier/e2e';
import { DEMO_MEMBER_PASSWORD } from '@atelier/test-utils/fixtures';
import { orderBody } from '@atelier/test-utils/order-fixtures';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import {
  confirmDialog,
  enrolAuthenticator,
  signInWithPassword,
  signInWithRecoveryCode,
} from '../../test/console-e2e.js';

// The orders' money side in the console on the built gateway, on PostgreSQL (the suite ages
// the operator's password in the sessions table, so the refund asks for it again): at each
// width a shopper pays a card order of two candles at the sandbox PG and asks to return a
// delivered order; the owner refunds one candle (password prompt), accepts the return and
// refunds it (환불완료), opens the packing slip, and enters an offline-store purchase that
// the shopper then sees on /my-page/store-order.
const SCREENS = '/tmp/screens/admin';
const ADMIN_PASSWORD = 'claims-e2e-2026';

let shop: Shop;
let browser: Browser;
let databaseUrl = '';
let serverUrl = '';
let recoveryCodes: string[] = [];

/** The PostgreSQL of the pg suites (CI starts it), as postgres or root. */
function postgresServer(): string {
  const candidates = [
    process.env.DATABASE_URL,
    'postgres://postgres@127.0.0.1:5432/test',
    'postgres://root@127.0.0.1:5432/test',
  ].filter((url): url is string => !!url);
  for (const url of candidates) {
    try {
      execFileSync('psql', [url, '-qtAc', 'select 1'], { stdio: 'pipe' });
      return url;
    } catch {
      // the next one
    }
  }
  throw new Error('this suite needs PostgreSQL at 127.0.0.1:5432 (as for the pg suites)');
}

const sql = (url: string, statement: string) =>
  execFileSync('psql', [url, '-qtAc', statement], { stdio: 'pipe' }).toString().trim();

beforeAll(async () => {
  mkdirSync(SCREENS, { recursive: true });
  serverUrl = postgresServer();
  const name = `atelier_e2e_claims_${randomBytes(4).toString('hex')}`;
  sql(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  [shop, browser] = await Promise.all([
    startShop({
      readyTimeoutMs: 300_000,
      env: { ADMIN_PASSWORD, DATABASE_URL: databaseUrl },
    }),
    launchBrowser(),
  ]);
}, 320_000);

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  if (serverUrl && databaseUrl)
    sql(
      serverUrl,
      `drop database if exists ${new URL(databaseUrl).pathname.slice(1)} with (force)`,
    );
});

/** The operator's password was given more than 5 minutes ago. */
function agePassword(mbId: string) {
  sql(
    databaseUrl,
    `update sessions set reauth_at = now() - interval '10 minutes' where member_id = (select id from members where mb_id = '${mbId}')`,
  );
}

/** A shopper's calls with the page's cookies and XSRF header. */
async function shopperCall<T>(
  context: BrowserContext,
  method: string,
  path: string,
  data?: object,
) {
  const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN');
  const res = await context.request.fetch(`${shop.baseUrl}${path}`, {
    method,
    data,
    headers: {
      'x-xsrf-token': decodeURIComponent(xsrf?.value ?? ''),
      'idempotency-key': `claims-e2e-${randomBytes(6).toString('hex')}`,
    },
  });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}

/**
 * `mbId` signs in to the shop, pays a card order of two candles at the sandbox PG and asks to
 * return their delivered order. Answers both order numbers.
 */
async function shopperOrders(mbId: string) {
  const context = await browser.newContext({ ...viewports.desktop, locale: 'ko-KR' });
  const page = await context.newPage();
  await page.goto(`${shop.baseUrl}/admin/login`);
  await shopperCall(context, 'POST', '/api/v1/login', {
    mb_id: mbId,
    mb_password: DEMO_MEMBER_PASSWORD,
  });
  const list = await shopperCall<{ data: { it_id: string }[] }>(
    context,
    'GET',
    '/api/v1/product?per_page=30',
  );
  let item: { it_id: string; variant_id: number; qty: number } | undefined;
  for (const { it_id } of list.data) {
    const detail = await shopperCall<{ data: ProductDetail }>(
      context,
      'GET',
      `/api/v1/product/${it_id}`,
    );
    const variant = detail.data.variants.find((v) => !v.sold_out && v.stock >= 4);
    if (variant) {
      item = { it_id, variant_id: variant.id, qty: 2 };
      break;
    }
  }
  expect(item).toBeDefined();
  const quote = await shopperCall<{ amounts: { total: number } }>(
    context,
    'POST',
    '/api/v1/order/quote',
    { items: [item!], zonecode: '04524' },
  );
  const placed = await shopperCall<{ data: OrderDetail }>(
    context,
    'POST',
    '/api/v1/order',
    orderBody([item!], quote.amounts.total),
  );
  const order = placed.data;
  const opened = await shopperCall<{ redirect: string }>(
    context,
    'POST',
    '/api/v1/sandbox-pg/payments',
    {
      orderId: order.od_id,
      orderName: order.lines[0]!.name,
      amount: order.total,
      currency: 'KRW',
      method: 'card',
      action: 'approve',
    },
  );
  const query = Object.fromEntries(new URL(opened.redirect, shop.baseUrl).searchParams);
  await shopperCall(context, 'POST', '/api/v1/payment/confirm', query);

  const delivered = await shopperCall<Paginated<OrderSummary>>(
    context,
    'GET',
    '/api/v1/order?status=delivered',
  );
  const returned = delivered.data[0]!.od_id;
  await shopperCall(context, 'POST', `/api/v1/order/${returned}/return`, {
    reason: '향이 생각과 달라 반품합니다',
  });
  return { context, paid: order.od_id, returned };
}

const status = (page: Page) => page.locator('[data-testid="order-status"]:visible').textContent();

async function refundOneCandle(page: Page, odId: string, width: number) {
  await page.goto(`${shop.baseUrl}/admin/orders/${odId}`);
  await page.locator('[data-section="refunds"]').waitFor();
  expect(await status(page)).toBe('결제완료');
  await page.getByRole('button', { name: '환불하기' }).click();
  await page.locator('input[name^="line-"]').fill('1');
  await page.locator('#reason').fill('한 개 파손');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SCREENS}/admin-refund-form-${width}.png`, fullPage: true });
  await page.getByRole('button', { name: '환불 실행' }).click();
  await confirmDialog(page);
  // The password is older than 5 minutes: the console asks for it, then refunds.
  const prompt = page.locator('dialog[aria-labelledby="reauth-title"]');
  await prompt.waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SCREENS}/admin-refund-password-${width}.png` });
  await prompt.locator('#reauth-password').fill(ADMIN_PASSWORD);
  await prompt.getByRole('button', { name: '확인' }).click();
  const done = page.locator('[role="alertdialog"] .atelier-dialog__message');
  await done.waitFor();
  expect(await done.textContent()).toBe('환불했습니다.');
  await confirmDialog(page);
  const refund = page.locator('[data-refund]').first();
  await refund.waitFor();
  expect(await refund.textContent()).toContain('환불 완료');
  expect(await page.getByTestId('refundable').textContent()).toMatch(/원$/);
  await page.screenshot({ path: `${SCREENS}/admin-refund-done-${width}.png`, fullPage: true });
}

async function acceptReturnAndRefund(page: Page, odId: string, width: number) {
  await page.goto(`${shop.baseUrl}/admin/orders/${odId}`);
  await page.getByRole('heading', { name: /반품·교환 요청/ }).waitFor();
  expect(await status(page)).toBe('반품요청');
  expect(await page.textContent('body')).toContain('향이 생각과 달라 반품합니다');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SCREENS}/admin-return-request-${width}.png`, fullPage: true });
  expect(await page.getByLabel('받은 상품을 재고로 되돌리기').isChecked()).toBe(true);
  await page.getByRole('button', { name: '반품 승인' }).click();
  await confirmDialog(page);
  await confirmDialog(page);
  await expect.poll(() => status(page)).toBe('반품완료');
  await page.getByRole('button', { name: '환불하기' }).click();
  await page.locator('#amount').fill(
    await page
      .getByTestId('refundable')
      .textContent()
      .then((t) => t!.replace(/\D/g, '')),
  );
  await page.locator('#reason').fill('반품 환불');
  await page.locator('#note').fill('고객 계좌로 이체 완료');
  await page.getByRole('button', { name: '환불 실행' }).click();
  await confirmDialog(page);
  await confirmDialog(page);
  await expect.poll(() => status(page)).toBe('환불');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SCREENS}/admin-return-refunded-${width}.png`, fullPage: true });
}

async function packingSlip(page: Page, odId: string, width: number) {
  await page.goto(`${shop.baseUrl}/admin/orders/${odId}`);
  await page.getByRole('link', { name: '포장 명세서 인쇄' }).click();
  await page.getByTestId('slip-order-no').waitFor();
  expect(await page.getByTestId('slip-order-no').textContent()).toBe(odId);
  expect(await page.locator('.slip').textContent()).toContain('세종대로 110 3층');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SCREENS}/admin-packing-slip-${width}.png`, fullPage: true });
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({
    path: `${SCREENS}/admin-packing-slip-print-${width}.png`,
    fullPage: true,
  });
  expect(await page.locator('.console-bar:visible').count()).toBe(0);
  await page.emulateMedia({ media: 'screen' });
}

describe('orders: refunds and claims', () => {
  test('at 1440 the owner refunds a candle after the password prompt and accepts a return', async () => {
    const shopper = await shopperOrders('hong');
    const context = await browser.newContext({ ...viewports.desktop, locale: 'ko-KR' });
    const page = await context.newPage();
    await page.goto(`${shop.baseUrl}/admin/login`);
    await signInWithPassword(page, 'admin', ADMIN_PASSWORD);
    recoveryCodes = await enrolAuthenticator(page);
    await page.waitForURL(/\/admin$/);
    agePassword('admin');

    await refundOneCandle(page, shopper.paid, 1440);
    // The shop's seed order was paid outside the sandbox: its refund is recorded by hand.
    await acceptReturnAndRefund(page, shopper.returned, 1440);
    await packingSlip(page, shopper.paid, 1440);
    await shopper.context.close();
    await context.close();
  });

  test('at 390 the same on a phone, and a store purchase the member sees', async () => {
    expect(recoveryCodes).toHaveLength(10);
    const shopper = await shopperOrders('kim_soyeon');
    const context = await browser.newContext({ ...viewports.mobile, locale: 'ko-KR' });
    const page = await context.newPage();
    await page.goto(`${shop.baseUrl}/admin/login`);
    await signInWithPassword(page, 'admin', ADMIN_PASSWORD);
    await signInWithRecoveryCode(page, recoveryCodes[0]!);
    await page.waitForURL(/\/admin$/);
    agePassword('admin');

    await refundOneCandle(page, shopper.paid, 390);
    await acceptReturnAndRefund(page, shopper.returned, 390);

    await page.goto(`${shop.baseUrl}/admin/orders`);
    await page.getByRole('link', { name: /매장 구매 입력/ }).click();
    await page.locator('[data-page="admin-store-orders"]').waitFor();
    await page.getByRole('button', { name: '새 매장 구매' }).click();
    await page.locator('#mb_id').fill('kim_soyeon');
    await page.locator('#store').fill('아틀리에 성수 쇼룸');
    await page.locator('#store_en').fill('Atelier Seongsu showroom');
    await page.locator('#receipt_no').fill('S-E2E-0390');
    await page.locator('#item-0-name').fill('소이 캔들');
    await page.locator('#item-0-name_en').fill('Soy candle');
    await page.locator('#item-0-amount').fill('28000');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '저장' }).click();
    await confirmDialog(page);
    await page.locator('[data-store-order]', { hasText: 'S-E2E-0390' }).waitFor();
    await page.screenshot({ path: `${SCREENS}/admin-store-orders-390.png`, fullPage: true });

    const mine = await shopper.context.newPage();
    await mine.goto(`${shop.baseUrl}/my-page/store-order`);
    await mine.getByText('S-E2E-0390', { exact: false }).waitFor();
    expect(await mine.textContent('body')).toContain('28,000원');
    await mine.screenshot({ path: `${SCREENS}/shop-store-order.png`, fullPage: true });
    await shopper.context.close();
    await context.close();
  });
});
