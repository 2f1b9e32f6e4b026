import { mkdirSync } from 'node:fs';

import { launchBrowser, startShop, viewports, type Shop } from '@atelier/e2e';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

// The shop chrome (@atelier/shop-shell) inside the built storefront, on the seeded demo shop.
const SCREENS = '/tmp/screens/shell';
const POPUP_READS = 'atelier/popups/read';

interface ActivePopup {
  id: number;
  type: string;
}

let shop: Shop;
let browser: Browser;
let activePopups: ActivePopup[];

beforeAll(async () => {
  mkdirSync(SCREENS, { recursive: true });
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  const answer = (await (
    await fetch(`${shop.baseUrl}/api/v1/popup?active=true&page=1`)
  ).json()) as {
    data: ActivePopup[];
  };
  activePopups = answer.data;
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

interface Opened {
  context: BrowserContext;
  page: Page;
  problems: string[];
}

/** A fresh visitor. `popupsRead`: every active popup already read today (no carousel). */
async function open(
  layout: keyof typeof viewports,
  options: { popupsRead?: boolean } = {},
): Promise<Opened> {
  const context = await browser.newContext(viewports[layout]);
  if (options.popupsRead) {
    const records = activePopups.map((p) => ({ id: p.id, read_at: new Date().toISOString() }));
    await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      POPUP_READS,
      JSON.stringify(records),
    ] as const);
  }
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return { context, page, problems };
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(`${shop.baseUrl}${path}`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

const popupDialog = (page: Page) => page.getByRole('dialog', { name: '알림 팝업' });

async function readRecords(page: Page): Promise<Array<{ id: number; read_at: string }>> {
  return page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? '[]'), POPUP_READS);
}

describe('mobile chrome (390×844)', () => {
  test('sidebar: drill down two levels with view-all entries, back pops one level, closes at the top', async () => {
    const { context, page, problems } = await open('mobile', { popupsRead: true });
    await visit(page, '/');
    await page.getByRole('button', { name: '메뉴 열기' }).click();
    const sidebar = page.getByRole('dialog', { name: '전체 메뉴' });
    await sidebar.waitFor();

    await sidebar.getByRole('button', { name: '캔들', exact: true }).click();
    await expect
      .poll(() => sidebar.getByRole('heading', { name: '캔들', exact: true }).isVisible())
      .toBe(true);
    expect(await sidebar.getByRole('link', { name: '전체보기' }).getAttribute('href')).toBe(
      '/shop/category/1',
    );

    await sidebar.getByRole('button', { name: '완제품 캔들' }).click();
    await expect
      .poll(() => sidebar.getByRole('heading', { name: '완제품 캔들' }).isVisible())
      .toBe(true);
    expect(await sidebar.getByRole('link', { name: '소이 캔들' }).getAttribute('href')).toBe(
      '/shop/category/1011',
    );
    expect(await sidebar.getByRole('link', { name: '전체보기' }).getAttribute('href')).toBe(
      '/shop/category/101',
    );
    await page.screenshot({ path: `${SCREENS}/sidebar-level2-390.png` });

    await sidebar.getByRole('button', { name: '이전 단계로' }).click();
    await expect
      .poll(() => sidebar.getByRole('heading', { name: '캔들', exact: true }).isVisible())
      .toBe(true);
    await sidebar.getByRole('button', { name: '이전 단계로' }).click();
    await expect
      .poll(() => sidebar.getByRole('button', { name: '캔들', exact: true }).isVisible())
      .toBe(true);
    expect(await sidebar.getByRole('button', { name: '이전 단계로' }).count()).toBe(0);

    // At the top level the same button closes the sidebar.
    await sidebar.getByRole('button', { name: '메뉴 닫기' }).click();
    await expect.poll(() => sidebar.count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('sidebar search: empty input is ignored, a keyword goes to /shop/search', async () => {
    const { context, page } = await open('mobile', { popupsRead: true });
    await visit(page, '/');
    await page.getByRole('button', { name: '메뉴 열기' }).click();
    const sidebar = page.getByRole('dialog', { name: '전체 메뉴' });
    const box = sidebar.getByRole('searchbox', { name: '상품 검색' });

    await box.fill('   ');
    await box.press('Enter');
    await sidebar.getByRole('button', { name: '검색' }).click();
    await page.waitForTimeout(300);
    expect(page.url()).toBe(`${shop.baseUrl}/`);
    expect(await sidebar.isVisible()).toBe(true);

    await box.fill('우드윅 캔들');
    await box.press('Enter');
    await page.waitForURL(
      `${shop.baseUrl}/shop/search?keyword=%EC%9A%B0%EB%93%9C%EC%9C%85+%EC%BA%94%EB%93%A4`,
    );
    // The search page answers with its results heading.
    await expect
      .poll(() =>
        page
          .getByText(/검색 결과/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    expect(await sidebar.count()).toBe(0);
    await context.close();
  });

  test('language toggle: cancel changes nothing, confirm switches to English and reloads', async () => {
    const { context, page } = await open('mobile', { popupsRead: true });
    await visit(page, '/');
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    await page.getByRole('button', { name: '언어: English' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.waitFor();
    expect(await confirm.innerText()).toContain('언어를 변경하시겠습니까?');
    await confirm.getByRole('button', { name: '취소' }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(
      true,
    );
    expect(await page.locator('html').getAttribute('lang')).toBe('ko');
    const topBar = page.locator('.atelier-layout__top-bar');
    expect(await topBar.getByRole('link', { name: '장바구니' }).isVisible()).toBe(true);

    await page.getByRole('button', { name: '언어: English' }).click();
    await confirm.waitFor();
    await Promise.all([
      page.waitForEvent('load'),
      confirm.getByRole('button', { name: '확인' }).click(),
    ]);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    expect(
      await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument),
    ).toBeUndefined();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await topBar.getByRole('link', { name: 'Cart' }).isVisible()).toBe(true);
    expect(await topBar.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(true);
    await page.screenshot({ path: `${SCREENS}/home-en-390.png`, fullPage: true });
    await context.close();
  });

  test('footer: the latest 5 notices with dates, the Instagram strip with photos only', async () => {
    const { context, page } = await open('mobile', { popupsRead: true });
    await visit(page, '/');
    const notices = page.locator('.atelier-shell-footer__notice');
    // This browser's user agent is a desktop one: the server rendered the desktop chrome, and
    // the phone footer replacing it after hydration comes with its code, right after it.
    await notices.first().waitFor();
    expect(await notices.count()).toBe(5);
    for (const text of await notices.allInnerTexts())
      expect(text).toMatch(/^\d{4}-\d{2}-\d{2}\s+\S/);
    expect(await notices.first().getAttribute('href')).toMatch(/^\/customer\/notice\/\d+$/);
    const photos = page.locator('.atelier-layout__footer img[src*="/images/instagram/"]');
    expect(await photos.count()).toBe(6);
    await context.close();
  });
});

describe.each(['mobile', 'desktop'] as const)('chrome on both layouts (%s)', (layout) => {
  const { width, height } = viewports[layout].viewport;

  test('home: screenshot in Korean (popups read), no page errors', async () => {
    const { context, page, problems } = await open(layout, { popupsRead: true });
    await visit(page, '/');
    await page.waitForTimeout(500);
    expect(await page.locator('html').getAttribute('lang')).toBe('ko');
    expect(await page.getByRole('link', { name: '아틀리에 홈' }).first().isVisible()).toBe(true);
    expect(await popupDialog(page).count()).toBe(0);
    // Only the variant of this width stays after hydration.
    const desktopHeader = page.locator('.atelier-shell-desktop-header');
    expect(await desktopHeader.count()).toBe(layout === 'desktop' ? 1 : 0);
    expect(
      await page
        .locator(
          '.atelier-layout__bottom-toolbar nav, .atelier-layout__bottom-toolbar [role="toolbar"]',
        )
        .count(),
    ).toBe(layout === 'mobile' ? 1 : 0);
    await page.screenshot({ path: `${SCREENS}/home-ko-${width}.png`, fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  });

  test('popup carousel: shown on the first visit; confirm marks all read and it stays hidden after reload', async () => {
    const { context, page } = await open(layout);
    await visit(page, '/');
    const dialog = popupDialog(page);
    await dialog.waitFor();
    await page.screenshot({ path: `${SCREENS}/popup-${width}.png` });
    // The dialog fits the screen (390 px included).
    const box = (await dialog
      .locator('xpath=..')
      .locator('.atelier-shell-popup__dialog')
      .boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);

    await dialog.getByRole('button', { name: '확인' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    const records = await readRecords(page);
    expect(records.map((r) => r.id).sort()).toEqual(activePopups.map((p) => p.id).sort());

    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.waitForTimeout(800);
    expect(await dialog.count()).toBe(0);
    await context.close();
  });

  test('popup carousel: a daily popup read on another day of the month shows again', async () => {
    const { context, page } = await open(layout);
    const daily = activePopups.filter((p) => p.type === 'daily');
    expect(daily.length).toBeGreaterThan(0);
    const today = new Date();
    const otherDay = new Date(today.getTime() - 86_400_000);
    await visit(page, '/');
    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
      POPUP_READS,
      JSON.stringify(
        activePopups.map((p) => ({
          id: p.id,
          read_at: (p.type === 'daily' ? otherDay : today).toISOString(),
        })),
      ),
    ] as const);
    await page.reload();
    await popupDialog(page).waitFor();

    // Read today instead: hidden.
    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
      POPUP_READS,
      JSON.stringify(activePopups.map((p) => ({ id: p.id, read_at: today.toISOString() }))),
    ] as const);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.waitForTimeout(800);
    expect(await popupDialog(page).count()).toBe(0);
    await context.close();
  });

  test('popup carousel: at most 5 read records, the oldest dropped', async () => {
    const { context, page } = await open(layout);
    await visit(page, '/');
    const old = [901, 902, 903, 904, 905].map((id, i) => ({
      id,
      read_at: new Date(Date.now() - (5 - i) * 60_000).toISOString(),
    }));
    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
      POPUP_READS,
      JSON.stringify(old),
    ] as const);
    await page.reload();
    const dialog = popupDialog(page);
    await dialog.waitFor();
    await dialog.getByRole('button', { name: '닫기' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    const records = await readRecords(page);
    expect(records.length).toBeLessThanOrEqual(5);
    const kept = 5 - activePopups.length;
    expect(records.map((r) => r.id)).toEqual([
      ...old.slice(old.length - kept).map((r) => r.id),
      ...activePopups.map((p) => p.id),
    ]);
    await context.close();
  });

  test('scroll-to-top appears only past 40 % of the window height', async () => {
    const { context, page } = await open(layout, { popupsRead: true });
    await visit(page, '/');
    const button = page.getByRole('button', { name: '맨 위로' });
    const threshold = height * 0.4;
    expect(await button.count()).toBe(0);

    await page.evaluate((y) => window.scrollTo(0, y), Math.floor(threshold) - 20);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(Math.floor(threshold) - 20);
    expect(await button.count()).toBe(0);

    await page.evaluate((y) => window.scrollTo(0, y), Math.ceil(threshold) + 20);
    await expect.poll(() => button.isVisible()).toBe(true);
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(() => button.count()).toBe(0);
    await context.close();
  });

  test('notification badge shows the unread count after logging in as hong', async () => {
    const { context, page } = await open(layout, { popupsRead: true });
    await visit(page, '/login');
    await page.getByLabel('아이디').fill('hong');
    await page.getByLabel('비밀번호', { exact: true }).fill('atelier2026');
    await Promise.all([
      page.waitForURL(`${shop.baseUrl}/my-page`),
      page.getByRole('main').getByRole('button', { name: '로그인' }).click(),
    ]);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const header = page.locator('.atelier-layout__top-bar');
    const badge = header.getByTestId('unread-badge');
    await expect.poll(() => badge.isVisible()).toBe(true);
    expect(await badge.innerText()).toBe('2');
    const name = layout === 'mobile' ? '알림 읽지 않은 알림 2개' : '마이페이지 읽지 않은 알림 2개';
    expect(await header.getByRole('link', { name }).isVisible()).toBe(true);
    await context.close();
  });
});

describe('desktop chrome (1440×900)', () => {
  test('mega-menu opens on hover with two levels of children, closes when the pointer leaves', async () => {
    const { context, page } = await open('desktop', { popupsRead: true });
    await visit(page, '/');
    const trigger = page.getByRole('button', { name: '전체 상품' });
    const panel = page.locator('.atelier-shell-mega__panel');
    expect(await panel.isVisible()).toBe(false);

    await trigger.hover();
    await expect.poll(() => panel.isVisible()).toBe(true);
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    expect(await panel.getByRole('link', { name: '캔들', exact: true }).getAttribute('href')).toBe(
      '/shop/category/1',
    );
    expect(await panel.getByRole('link', { name: '완제품 캔들' }).isVisible()).toBe(true);
    expect(await panel.getByRole('link', { name: '소이 캔들' }).isVisible()).toBe(true);
    expect(await panel.getByRole('link', { name: '소이 캔들' }).getAttribute('href')).toBe(
      '/shop/category/1011',
    );
    expect(await panel.getByRole('link', { name: '베스트셀러' }).isVisible()).toBe(true);
    await page.screenshot({ path: `${SCREENS}/mega-menu-1440.png` });

    await page.mouse.move(720, 880);
    await expect.poll(() => panel.isVisible()).toBe(false);
    await context.close();
  });

  test('header search: empty input is ignored, a keyword navigates and the box clears', async () => {
    const { context, page } = await open('desktop', { popupsRead: true });
    await visit(page, '/');
    const box = page
      .locator('.atelier-layout__top-bar')
      .getByRole('searchbox', { name: '상품 검색' });
    await box.fill('  ');
    await box.press('Enter');
    await page.waitForTimeout(300);
    expect(page.url()).toBe(`${shop.baseUrl}/`);

    await box.fill('디퓨저');
    await box.press('Enter');
    await page.waitForURL(`${shop.baseUrl}/shop/search?keyword=%EB%94%94%ED%93%A8%EC%A0%80`);
    await expect
      .poll(() =>
        page
          .getByText(/검색 결과/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    expect(await box.inputValue()).toBe('');
    await context.close();
  });

  test('language select: cancel keeps Korean without a reload, confirm reloads in English', async () => {
    const { context, page } = await open('desktop', { popupsRead: true });
    await visit(page, '/');
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const select = page.getByRole('combobox', { name: '언어' });

    await select.selectOption('en');
    const confirm = page.getByRole('alertdialog');
    await confirm.waitFor();
    await confirm.getByRole('button', { name: '취소' }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(
      true,
    );
    expect(await select.inputValue()).toBe('kr');
    expect(
      await page
        .locator('.atelier-shell-desktop-header')
        .getByRole('link', { name: '장바구니' })
        .isVisible(),
    ).toBe(true);

    await select.selectOption('en');
    await confirm.waitFor();
    await Promise.all([
      page.waitForEvent('load'),
      confirm.getByRole('button', { name: '확인' }).click(),
    ]);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    const header = page.locator('.atelier-shell-desktop-header');
    expect(await header.getByRole('link', { name: 'Cart' }).isVisible()).toBe(true);
    expect(await header.getByRole('button', { name: 'All products' }).isVisible()).toBe(true);
    await page.screenshot({ path: `${SCREENS}/home-en-1440.png`, fullPage: true });
    await context.close();
  });

  test('/admin is the operator console, a separate app: none of the shop chrome', async () => {
    const { context, page } = await open('desktop', { popupsRead: true });
    await page.goto(`${shop.baseUrl}/admin`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.locator('[data-page="admin-login"]').waitFor();
    expect(
      await page
        .locator(
          '.atelier-shell-desktop-header, .atelier-shell-mobile-header, .atelier-layout__footer',
        )
        .count(),
    ).toBe(0);
    await context.close();
  });
});
