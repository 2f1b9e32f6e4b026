import { mkdirSync } from 'node:fs';

import { launchBrowser, startShop, type Shop } from '@atelier/e2e';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

/**
 * The demo shop and a Chromium for one e2e file, started in `beforeAll` and stopped in
 * `afterAll`; read `shop` and `browser` inside tests.
 */
export interface DemoShopSession {
  readonly shop: Shop;
  readonly browser: Browser;
}

/**
 * Starts the demo shop and the browser for the calling e2e file, and creates `screens` (the
 * screenshot folder). The first start seeds the demo shop (60+ products with rendered photos):
 * minutes on a busy machine, hence the long ready timeout.
 */
export function demoShopSession(screens: string): DemoShopSession {
  let shop: Shop | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    mkdirSync(screens, { recursive: true });
    [shop, browser] = await Promise.all([startShop({ readyTimeoutMs: 300_000 }), launchBrowser()]);
  }, 320_000);
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });
  return {
    get shop() {
      if (!shop) throw new Error('the demo shop starts in beforeAll');
      return shop;
    },
    get browser() {
      if (!browser) throw new Error('the browser starts in beforeAll');
      return browser;
    },
  };
}
