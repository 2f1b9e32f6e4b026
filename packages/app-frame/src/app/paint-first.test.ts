// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

import { PAINT_FIRST_WAIT_MS, serverPagePainted } from './paint-first.js';

type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

/** A PerformanceObserver whose first contentful paint the test reports with `paint()`. */
function stubPaintTiming() {
  const callbacks: PaintCallback[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly callback: PaintCallback) {}
    observe() {
      callbacks.push(this.callback);
    }
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    paint: () => {
      for (const callback of callbacks) {
        callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
      }
    },
  };
}

function loadingImage(): HTMLImageElement {
  const image = document.createElement('img');
  image.setAttribute('fetchpriority', 'high');
  Object.defineProperty(image, 'complete', { value: false, configurable: true });
  document.body.append(image);
  return image;
}

function settled(promise: Promise<void>): { done: boolean } {
  const state = { done: false };
  void promise.then(() => {
    state.done = true;
  });
  return state;
}

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '';
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('serverPagePainted', () => {
  test('waits for the first contentful paint and then for the high-priority images', async () => {
    const timing = stubPaintTiming();
    const image = loadingImage();
    const state = settled(serverPagePainted(document));

    timing.paint();
    await vi.advanceTimersByTimeAsync(100);
    expect(state.done).toBe(false);

    image.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(50);
    expect(state.done).toBe(true);
  });

  test('an image that fails to load does not hold the app back', async () => {
    const timing = stubPaintTiming();
    const image = loadingImage();
    const state = settled(serverPagePainted(document));

    timing.paint();
    image.dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(50);
    expect(state.done).toBe(true);
  });

  test(`gives up waiting after ${PAINT_FIRST_WAIT_MS} ms (no paint timing, an image that hangs)`, async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    loadingImage();
    const state = settled(serverPagePainted(document));

    await vi.advanceTimersByTimeAsync(PAINT_FIRST_WAIT_MS - 1);
    expect(state.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.done).toBe(true);
  });

  test('a hidden tab does not wait at all', async () => {
    stubPaintTiming();
    loadingImage();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const state = settled(serverPagePainted(document));

    await vi.advanceTimersByTimeAsync(0);
    expect(state.done).toBe(true);
  });
});
