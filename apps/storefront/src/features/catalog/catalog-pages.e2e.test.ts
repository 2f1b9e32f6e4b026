import { mkdirSync } from 'node:fs';

import { launchBrowser, startShop, viewports, type Shop } from '@atelier/e2e';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { hydrated } from '../../test/hydrated.js';

const SCREENS = '/tmp/screens';

let shop: Shop;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(SCREENS, { recursive: true });
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

async function open(layout: keyof typeof viewports): Promise<{
  context: BrowserContext;
  page: Page;
  problems: string[];
}> {
  const context = await browser.newContext(viewports[layout]);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  return { context, page, problems };
}

// Kept-alive views of earlier URLs stay in the DOM, hidden: only the shown view counts.

/** The product cards of the listing grid (`Products` in English). */
const cards = (page: Page, name = '상품 목록') =>
  page.getByRole('list', { name }).getByRole('article');

/** The total from the count line ('상품 42개', "'캔들' 검색 결과 12개"). */
async function totalOf(page: Page): Promise<number> {
  const text = await page.locator('.atelier-listing__count:visible').innerText();
  return Number(/([\d,]+)개/.exec(text)?.[1]?.replace(/,/g, '') ?? Number.NaN);
}

/** The pay prices on the cards, in won, in grid order. */
async function prices(page: Page): Promise<number[]> {
  const texts = await page.locator('.atelier-product-card__price:visible').allInnerTexts();
  return texts.map((text) => {
    const amounts = [...text.matchAll(/([\d,]+)원/g)].map((m) => Number(m[1]!.replace(/,/g, '')));
    return Math.min(...amounts);
  });
}

describe.each(['mobile', 'desktop'] as const)('catalog listings (%s)', (layout) => {
  const width = viewports[layout].viewport.width;

  test('browse a category → sort → filter → load more to the last page (the 알림 dialog)', async () => {
    const { context, page, problems } = await open(layout);
    const response = await page.goto(`${shop.baseUrl}/shop/category/1`);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    expect(await page.getByRole('heading', { level: 1, name: '캔들' }).isVisible()).toBe(true);
    const crumbs = page.getByRole('navigation', { name: '현재 위치' });
    expect(await crumbs.getByRole('link').allInnerTexts()).toEqual(['홈', '캔들']);
    expect(await page.getByRole('navigation', { name: '하위 카테고리' }).isVisible()).toBe(true);
    const total = await totalOf(page);
    expect(total).toBeGreaterThan(15);
    expect(await cards(page).count()).toBe(14);
    await page.screenshot({ path: `${SCREENS}/category-${width}.png`, fullPage: true });

    // Sort by keyboard: the list resets to pages of 15, cheapest first.
    const sort = page.getByRole('combobox', { name: '정렬' });
    await sort.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: '낮은 가격순' }).waitFor();
    for (let i = 0; i < 2; i += 1) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(/sort=price_asc/);
    await expect.poll(() => cards(page).count()).toBe(15);
    const sorted = await prices(page);
    expect(sorted).toEqual([...sorted].sort((a, b) => a - b));
    // Focus stays on the sort control in the new view.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe(
      'combobox',
    );

    // Filter: hide sold-out products (on phones the panel opens from 필터).
    if (layout === 'mobile') await page.getByRole('button', { name: '필터' }).click();
    await page.getByRole('checkbox', { name: '품절 상품 제외' }).check();
    await page.getByRole('button', { name: '적용' }).click();
    await page.waitForURL(/in_stock=1/);
    expect(page.url()).toContain('sort=price_asc');
    // The new view replaces the old one once its data is there.
    await expect
      .poll(() => page.locator('.atelier-product-card--sold-out:visible').count())
      .toBe(0);
    await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
    const inStock = await totalOf(page);
    expect(inStock).toBeLessThan(total);

    // Load more until every product shows, then once more: the dialog.
    const more = page.getByRole('button', { name: '더보기' });
    for (let shown = await cards(page).count(); shown < inStock;) {
      await more.click();
      await expect.poll(() => cards(page).count()).toBeGreaterThan(shown);
      shown = await cards(page).count();
      expect(shown).toBe(Math.min(inStock, Math.ceil(shown / 15) * 15));
    }
    await more.click();
    const dialog = page.getByRole('alertdialog', { name: '알림' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('마지막 페이지 입니다.');
    await page.screenshot({ path: `${SCREENS}/category-last-page-${width}.png` });
    await dialog.getByRole('button', { name: '확인' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  test.each([
    ['캔들', 'a Korean word'],
    ['candle', 'an English word'],
    ['ㅋㄷ', 'initial consonants'],
  ])('search by %s (%s) finds products', async (keyword) => {
    const { context, page, problems } = await open(layout);
    await page.goto(`${shop.baseUrl}/shop/search`);
    await hydrated(page);
    expect(
      await page.getByText('찾으시는 상품의 이름을 입력해 주세요.', { exact: false }).isVisible(),
    ).toBe(true);
    // An empty keyword is ignored: nothing happens.
    const main = page.getByRole('main');
    await main.getByRole('button', { name: '검색', exact: true }).click();
    expect(new URL(page.url()).search).toBe('');

    const box = main.getByRole('searchbox', { name: '검색어' });
    await box.fill(keyword);
    await box.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('keyword') === keyword);
    await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
    expect(await totalOf(page)).toBeGreaterThan(0);
    expect(await page.locator('.atelier-listing__count:visible').innerText()).toContain(
      `'${keyword}' 검색 결과`,
    );
    expect(await page.title()).toBe(`'${keyword}' 검색 결과 | 아틀리에`);
    await page.screenshot({
      path: `${SCREENS}/search-${encodeURIComponent(keyword)}-${width}.png`,
      fullPage: true,
    });
    expect(problems).toEqual([]);
    await context.close();
  });

  test('a search without results shows the no-result state', async () => {
    const { context, page } = await open(layout);
    await page.goto(`${shop.baseUrl}/shop/search?keyword=zzzxqv`);
    await hydrated(page);
    expect(await page.getByText("'zzzxqv'에 대한 검색 결과가 없습니다.").isVisible()).toBe(true);
    expect(await cards(page).count()).toBe(0);
    await context.close();
  });

  test('best sellers and new items in English, with dollar prices', async () => {
    const { context, page, problems } = await open(layout);
    await page.goto(`${shop.baseUrl}/shop/best-seller?lang=en`);
    await hydrated(page);
    expect(await page.getByRole('heading', { level: 1, name: 'Best sellers' }).isVisible()).toBe(
      true,
    );
    expect(
      await page.locator('.atelier-product-card__price:visible').first().innerText(),
    ).toContain('$');
    await page.screenshot({ path: `${SCREENS}/best-seller-en-${width}.png`, fullPage: true });
    await page.goto(`${shop.baseUrl}/shop/new-item?lang=en`);
    await hydrated(page);
    expect(await page.getByRole('heading', { level: 1, name: "What's new" }).isVisible()).toBe(
      true,
    );
    expect(await cards(page, 'Products').count()).toBe(14);
    await page.screenshot({ path: `${SCREENS}/new-item-en-${width}.png`, fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  });

  test('the menus lead to the real pages: a category from the menu, Sale (12)', async () => {
    const { context, page } = await open(layout);
    await page.goto(`${shop.baseUrl}/shop/best-seller`);
    await hydrated(page);
    if (layout === 'desktop') {
      await page.getByRole('button', { name: '전체 상품' }).click();
      await page
        .locator('.atelier-shell-mega__panel')
        .getByRole('link', { name: '우드윅 캔들' })
        .click();
      await page.waitForURL(/\/shop\/category\/1012$/);
      await page.getByRole('heading', { level: 1, name: '우드윅 캔들' }).waitFor();
      await page
        .getByRole('navigation', { name: '주 메뉴' })
        .getByRole('link', { name: '세일' })
        .click();
    } else {
      await page.getByRole('button', { name: '메뉴 열기' }).click();
      const sidebar = page.getByRole('dialog');
      await sidebar.getByRole('button', { name: '세일' }).click();
      await sidebar.getByRole('link', { name: '전체보기' }).last().click();
    }
    await page.waitForURL(/\/shop\/category\/12$/);
    await page.getByRole('heading', { level: 1, name: '세일' }).waitFor();
    expect(await cards(page).count()).toBeGreaterThan(0);
    await context.close();
  });
});
