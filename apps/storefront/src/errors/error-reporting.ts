import { shouldReportError } from './should-report-error.js';

/**
 * Sample rates of error tracing (spec §9): traces 0.1, session replays 0.1, replays of
 * sessions with an error 1.
 *
 * @example
 * SENTRY_SAMPLE_RATES.replaysOnErrorSampleRate; // 1
 */
export const SENTRY_SAMPLE_RATES = Object.freeze({
  tracesSampleRate: 0.1,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1,
});

/**
 * The Sentry browser bundle (tracing + replay) loaded from Sentry's CDN when a DSN is set;
 * the shop ships no Sentry code otherwise.
 *
 * @example
 * startErrorReporting({ sentryDsn }, { scriptUrl: SENTRY_BUNDLE_URL });
 */
export const SENTRY_BUNDLE_URL =
  'https://browser.sentry-cdn.com/10.78.0/bundle.tracing.replay.min.js';

/**
 * Public configuration of error tracing, embedded in the page (a DSN is public by design).
 *
 * @example
 * const config: ErrorReportingConfig = { sentryDsn: 'https://key@o1.ingest.sentry.io/1', environment: 'production' };
 */
export interface ErrorReportingConfig {
  /** Off unless set (server env `SENTRY_DSN`). */
  sentryDsn?: string | undefined;
  environment?: string | undefined;
  release?: string | undefined;
}

interface SentryGlobal {
  init(options: Record<string, unknown>): void;
  captureException(error: unknown): void;
  browserTracingIntegration?: () => unknown;
  replayIntegration?: () => unknown;
}

let capture: ((error: unknown) => void) | undefined;
const early: unknown[] = [];

/**
 * Sends an error to error tracing when it is on and the error is not one spec §8 ignores.
 * Errors reported before the tracer loaded are sent once it has.
 *
 * @example
 * reportError(new Error('render failed'));
 */
export function reportError(error: unknown): void {
  if (!shouldReportError(error)) return;
  if (capture) capture(error);
  else if (early.length < 20) early.push(error);
}

/**
 * Starts error tracing when `config.sentryDsn` is set (otherwise does nothing and answers
 * `false`): loads the Sentry bundle without blocking rendering, initialises it with the spec's
 * sample rates and a `beforeSend` that drops ignored errors (405, 422, network, aborts,
 * undefined rejections, module and preload failures). Browser only.
 *
 * @example
 * startErrorReporting(embedded.config);
 */
export function startErrorReporting(
  config: ErrorReportingConfig,
  options: { scriptUrl?: string; document?: Document } = {},
): boolean {
  const doc = options.document ?? (typeof document === 'undefined' ? undefined : document);
  if (!config.sentryDsn || !doc) return false;
  const script = doc.createElement('script');
  script.src = options.scriptUrl ?? SENTRY_BUNDLE_URL;
  script.async = true;
  script.crossOrigin = 'anonymous';
  script.addEventListener('load', () => {
    const sentry = (globalThis as { Sentry?: SentryGlobal }).Sentry;
    if (!sentry) return;
    sentry.init({
      dsn: config.sentryDsn,
      environment: config.environment,
      release: config.release,
      ...SENTRY_SAMPLE_RATES,
      integrations: [sentry.browserTracingIntegration?.(), sentry.replayIntegration?.()].filter(Boolean),
      beforeSend: (event: unknown, hint?: { originalException?: unknown }) =>
        hint && 'originalException' in hint && !shouldReportError(hint.originalException) ? null : event,
    });
    capture = (error) => sentry.captureException(error);
    for (const error of early.splice(0)) capture(error);
  });
  doc.head.appendChild(script);
  return true;
}
