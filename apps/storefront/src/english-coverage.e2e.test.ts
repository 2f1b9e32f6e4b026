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
let variantId: number;
let orderId: string;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  const answer = (await (await fetch(`${shop.baseUrl}/api/v1/product?per_page=30`)).json()) as {
    data: Array<{ it_id: string }>;
  };
  productId = answer.data[0]?.it_id ?? '';
  // A product with a variant in stock: the checkout pages' samples (buy now, an order).
  for (const { it_id } of answer.data) {
    const detail = (await (await fetch(`${shop.baseUrl}/api/v1/product/${it_id}`)).json()) as {
      data: { variants: Array<{ id: number; stock: number; sold_out: boolean }> };
    };
    const variant = detail.data.variants.find((v) => !v.sold_out && v.stock >= 3);
    if (variant) {
      productId = it_id;
      variantId = variant.id;
      break;
    }
  }
  // An order of hong's for the order detail page, placed through the API as the checkout does.
  const hong = new CookieBrowser(shop.baseUrl);
  await hong.login(HONG.mb_id, DEMO_MEMBER_PASSWORD);
  orderId = (await placeTestOrder(hong, { wallet: true })).order.od_id;
});

const SAMPLE_ORDER_ID = '2026112500000001';

/** A guest's order placed from inside the page (its session may see it and pay it). */
function placeOrder(
  page: Page,
  method: 'bank_transfer' | 'card' = 'bank_transfer',
): Promise<string> {
  return page.evaluate(
    async ({ itId, variantId, method }) => {
      const xsrf = document.cookie
        .split('; ')
        .find((c) => c.startsWith('XSRF-TOKEN='))
        ?.slice('XSRF-TOKEN='.length);
      const headers = {
        'content-type': 'application/json',
        'x-xsrf-token': decodeURIComponent(xsrf ?? ''),
      };
      const items = [{ it_id: itId, variant_id: variantId, qty: 1, addons: [] }];
      const quote = (await (
        await fetch('/api/v1/order/quote', {
          method: 'POST',
          headers,
          body: JSON.stringify({ items, zonecode: '04524' }),
        })
      ).json()) as { amounts: { total: number } };
      const placed = (await (
        await fetch('/api/v1/order', {
          method: 'POST',
          headers: { ...headers, 'idempotency-key': `english-${Date.now()}` },
          body: JSON.stringify({
            items,
            orderer_name: 'Jane Doe',
            orderer_phone: '010-2222-3333',
            orderer_email: 'jane@example.com',
            recipient_name: 'Jane Doe',
            recipient_phone: '010-2222-3333',
            zonecode: '04524',
            address1: '110 Sejong-daero, Jung-gu, Seoul',
            address2: '3F',
            memo: '',
            payment_method: method,
            ...(method === 'bank_transfer' ? { depositor_name: 'Jane Doe' } : {}),
            order_password: 'guest-1234',
            agree_privacy: true,
            agree_purchase: true,
            expected_total: quote.amounts.total,
          }),
        })
      ).json()) as { data: { od_id: string } };
      return placed.data.od_id;
    },
    { itId: productId, variantId, method },
  );
}

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
  switch (name) {
    case 'ProductSearch':
      return `${path}?keyword=candle`;
    case 'OrderForm':
      return `${path}?items=${encodeURIComponent(JSON.stringify([[productId, variantId, 1, []]]))}`;
    case 'PaymentConfirm':
      return `${path}?code=PAY_PROCESS_CANCELED&message=${encodeURIComponent('사용자에 의해 결제가 취소되었습니다.')}&orderId=${SAMPLE_ORDER_ID}`;
    case 'SandboxPg':
      return `${path}?orderId=${SAMPLE_ORDER_ID}&amount=31000&orderName=Lavender%20soy%20candle&method=card`;
    default:
      return path;
  }
}

const rows = Object.entries(ROUTE_TABLE as Record<string, RouteDefinition>).filter(
  ([, row]) => row.page,
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
      let url = sampleUrl(name, row);
      const page = await englishContext(layout, row.layout === 'member');
      // The thank-you page shows the order its own session placed: a guest's, made in the page.
      if (name === 'OrderConfirm') url = url.replace(orderId, await placeOrder(page));
      // The sandbox PG's page pays only an order of its own session.
      if (name === 'SandboxPg') url = url.replace(SAMPLE_ORDER_ID, await placeOrder(page, 'card'));
      await page.goto(`${shop.baseUrl}${url}`);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      expect(await koreanOnPage(page), `${url} in English`).toEqual([]);
      await page.context().close();
    },
  );
});
