import { mkdirSync } from 'node:fs';

import { launchBrowser, startShop, viewports, type Shop } from '@atelier/e2e';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { hydrated } from './test/hydrated.js';

const SCREENS = '/tmp/shots-policies';

let browser: Browser;
let shop: Shop;

beforeAll(async () => {
  mkdirSync(SCREENS, { recursive: true });
  browser = await launchBrowser();
  shop = await startShop();
});

afterAll(async () => {
  await shop?.stop();
  await browser?.close();
});

describe.each(['mobile', 'desktop'] as const)('terms and privacy policy (%s)', (layout) => {
  const width = viewports[layout].viewport.width;

  async function open(url: string) {
    const context = await browser.newContext(viewports[layout]);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    await page.goto(`${shop.baseUrl}${url}`);
    await hydrated(page);
    return { context, page, problems };
  }

  test('the footer links open the terms and the privacy policy', async () => {
    const { context, page, problems } = await open('/shop/cart');
    const footer = page.locator('footer');
    await footer.getByRole('link', { name: '이용약관', exact: true }).click();
    await page.waitForURL(`${shop.baseUrl}/contents/privacy?doc=terms`);
    await page.getByRole('heading', { level: 1, name: '이용약관' }).waitFor();
    expect(await page.getByRole('heading', { level: 2, name: '제1조 (목적)' }).isVisible()).toBe(
      true,
    );
    expect(await page.getByText('시행일 2026-03-01').isVisible()).toBe(true);
    await page.screenshot({ path: `${SCREENS}/terms-${width}.png`, fullPage: true });

    await page.locator('footer').getByRole('link', { name: '개인정보처리방침' }).click();
    await page.waitForURL(`${shop.baseUrl}/contents/privacy`);
    await page.getByRole('heading', { level: 1, name: '개인정보처리방침' }).waitFor();
    expect(
      await page.locator('article:visible').getByText('개인정보 보호책임자: 박서연').isVisible(),
    ).toBe(true);
    expect(await page.title()).toBe('개인정보처리방침 | 아틀리에');
    await page.screenshot({ path: `${SCREENS}/privacy-${width}.png` });

    // An earlier version stays readable from the version list.
    await page.getByRole('link', { name: '버전 1 (2025-01-01 시행)' }).click();
    await page.waitForURL(`${shop.baseUrl}/contents/privacy?version=1`);
    await page.locator('.atelier-policy__notice:visible').waitFor();
    expect(
      await page
        .locator('article:visible')
        .getByText(/CJ대한통운/)
        .first()
        .isVisible(),
    ).toBe(true);
    await page.screenshot({ path: `${SCREENS}/privacy-v1-${width}.png` });
    expect(problems).toEqual([]);
    await context.close();
  });

  test('a sign-up consent opens the exact version it accepts in a new window', async () => {
    const { context, page, problems } = await open('/register');
    const link = page.getByRole('link', {
      name: '이용약관 전문 보기 (버전 2, 2026-03-01 시행, 새 창)',
    });
    await link.waitFor();
    await page.screenshot({ path: `${SCREENS}/register-consents-${width}.png`, fullPage: true });
    const [opened] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await opened.waitForLoadState();
    expect(opened.url()).toBe(`${shop.baseUrl}/contents/privacy?doc=terms&version=2`);
    await opened.getByRole('heading', { level: 1, name: '이용약관' }).waitFor();
    expect(await opened.getByText('시행일 2026-03-01').isVisible()).toBe(true);
    await opened.screenshot({ path: `${SCREENS}/register-terms-tab-${width}.png` });
    expect(problems).toEqual([]);
    await context.close();
  });

  test('the English page shows the English text', async () => {
    const { context, page, problems } = await open('/contents/privacy?lang=en');
    await page.getByRole('heading', { level: 1, name: 'Privacy policy' }).waitFor();
    expect(await page.getByText('Privacy officer: Seoyeon Park').isVisible()).toBe(true);
    expect(await page.getByText('개인정보 보호책임자').count()).toBe(0);
    await page.screenshot({ path: `${SCREENS}/privacy-en-${width}.png` });
    expect(problems).toEqual([]);
    await context.close();
  });
});
