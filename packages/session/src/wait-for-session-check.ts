import type { SessionDispatch } from './create-session-thunk.js';
import { loginCheck } from './login-check.js';
import { selectSessionStatus } from './session-selectors.js';
import type { SessionRootState } from './session-slice.js';

/**
 * The parts of a Redux store the route guards use.
 *
 * @example
 * const guardStore: SessionStore = store; // from configureStore
 */
export interface SessionStore {
  getState(): SessionRootState;
  dispatch: SessionDispatch;
  subscribe(listener: () => void): () => void;
}

/**
 * Resolves once the login check has answered: at once when it has (or the state was
 * embedded), after the running check, or after a new check when none was made yet.
 *
 * @example
 * await waitForSessionCheck(store);
 * const authenticated = selectAuthenticated(store.getState());
 */
export async function waitForSessionCheck(store: SessionStore): Promise<void> {
  if (selectSessionStatus(store.getState()) === 'idle') await store.dispatch(loginCheck());
  if (selectSessionStatus(store.getState()) !== 'checking') return;
  await new Promise<void>((resolve) => {
    const unsubscribe = store.subscribe(() => {
      if (selectSessionStatus(store.getState()) === 'checking') return;
      unsubscribe();
      resolve();
    });
  });
}
