import { createElement, useSyncExternalStore, type ComponentType } from 'react';

/**
 * A component no page needs to render on the server or to hydrate (a dialog, a toast): in the
 * browser its code starts loading when this module is evaluated, apart from the first-load
 * JS. The returned component renders it once it has arrived, nothing until then (and always
 * nothing on the server): whatever shows it first waits for it.
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
    load().then(
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
