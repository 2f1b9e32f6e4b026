import { mkdirSync } from 'node:fs';

import { axeViolations, launchBrowser, startShop, viewports, type Shop } from '@atelier/e2e';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import {
  confirmDialog,
  signInAndEnrol,
  signInWithPassword,
  signInWithRecoveryCode,
} from '../../test/console-e2e.js';

// The dashboard and the work on many orders, on the built gateway: at 1440 the seed's owner
// lands on the dashboard, follows "transfers to confirm" to the list, confirms them in bulk,
// then ships them with a mixed CSV upload whose every row is reported; at 390 the dashboard and
// the upload's refusals (the same orders again) on a phone.
const SCREENS = '/tmp/screens/admin';
const ADMIN_PASSWORD = 'bulk-e2e-2026';

let shop: Shop;
let browser: Browser;
let recoveryCodes: string[] = [];
let paidOrders: string[] = [];

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

const csvOf = (rows: string[][]) => Buffer.from(rows.map((row) => row.join(',')).join('\r\n'));

async function uploadCsv(page: Page, rows: string[][]) {
  await page.locator('#shipments-file').setInputFiles({
    name: 'shipments.csv',
    mimeType: 'text/csv',
    buffer: csvOf([['주문번호', '택배사', '송장번호'], ...rows]),
  });
  await page.getByRole('button', { name: '올리고 발송 처리' }).click();
  await page.getByTestId('shipment-result').waitFor();
  return page
    .locator('[data-testid="shipment-result"] tbody tr')
    .evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-result')));
}

describe('dashboard and bulk order work', () => {
  test('at 1440: dashboard, transfers confirmed in bulk, shipped by a mixed upload', async () => {
    const context = await browser.newContext({ ...viewports.desktop, locale: 'ko-KR' });
    const page = await context.newPage();
    await page.goto(`${shop.baseUrl}/admin/login`);
    recoveryCodes = await signInAndEnrol(page, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(/\/admin$/);
    const transfers = page.locator('[data-work="transfers"] a');
    await transfers.waitFor();
    const waiting = Number(await transfers.locator('strong').textContent());
    expect(waiting).toBeGreaterThan(0);
    expect(await page.locator('[data-testid="figures-today"] [data-currency="krw"]').count()).toBe(
      1,
    );
    expect(await page.locator('svg[role="img"]').count()).toBe(2);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/admin-dashboard-1440.png`, fullPage: true });

    await transfers.click();
    await page.waitForURL(/queue=transfers/);
    await page.locator('[data-order]').first().waitFor();
    expect(await page.locator('[data-order]').count()).toBe(Math.min(waiting, 20));
    paidOrders = await page
      .locator('[data-order]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-order')!));
    await page.getByLabel('이 페이지 모두 선택').check();
    await page.getByRole('button', { name: '선택 주문 입금 확인' }).click();
    await confirmDialog(page);
    const result = page.getByTestId('bulk-result');
    await result.waitFor();
    expect(await result.locator('tbody tr[data-result="done"]').count()).toBe(paidOrders.length);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/admin-orders-bulk-1440.png`, fullPage: true });

    // The confirmed transfers left the queue. The whole list sorted by amount: the URL keeps it.
    await page
      .getByRole('navigation', { name: '관리 메뉴' })
      .getByRole('link', { name: '주문' })
      .click();
    await page.waitForURL(/\/admin\/orders$/);
    await page.locator('a.order-sort', { hasText: '결제금액' }).click();
    await page.waitForURL(/sort=total_amount/);
    await page.locator('th[aria-sort="descending"]:visible', { hasText: '결제금액' }).waitFor();

    await page.getByRole('link', { name: '송장 일괄 등록' }).click();
    await page.waitForURL(/\/admin\/orders\/shipments$/);
    // A typo refused, then the corrected row further down ships; an unknown order is refused.
    const outcomes = await uploadCsv(page, [
      [paidOrders[0]!, '가나택배', '111122224444'],
      [paidOrders[0]!, 'cj', ''],
      [paidOrders[0]!, 'CJ대한통운', '6892-1234-5678'],
      ['2000010112345678', 'cj', '111122223333'],
    ]);
    expect(outcomes).toEqual(['refused', 'refused', 'shipped', 'refused']);
    const reasons = await page
      .locator('[data-testid="shipment-result"] td[data-label="사유"]')
      .allTextContents();
    expect(reasons[0]).toContain('가나택배');
    expect(reasons[1]).toContain('송장번호');
    expect(reasons[3]).toContain('2000010112345678');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/admin-shipments-1440.png`, fullPage: true });
    await context.close();
  });

  test('at 390: the dashboard and an upload refused row by row', async () => {
    expect(recoveryCodes.length).toBeGreaterThan(0);
    const context = await browser.newContext({ ...viewports.mobile, locale: 'ko-KR' });
    const page = await context.newPage();
    await page.goto(`${shop.baseUrl}/admin/login`);
    await signInWithPassword(page, 'admin', ADMIN_PASSWORD);
    await signInWithRecoveryCode(page, recoveryCodes[0]!);
    await page.waitForURL(/\/admin$/);
    await page.locator('[data-work="to_ship"]').waitFor();
    await page.locator('.dashboard-chart__table summary').first().click();
    expect(await page.locator('.dashboard-chart__table table').first().isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/admin-dashboard-390.png`, fullPage: true });

    await page.goto(`${shop.baseUrl}/admin/orders/shipments`);
    await page.locator('#shipments-file').waitFor();
    const outcomes = await uploadCsv(page, [[paidOrders[0]!, 'cj', '999988887777']]);
    expect(outcomes).toEqual(['refused']);
    expect(
      await page.locator('[data-testid="shipment-result"] td[data-label="사유"]').textContent(),
    ).toContain('배송중');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/admin-shipments-390.png`, fullPage: true });
    await context.close();
  });
});
