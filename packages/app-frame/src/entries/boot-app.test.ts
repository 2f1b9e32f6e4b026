// @vitest-environment happy-dom
import { afterEach, expect, test, vi } from 'vitest';

import { bootApp } from './boot-app.js';

// No paint timing: the page never reports its first paint, so only the fallback wait ends it.
class SilentObserver {
  static supportedEntryTypes = ['paint'];
  observe() {}
  disconnect() {}
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function app() {
  const startClient = vi.fn(async () => undefined);
  const load = vi.fn(async () => ({ startClient }));
  return { load, startClient };
}

test('by default the app loads only once the server page has painted', async () => {
  vi.useFakeTimers();
  vi.stubGlobal('PerformanceObserver', SilentObserver);
  const { load, startClient } = app();
  const booted = bootApp(load);
  await vi.advanceTimersByTimeAsync(500);
  expect(load).not.toHaveBeenCalled();
  await vi.runAllTimersAsync();
  await booted;
  expect(startClient).toHaveBeenCalledOnce();
});

test('paintFirst: false loads and starts the app at once', async () => {
  vi.useFakeTimers();
  vi.stubGlobal('PerformanceObserver', SilentObserver);
  const { load, startClient } = app();
  await bootApp(load, { paintFirst: false });
  expect(load).toHaveBeenCalledOnce();
  expect(startClient).toHaveBeenCalledOnce();
});
