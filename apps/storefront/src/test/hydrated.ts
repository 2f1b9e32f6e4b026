import type { Page } from 'playwright-core';

/**
 * Waits until the storefront has hydrated the page (the app sets `data-hydrated` on `<html>`
 * once React has taken over): before that, clicks on interactive parts may be lost.
 */
export function hydrated(page: Page) {
  return page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}
