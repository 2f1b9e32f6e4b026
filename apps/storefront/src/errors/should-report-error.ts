import { isChunkLoadError } from './chunk-load-error.js';

const IGNORED_STATUSES = new Set([405, 422]);
const NETWORK_MESSAGES = [
  /failed to fetch/i, // Chromium
  /networkerror when attempting to fetch resource/i, // Firefox
  /load failed/i, // Safari
  /network ?error/i,
];

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

/**
 * Whether an error should go to error tracing (spec §8): not for status 405 or 422, network
 * errors, aborts, rejections with no reason (`undefined`/`null`), module load failures or
 * preload failures. Reads plain errors, api-client `ApiError` values (`kind`, `status`),
 * `Response`s and React Router error responses (`status`).
 *
 * @example
 * shouldReportError(new Error('render failed')); // true
 * shouldReportError({ kind: 'validation', status: 422 }); // false
 * shouldReportError(new DOMException('The user aborted a request.', 'AbortError')); // false
 * shouldReportError(undefined); // false
 */
export function shouldReportError(error: unknown): boolean {
  if (error === undefined || error === null) return false;
  const status = field(error, 'status') ?? field(error, 'statusCode');
  if (typeof status === 'number' && IGNORED_STATUSES.has(status)) return false;
  const kind = field(error, 'kind');
  if (kind === 'network' || kind === 'aborted' || kind === 'validation') return false;
  const name = field(error, 'name');
  if (name === 'AbortError') return false;
  if (isChunkLoadError(error)) return false;
  const message = field(error, 'message');
  if (typeof message === 'string' && name === 'TypeError' && NETWORK_MESSAGES.some((re) => re.test(message))) {
    return false;
  }
  if (typeof error === 'string' && (isChunkLoadError({ message: error }) || /abort/i.test(error))) return false;
  return true;
}
