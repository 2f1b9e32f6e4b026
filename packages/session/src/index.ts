/**
 * `@atelier/session` — the shop session for React apps: a Redux Toolkit slice and thunks
 * (user, language/currency, cart key, counts), persistence, SSR hydration, React Router
 * guards and the global 401 handler.
 *
 * @example
 * import { createSessionPersistence, createSessionState, loginCheck, sessionReducer } from '@atelier/session';
 * const store = configureStore({
 *   reducer: { session: sessionReducer, [atelierApi.reducerPath]: atelierApi.reducer },
 *   preloadedState: { session: createSessionState(embedded?.session) },
 *   middleware: (d) =>
 *     d({ thunk: { extraArgument: { client, env } } }).concat(atelierApi.middleware, createSessionPersistence()),
 * });
 * if (!embedded) await store.dispatch(loginCheck());
 */
export { changeLanguage } from './change-language.js';
export type { ChangeLanguageArgs, ChangeLanguageResult } from './change-language.js';
export { changePassword } from './change-password.js';
export type { ChangePasswordArgs } from './change-password.js';
export { browserStorage, createBrowserEnvironment } from './create-browser-environment.js';
export { createSessionPersistence } from './create-session-persistence.js';
export type { SessionPersistenceOptions } from './create-session-persistence.js';
export { createSessionPreloadedState, createSessionState } from './create-session-state.js';
export type { CreateSessionStateOptions } from './create-session-state.js';
export { createSessionThunk, sessionDependencies, settle } from './create-session-thunk.js';
export type { SessionDispatch, SessionThunkExtra } from './create-session-thunk.js';
export { createUnauthorizedHandler } from './create-unauthorized-handler.js';
export type { LocationLike, UnauthorizedHandlerOptions } from './create-unauthorized-handler.js';
export { login } from './login.js';
export type { LoginArgs, LoginResult } from './login.js';
export { loginCheck } from './login-check.js';
export { buildLoginUrl, resolveLoginRedirect, SESSION_PATHS } from './login-url.js';
export { logout } from './logout.js';
export { redirectIfAuthenticated } from './redirect-if-authenticated.js';
export { RedirectIfAuthenticated } from './redirect-if-authenticated-element.js';
export type { RedirectIfAuthenticatedProps } from './redirect-if-authenticated-element.js';
export { requireAuth } from './require-auth.js';
export type { RequireAuthOptions } from './require-auth.js';
export { RequireAuth } from './require-auth-element.js';
export type { RequireAuthProps } from './require-auth-element.js';
export type {
  AlertOptions,
  ConfirmOptions,
  SessionEnvironment,
  StorageLike,
} from './session-environment.js';
export {
  SessionEnvironmentProvider,
  useSessionEnvironment,
} from './session-environment-context.js';
export type { SessionEnvironmentProviderProps } from './session-environment-context.js';
export { sessionApi } from './session-api.js';
export { DEFAULT_SESSION_LABELS, SESSION_LABELS_EN } from './session-labels.js';
export type { SessionLabels } from './session-labels.js';
export {
  selectAuthenticated,
  selectCartKey,
  selectCouponCount,
  selectCurrency,
  selectIsAdmin,
  selectIsKorean,
  selectLanguage,
  selectCartCount,
  selectNotificationCount,
  selectSession,
  selectSessionStatus,
  selectUser,
} from './session-selectors.js';
export {
  countsUpdated,
  INITIAL_SESSION_STATE,
  languageChanged,
  loggedIn,
  loggedOut,
  sessionChecked,
  sessionCheckFailed,
  sessionCheckStarted,
  sessionReducer,
  sessionSlice,
  userUpdated,
} from './session-slice.js';
export type { SessionRootState, SessionState, SessionStatus } from './session-slice.js';
export {
  CURRENCY_STORAGE_KEY,
  LANGUAGE_STORAGE_KEY,
  readStoredPreferences,
  writeStoredPreferences,
} from './stored-preferences.js';
export type { StoredPreferences } from './stored-preferences.js';
export { unregister } from './unregister.js';
export { updateAccount } from './update-account.js';
export { waitForSessionCheck } from './wait-for-session-check.js';
export type { SessionStore } from './wait-for-session-check.js';
