import type { AppStore } from '@atelier/app-frame';

export { createAppStore } from '@atelier/app-frame';
export type { AppExtra, AppStore } from '@atelier/app-frame';

/**
 * The storefront store's state: the session slice and the RTK Query cache (categories,
 * popups, CMS pages and every feature's queries); the storefront has no slices of its own.
 */
export type AppState = ReturnType<AppStore['getState']>;

/**
 * The store's dispatch (thunks and RTK Query `initiate` included).
 */
export type AppDispatch = AppStore['dispatch'];
