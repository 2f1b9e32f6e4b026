import { createErrorReporter, shouldReportError, type ErrorReporter, type SentryLike } from '@atelier/shop-shell';

/**
 * Public configuration of error tracing, embedded in the page (a DSN is public by design).
 *
 * @example
 * const config: ErrorReportingConfig = { sentryDsn: 'https://key@o1.ingest.sentry.io/1', environment: 'production' };
 */
export interface ErrorReportingConfig {
  /** Off unless set (server env `PUBLIC_SENTRY_DSN` or `SENTRY_DSN`). */
  sentryDsn?: string | undefined;
  environment?: string | undefined;
  release?: string | undefined;
}

const EARLY_MAX = 20;
let reporter: ErrorReporter | undefined;
const early: unknown[] = [];

/**
 * Sends an error to error tracing when it is on and the error is not one spec §8 ignores
 * (shop-shell's `shouldReportError`). Errors reported before tracing started are sent once
 * it has (at most 20).
 *
 * @example
 * reportError(new Error('render failed'));
 */
export function reportError(error: unknown): void {
  if (!shouldReportError(error)) return;
  if (reporter) reporter.captureException(error);
  else if (early.length < EARLY_MAX) early.push(error);
}

/**
 * Starts error tracing with shop-shell's Sentry reporter (spec §9 sample rates, spec §8
 * ignore list in `beforeSend`) when `config.sentryDsn` is set; the SDK is a lazily loaded
 * chunk, so nothing waits for it. Without a DSN the reporter is off and queued errors are
 * dropped. Browser only; answers the reporter.
 *
 * @example
 * const errors = startErrorReporting(embedded.config);
 * errors.enabled; // false without a DSN
 */
export function startErrorReporting(
  config: ErrorReportingConfig,
  options: { loadSdk?: () => Promise<SentryLike> } = {},
): ErrorReporter {
  reporter = createErrorReporter({
    dsn: config.sentryDsn,
    ...(config.environment ? { environment: config.environment } : {}),
    ...(config.release ? { release: config.release } : {}),
    ...(options.loadSdk ? { loadSdk: options.loadSdk } : {}),
  });
  const queued = early.splice(0);
  if (reporter.enabled) for (const error of queued) reporter.captureException(error);
  return reporter;
}
