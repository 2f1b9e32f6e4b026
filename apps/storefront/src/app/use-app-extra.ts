import { useStore } from 'react-redux';

import type { AppExtra } from './app-extra.js';
import type { AppStore } from './store.js';

/**
 * The store's thunk `extra` (this request's or this page's API client and endpoints), for
 * components that call the API outside RTK Query, e.g. the chrome's click logs.
 *
 * @example
 * const { api } = useAppExtra();
 * <ShopShellProvider api={api} />
 */
export function useAppExtra(): AppExtra {
  const store = useStore() as AppStore;
  // The thunk middleware hands every thunk the extra argument; reading it needs no new context.
  return store.dispatch((_dispatch, _getState, extra: AppExtra) => extra);
}
