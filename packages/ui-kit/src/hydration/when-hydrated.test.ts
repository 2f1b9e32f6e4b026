// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test } from 'vitest';

import { markHydrated, whenHydrated } from '@atelier/ui-kit';

// The test setup marks the page hydrated, as an app does before its tests render.
const unhydrate = () => {
  delete document.documentElement.dataset.hydrated;
};
beforeEach(unhydrate);
afterEach(unhydrate);

describe('whenHydrated', () => {
  test('waits for markHydrated, then resolves', async () => {
    let done = false;
    const waiting = whenHydrated().then(() => (done = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(done).toBe(false);
    markHydrated();
    await waiting;
    expect(done).toBe(true);
    expect(document.documentElement.dataset.hydrated).toBe('true');
  });

  test('resolves at once on a hydrated page', async () => {
    markHydrated();
    await expect(whenHydrated()).resolves.toBeUndefined();
  });
});
