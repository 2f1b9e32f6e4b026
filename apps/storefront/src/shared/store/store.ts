import type { AppStore } from '@atelier/app-frame';

export { createAppStore } from '@atelier/app-frame';
export type { AppExtra, AppStore } from '@atelier/app-frame';

/**
 * The storefront store's state: the session slice and the RTK Query cache (categories,
 * popups, CMS pages and every feature's queries); the storefront has no slices of its own.
 *
 * @example
 * const language = (store.getState() as AppState).session.language;
 */
export type AppState = ReturnType<AppStore['getState']>;

/**
 * The store's dispatch (thunks and RTK Query `initiate` included).
 *
 * @example
 * const dispatch: AppDispatch = store.dispatch;
 */
export type AppDispatch = AppStore['dispatch'];
