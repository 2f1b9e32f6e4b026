import { shouldReportError, type ErrorReporter } from '@atelier/shop-shell';

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
 * Makes `reporter` the one {@link reportError} sends to, and sends it the errors queued so far
 * when it is on (else they are dropped). `startErrorReporting` calls it.
 *
 * @example
 * setErrorReporter(createErrorReporter({ dsn }));
 */
export function setErrorReporter(next: ErrorReporter): void {
  reporter = next;
  const queued = early.splice(0);
  if (next.enabled) for (const error of queued) next.captureException(error);
}
