import type { Middleware } from '@reduxjs/toolkit';

import { browserStorage } from './create-browser-environment.js';
import type { StorageLike } from './session-environment.js';
import type { SessionRootState } from './session-slice.js';
import { writeStoredPreferences } from './stored-preferences.js';

/**
 * Options of {@link createSessionPersistence}.
 *
 * @example
 * const options: SessionPersistenceOptions = { storage: () => window.localStorage };
 */
export interface SessionPersistenceOptions {
  /**
   * Where to write; a function is asked at each write. Default `localStorage`, looked up
   * at write time (nothing is written during SSR).
   */
  storage?: StorageLike | null | (() => StorageLike | null);
}

/**
 * Redux middleware that writes language and currency to storage whenever they change
 * (under `pinia/session/language` and `pinia/session/currency`, plain strings), whatever
 * changed them: a language switch, a login check, a failed check's reset.
 *
 * @example
 * const store = configureStore({
 *   reducer: { session: sessionReducer },
 *   middleware: (getDefault) =>
 *     getDefault({ thunk: { extraArgument: { api, env } } }).concat(createSessionPersistence()),
 * });
 */
export function createSessionPersistence(
  options: SessionPersistenceOptions = {},
): Middleware<object, SessionRootState> {
  const resolveStorage = (): StorageLike | null => {
    const { storage } = options;
    if (typeof storage === 'function') return storage();
    return storage === undefined ? browserStorage() : storage;
  };
  return (store) => (next) => (action) => {
    const before = store.getState().session;
    const result = next(action);
    const after = store.getState().session;
    if (before.language !== after.language || before.currency !== after.currency) {
      writeStoredPreferences(resolveStorage(), {
        language: after.language,
        currency: after.currency,
      });
    }
    return result;
  };
}
