// @vitest-environment happy-dom
import type { SentryLike } from '@atelier/shop-shell';
import { beforeEach, describe, expect, test, vi } from 'vitest';

import type * as ErrorReporting from './error-reporting.js';
import type * as StartErrorReporting from './start-error-reporting.js';

// The module keeps the reporter and the early queue: a fresh copy per test.
let reportError: typeof ErrorReporting.reportError;
let startErrorReporting: typeof StartErrorReporting.startErrorReporting;
beforeEach(async () => {
  vi.resetModules();
  ({ reportError } = await import('./error-reporting.js'));
  ({ startErrorReporting } = await import('./start-error-reporting.js'));
});

function fakeSentry() {
  const sdk = {
    init: vi.fn(),
    captureException: vi.fn(() => 'event-id'),
    browserTracingIntegration: vi.fn(() => 'tracing'),
    replayIntegration: vi.fn(() => 'replay'),
  } satisfies SentryLike;
  return sdk;
}

describe('error reporting (shop-shell Sentry reporter)', () => {
  test('off without a DSN: the SDK is never loaded and queued errors are dropped', async () => {
    const loadSdk = vi.fn(async () => fakeSentry());
    reportError(new Error('queued while off'));
    const reporter = startErrorReporting({}, { loadSdk });
    expect(reporter.enabled).toBe(false);
    expect(await reporter.ready()).toBe(false);
    expect(loadSdk).not.toHaveBeenCalled();
  });

  test('with a DSN: spec sample rates, early errors sent once loaded, ignored ones never', async () => {
    const sdk = fakeSentry();
    reportError(new Error('before the tracer loaded'));
    reportError({ kind: 'validation', status: 422 });
    reportError(undefined);

    const reporter = startErrorReporting(
      { sentryDsn: 'https://key@o1.ingest.sentry.io/1', environment: 'production' },
      { loadSdk: async () => sdk },
    );
    expect(reporter.enabled).toBe(true);
    expect(await reporter.ready()).toBe(true);

    const options = sdk.init.mock.calls[0]![0] as Record<string, unknown> & {
      beforeSend: (event: unknown, hint: { originalException: unknown }) => unknown;
    };
    expect(options).toMatchObject({
      dsn: 'https://key@o1.ingest.sentry.io/1',
      environment: 'production',
      tracesSampleRate: 0.1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
    });
    expect(options.beforeSend({ id: 1 }, { originalException: new Error('x') })).toEqual({ id: 1 });
    expect(
      options.beforeSend({ id: 2 }, { originalException: { kind: 'other', status: 405 } }),
    ).toBeNull();
    expect(options.beforeSend({ id: 3 }, { originalException: undefined })).toBeNull();

    await vi.waitFor(() => expect(sdk.captureException).toHaveBeenCalledTimes(1));
    expect((sdk.captureException.mock.calls[0] as unknown[])[0]).toEqual(
      new Error('before the tracer loaded'),
    );

    reportError(new TypeError('Failed to fetch'));
    reportError(new TypeError('Failed to fetch dynamically imported module: /build/assets/a.js'));
    reportError(new Error('after'));
    await vi.waitFor(() => expect(sdk.captureException).toHaveBeenCalledTimes(2));
    expect((sdk.captureException.mock.calls[1] as unknown[])[0]).toEqual(new Error('after'));
  });
});
