import { createElement, useSyncExternalStore, type ComponentType } from 'react';

import { whenHydrated } from '../hydration/when-hydrated.js';

/**
 * A component no page needs to render on the server or to hydrate (a dialog, a toast): in the
 * browser its code starts loading once the page is hydrated ({@link whenHydrated}), so it is
 * never part of the first-load JS, even though no page imports it statically. The returned
 * component renders it once it has arrived, nothing until then (and always nothing on the
 * server): whatever asks to show it earlier (a dialog opened during hydration) shows when it
 * arrives.
 *
 * @example
 * const DialogView = loadInBrowser(() => import('./dialog-view.js').then((m) => m.DialogView));
 * <DialogView request={current} … />
 */
export function loadInBrowser<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  let component: ComponentType<Props> | null = null;
  const listeners = new Set<() => void>();
  if (typeof document !== 'undefined') {
    whenHydrated()
      .then(load)
      .then(
        (loaded) => {
          component = loaded;
          for (const listener of listeners) listener();
        },
        () => undefined,
      );
  }
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const current = () => component;
  const none = () => null;
  return function LoadedInBrowser(props: Props) {
    const loaded = useSyncExternalStore(subscribe, current, none);
    return loaded ? createElement(loaded, props) : null;
  };
}
