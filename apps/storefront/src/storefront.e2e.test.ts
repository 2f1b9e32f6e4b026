import { mkdirSync } from 'node:fs';

import { launchBrowser, startShop, viewports, type Shop } from '@atelier/e2e';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { hydrated } from './test/hydrated.js';

const SCREENS = '/tmp/screens';
const CHUNK_DIALOG = '페이지를 불러오지 못했습니다. 새로고침 해주세요.';

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

interface Watched {
  context: BrowserContext;
  page: Page;
  apiRequests: string[];
  problems: string[];
}

async function open(layout: keyof typeof viewports): Promise<Watched> {
  const context = await browser.newContext(viewports[layout]);
  const page = await context.newPage();
  const apiRequests: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/'))
      apiRequests.push(`${request.method()} ${request.url()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  return { context, page, apiRequests, problems };
}

describe.each(['mobile', 'desktop'] as const)('storefront frame (%s)', (layout) => {
  const width = viewports[layout].viewport.width;

  test('home renders the CMS page and hydrates without one API request', async () => {
    const { context, page, apiRequests, problems } = await open(layout);
    const response = await page.goto(`${shop.baseUrl}/`);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    // Anything the page would refetch after mounting shows up within this window.
    await page.waitForTimeout(1_500);
    expect(apiRequests).toEqual([]);
    expect(problems).toEqual([]);

    await expect.poll(() => page.title()).toBe('아틀리에 — 캔들·디퓨저·향료 공방');
    expect(await page.locator('html').getAttribute('lang')).toBe('ko');
    expect(
      await page.getByRole('heading', { name: '겨울밤을 채우는 우드윅 캔들' }).isVisible(),
    ).toBe(true);
    expect(await page.getByRole('link', { name: '아틀리에 홈' }).first().isVisible()).toBe(true);
    // The home page's popup carousel (shell e2e covers it) comes first; confirm it away.
    const popups = page.getByRole('dialog', { name: '알림 팝업' });
    await popups.waitFor();
    await popups.getByRole('button', { name: '확인' }).click();
    await expect.poll(() => popups.count()).toBe(0);
    await page.screenshot({ path: `${SCREENS}/home-${width}.png`, fullPage: true });

    // Hydrated for real: the closable top banner's button works.
    const banner = page.getByText('지금 회원가입하면 3,000원 적립금을 바로 드려요');
    expect(await banner.isVisible()).toBe(true);
    await page.getByRole('button', { name: '닫기' }).click();
    await expect.poll(() => banner.count()).toBe(0);
    await context.close();
  });

  test('a legacy URL answers 301 and lands on its new address', async () => {
    const { context, page } = await open(layout);
    const response = await page.goto(`${shop.baseUrl}/shop/item.php`);
    const first = response?.request().redirectedFrom();
    expect(first?.url()).toBe(`${shop.baseUrl}/shop/item.php`);
    expect((await first?.response())?.status()).toBe(301);
    expect(page.url()).toBe(`${shop.baseUrl}/`);
    expect(response?.status()).toBe(200);

    const qa = await page.goto(`${shop.baseUrl}/shop/list?ca_id_new=12`);
    expect((await qa?.request().redirectedFrom()?.response())?.status()).toBe(301);
    expect(page.url()).toBe(`${shop.baseUrl}/shop/category/12`);
    await context.close();
  });

  test('an unknown path answers 404 with the not-found page', async () => {
    const { context, page, problems } = await open(layout);
    const response = await page.goto(`${shop.baseUrl}/no-such-page`);
    expect(response?.status()).toBe(404);
    await hydrated(page);
    expect(await page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' }).isVisible()).toBe(
      true,
    );
    expect(await page.title()).toBe('페이지를 찾을 수 없습니다 | 아틀리에');
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/not-found-${width}.png`, fullPage: true });
    await context.close();
  });

  test('a route chunk that fails reloads once with reload=1, then shows the dialog', async () => {
    const { context, page } = await open(layout);
    await page.route(/\/build\/assets\/home-page-[\w-]+\.js$/, (route) => route.abort('failed'));
    await page.goto(`${shop.baseUrl}/no-such-page`);
    await hydrated(page);

    // Client navigation to home: its chunk fails, the page loads again with reload=1…
    await page.getByRole('link', { name: '홈으로 가기' }).click();
    await page.waitForURL(`${shop.baseUrl}/?reload=1`);

    // …where it fails again: the dialog, no third load.
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(CHUNK_DIALOG);
    expect(page.url()).toBe(`${shop.baseUrl}/?reload=1`);
    await page.screenshot({ path: `${SCREENS}/chunk-dialog-${width}.png` });
    await context.close();
  });
});
