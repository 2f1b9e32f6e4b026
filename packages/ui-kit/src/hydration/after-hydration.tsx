import { createElement, lazy, memo, Suspense, type ComponentType } from 'react';

import { whenHydrated } from './when-hydrated.js';

/**
 * A component whose code loads right after the page is hydrated ({@link whenHydrated}),
 * outside the first-load JS, whether or not it is rendered yet. The server renders it in
 * full; in the browser React keeps that markup of the suspended boundary until the code
 * arrives, then hydrates it. For parts the first paint needs as markup whose behaviour can
 * wait a moment (their links work as plain links meanwhile), or parts rendered only on use (a
 * menu opened by a click shows once its code is there). Memoised: a parent re-rendering with
 * the same props must not reach a boundary whose code has not arrived (React would drop the
 * server's markup), so pass stable props (no fresh `[]` or callbacks per render).
 *
 * @example
 * const ProductRails = afterHydration(() => import('./product-rails.js').then((m) => m.ProductRails));
 * <ProductRails product={product} />
 */
export function afterHydration<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const start = () =>
    (loading ??= whenHydrated()
      .then(load)
      .then((component) => ({ default: component })));
  // In the browser the code comes right after hydration, before anyone renders or uses it; a
  // failed load surfaces where the component renders (its error boundary).
  if (typeof document !== 'undefined') start().catch(() => undefined);
  const Lazy = lazy(start);
  function AfterHydration(props: Props) {
    return createElement(Suspense, { fallback: null }, createElement(Lazy, props));
  }
  return memo(AfterHydration) as unknown as ComponentType<Props>;
}
