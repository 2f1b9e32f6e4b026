import type { ErrorReporter } from '@atelier/shop-shell';

/**
 * Public configuration of error tracing, embedded in the page (a DSN is public by design).
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
 * Sends an error to error tracing when it is on and the error is not one spec §8 ignores (the
 * reporter's `captureException` checks shop-shell's `shouldReportError`, which loads with it
 * after hydration, not with every page). Errors reported before tracing started are sent once
 * it has (the first 20).
 */
export function reportError(error: unknown): void {
  if (reporter) reporter.captureException(error);
  else if (early.length < EARLY_MAX) early.push(error);
}

/**
 * Makes `reporter` the one {@link reportError} sends to, and sends it the errors queued so far
 * when it is on (else they are dropped). `startErrorReporting` calls it.
 */
export function setErrorReporter(next: ErrorReporter): void {
  reporter = next;
  const queued = early.splice(0);
  if (next.enabled) for (const error of queued) next.captureException(error);
}
