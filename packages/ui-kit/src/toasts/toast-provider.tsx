import { useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { createToastService } from './create-toast-service.js';
import type { ToastItem, ToastService } from './create-toast-service.js';
import { ToastContext } from './toast-context.js';
import { loadInBrowser } from '../internal/load-in-browser.js';

// Loaded once the page has hydrated, outside the first-load JS, as the dialog view
// (dialog-provider.tsx).
const ToastView = loadInBrowser(() => import('./toast-view.js').then((module) => module.ToastView));

/**
 * Texts a toast shows when the app passes none.
 *
 * @example
 * const en: ToastLabels = { closeLabel: 'Close' };
 */
export interface ToastLabels {
  /** Accessible name of each toast's close button. */
  closeLabel: string;
}

/**
 * The Korean default toast texts.
 *
 * @example
 * TOAST_LABELS_KO.closeLabel; // '닫기'
 */
export const TOAST_LABELS_KO: Readonly<ToastLabels> = Object.freeze({ closeLabel: '닫기' });

/**
 * The English of {@link TOAST_LABELS_KO}, key by key: the English phrase package is seeded
 * from it, and an English page may pass it as `labels`.
 *
 * @example
 * TOAST_LABELS_EN.closeLabel; // 'Close'
 */
export const TOAST_LABELS_EN: Readonly<ToastLabels> = Object.freeze({
  closeLabel: 'Close',
});

/**
 * Props of `ToastProvider`.
 *
 * @example
 * const props: ToastProviderProps = { service: toasts, labels: { closeLabel: 'Close' } };
 */
export interface ToastProviderProps {
  /** The list to show; pass the one your thunks use. Defaults to a private one. */
  service?: ToastService;
  /** Translated texts; Korean (`TOAST_LABELS_KO`) for anything left out. */
  labels?: Partial<ToastLabels>;
  children?: ReactNode;
}

const NONE: readonly ToastItem[] = [];
const serverSnapshot = (): readonly ToastItem[] => NONE;

/**
 * Shows the toasts of a `ToastService` in a fixed stack and gives `useToast()` to its
 * children. Each toast dismisses itself after its duration (`TOAST_DURATION_MS` = 4000 ms
 * by default) and has a close button. As with `DialogProvider`, the toasts' code loads once
 * the app calls `markHydrated()`: a toast shown earlier appears once it has arrived.
 *
 * @example
 * const toasts = createToastService();
 * <ToastProvider service={toasts}>
 *   <App />
 * </ToastProvider>
 */
export function ToastProvider({ service, labels, children }: ToastProviderProps) {
  const [own] = useState(createToastService);
  const active = service ?? own;
  const items = useSyncExternalStore(active.subscribe, active.getSnapshot, serverSnapshot);
  const closeLabel = labels?.closeLabel ?? TOAST_LABELS_KO.closeLabel;
  return (
    <ToastContext.Provider value={active}>
      {children}
      <div className="atelier-toast-region">
        {items.map((item) => (
          <ToastView key={item.id} item={item} service={active} closeLabel={closeLabel} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}
