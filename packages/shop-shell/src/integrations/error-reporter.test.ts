import { createErrorReporter, shouldReportError, type SentryLike } from '@atelier/shop-shell';
import { describe, expect, it, vi } from 'vitest';
import { sentryInitOptions } from './error-reporter.js';

function fakeSentry() {
  return {
    init: vi.fn(),
    captureException: vi.fn(() => 'event-id'),
    browserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing' })),
    replayIntegration: vi.fn(() => ({ name: 'Replay' })),
  } satisfies SentryLike;
}

describe('shouldReportError (spec §8 ignore list)', () => {
  it.each([
    ['HTTP 405', { status: 405 }],
    ['HTTP 422', { status: 422 }],
    [
      'api-client validation error',
      { kind: 'validation', status: 422, message: '입력값을 확인해 주세요.' },
    ],
    ['api-client network error', { kind: 'network', message: '네트워크 오류' }],
    ['api-client aborted request', { kind: 'aborted' }],
    ['fetch network failure (Chromium)', new TypeError('Failed to fetch')],
    [
      'fetch network failure (Firefox)',
      new TypeError('NetworkError when attempting to fetch resource.'),
    ],
    ['fetch network failure (Safari)', new TypeError('Load failed')],
    ['AbortError', new DOMException('The user aborted a request.', 'AbortError')],
    ['undefined rejection', undefined],
    ['null rejection', null],
    [
      'Sentry reasonless rejection',
      new Error('Non-Error promise rejection captured with value: undefined'),
    ],
    [
      'module load failure (Chromium)',
      new TypeError('Failed to fetch dynamically imported module: /build/assets/home-x.js'),
    ],
    ['module load failure (Firefox)', new TypeError('error loading dynamically imported module')],
    ['module load failure (Safari)', new TypeError('Importing a module script failed.')],
    ['CSS preload failure', new Error('Unable to preload CSS for /build/assets/page.css')],
    ['vite:preloadError event', { type: 'vite:preloadError', payload: new Error('x') }],
  ])('ignores %s', (_label, error) => {
    expect(shouldReportError(error)).toBe(false);
  });

  it.each([
    ['a render error', new Error('Cannot read properties of undefined')],
    ['HTTP 500', { status: 500, message: 'Internal Server Error' }],
    ['an api-client timeout', { kind: 'timeout', message: '응답 시간이 초과되었습니다.' }],
    ['a plain string', 'something broke'],
    ['a TypeError unrelated to the network', new TypeError('x is not a function')],
  ])('reports %s', (_label, error) => {
    expect(shouldReportError(error)).toBe(true);
  });
});

describe('createErrorReporter', () => {
  it('is off without a DSN and never loads the SDK', async () => {
    const loadSdk = vi.fn(async () => fakeSentry());
    const reporter = createErrorReporter({ dsn: '', loadSdk });
    reporter.captureException(new Error('x'));
    expect(reporter.enabled).toBe(false);
    expect(await reporter.ready()).toBe(false);
    expect(loadSdk).not.toHaveBeenCalled();
  });

  it('initialises Sentry with traces 0.1, replay 0.1, replay on error 1, tracing and replay', async () => {
    const sdk = fakeSentry();
    const reporter = createErrorReporter({
      dsn: 'https://key@o1.ingest.sentry.io/2',
      environment: 'production',
      loadSdk: async () => sdk,
    });
    expect(await reporter.ready()).toBe(true);
    expect(sdk.init).toHaveBeenCalledTimes(1);
    const options = sdk.init.mock.calls[0]?.[0] as Record<string, unknown>;
    expect(options).toMatchObject({
      dsn: 'https://key@o1.ingest.sentry.io/2',
      environment: 'production',
      tracesSampleRate: 0.1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
      integrations: [{ name: 'BrowserTracing' }, { name: 'Replay' }],
    });
  });

  it('reports errors, including those raised before the SDK was ready, and skips ignored ones', async () => {
    const sdk = fakeSentry();
    let release!: (value: SentryLike) => void;
    const reporter = createErrorReporter({
      dsn: 'https://key@o1.ingest.sentry.io/2',
      loadSdk: () => new Promise((r) => (release = r)),
    });
    const boom = new Error('boom');
    reporter.captureException(boom, { route: '/shop/cart' });
    reporter.captureException(new TypeError('Failed to fetch'));
    reporter.captureException({ status: 422 });
    release(sdk);
    await reporter.ready();
    expect(sdk.captureException).toHaveBeenCalledTimes(1);
    expect(sdk.captureException).toHaveBeenCalledWith(boom, { extra: { route: '/shop/cart' } });
  });

  it('drops ignored events caught by the SDK’s global handlers in beforeSend', () => {
    const options = sentryInitOptions(fakeSentry(), { dsn: 'x' }) as {
      beforeSend: (event: object, hint?: { originalException?: unknown }) => object | null;
    };
    const event = { exception: { values: [{ type: 'Error', value: 'boom' }] } };
    expect(options.beforeSend(event, { originalException: new Error('boom') })).toBe(event);
    expect(options.beforeSend(event, { originalException: undefined })).toBeNull();
    expect(options.beforeSend(event, { originalException: { status: 405 } })).toBeNull();
    const moduleEvent = {
      exception: {
        values: [
          { type: 'TypeError', value: 'Failed to fetch dynamically imported module: /a.js' },
        ],
      },
    };
    expect(options.beforeSend(moduleEvent, {})).toBeNull();
    expect(options.beforeSend(event, {})).toBe(event);
  });

  it('leaves the shop running when the SDK cannot load', async () => {
    const reporter = createErrorReporter({
      dsn: 'https://key@o1.ingest.sentry.io/2',
      loadSdk: () => Promise.reject(new Error('blocked')),
    });
    expect(() => reporter.captureException(new Error('x'))).not.toThrow();
    expect(await reporter.ready()).toBe(false);
  });

  it('fits the real @sentry/browser (not initialised here: that would start sessions and replay)', async () => {
    const sdk: SentryLike = await import('@sentry/browser');
    const options = sentryInitOptions(sdk, { dsn: 'https://public@o0.ingest.sentry.io/0' });
    const names = (options.integrations as Array<{ name: string }>).map((i) => i.name);
    expect(names).toEqual(['BrowserTracing', 'Replay']);
    expect(typeof sdk.init).toBe('function');
    expect(typeof sdk.captureException).toBe('function');
  });
});
