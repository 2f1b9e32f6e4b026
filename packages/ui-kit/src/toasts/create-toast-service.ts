import type { ReactNode } from 'react';

/**
 * How long, in milliseconds, a toast stays before it dismisses itself, unless the call
 * passes its own `duration`. The pointer over a toast (or focus inside it) holds it; the
 * countdown restarts from the full duration when the pointer or focus leaves.
 *
 * @example
 * toast.success('저장되었습니다.'); // gone after TOAST_DURATION_MS = 4000 ms
 */
export const TOAST_DURATION_MS = 4000;

/**
 * The look and the urgency of a toast: `error` is announced at once (`role="alert"`),
 * the others politely (`role="status"`).
 *
 * @example
 * const kind: ToastKind = 'error';
 */
export type ToastKind = 'success' | 'error' | 'info';

/**
 * Per-call toast options.
 *
 * @example
 * const options: ToastOptions = { duration: 0 }; // stays until closed
 */
export interface ToastOptions {
  /** Milliseconds before auto-dismiss; 0 keeps the toast until it is closed. */
  duration?: number;
}

/**
 * One toast on screen.
 *
 * @example
 * const [latest]: readonly ToastItem[] = service.getSnapshot().slice(-1);
 */
export interface ToastItem {
  readonly id: number;
  readonly kind: ToastKind;
  readonly message: ReactNode;
  readonly duration: number;
}

/**
 * A toast list usable without React; a mounted `ToastProvider` given the same service
 * shows it.
 *
 * @example
 * const toasts = createToastService();
 * toasts.error('선택 가능한 옵션은 2개 입니다.');
 */
export interface ToastService {
  /** Shows a toast of `kind`; returns its id. */
  show(kind: ToastKind, message: ReactNode, options?: ToastOptions): number;
  /** Shows a success toast (`role="status"`); returns its id. */
  success(message: ReactNode, options?: ToastOptions): number;
  /** Shows an error toast (`role="alert"`); returns its id. */
  error(message: ReactNode, options?: ToastOptions): number;
  /** Shows a neutral toast (`role="status"`); returns its id. */
  info(message: ReactNode, options?: ToastOptions): number;
  /** Removes the toast `id`, if present. */
  dismiss(id: number): void;
  /** Removes every toast. */
  clear(): void;
  /** Toasts on screen, oldest first. Same array until it changes. */
  getSnapshot(): readonly ToastItem[];
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

const EMPTY: readonly ToastItem[] = Object.freeze([]);

/**
 * Creates a toast list. Touches no DOM and starts no timers (the provider times each
 * toast while it is on screen), so it is safe on the server.
 *
 * @example
 * const toasts = createToastService();
 * <ToastProvider service={toasts}><App /></ToastProvider>;
 * toasts.success('장바구니에 담았습니다.');
 */
export function createToastService(): ToastService {
  let items: readonly ToastItem[] = EMPTY;
  let nextId = 1;
  const listeners = new Set<() => void>();
  const emit = (): void => {
    for (const listener of [...listeners]) listener();
  };
  const show = (kind: ToastKind, message: ReactNode, options: ToastOptions = {}): number => {
    const id = nextId++;
    items = [...items, { id, kind, message, duration: options.duration ?? TOAST_DURATION_MS }];
    emit();
    return id;
  };
  return {
    show,
    success: (message, options) => show('success', message, options),
    error: (message, options) => show('error', message, options),
    info: (message, options) => show('info', message, options),
    dismiss(id) {
      if (!items.some((item) => item.id === id)) return;
      items = items.filter((item) => item.id !== id);
      if (items.length === 0) items = EMPTY;
      emit();
    },
    clear() {
      if (items.length === 0) return;
      items = EMPTY;
      emit();
    },
    getSnapshot: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
