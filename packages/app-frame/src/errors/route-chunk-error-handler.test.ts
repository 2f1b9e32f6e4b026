import { describe, expect, test, vi } from 'vitest';

import { isChunkLoadError, RELOAD_PARAM, withReloadMarker } from './chunk-load-error.js';
import { createRouteChunkErrorHandler } from './route-chunk-error-handler.js';

const chunkError = () =>
  new TypeError(
    'Failed to fetch dynamically imported module: http://shop.test/build/assets/home-page-x.js',
  );
const MESSAGE = '페이지를 불러오지 못했습니다. 새로고침 해주세요.';

function setup(target: string) {
  const load = vi.fn<(url: string) => void>();
  const alert = vi.fn<(message: string) => Promise<void>>(() => Promise.resolve());
  const handle = createRouteChunkErrorHandler({
    targetUrl: () => target,
    load,
    alert,
    message: MESSAGE,
  });
  return { load, alert, handle };
}

describe('route chunk failures (spec §8)', () => {
  test('recognises chunk and preload failures only', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /build/assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  test('withReloadMarker adds reload=1 once, keeping the query and hash', () => {
    expect(RELOAD_PARAM).toBe('reload');
    expect(withReloadMarker('http://shop.test/shop/cart?x=1#top')).toBe(
      'http://shop.test/shop/cart?x=1&reload=1#top',
    );
    expect(withReloadMarker('http://shop.test/?reload=1')).toBeNull();
  });

  test('the first failure loads the target again with reload=1 and never settles', async () => {
    const { load, alert, handle } = setup('http://shop.test/contents/diy?page=2');
    let settled = false;
    void handle(chunkError()).then(
      () => (settled = true),
      () => (settled = true),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).toHaveBeenCalledExactlyOnceWith('http://shop.test/contents/diy?page=2&reload=1');
    expect(alert).not.toHaveBeenCalled();
    expect(settled).toBe(false);
  });

  test('with reload=1 already there: the dialog once, and the error is rethrown', async () => {
    const { load, alert, handle } = setup('http://shop.test/?reload=1');
    const error = chunkError();
    await expect(handle(error)).rejects.toBe(error);
    await expect(handle(chunkError())).rejects.toThrow(TypeError);
    expect(load).not.toHaveBeenCalled();
    expect(alert).toHaveBeenCalledExactlyOnceWith(MESSAGE);
  });

  test('other errors pass through untouched', async () => {
    const { load, alert, handle } = setup('http://shop.test/');
    const error = new Error('loader bug');
    await expect(handle(error)).rejects.toBe(error);
    expect(load).not.toHaveBeenCalled();
    expect(alert).not.toHaveBeenCalled();
  });
});
