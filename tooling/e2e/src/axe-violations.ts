/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * Runs axe-core in the browser on the whole document of `page`, with every rule axe runs by
 * default (all impact levels, colour contrast included: the page has real layout here), and
 * answers one line per violation: `rule (impact): target, target`. Empty when there is none.
 * Before running it waits for the fonts and for every finite animation or transition (a dialog
 * fading in is judged once it is in place). axe is put in with DevTools' evaluate, which the
 * page's Content-Security-Policy does not govern; the DOM-emulator check of components is
 * `expectNoAxeViolations` of `@atelier/test-utils/a11y`.
 *
 * @example
 * await page.goto(`${shop.baseUrl}/shop/cart`);
 * expect(await axeViolations(page)).toEqual([]);
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.allSettled(finite.map((animation) => animation.finished));
    const axe = (window as unknown as { axe: { run(context: Document): Promise<AxeResults> } }).axe;
    const result = await axe.run(document);
    return result.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  });
  return violations;
}
