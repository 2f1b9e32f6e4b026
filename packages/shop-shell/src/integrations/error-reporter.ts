import { ERROR_REPORT_SAMPLE_RATES } from '../config/shell-limits.js';
import { shouldReportError } from './should-report-error.js';
import { createOfflineErrorReporter } from './offline-adapters.js';

/**
 * The part of `@sentry/browser` the reporter uses.
 *
 * @example
 * const sdk: SentryLike = await import('@sentry/browser');
 */
export interface SentryLike {
  init(options: Record<string, unknown>): unknown;
  captureException(error: unknown, hint?: unknown): string;
  browserTracingIntegration(): unknown;
  replayIntegration(): unknown;
}

/**
 * The error-tracing port (brief §6): Sentry, or a no-op when off.
 *
 * @example
 * const reporter: ErrorReporter = createErrorReporter({ dsn: config.sentryDsn });
 * reporter.captureException(error);
 */
export interface ErrorReporter {
  readonly enabled: boolean;
  /** Reports `error` unless the spec's ignore list covers it ({@link shouldReportError}). */
  captureException(error: unknown, context?: Record<string, unknown>): void;
  /** Resolves once the SDK is loaded and initialised (`false` when off or it failed to load). */
  ready(): Promise<boolean>;
}

/**
 * Options of {@link createErrorReporter}.
 *
 * @example
 * const options: ErrorReporterOptions = { dsn: 'https://key@o1.ingest.sentry.io/2', environment: 'production' };
 */
export interface ErrorReporterOptions {
  /** The project DSN; empty or missing turns error tracing off. */
  dsn?: string | null;
  environment?: string;
  release?: string;
  /** Default a dynamic `import('@sentry/browser')`, split from the app's first-load code. */
  loadSdk?: () => Promise<SentryLike>;
}

/**
 * The options the reporter passes to `Sentry.init`: the DSN, spec §9's sample rates
 * (traces 0.1, replay 0.1, replay on error 1), browser tracing and session replay, and a
 * `beforeSend` that drops what spec §8 ignores.
 *
 * @example
 * Sentry.init(sentryInitOptions(sdk, { dsn }));
 */
export function sentryInitOptions(
  sdk: Pick<SentryLike, 'browserTracingIntegration' | 'replayIntegration'>,
  options: Pick<ErrorReporterOptions, 'dsn' | 'environment' | 'release'>,
): Record<string, unknown> {
  return {
    dsn: options.dsn,
    ...(options.environment ? { environment: options.environment } : {}),
    ...(options.release ? { release: options.release } : {}),
    ...ERROR_REPORT_SAMPLE_RATES,
    integrations: [sdk.browserTracingIntegration(), sdk.replayIntegration()],
    beforeSend(
      event: { exception?: { values?: Array<{ type?: string; value?: string }> } },
      hint?: { originalException?: unknown },
    ) {
      // Global handlers hand over the thrown value; without one, judge by the event's text.
      const original =
        hint && 'originalException' in hint
          ? hint.originalException
          : {
              name: event.exception?.values?.[0]?.type,
              message: event.exception?.values?.[0]?.value,
            };
      return shouldReportError(original) ? event : null;
    },
  };
}

/**
 * Sentry error tracing (brief §6): `@sentry/browser` is imported only when a DSN is
 * configured (its own chunk, after the page has rendered) and initialised with
 * {@link sentryInitOptions}; uncaught errors and rejections are then caught by the SDK.
 * Errors reported before it is ready wait for it. Off (a no-op) without a DSN or a window.
 *
 * @example
 * const reporter = createErrorReporter({ dsn: config.sentryDsn, environment: config.env });
 * window.addEventListener('vite:preloadError', (e) => reporter.captureException(e)); // ignored by the filter
 */
export function createErrorReporter(options: ErrorReporterOptions = {}): ErrorReporter {
  const dsn = options.dsn?.trim();
  if (!dsn || typeof window === 'undefined') return createOfflineErrorReporter();
  const loadSdk = options.loadSdk ?? (() => import('@sentry/browser') as Promise<SentryLike>);
  const sdk: Promise<SentryLike | null> = loadSdk().then(
    (loaded) => {
      loaded.init(sentryInitOptions(loaded, { ...options, dsn }));
      return loaded;
    },
    // A blocked SDK chunk leaves the shop running without error tracing.
    () => null,
  );
  return {
    enabled: true,
    captureException(error, context) {
      if (!shouldReportError(error)) return;
      void sdk.then((loaded) =>
        loaded?.captureException(error, context ? { extra: context } : undefined),
      );
    },
    ready: () => sdk.then((loaded) => loaded !== null),
  };
}
