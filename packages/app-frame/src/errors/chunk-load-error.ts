// Messages browsers and Vite use when a code chunk, or a file it preloads, cannot be loaded.
const CHUNK_FAILURE_MESSAGES = [
  /failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /importing a module script failed/i, // Safari
  /unable to preload css/i, // Vite's CSS preload
  /unable to preload/i,
  /loading (css )?chunk [\w-]+ failed/i,
];

/**
 * True when `error` is a failed load of a code chunk or of a CSS/JS file a chunk preloads
 * (spec §8 "route load failure (module or CSS fetch)").
 *
 * @example
 * isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /build/assets/home-page-x.js')); // true
 * isChunkLoadError(new Error('boom')); // false
 */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && CHUNK_FAILURE_MESSAGES.some((re) => re.test(message));
}

/**
 * The query parameter that marks a page loaded again after a failed route chunk.
 *
 * @example
 * new URL(location.href).searchParams.get(RELOAD_PARAM); // '1' after the one reload
 */
export const RELOAD_PARAM = 'reload';

/**
 * `url` with `reload=1` added (other parameters and the hash kept), or `null` when it
 * already has it — the one reload of spec §8 has been spent.
 *
 * @example
 * withReloadMarker('https://shop.test/shop/cart?x=1#top'); // 'https://shop.test/shop/cart?x=1&reload=1#top'
 * withReloadMarker('https://shop.test/?reload=1'); // null
 */
export function withReloadMarker(url: string | URL): string | null {
  const next = new URL(url);
  if (next.searchParams.get(RELOAD_PARAM) === '1') return null;
  next.searchParams.set(RELOAD_PARAM, '1');
  return next.toString();
}
