import type { Page } from 'playwright-core';

// Runs before the page's own scripts (injected by the browser, so the page's CSP does not
// apply): notes the page's clock when `<html data-hydrated="true">` appears.
const HYDRATION_TIMER = `new MutationObserver(function (changes, observer) {
  if (document.documentElement && document.documentElement.dataset.hydrated === 'true') {
    window.__hydratedAt = performance.now();
    observer.disconnect();
  }
}).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });`;

/** The scripts of one visit, split at the moment the page hydrated. */
export interface ScriptsByHydration {
  /** Script URLs requested before the page had hydrated: its first-load JS. */
  beforeHydration: string[];
  /** Script URLs requested from then until the network went quiet. */
  afterHydration: string[];
}

/**
 * Opens `url` in `page` (a fresh context for a cold visit) and returns the `.js` URLs it
 * requested, split at the moment the app hydrated (`<html data-hydrated="true">`, timed in the
 * page by a mutation observer injected before its scripts). Both times come from the page's
 * own clock (Resource Timing), so the split does not depend on when the caller notices the
 * attribute. The one definition of first-load JS in a browser: the page benchmark and the
 * storefront's first-load check both use it.
 *
 * @example
 * const page = await browser.newPage(viewports.mobile);
 * const { beforeHydration } = await scriptsByHydration(page, `${shop.baseUrl}/login`);
 */
export async function scriptsByHydration(page: Page, url: string): Promise<ScriptsByHydration> {
  await page.addInitScript({ content: HYDRATION_TIMER });
  await page.goto(url);
  // A selector, not a string expression: the page's CSP forbids evaluating strings.
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const timings = await page.evaluate(() => ({
    hydratedAt: (globalThis as unknown as { __hydratedAt?: number }).__hydratedAt,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ url: entry.name, startTime: entry.startTime })),
  }));
  const { hydratedAt } = timings;
  if (typeof hydratedAt !== 'number') throw new Error(`${url}: hydration was not observed`);
  const pick = (before: boolean) => [
    ...new Set(
      timings.scripts.filter((s) => s.startTime < hydratedAt === before).map((s) => s.url),
    ),
  ];
  return { beforeHydration: pick(true), afterHydration: pick(false) };
}
