// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

import { reportError, SENTRY_SAMPLE_RATES, startErrorReporting } from './error-reporting.js';

// A document without a browsing context: happy-dom does not try to fetch its scripts.
let doc: Document;
beforeEach(() => {
  doc = document.implementation.createHTMLDocument('test');
});
afterEach(() => {
  delete (globalThis as { Sentry?: unknown }).Sentry;
});

describe('error reporting (Sentry adapter)', () => {
  test('off without a DSN: no script is loaded', () => {
    expect(startErrorReporting({}, { document: doc })).toBe(false);
    expect(doc.head.querySelector('script')).toBeNull();
  });

  test('with a DSN: loads the bundle async, initialises with the spec rates and filters ignored errors', () => {
    const init = vi.fn();
    const captureException = vi.fn();
    reportError(new Error('before the tracer loaded'));
    reportError({ kind: 'validation', status: 422 });

    expect(startErrorReporting({ sentryDsn: 'https://key@o1.ingest.sentry.io/1' }, { scriptUrl: 'https://cdn.test/sentry.js', document: doc })).toBe(true);
    const script = doc.head.querySelector('script')!;
    expect(script.src).toBe('https://cdn.test/sentry.js');
    expect(script.async).toBe(true);

    (globalThis as { Sentry?: unknown }).Sentry = { init, captureException };
    script.dispatchEvent(new Event('load'));
    expect(SENTRY_SAMPLE_RATES).toEqual({ tracesSampleRate: 0.1, replaysSessionSampleRate: 0.1, replaysOnErrorSampleRate: 1 });
    const options = init.mock.calls[0]![0] as Record<string, unknown> & {
      beforeSend: (event: unknown, hint: { originalException: unknown }) => unknown;
    };
    expect(options).toMatchObject({ dsn: 'https://key@o1.ingest.sentry.io/1', ...SENTRY_SAMPLE_RATES });
    expect(options.beforeSend({ id: 1 }, { originalException: new Error('x') })).toEqual({ id: 1 });
    expect(options.beforeSend({ id: 2 }, { originalException: { kind: 'other', status: 405 } })).toBeNull();
    expect(options.beforeSend({ id: 3 }, { originalException: undefined })).toBeNull();

    // The error reported early is sent once loaded; the 422 never was queued.
    expect(captureException).toHaveBeenCalledTimes(1);
    expect((captureException.mock.calls[0]![0] as Error).message).toBe('before the tracer loaded');
    reportError(new TypeError('Failed to fetch'));
    reportError(new Error('after'));
    expect(captureException).toHaveBeenCalledTimes(2);
  });
});
