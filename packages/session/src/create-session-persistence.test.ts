import {
  countsUpdated,
  createSessionPersistence,
  createSessionState,
  languageChanged,
  sessionChecked,
  sessionCheckFailed,
  sessionReducer,
  type SessionState,
} from '@atelier/session';
import { createMemoryStorage } from '@atelier/test-utils/fakes';
import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';

function storeWith(persistence: Middleware, session?: SessionState) {
  return configureStore({
    reducer: { session: sessionReducer },
    preloadedState: session ? { session } : undefined,
    middleware: (getDefault) => getDefault().concat(persistence),
  });
}

describe('createSessionPersistence', () => {
  afterEach(() => window.localStorage.clear());

  it('writes language and currency as plain strings under the legacy key', () => {
    const storage = createMemoryStorage();
    const store = storeWith(createSessionPersistence({ storage }));
    store.dispatch(languageChanged({ language: 'en' }));
    expect(Object.fromEntries(storage.items)).toEqual({
      'pinia/session/language': 'en',
      'pinia/session/currency': 'usd',
    });
  });

  it('writes only when language or currency changed', () => {
    const storage = createMemoryStorage();
    const setItem = vi.spyOn(storage, 'setItem');
    const store = storeWith(createSessionPersistence({ storage }));
    store.dispatch(countsUpdated({ coupon_count: 2 }));
    store.dispatch(languageChanged({ language: 'kr' }));
    expect(setItem).not.toHaveBeenCalled();
    store.dispatch(
      sessionChecked({
        user: null,
        lang: 'en',
        currency: 'usd',
        cart_key: 'c',
        cart_count: 0,
        coupon_count: 0,
        notification_count: 0,
      }),
    );
    expect(setItem).toHaveBeenCalledTimes(2);
    store.dispatch(sessionCheckFailed());
    expect(storage.items.get('pinia/session/language')).toBe('kr');
    expect(storage.items.get('pinia/session/currency')).toBe('krw');
  });

  it('round-trips through a new page: what was written is read back', () => {
    const storage = createMemoryStorage({ 'pinia/session/language': '"ko"' });
    const first = storeWith(
      createSessionPersistence({ storage }),
      createSessionState(undefined, { storage }),
    );
    expect(first.getState().session.language).toBe('kr');
    first.dispatch(languageChanged({ language: 'en' }));
    const next = createSessionState(undefined, { storage });
    expect([next.language, next.currency]).toEqual(['en', 'usd']);
  });

  it('uses localStorage by default, looked up at write time', () => {
    const store = storeWith(createSessionPersistence());
    store.dispatch(languageChanged({ language: 'en' }));
    expect(window.localStorage.getItem('pinia/session/language')).toBe('en');
    expect(window.localStorage.getItem('pinia/session/currency')).toBe('usd');
  });

  it('asks a storage function at each write', () => {
    const storage = createMemoryStorage();
    const resolve = vi.fn(() => storage);
    const store = storeWith(createSessionPersistence({ storage: resolve }));
    expect(resolve).not.toHaveBeenCalled();
    store.dispatch(languageChanged({ language: 'en' }));
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(storage.items.get('pinia/session/language')).toBe('en');
  });
});
