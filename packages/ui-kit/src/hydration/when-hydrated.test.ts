// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest';

import { markHydrated, whenHydrated } from '@atelier/ui-kit';

afterEach(() => {
  delete document.documentElement.dataset.hydrated;
});

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
