import { launchBrowser, startShop, viewports, type Shop } from '@atelier/e2e';
import { DEMO_MEMBER_PASSWORD, HONG } from '@atelier/test-utils/fixtures';
import { CookieBrowser } from '@atelier/test-utils/browser';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { ROUTE_TABLE, type RouteDefinition } from './shared/routing/route-table.js';
import { placeTestOrder } from './test/seed-orders.js';

// Every page built so far, opened in English at both widths, shows no Korean: not in its text,
// nor in alt, aria-label, title or placeholder. Exceptions: the language selector's own '한국어',
// the signed-in member's name as they entered it, and content explicitly marked `lang="ko"`
// (what members wrote, shown as written).

let shop: Shop;
let browser: Browser;
let productId: string;
let orderId: string;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  const answer = (await (await fetch(`${shop.baseUrl}/api/v1/product?per_page=1`)).json()) as {
    data: Array<{ it_id: string }>;
  };
  productId = answer.data[0]?.it_id ?? '';
  // An order of hong's for the order detail page, placed through the API as the checkout does.
  const hong = new CookieBrowser(shop.baseUrl);
  await hong.login(HONG.mb_id, DEMO_MEMBER_PASSWORD);
  orderId = (await placeTestOrder(hong, { wallet: true })).order.od_id;
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

/** A URL for a route row, with a sample value for each parameter; throws for an unknown one. */
function sampleUrl(name: string, row: RouteDefinition): string {
  if (row.path === '*') return '/no-such-page-for-english-check';
  const samples: Record<string, string> = { categoryId: '1', productId, orderId };
  const path = row.path.replace(/:(\w+)\??/g, (_, param: string) => {
    const value = samples[param];
    if (value === undefined) throw new Error(`${name}: no sample value for :${param}`);
    return value;
  });
  return name === 'ProductSearch' ? `${path}?keyword=candle` : path;
}

const rows = Object.entries(ROUTE_TABLE as Record<string, RouteDefinition>).filter(
  ([, row]) => row.page && !row.external,
);

async function englishContext(layout: keyof typeof viewports, member: boolean): Promise<Page> {
  const context: BrowserContext = await browser.newContext(viewports[layout]);
  const page = await context.newPage();
  if (member) {
    await page.goto(`${shop.baseUrl}/login`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.locator('#mb_id').fill(HONG.mb_id);
    await page.locator('#mb_password').fill(DEMO_MEMBER_PASSWORD);
    await page.locator('[data-page="login"] form button[type="submit"]').click();
    await page.waitForURL(`${shop.baseUrl}/my-page`);
  }
  await page.goto(`${shop.baseUrl}/?lang=en`);
  return page;
}

function koreanOnPage(page: Page): Promise<string[]> {
  return page.evaluate((memberName) => {
    const hangul = /[\u1100-\u11ff\u3131-\u318e\uac00-\ud7a3]/;
    const allowed = (text: string) =>
      !hangul.test(text.replaceAll('한국어', '').replaceAll(memberName, ''));
    const markedKorean = (el: Element | null) => el?.closest('[lang="ko"]') !== null;
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || el.closest('script, style, noscript, template') || markedKorean(el)) continue;
      const text = node.textContent ?? '';
      if (!allowed(text)) found.push(`${el.tagName.toLowerCase()}: ${text.trim().slice(0, 60)}`);
    }
    for (const el of document.body.querySelectorAll(
      '[alt], [aria-label], [title], [placeholder]',
    )) {
      if (markedKorean(el)) continue;
      for (const attribute of ['alt', 'aria-label', 'title', 'placeholder']) {
        const value = el.getAttribute(attribute);
        if (value && !allowed(value))
          found.push(`${el.tagName.toLowerCase()}[${attribute}]: ${value}`);
      }
    }
    if (!allowed(document.title)) found.push(`title: ${document.title}`);
    return [...new Set(found)];
  }, HONG.mb_name);
}

describe.each(['mobile', 'desktop'] as const)('English pages (%s)', (layout) => {
  test.each(rows.map(([name, row]) => [name, row] as const))(
    '%s shows no Korean in English',
    async (name, row) => {
      const url = sampleUrl(name, row);
      const page = await englishContext(layout, row.layout === 'member');
      await page.goto(`${shop.baseUrl}${url}`);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      expect(await koreanOnPage(page), `${url} in English`).toEqual([]);
      await page.context().close();
    },
  );
});
