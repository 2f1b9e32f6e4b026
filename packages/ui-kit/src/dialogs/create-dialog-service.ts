import type { ReactNode } from 'react';

/**
 * Per-call dialog options; anything left out falls back to the provider's labels.
 *
 * @example
 * const options: DialogOptions = { title: '확인', cancelLabel: '취소', easyClose: true };
 */
export interface DialogOptions {
  /** Heading; the dialog is labelled by it. */
  title?: string;
  /** Text of the confirming button. */
  confirmLabel?: string;
  /** Text of the cancelling button (confirm dialogs only). */
  cancelLabel?: string;
  /**
   * Auto-close after this many milliseconds, shown as a progress bar filling to 100.
   * While the pointer is over the dialog the bar is full and the dialog stays open;
   * it closes when the pointer leaves. An auto-closed confirm resolves `false`.
   */
  duration?: number;
  /** Close (as cancel) on a click on the backdrop. */
  easyClose?: boolean;
}

/**
 * Which of the three dialog shapes a request is.
 *
 * @example
 * const kind: DialogKind = 'confirm';
 */
export type DialogKind = 'alert' | 'confirm' | 'error';

/**
 * One queued dialog, as a `DialogProvider` renders it.
 *
 * @example
 * const [first]: readonly DialogRequest[] = service.getSnapshot();
 */
export interface DialogRequest {
  /** Unique per service. */
  readonly id: number;
  readonly kind: DialogKind;
  /** Text (line breaks are kept) or any React content. */
  readonly message: ReactNode;
  readonly options: Readonly<DialogOptions>;
}

/**
 * A queue of alert/confirm dialogs usable without React (from thunks, API hooks); a
 * mounted `DialogProvider` given the same service shows them one at a time.
 *
 * @example
 * const dialogs = createDialogService();
 * if (await dialogs.confirm('언어를 변경하시겠습니까?')) switchLanguage();
 */
export interface DialogService {
  /** Shows a message titled 알림; resolves when it is closed. */
  alert(message: ReactNode, options?: DialogOptions): Promise<void>;
  /** Asks a question titled 확인; resolves `true` on confirm, `false` on cancel/Escape. */
  confirm(message: ReactNode, options?: DialogOptions): Promise<boolean>;
  /** Shows an error message titled 에러; resolves when it is closed. */
  error(message: ReactNode, options?: DialogOptions): Promise<void>;
  /** The queue, oldest first; the first entry is the one on screen. Same array until it changes. */
  getSnapshot(): readonly DialogRequest[];
  /** Calls `listener` after every queue change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Settles the request `id` (`confirmed` is the confirm result) and removes it from the queue. */
  settle(id: number, confirmed: boolean): void;
  /** Settles every queued request as cancelled. */
  clear(): void;
}

const EMPTY: readonly DialogRequest[] = Object.freeze([]);

/**
 * Creates a dialog queue. Nothing touches the DOM here, so it is safe on the server;
 * requests wait until a `DialogProvider` rendering this service is mounted.
 *
 * @example
 * const dialogs = createDialogService();
 * createRoot(el).render(<DialogProvider service={dialogs}><App /></DialogProvider>);
 * await dialogs.alert('마지막 페이지 입니다.');
 */
export function createDialogService(): DialogService {
  let queue: readonly DialogRequest[] = EMPTY;
  let nextId = 1;
  const listeners = new Set<() => void>();
  const settlers = new Map<number, (confirmed: boolean) => void>();

  const emit = (): void => {
    for (const listener of [...listeners]) listener();
  };

  const open = (kind: DialogKind, message: ReactNode, options: DialogOptions = {}) =>
    new Promise<boolean>((resolve) => {
      const id = nextId++;
      settlers.set(id, resolve);
      queue = [...queue, { id, kind, message, options: { ...options } }];
      emit();
    });

  const settle = (id: number, confirmed: boolean): void => {
    const resolve = settlers.get(id);
    if (!resolve) return;
    settlers.delete(id);
    queue = queue.filter((request) => request.id !== id);
    if (queue.length === 0) queue = EMPTY;
    emit();
    resolve(confirmed);
  };

  return {
    alert: async (message, options) => {
      await open('alert', message, options);
    },
    confirm: (message, options) => open('confirm', message, options),
    error: async (message, options) => {
      await open('error', message, options);
    },
    getSnapshot: () => queue,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    settle,
    clear() {
      for (const { id } of queue) settle(id, false);
    },
  };
}
