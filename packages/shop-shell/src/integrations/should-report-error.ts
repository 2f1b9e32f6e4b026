const IGNORED_STATUSES = new Set([405, 422]);

// Browsers' words for a request that never got an answer.
const NETWORK_MESSAGES = [
  /failed to fetch/i, // Chromium
  /networkerror when attempting to fetch resource/i, // Firefox
  /^load failed$/i, // Safari
  /network ?error/i,
  /network request failed/i,
];

// A code chunk, or a file a chunk preloads, could not be loaded (new deployment, offline).
const MODULE_LOAD_MESSAGES = [
  /failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /importing a module script failed/i, // Safari
  /unable to preload/i, // Vite's preload helper (JS and CSS)
  /loading (css )?chunk [\w-]+ failed/i,
];

const ABORT_MESSAGES = [/aborted/i, /abort ?error/i];

const NO_REASON_MESSAGES = [/non-error promise rejection captured with value: (undefined|null)/i];

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

/**
 * Whether an error goes to error tracing (spec §8). Not reported: HTTP status 405 and 422,
 * network errors, aborts, promise rejections without a reason (`undefined`/`null`),
 * dynamic-module load failures and preload failures (Vite's `vite:preloadError`). Reads
 * plain errors and messages, api-client `ApiError` values (`kind`, `status`), `Response`s
 * and router error responses (`status`), and Sentry's message for reasonless rejections.
 *
 * @example
 * shouldReportError(new Error('render failed')); // true
 * shouldReportError({ kind: 'validation', status: 422 }); // false
 * shouldReportError(new TypeError('Failed to fetch')); // false
 * shouldReportError(undefined); // false
 */
export function shouldReportError(error: unknown): boolean {
  if (error === undefined || error === null) return false;
  const status = field(error, 'status') ?? field(error, 'statusCode');
  if (typeof status === 'number' && IGNORED_STATUSES.has(status)) return false;
  const kind = field(error, 'kind');
  if (kind === 'network' || kind === 'aborted' || kind === 'validation') return false;
  const name = field(error, 'name');
  if (name === 'AbortError' || name === 'ChunkLoadError') return false;
  // Vite dispatches `vite:preloadError` events whose payload is the failed load.
  if (field(error, 'type') === 'vite:preloadError') return false;
  const message = typeof error === 'string' ? error : field(error, 'message');
  if (typeof message === 'string') {
    if (MODULE_LOAD_MESSAGES.some((re) => re.test(message))) return false;
    if (NO_REASON_MESSAGES.some((re) => re.test(message))) return false;
    if (
      (name === 'TypeError' || typeof error === 'string') &&
      NETWORK_MESSAGES.some((re) => re.test(message))
    ) {
      return false;
    }
    if (
      (name === 'DOMException' || typeof error === 'string') &&
      ABORT_MESSAGES.some((re) => re.test(message))
    ) {
      return false;
    }
  }
  return true;
}
