import type { Lang } from '@atelier/contracts';
import { changeLanguage, type SessionDispatch } from '@atelier/session';
import { useId, useState } from 'react';
import { useDispatch } from 'react-redux';

import { useShopShell } from '../config/shop-shell-provider.js';
import { Icon } from '../shared/icon.js';
import { useShellSession } from '../shared/use-shell-session.js';

/**
 * Each language's name in that language (never translated: a visitor looks for their own).
 *
 * @example
 * LANGUAGE_NAMES.en; // 'English'
 */
export const LANGUAGE_NAMES: Readonly<Record<Lang, string>> = Object.freeze({
  kr: '한국어',
  en: 'English',
});

const SHORT: Readonly<Record<Lang, string>> = { kr: 'KR', en: 'EN' };
const HTML_LANG: Readonly<Record<Lang, string>> = { kr: 'ko', en: 'en' };

/**
 * Props of {@link LanguageSwitch}.
 *
 * @example
 * const props: LanguageSwitchProps = { variant: 'select' };
 */
export interface LanguageSwitchProps {
  /** `toggle` (mobile header: one button to the other language) or `select` (desktop). */
  variant?: 'toggle' | 'select';
  className?: string;
}

/**
 * Switches between Korean and English with the session package's `changeLanguage` thunk
 * (spec §4): a confirmation dialog; on confirm kr/krw ↔ en/usd is sent to the server and the
 * page reloads; cancel changes nothing and says nothing. The select lists the current
 * language first. The toggle's name starts with the code it shows ('EN, 언어: English'), so it
 * contains the words on screen (WCAG 2.5.3).
 *
 * @example
 * <LanguageSwitch variant="toggle" />   // mobile header
 * <LanguageSwitch variant="select" />   // desktop header
 */
export function LanguageSwitch({ variant = 'toggle', className }: LanguageSwitchProps) {
  const dispatch = useDispatch<SessionDispatch>();
  const { labels, sessionLabels } = useShopShell();
  const { language } = useShellSession();
  const [busy, setBusy] = useState(false);
  const id = useId();

  const switchTo = async (next: Lang) => {
    if (busy || next === language) return;
    setBusy(true);
    try {
      await dispatch(changeLanguage({ language: next, labels: sessionLabels }));
    } finally {
      setBusy(false);
    }
  };

  if (variant === 'select') {
    const order: Lang[] = language === 'kr' ? ['kr', 'en'] : ['en', 'kr'];
    return (
      <span
        className={className ? `atelier-shell-language ${className}` : 'atelier-shell-language'}
      >
        <label className="atelier-visually-hidden" htmlFor={id}>
          {labels.language}
        </label>
        <Icon name="globe" size={20} />
        <select
          id={id}
          className="atelier-shell-language__select"
          value={language}
          disabled={busy}
          onChange={(event) => void switchTo(event.target.value as Lang)}
        >
          {order.map((lang) => (
            <option key={lang} value={lang} lang={HTML_LANG[lang]}>
              {LANGUAGE_NAMES[lang]}
            </option>
          ))}
        </select>
      </span>
    );
  }

  const other: Lang = language === 'kr' ? 'en' : 'kr';
  return (
    <button
      type="button"
      className={
        className ? `atelier-shell-language-toggle ${className}` : 'atelier-shell-language-toggle'
      }
      aria-label={`${SHORT[other]}, ${labels.language}: ${LANGUAGE_NAMES[other]}`}
      disabled={busy}
      onClick={() => void switchTo(other)}
    >
      <Icon name="globe" size={20} />
      <span lang={HTML_LANG[other]}>{SHORT[other]}</span>
    </button>
  );
}
