import type { SessionUser } from '@atelier/contracts';

import { browserStorage } from './create-browser-environment.js';
import type { StorageLike } from './session-environment.js';
import {
  INITIAL_SESSION_STATE,
  toCount,
  type SessionRootState,
  type SessionState,
  type SessionStatus,
} from './session-slice.js';
import { pairedPreferences, readStoredPreferences } from './stored-preferences.js';

/**
 * Options of {@link createSessionState}.
 *
 * @example
 * const options: CreateSessionStateOptions = { storage: window.localStorage };
 */
export interface CreateSessionStateOptions {
  /** Where stored language and currency are read; default `localStorage` (none during SSR). */
  storage?: StorageLike | null;
}

// 'checking' is not taken over: no request of this page is in flight to end it.
const STATUSES: ReadonlySet<SessionStatus> = new Set(['idle', 'checked', 'failed']);
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toUser(value: unknown): SessionUser | null {
  if (!isRecord(value) || typeof value.mb_id !== 'string' || value.mb_id === '') return null;
  return value as unknown as SessionUser;
}

/**
 * The session state to start a store with (spec §4 page load). `embedded` is the session
 * the server embedded in the page: the slice as the server rendered it, the
 * `login-check` answer, or the legacy store's state; `language`/`lang`, the legacy
 * spellings `ko` and `KRW` and numeric strings are all read. Language and currency come
 * from `embedded` when it has them, else from storage, else kr/krw. With `embedded` the
 * status is its `status` or else `checked` (the server already knew the session); without
 * it `idle`.
 *
 * @example
 * const store = configureStore({
 *   reducer: { session: sessionReducer },
 *   preloadedState: { session: createSessionState(window.__ATELIER_STATE__?.session) },
 * });
 */
export function createSessionState(
  embedded?: unknown,
  options: CreateSessionStateOptions = {},
): SessionState {
  const source = isRecord(embedded) ? embedded : undefined;
  const embeddedLanguage = source?.language ?? source?.lang;
  // Storage only when the page did not say: a page's first `localStorage` read waits for the
  // browser to load the origin's storage, in the task that starts hydration.
  const preferences =
    typeof embeddedLanguage === 'string' && embeddedLanguage.trim() !== ''
      ? pairedPreferences(embeddedLanguage, source?.currency)
      : (readStoredPreferences(
          options.storage === undefined ? browserStorage() : options.storage,
        ) ?? pairedPreferences(undefined, undefined));
  if (!source) return { ...INITIAL_SESSION_STATE, ...preferences };
  const cartKey = source.cart_key;
  return {
    user: toUser(source.user),
    ...preferences,
    cart_key: typeof cartKey === 'string' && cartKey !== '' ? cartKey : null,
    cart_count: toCount(source.cart_count),
    coupon_count: toCount(source.coupon_count),
    notification_count: toCount(source.notification_count),
    status: STATUSES.has(source.status as SessionStatus)
      ? (source.status as SessionStatus)
      : 'checked',
  };
}

/**
 * `preloadedState` for `configureStore`, holding only the session slice:
 * `{ session: createSessionState(embedded, options) }`.
 *
 * @example
 * const store = configureStore({
 *   reducer: { session: sessionReducer },
 *   preloadedState: createSessionPreloadedState(window.__ATELIER_STATE__?.session),
 * });
 */
export function createSessionPreloadedState(
  embedded?: unknown,
  options?: CreateSessionStateOptions,
): SessionRootState {
  return { session: createSessionState(embedded, options) };
}
