import { useCallback, useContext } from 'react';
import { DialogContext } from '../dialogs/dialog-context.js';

/**
 * Shows a message to the user and resolves when it is dismissed. The shape of the dialog
 * service's `alert`, so `useDialog().alert` or `createDialogService().alert` fit as is.
 *
 * @example
 * const alert: AlertFn = (message, options) => dialogs.alert(message, options);
 */
export type AlertFn = (message: string, options?: { title?: string }) => void | Promise<void>;

/** `window.alert` in a browser, nothing on the server. */
export function browserAlert(message: string): void {
  if (typeof window !== 'undefined' && typeof window.alert === 'function') window.alert(message);
}

/**
 * The nearest `DialogProvider`'s `alert`, or the browser's own alert when none is mounted,
 * so part-B components keep working in apps (and stories) without the provider.
 */
export function useAlert(): AlertFn {
  const service = useContext(DialogContext);
  return useCallback<AlertFn>(
    (message, options) => (service ? service.alert(message, options) : browserAlert(message)),
    [service],
  );
}
