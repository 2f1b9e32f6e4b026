/**
 * Marks the page as hydrated (`<html data-hydrated="true">`): the root frame calls it once
 * React has hydrated the server's markup. Browser tests and {@link whenHydrated} wait for it.
 *
 * @example
 * useEffect(() => markHydrated(), []);
 */
export function markHydrated(): void {
  document.documentElement.dataset.hydrated = 'true';
}

/**
 * Resolves once the page is hydrated (at once on the server, and after hydration). Code that
 * is not needed to hydrate (a below-the-fold block the server already rendered) loads after
 * it, so it stays out of the first-load JS: React keeps the server's markup of a suspended
 * boundary until its code arrives.
 *
 * @example
 * const Rails = lazy(() => whenHydrated().then(() => import('./product-rails.js')));
 */
export function whenHydrated(): Promise<void> {
  if (typeof document === 'undefined' || document.documentElement.dataset.hydrated === 'true') {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (document.documentElement.dataset.hydrated !== 'true') return;
      observer.disconnect();
      resolve();
    });
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-hydrated'],
    });
  });
}
