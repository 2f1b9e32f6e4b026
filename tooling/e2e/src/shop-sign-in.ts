import type { Page } from 'playwright-core';

/**
 * Waits until the storefront has hydrated the page (the app sets `data-hydrated` on `<html>`
 * once React has taken over): before that, clicks on interactive parts may be lost.
 */
export function hydrated(page: Page) {
  return page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/**
 * Logs a shopper in through the shop's login form and waits for `/my-page`, where it sends
 * them.
 */
export async function signInShopper(page: Page, baseUrl: string, mbId: string, password: string) {
  await page.goto(`${baseUrl}/login`);
  await hydrated(page);
  await page.locator('#mb_id').fill(mbId);
  await page.locator('#mb_password').fill(password);
  await page.locator('[data-page="login"] form button[type="submit"]').click();
  await page.waitForURL(`${baseUrl}/my-page`);
}
