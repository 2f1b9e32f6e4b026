import { createMemoryStorage } from '@atelier/test-utils/fakes';
import { describe, expect, test, vi } from 'vitest';

import {
  handleGlobalChunkFailure,
  installGlobalChunkErrorHandler,
  UPDATE_ALERT_MARKER_KEY,
} from './global-chunk-errors.js';
import { beginRouteChunkLoad } from './route-chunk-loads.js';

const MESSAGE = '업데이트된 내용이 있습니다. 새로고침 해주세요.';

function deps() {
  const storage = createMemoryStorage();
  return {
    storage,
    alert: vi.fn<(message: string) => Promise<void>>(() => Promise.resolve()),
    reload: vi.fn(),
    message: MESSAGE,
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('global dynamic module failure (spec §8)', () => {
  test('without the marker: sets it, alerts the update message, then reloads', async () => {
    const d = deps();
    await expect(handleGlobalChunkFailure(d)).resolves.toBe(true);
    expect(d.storage.items.get(UPDATE_ALERT_MARKER_KEY)).toBe('1');
    expect(d.alert).toHaveBeenCalledExactlyOnceWith(MESSAGE);
    expect(d.reload).toHaveBeenCalledTimes(1);
  });

  test('with the marker set: removes it and shows nothing', async () => {
    const d = deps();
    d.storage.setItem(UPDATE_ALERT_MARKER_KEY, '1');
    await expect(handleGlobalChunkFailure(d)).resolves.toBe(false);
    expect(d.storage.items.has(UPDATE_ALERT_MARKER_KEY)).toBe(false);
    expect(d.alert).not.toHaveBeenCalled();
    expect(d.reload).not.toHaveBeenCalled();
  });

  test('the installed handler reacts to vite:preloadError once per page', async () => {
    const target = new EventTarget() as unknown as Window;
    const d = deps();
    const remove = installGlobalChunkErrorHandler(target, d);
    target.dispatchEvent(new Event('vite:preloadError'));
    target.dispatchEvent(new Event('vite:preloadError'));
    await flush();
    expect(d.alert).toHaveBeenCalledTimes(1);
    remove();
  });

  test('it stays quiet while a route chunk loads (the router handles that failure)', async () => {
    const target = new EventTarget() as unknown as Window;
    const d = deps();
    const remove = installGlobalChunkErrorHandler(target, d);
    const done = beginRouteChunkLoad();
    target.dispatchEvent(new Event('vite:preloadError'));
    await flush();
    expect(d.alert).not.toHaveBeenCalled();
    done();
    target.dispatchEvent(new Event('vite:preloadError'));
    await flush();
    expect(d.alert).toHaveBeenCalledTimes(1);
    remove();
  });

  test('unhandled rejections count only when they are chunk failures', async () => {
    const target = new EventTarget() as unknown as Window;
    const d = deps();
    const remove = installGlobalChunkErrorHandler(target, d);
    const rejection = (reason: unknown) =>
      Object.assign(new Event('unhandledrejection'), { reason }) as PromiseRejectionEvent;
    target.dispatchEvent(rejection(new Error('unrelated')));
    await flush();
    expect(d.alert).not.toHaveBeenCalled();
    target.dispatchEvent(
      rejection(new TypeError('Failed to fetch dynamically imported module: /build/x.js')),
    );
    await flush();
    expect(d.alert).toHaveBeenCalledExactlyOnceWith(MESSAGE);
    remove();
  });
});
