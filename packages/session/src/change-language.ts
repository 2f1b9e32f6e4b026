import { LANGUAGE_CURRENCY, type Currency, type Lang } from '@atelier/contracts';

import {
  createSessionThunk,
  sessionDependencies,
  settle,
  toRejectValue,
} from './create-session-thunk.js';
import { sessionApi } from './session-api.js';
import { resolveLabels, type SessionLabels } from './session-labels.js';
import { selectCurrency, selectLanguage } from './session-selectors.js';
import { languageChanged } from './session-slice.js';

/**
 * Argument of {@link changeLanguage}.
 *
 * @example
 * const args: ChangeLanguageArgs = { language: 'en', labels: { languageChangeConfirm: 'Change the language?' } };
 */
export interface ChangeLanguageArgs {
  /** The language to switch to; default the other one (kr ↔ en). */
  language?: Lang;
  /** Dialog texts; Korean by default ('언어를 변경하시겠습니까?', title '확인'). */
  labels?: Partial<SessionLabels>;
}

/**
 * What {@link changeLanguage} resolves to: `changed: false` when cancelled or already in
 * that language.
 *
 * @example
 * const { changed }: ChangeLanguageResult = await dispatch(changeLanguage()).unwrap();
 */
export interface ChangeLanguageResult {
  changed: boolean;
  language: Lang;
  currency: Currency;
}

/**
 * The language switch of spec §4: asks `env.confirm('언어를 변경하시겠습니까?', { title: '확인' })`;
 * on confirm sends `POST /api/v1/language` (kr/krw ↔ en/usd), records the new language in
 * the state (persisted by {@link createSessionPersistence}) and reloads the page
 * (`env.reload`). Cancelling sends nothing, changes nothing and shows nothing. A refused
 * server call changes nothing either and rejects with the {@link ApiError}.
 *
 * @example
 * <button onClick={() => dispatch(changeLanguage())}>{isKorean ? 'English' : '한국어'}</button>
 */
export const changeLanguage = createSessionThunk<ChangeLanguageResult, ChangeLanguageArgs | void>(
  'session/changeLanguage',
  async (args, { dispatch, extra, getState, rejectWithValue }) => {
    const { env } = sessionDependencies(extra);
    const current = selectLanguage(getState());
    const unchanged = { changed: false, language: current, currency: selectCurrency(getState()) };
    const language = args?.language ?? (current === 'kr' ? 'en' : 'kr');
    if (language === current) return unchanged;

    const labels = resolveLabels(args?.labels);
    const confirmed = await env.confirm(labels.languageChangeConfirm, {
      title: labels.confirmTitle,
      confirmLabel: labels.confirmLabel,
      cancelLabel: labels.cancelLabel,
    });
    if (!confirmed) return unchanged;

    const currency = LANGUAGE_CURRENCY[language];
    const result = await settle(
      dispatch(
        sessionApi.endpoints.setLanguage.initiate({ lang: language, currency }, { track: false }),
      ),
    );
    if (!result.ok) return rejectWithValue(toRejectValue(result.error));
    dispatch(languageChanged({ language, currency }));
    env.reload();
    return { changed: true, language, currency };
  },
);
