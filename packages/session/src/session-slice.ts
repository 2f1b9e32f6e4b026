import {
  DEFAULT_CURRENCY,
  DEFAULT_LANG,
  type Currency,
  type Lang,
  type LoginCheckResponse,
  type SessionUser,
} from '@atelier/contracts';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import { pairedPreferences } from './stored-preferences.js';

/**
 * Where the login check stands: `idle` (never asked, no embedded state), `checking`,
 * `checked` (the server answered, or its answer was embedded) or `failed`.
 *
 * @example
 * const waiting = (status: SessionStatus) => status === 'idle' || status === 'checking';
 */
export type SessionStatus = 'idle' | 'checking' | 'checked' | 'failed';

/**
 * The session slice (spec §3). Field names follow the wire (`cart_key`, `coupon_count` …).
 *
 * @example
 * const visitor: SessionState = {
 *   user: null, language: 'kr', currency: 'krw', cart_key: null, cart_count: 0,
 *   coupon_count: 0, notification_count: 0, status: 'idle',
 * };
 */
export interface SessionState {
  /** The signed-in member; `null` for visitors. */
  user: SessionUser | null;
  language: Lang;
  currency: Currency;
  /** The guest or member cart; `null` until the server gave one. */
  cart_key: string | null;
  /** Lines in the cart (the header's badge). */
  cart_count: number;
  coupon_count: number;
  notification_count: number;
  status: SessionStatus;
}

/**
 * A store state holding the session slice under `session`.
 *
 * @example
 * const state: SessionRootState = store.getState();
 */
export interface SessionRootState {
  session: SessionState;
}

/**
 * The state of a new visitor before anything is known: logged out, kr, krw.
 *
 * @example
 * sessionReducer(undefined, { type: '@@init' }); // equals INITIAL_SESSION_STATE
 */
export const INITIAL_SESSION_STATE: Readonly<SessionState> = Object.freeze({
  user: null,
  language: DEFAULT_LANG,
  currency: DEFAULT_CURRENCY,
  cart_key: null,
  cart_count: 0,
  coupon_count: 0,
  notification_count: 0,
  status: 'idle',
});

/**
 * A count from the wire as a non-negative integer (anything else is 0).
 *
 * @example
 * toCount('3'); // 3
 */
export function toCount(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

/**
 * The Redux Toolkit slice of the session. Its actions are events (what happened),
 * not setters; the thunks dispatch them, and SSR or tests may dispatch them directly.
 *
 * @example
 * const store = configureStore({ reducer: { session: sessionSlice.reducer } });
 * store.dispatch(sessionSlice.actions.loggedOut());
 */
export const sessionSlice = createSlice({
  name: 'session',
  initialState: INITIAL_SESSION_STATE as SessionState,
  reducers: {
    /** A login check was sent. */
    sessionCheckStarted(state) {
      state.status = 'checking';
    },
    /** The server answered the login check (spec §7 `POST /api/v1/login-check`). */
    sessionChecked(state, action: PayloadAction<LoginCheckResponse>) {
      const { user, lang, currency, cart_key, cart_count, coupon_count, notification_count } =
        action.payload;
      const preferences = pairedPreferences(lang, currency);
      state.user = user?.mb_id ? user : null;
      state.language = preferences.language;
      state.currency = preferences.currency;
      state.cart_key = typeof cart_key === 'string' && cart_key !== '' ? cart_key : state.cart_key;
      state.cart_count = toCount(cart_count);
      state.coupon_count = toCount(coupon_count);
      state.notification_count = toCount(notification_count);
      state.status = 'checked';
    },
    /** The login check failed: logged out, kr, krw (spec §7). */
    sessionCheckFailed(state) {
      state.user = null;
      state.language = DEFAULT_LANG;
      state.currency = DEFAULT_CURRENCY;
      state.cart_count = 0;
      state.coupon_count = 0;
      state.notification_count = 0;
      state.status = 'failed';
    },
    /** The member logged in. */
    loggedIn(state, action: PayloadAction<SessionUser>) {
      state.user = action.payload;
    },
    /** The member logged out, left, or the server no longer knows the session. */
    loggedOut(state) {
      state.user = null;
      // Logging out starts a new visitor cart (the server gives a new cart key).
      state.cart_count = 0;
      state.coupon_count = 0;
      state.notification_count = 0;
    },
    /** The visitor switched language; the currency follows unless given. */
    languageChanged(state, action: PayloadAction<{ language: Lang; currency?: Currency }>) {
      const preferences = pairedPreferences(action.payload.language, action.payload.currency);
      state.language = preferences.language;
      state.currency = preferences.currency;
    },
    /** The member's account was saved; the server answered the updated user. */
    userUpdated(state, action: PayloadAction<SessionUser>) {
      if (state.user && state.user.mb_id === action.payload.mb_id) state.user = action.payload;
    },
    /** New cart, coupon or notification counts (after a cart change, reading notifications). */
    countsUpdated(
      state,
      action: PayloadAction<{
        cart_count?: number;
        coupon_count?: number;
        notification_count?: number;
      }>,
    ) {
      if (action.payload.cart_count !== undefined) {
        state.cart_count = toCount(action.payload.cart_count);
      }
      if (action.payload.coupon_count !== undefined) {
        state.coupon_count = toCount(action.payload.coupon_count);
      }
      if (action.payload.notification_count !== undefined) {
        state.notification_count = toCount(action.payload.notification_count);
      }
    },
  },
});

/**
 * The session reducer, to mount under `session`.
 *
 * @example
 * configureStore({ reducer: { session: sessionReducer } });
 */
export const sessionReducer = sessionSlice.reducer;

/**
 * Event: a login check was sent (status `checking`).
 *
 * @example
 * store.dispatch(sessionCheckStarted());
 */
export const sessionCheckStarted = sessionSlice.actions.sessionCheckStarted;
/**
 * Event: the login check answered; sets user, language, currency, cart key and counts.
 *
 * @example
 * store.dispatch(sessionChecked(embedded.session));
 */
export const sessionChecked = sessionSlice.actions.sessionChecked;
/**
 * Event: the login check failed; resets to logged out, kr, krw (status `failed`).
 *
 * @example
 * store.dispatch(sessionCheckFailed());
 */
export const sessionCheckFailed = sessionSlice.actions.sessionCheckFailed;
/**
 * Event: the member logged in.
 *
 * @example
 * store.dispatch(loggedIn(user));
 */
export const loggedIn = sessionSlice.actions.loggedIn;
/**
 * Event: the member is logged out (user `null`, counts 0; language and cart key stay).
 *
 * @example
 * store.dispatch(loggedOut());
 */
export const loggedOut = sessionSlice.actions.loggedOut;
/**
 * Event: the language changed; the currency follows it (kr ↔ krw, en ↔ usd).
 *
 * @example
 * store.dispatch(languageChanged({ language: 'en' })); // currency 'usd'
 */
export const languageChanged = sessionSlice.actions.languageChanged;
/**
 * Event: the signed-in member's account was updated (ignored for another `mb_id`).
 *
 * @example
 * store.dispatch(userUpdated(answer.user));
 */
export const userUpdated = sessionSlice.actions.userUpdated;
/**
 * Event: new cart, coupon and/or notification counts.
 *
 * @example
 * store.dispatch(countsUpdated({ notification_count: 0 }));
 */
export const countsUpdated = sessionSlice.actions.countsUpdated;
