import { apiCacheHydrated, atelierApi, type ApiHydration } from '@atelier/api-client/rtk-query';
import { createSessionPersistence, sessionReducer, type SessionState } from '@atelier/session';
import { combineReducers, configureStore } from '@reduxjs/toolkit';

import type { AppExtra } from './app-extra.js';

const rootReducer = combineReducers({
  session: sessionReducer,
  [atelierApi.reducerPath]: atelierApi.reducer,
});

/**
 * The storefront store's state: the session slice and the RTK Query cache (categories,
 * popups, CMS pages and every feature's queries).
 *
 * @example
 * const language = (store.getState() as AppState).session.language;
 */
export type AppState = ReturnType<typeof rootReducer>;

/**
 * Options of {@link createAppStore}.
 *
 * @example
 * const options: CreateAppStoreOptions = { extra, session: createSessionState(embedded.store.session) };
 */
export interface CreateAppStoreOptions {
  extra: AppExtra;
  /** Initial session (from the embedded state in the browser); default a new visitor. */
  session?: SessionState;
  /** RTK Query cache the server embedded; rehydrated before anything else runs. */
  apiCache?: ApiHydration;
}

/**
 * Creates the store: one per SSR request, one in the browser. The session thunks and the
 * RTK Query base query take the API client from `extra`.
 *
 * @example
 * const store = createAppStore({ extra: { client, env } });
 * await store.dispatch(loginCheck());
 */
export function createAppStore(options: CreateAppStoreOptions) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: options.session ? { session: options.session } : undefined,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: options.extra } }).concat(
        atelierApi.middleware,
        createSessionPersistence(),
      ),
  });
  if (options.apiCache) store.dispatch(apiCacheHydrated(options.apiCache));
  return store;
}

/**
 * The store {@link createAppStore} returns.
 *
 * @example
 * function prefetch(store: AppStore) { return store.dispatch(shellApi.endpoints.getCategories.initiate()); }
 */
export type AppStore = ReturnType<typeof createAppStore>;

/**
 * The store's dispatch (thunks and RTK Query `initiate` included).
 *
 * @example
 * const dispatch: AppDispatch = store.dispatch;
 */
export type AppDispatch = AppStore['dispatch'];
