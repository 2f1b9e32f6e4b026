import { mkdirSync } from 'node:fs';

import { axeViolations, launchBrowser, startShop, viewports, type Shop } from '@atelier/e2e';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { confirmDialog, enrolOwner, ownerSignsInWithRecoveryCode } from '../../test/console-e2e.js';

// The category tree on the built gateway: the owner adds a category under 완제품 캔들, renames
// it and moves it up with the keyboard; the shop's menu shows it at once. On a phone the owner
// hides it and the shop's tree leaves it out.
const SCREENS = '/tmp/screens/admin';
const ADMIN_PASSWORD = 'categories-e2e-2026';
const POPUP_READS = 'atelier/popups/read';

let shop: Shop;
let browser: Browser;
let recoveryCodes: string[] = [];
let added = 0;

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

async function shopTreeNames(): Promise<string[]> {
  type Node = { name: string; descendants: Node[] };
  const answer = (await (
    await fetch(`${shop.baseUrl}/api/evans-cart/categories-service`)
  ).json()) as { data: Node[] };
  const flat = (nodes: Node[]): string[] => nodes.flatMap((n) => [n.name, ...flat(n.descendants)]);
  return flat(answer.data);
}

describe('the category tree in the console', () => {
  test('at 1440 the owner adds and renames a category, and it appears in the shop menu', async () => {
    const context = await browser.newContext({ ...viewports.desktop, locale: 'ko-KR' });
    const page = await context.newPage();
    recoveryCodes = await enrolOwner(
      page,
      `${shop.baseUrl}/admin/catalog/categories`,
      ADMIN_PASSWORD,
    );
    await page.locator('[data-category="1011"]').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.locator('#new-name').fill('티라이트');
    await page.locator('#new-name_en').fill('Tealights');
    await page.locator('#new-parent_id').selectOption('101');
    await page.getByRole('button', { name: '추가', exact: true }).click();
    await confirmDialog(page);
    const row = page.locator('li[data-category]', { hasText: '티라이트' }).last();
    await row.waitFor();
    added = Number(await row.getAttribute('data-category'));
    expect(added).toBeGreaterThan(0);

    await row.locator('> .console-tree__row').getByRole('button', { name: '수정' }).click();
    await page.locator(`#edit-${added}-name`).fill('티라이트 캔들');
    await page.locator(`#edit-${added}-name_en`).fill('Tealight candles');
    await page.getByRole('button', { name: '저장' }).click();
    await confirmDialog(page);
    await page.locator(`[data-category="${added}"] strong`, { hasText: '티라이트 캔들' }).waitFor();

    // Reordered with the keyboard: the button is focused and pressed with Enter.
    const siblings = () =>
      page
        .locator('[data-category="101"] > ol > li')
        .evaluateAll((items) => items.map((item) => item.getAttribute('data-category')));
    const start = await siblings();
    expect(start.at(-1)).toBe(String(added));
    await page.getByRole('button', { name: '티라이트 캔들 위로 이동' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(siblings).toEqual([...start.slice(0, -2), String(added), start.at(-2)]);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/admin-categories-1440.png`, fullPage: true });
    await context.close();

    // The shop's menu: the mega menu under 완제품 캔들 (popups already read).
    const popups = (await (
      await fetch(`${shop.baseUrl}/api/v1/popup?active=true&page=1`)
    ).json()) as {
      data: { id: number }[];
    };
    const visitor = await browser.newContext({ ...viewports.desktop, locale: 'ko-KR' });
    const records = popups.data.map((p) => ({ id: p.id, read_at: new Date().toISOString() }));
    await visitor.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      POPUP_READS,
      JSON.stringify(records),
    ] as const);
    const shopPage = await visitor.newPage();
    await shopPage.goto(`${shop.baseUrl}/`);
    await shopPage.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await shopPage.getByRole('button', { name: '전체 상품' }).hover();
    const panel = shopPage.locator('.atelier-shell-mega__panel');
    await expect.poll(() => panel.isVisible()).toBe(true);
    const link = panel.getByRole('link', { name: '티라이트 캔들' });
    expect(await link.getAttribute('href')).toBe(`/shop/category/${added}`);
    expect(await link.isVisible()).toBe(true);
    await shopPage.screenshot({ path: `${SCREENS}/shop-menu-new-category-1440.png` });
    await visitor.close();
  });

  test('at 390 the owner hides the category and the shop leaves it out', async () => {
    expect(added).toBeGreaterThan(0);
    const context = await browser.newContext({ ...viewports.mobile, locale: 'ko-KR' });
    const page = await context.newPage();
    await ownerSignsInWithRecoveryCode(
      page,
      `${shop.baseUrl}/admin/catalog/categories`,
      ADMIN_PASSWORD,
      recoveryCodes[0]!,
    );
    const row = page.locator(`[data-category="${added}"] > .console-tree__row`);
    await row.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/admin-categories-390.png`, fullPage: true });
    await row.getByRole('button', { name: '숨기기' }).click();
    await row.getByRole('button', { name: '보이기' }).waitFor();
    expect(await row.textContent()).toContain('숨김');
    await expect.poll(shopTreeNames).not.toContain('티라이트 캔들');
    await context.close();
  });
});
