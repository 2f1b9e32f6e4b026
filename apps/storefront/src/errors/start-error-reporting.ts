import { createErrorReporter, type ErrorReporter, type SentryLike } from '@atelier/shop-shell';

import { setErrorReporter, type ErrorReportingConfig } from './error-reporting.js';

/**
 * Starts error tracing with shop-shell's Sentry reporter (spec §9 sample rates, spec §8
 * ignore list in `beforeSend`) when `config.sentryDsn` is set; the SDK is a lazily loaded
 * chunk, so nothing waits for it. Without a DSN the reporter is off and queued errors are
 * dropped. Browser only; answers the reporter.
 */
export function startErrorReporting(
  config: ErrorReportingConfig,
  options: { loadSdk?: () => Promise<SentryLike> } = {},
): ErrorReporter {
  const reporter = createErrorReporter({
    dsn: config.sentryDsn,
    ...(config.environment ? { environment: config.environment } : {}),
    ...(config.release ? { release: config.release } : {}),
    ...(options.loadSdk ? { loadSdk: options.loadSdk } : {}),
  });
  setErrorReporter(reporter);
  return reporter;
}
