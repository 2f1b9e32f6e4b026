/**
 * Length of the dialog close animation in milliseconds (spec §9). A closing dialog stays
 * mounted this long, then its promise settles and the next queued dialog opens.
 *
 * @example
 * await new Promise((r) => setTimeout(r, DIALOG_CLOSE_MS)); // 301
 */
export const DIALOG_CLOSE_MS = 301;

/**
 * How often, in milliseconds, the auto-close progress bar of a dialog with a `duration`
 * advances.
 *
 * @example
 * const steps = 2000 / DIALOG_PROGRESS_TICK_MS; // 40 updates for a 2 s dialog
 */
export const DIALOG_PROGRESS_TICK_MS = 50;

/**
 * Texts a dialog shows when the caller passes none. Apps pass translations to
 * `DialogProvider`'s `labels`; a call's own options win over both.
 *
 * @example
 * const en: DialogLabels = { alertTitle: 'Notice', confirmTitle: 'Confirm', errorTitle: 'Error',
 *   confirmLabel: 'OK', cancelLabel: 'Cancel', progressLabel: 'Closes automatically' };
 */
export interface DialogLabels {
  /** Title of `alert()` dialogs. */
  alertTitle: string;
  /** Title of `confirm()` dialogs. */
  confirmTitle: string;
  /** Title of `error()` dialogs. */
  errorTitle: string;
  /** Text of the confirming button. */
  confirmLabel: string;
  /** Text of the cancelling button of `confirm()` dialogs. */
  cancelLabel: string;
  /** Accessible name of the auto-close progress bar. */
  progressLabel: string;
}

/**
 * The Korean default dialog texts (spec §5 and §8: 알림, 확인, 에러, 취소).
 *
 * @example
 * DIALOG_LABELS_KO.errorTitle; // '에러'
 */
export const DIALOG_LABELS_KO: Readonly<DialogLabels> = Object.freeze({
  alertTitle: '알림',
  confirmTitle: '확인',
  errorTitle: '에러',
  confirmLabel: '확인',
  cancelLabel: '취소',
  progressLabel: '자동 닫힘',
});

/**
 * The English of {@link DIALOG_LABELS_KO}, key by key: the English phrase package is seeded
 * from it, and an English page may pass it as `labels`.
 *
 * @example
 * DIALOG_LABELS_EN.cancelLabel; // 'Cancel'
 */
export const DIALOG_LABELS_EN: Readonly<DialogLabels> = Object.freeze({
  alertTitle: 'Notice',
  confirmTitle: 'OK',
  errorTitle: 'Error',
  confirmLabel: 'OK',
  cancelLabel: 'Cancel',
  progressLabel: 'Closes automatically',
});
