import { apiCacheHydrated, atelierApi, type ApiHydration } from '@atelier/api-client/rtk-query';
import { createSessionPersistence, sessionReducer, type SessionState } from '@atelier/session';
import {
  combineReducers,
  configureStore,
  type Reducer,
  type StateFromReducersMapObject,
} from '@reduxjs/toolkit';

import type { AppExtra } from './app-extra.js';

const FRAME_REDUCERS = {
  session: sessionReducer,
  [atelierApi.reducerPath]: atelierApi.reducer,
};

/**
 * The reducers every app's store has: the session slice and the one RTK Query cache.
 *
 * @example
 * type State = { [K in keyof FrameReducers]: ReturnType<FrameReducers[K]> };
 */
export type FrameReducers = typeof FRAME_REDUCERS;

/**
 * Options of {@link createAppStore}, `R` the app's own slices.
 *
 * @example
 * const options: CreateAppStoreOptions = { extra, session: createSessionState(embedded.store.session) };
 */
export interface CreateAppStoreOptions<R extends Record<string, Reducer> = Record<never, Reducer>> {
  extra: AppExtra;
  /** The app's own slices, beside `session` and `api`. */
  reducers?: R;
  /** Initial session (from the embedded state in the browser); default a new visitor. */
  session?: SessionState;
  /** RTK Query cache the server embedded; rehydrated before anything else runs. */
  apiCache?: ApiHydration;
}

const frameReducer = combineReducers(FRAME_REDUCERS);

function buildStore(reducer: typeof frameReducer, options: CreateAppStoreOptions<never>) {
  const store = configureStore({
    reducer,
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
 * The store {@link createAppStore} returns for an app without slices of its own.
 *
 * @example
 * function prefetch(store: AppStore) { return store.dispatch(someApi.endpoints.getList.initiate()); }
 */
export type AppStore = ReturnType<typeof buildStore>;

/**
 * The store of an app with its own slices `R`.
 *
 * @example
 * type Store = AppStoreOf<{ board: typeof boardReducer }>;
 */
export type AppStoreOf<R extends Record<string, Reducer>> = Omit<AppStore, 'getState'> & {
  getState(): ReturnType<AppStore['getState']> & StateFromReducersMapObject<R>;
};

/**
 * Creates an app's store: one per SSR request, one in the browser, with the session slice,
 * the RTK Query cache and the app's own slices. The session thunks and the RTK Query base
 * query take the API client from `extra`.
 *
 * @example
 * const store = createAppStore({ extra: { client, env } });
 * await store.dispatch(loginCheck());
 */
export function createAppStore<R extends Record<string, Reducer> = Record<never, Reducer>>(
  options: CreateAppStoreOptions<R>,
): AppStoreOf<R> {
  const reducer = options.reducers
    ? (combineReducers({
        ...options.reducers,
        ...FRAME_REDUCERS,
      }) as unknown as typeof frameReducer)
    : frameReducer;
  return buildStore(reducer, options as CreateAppStoreOptions<never>) as unknown as AppStoreOf<R>;
}
