import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, startShop, viewports, type Shop } from './harness.js';

let shop: Shop;
let browser: Browser;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

test('the built shop answers in Chromium and hands out session and XSRF cookies', async () => {
  const context = await browser.newContext(viewports.mobile);
  const page = await context.newPage();

  const health = await page.goto(`${shop.baseUrl}/healthz`);
  expect(health?.status()).toBe(200);
  expect(JSON.parse(await page.innerText('body'))).toMatchObject({ status: 'ok' });
  // API answers forbid everything to a document (`default-src 'none'`, issue 10): the calls are
  // made from a page of the shop, as the storefront makes them.
  const home = await page.goto(`${shop.baseUrl}/`);
  expect(home?.status()).toBe(200);

  const session = await page.evaluate(async () => {
    const res = await fetch('/api/v1/login-check', { method: 'POST', credentials: 'include' });
    return { status: res.status, body: await res.json() };
  });
  expect(session.status).toBe(200);
  expect(session.body).toMatchObject({ user: null, lang: 'kr', currency: 'krw' });
  expect(session.body.cart_key).toEqual(expect.any(String));
  expect(session.body.cart_key).not.toBe('');

  const cookies = await context.cookies(shop.baseUrl);
  const xsrf = cookies.find((c) => c.name === 'XSRF-TOKEN');
  const sessionCookie = cookies.find((c) => c.name === 'atelier_session');
  expect(xsrf?.value).toBeTruthy();
  expect(xsrf?.httpOnly).toBe(false);
  expect(sessionCookie?.value).toBeTruthy();
  expect(sessionCookie?.httpOnly).toBe(true);
  await context.close();
});
