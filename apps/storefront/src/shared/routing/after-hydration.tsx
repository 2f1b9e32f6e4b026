import { createElement, lazy, memo, Suspense, type ComponentType } from 'react';

import { whenHydrated } from './when-hydrated.js';

/**
 * A component whose code loads once the page is hydrated ({@link whenHydrated}), outside the
 * first-load JS. The server renders it in full; in the browser React keeps that markup of the
 * suspended boundary until the code arrives, then hydrates it. For parts the first paint needs
 * as markup but whose behaviour can wait a moment: links in them work as plain links until
 * then. Memoised, so a re-render of the parent with the same props does not reach the
 * boundary before its code has arrived (React would then drop the server's markup).
 *
 * @example
 * const ProductRails = afterHydration(() => import('./product-rails.js').then((m) => m.ProductRails));
 * <ProductRails product={product} />
 */
export function afterHydration<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const Lazy = lazy(() =>
    whenHydrated()
      .then(load)
      .then((component) => ({ default: component })),
  );
  function AfterHydration(props: Props) {
    return createElement(Suspense, { fallback: null }, createElement(Lazy, props));
  }
  return memo(AfterHydration) as unknown as ComponentType<Props>;
}
