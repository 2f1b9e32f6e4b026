import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { createDialogService } from './create-dialog-service.js';
import type { DialogRequest, DialogService } from './create-dialog-service.js';
import { DIALOG_LABELS_KO } from './dialog-constants.js';
import type { DialogLabels } from './dialog-constants.js';
import { DialogContext } from './dialog-context.js';
import { loadInBrowser } from '../internal/load-in-browser.js';

/**
 * Props of `DialogProvider`.
 *
 * @example
 * const props: DialogProviderProps = { service: dialogs, labels: { confirmLabel: 'OK' } };
 */
export interface DialogProviderProps {
  /** The queue to show; pass the one your thunks use. Defaults to a private one. */
  service?: DialogService;
  /** Translated default texts; Korean (`DIALOG_LABELS_KO`) for anything left out. */
  labels?: Partial<DialogLabels>;
  children?: ReactNode;
}

// The dialog itself (view, focus trap: ~1.7 kB gzip) is no page's to render on the server or
// to hydrate: its code loads once the page has hydrated, outside every page's first-load JS.
const DialogView = loadInBrowser(() =>
  import('./dialog-view.js').then((module) => module.DialogView),
);

const NONE: readonly DialogRequest[] = [];
const serverSnapshot = (): readonly DialogRequest[] => NONE;

/**
 * Shows the dialogs of a `DialogService` one at a time (in a portal on `document.body`)
 * and gives `useDialog()` to its children. Focus moves into each dialog, is trapped there,
 * and returns to the element that had it once the queue is empty; Escape cancels. The
 * dialog's code loads once the app calls `markHydrated()` (after hydrating; a client-only app
 * at start): a dialog opened earlier shows once it has arrived.
 *
 * @example
 * const dialogs = createDialogService();
 * <DialogProvider service={dialogs} labels={lang === 'en' ? englishLabels : undefined}>
 *   <App />
 * </DialogProvider>
 */
export function DialogProvider({ service, labels, children }: DialogProviderProps) {
  const [own] = useState(createDialogService);
  const active = service ?? own;
  const queue = useSyncExternalStore(active.subscribe, active.getSnapshot, serverSnapshot);
  const current = queue[0];
  const isOpen = current !== undefined;
  const openerRef = useRef<Element | null>(null);
  const merged = useMemo(() => ({ ...DIALOG_LABELS_KO, ...labels }), [labels]);

  useEffect(() => {
    if (isOpen) {
      const { body } = document;
      const previous = body.style.overflow;
      body.style.overflow = 'hidden';
      return () => {
        body.style.overflow = previous;
      };
    }
    const opener = openerRef.current;
    openerRef.current = null;
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    return undefined;
  }, [isOpen]);

  return (
    <DialogContext.Provider value={active}>
      {children}
      {current && typeof document !== 'undefined'
        ? createPortal(
            <DialogView
              key={current.id}
              request={current}
              service={active}
              labels={merged}
              openerRef={openerRef}
            />,
            document.body,
          )
        : null}
    </DialogContext.Provider>
  );
}
