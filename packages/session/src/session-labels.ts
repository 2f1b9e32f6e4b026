/**
 * Every text the session package shows to users. Korean by default (spec §4, §8); apps pass
 * translated labels per call, e.g. `changeLanguage({ labels: { languageChangeConfirm: t('…') } })`.
 *
 * @example
 * const english: Partial<SessionLabels> = { loginRequired: 'Please log in.', alertTitle: 'Notice' };
 */
export interface SessionLabels {
  /** The 'login needed' dialog of guarded routes and of 401 answers. */
  loginRequired: string;
  /** Title of information dialogs ('login needed', 'password changed'). */
  alertTitle: string;
  /** The language change confirmation question. */
  languageChangeConfirm: string;
  /** Title of confirmation dialogs. */
  confirmTitle: string;
  /** The confirming button of confirmation dialogs. */
  confirmLabel: string;
  /** The cancelling button of confirmation dialogs. */
  cancelLabel: string;
  /** Shown after the password was changed. */
  passwordChanged: string;
}

/**
 * The Korean default labels.
 *
 * @example
 * DEFAULT_SESSION_LABELS.loginRequired; // '로그인이 필요합니다.'
 */
export const DEFAULT_SESSION_LABELS: Readonly<SessionLabels> = Object.freeze({
  loginRequired: '로그인이 필요합니다.',
  alertTitle: '알림',
  languageChangeConfirm: '언어를 변경하시겠습니까?',
  confirmTitle: '확인',
  confirmLabel: '확인',
  cancelLabel: '취소',
  passwordChanged: '비밀번호가 변경되었습니다.',
});

/**
 * The English of {@link DEFAULT_SESSION_LABELS}, key by key: the English phrase package is
 * seeded from it, and an app may pass it as `labels`.
 *
 * @example
 * SESSION_LABELS_EN.loginRequired; // 'Please log in to continue.'
 */
export const SESSION_LABELS_EN: Readonly<SessionLabels> = Object.freeze({
  loginRequired: 'Please log in to continue.',
  alertTitle: 'Notice',
  languageChangeConfirm: 'Do you want to change the language?',
  confirmTitle: 'OK',
  confirmLabel: 'OK',
  cancelLabel: 'Cancel',
  passwordChanged: 'Your password has been changed.',
});

/** The defaults with the caller's overrides applied. */
export function resolveLabels(labels?: Partial<SessionLabels>): SessionLabels {
  return { ...DEFAULT_SESSION_LABELS, ...labels };
}
