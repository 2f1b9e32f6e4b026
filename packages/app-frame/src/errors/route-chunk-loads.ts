let pending = 0;

/**
 * Marks a route chunk load as running; call the returned function when it settled. While
 * one runs, the global chunk-failure alert stays quiet: the router's own handling (reload
 * once, then a dialog) covers that failure.
 *
 * @example
 * const done = beginRouteChunkLoad();
 * try { return await import('../features/home/home-page.js'); } finally { done(); }
 */
export function beginRouteChunkLoad(): () => void {
  pending += 1;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    pending -= 1;
  };
}

/**
 * Whether a route chunk load is running.
 *
 * @example
 * if (!isRouteChunkLoading()) showUpdateAlert();
 */
export function isRouteChunkLoading(): boolean {
  return pending > 0;
}
