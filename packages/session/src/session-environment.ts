/**
 * The part of `Storage` the session needs (`localStorage`, or a stand-in in tests and SSR).
 *
 * @example
 * const storage: StorageLike = window.localStorage;
 */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Options of a confirmation dialog.
 *
 * @example
 * const options: ConfirmOptions = { title: '확인', confirmLabel: '확인', cancelLabel: '취소' };
 */
export interface ConfirmOptions {
  title: string;
  confirmLabel?: string;
  cancelLabel?: string;
}

/**
 * Options of an information dialog.
 *
 * @example
 * const options: AlertOptions = { title: '알림' };
 */
export interface AlertOptions {
  title: string;
}

/**
 * Everything the session does outside Redux: page loads, dialogs, storage. Apps pass their
 * own (ui-kit dialogs, a router), tests pass spies, SSR passes no-ops.
 * {@link createBrowserEnvironment} gives the browser defaults.
 *
 * @example
 * const env: SessionEnvironment = createBrowserEnvironment({
 *   confirm: (message, { title }) => dialogs.confirm({ message, title }),
 *   alert: (message, { title }) => dialogs.alert({ message, title }),
 * });
 */
export interface SessionEnvironment {
  /**
   * Loads `url` as a full page, so the next page starts from fresh server state
   * (default `window.location.assign`). Used after login and logout, which is the
   * "navigate, then reload" of spec §4 in one step.
   */
  navigate(url: string): void;
  /** Reloads the current page (default `window.location.reload`). */
  reload(): void;
  /** Asks a yes/no question; resolves `true` when confirmed. */
  confirm(message: string, options: ConfirmOptions): Promise<boolean>;
  /** Shows a message; resolves when the dialog is closed. */
  alert(message: string, options: AlertOptions): Promise<void>;
  /** Where language and currency are kept; `null` where there is none (SSR). */
  storage: StorageLike | null;
}
