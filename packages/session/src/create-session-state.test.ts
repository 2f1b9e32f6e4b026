import {
  createSessionPreloadedState,
  createSessionState,
  selectAuthenticated,
  selectIsKorean,
  sessionReducer,
} from '@atelier/session';
import { createMemoryStorage } from '@atelier/test-utils/fakes';
import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';

const legacyEmbedded = {
  user: { mb_id: 'hong', mb_name: '홍길동', mb_hp: '010-1234-5678', is_admin: false },
  language: 'ko',
  currency: 'KRW',
  cart_key: 'cart-9',
  cart_count: 0,
  coupon_count: '3',
  notification_count: 4,
};

describe('createSessionState', () => {
  afterEach(() => window.localStorage.clear());

  it('hydrates the legacy embedded state, normalising ko and KRW', () => {
    expect(createSessionState(legacyEmbedded, { storage: null })).toEqual({
      user: legacyEmbedded.user,
      language: 'kr',
      currency: 'krw',
      cart_key: 'cart-9',
      cart_count: 0,
      coupon_count: 3,
      notification_count: 4,
      status: 'checked',
    });
  });

  it('takes a login-check answer (lang instead of language)', () => {
    const state = createSessionState(
      {
        user: null,
        lang: 'en',
        currency: 'usd',
        cart_key: 'c',
        cart_count: 0,
        coupon_count: 0,
        notification_count: 0,
      },
      { storage: null },
    );
    expect(state).toMatchObject({ user: null, language: 'en', currency: 'usd', status: 'checked' });
  });

  it('prefers the embedded language over the stored one', () => {
    const storage = createMemoryStorage({ 'pinia/session/language': 'en' });
    expect(createSessionState(legacyEmbedded, { storage }).language).toBe('kr');
  });

  it('does not touch storage when the page embedded a language', () => {
    const storage = createMemoryStorage({ 'pinia/session/language': 'en' });
    const read = vi.spyOn(storage, 'getItem');
    createSessionState(legacyEmbedded, { storage });
    expect(read).not.toHaveBeenCalled();
  });

  it('uses the stored language when nothing is embedded, and stays idle', () => {
    const storage = createMemoryStorage({ 'pinia/session/language': '"en"' });
    expect(createSessionState(undefined, { storage })).toEqual({
      user: null,
      language: 'en',
      currency: 'usd',
      cart_key: null,
      cart_count: 0,
      coupon_count: 0,
      notification_count: 0,
      status: 'idle',
    });
  });

  it('uses the stored language when the embedded state has none', () => {
    const storage = createMemoryStorage({
      'pinia/session/language': 'en',
      'pinia/session/currency': 'usd',
    });
    const state = createSessionState({ user: null, cart_key: 'c' }, { storage });
    expect([state.language, state.currency, state.status]).toEqual(['en', 'usd', 'checked']);
  });

  it('reads localStorage by default', () => {
    window.localStorage.setItem('pinia/session/language', 'ko');
    window.localStorage.setItem('pinia/session/currency', 'KRW');
    expect(createSessionState()).toMatchObject({ language: 'kr', currency: 'krw' });
    window.localStorage.setItem('pinia/session/language', 'en');
    expect(createSessionState()).toMatchObject({ language: 'en', currency: 'usd' });
  });

  it('drops a user without mb_id and unreadable values', () => {
    const state = createSessionState(
      { user: { mb_name: 'x' }, language: 42, cart_key: 7, coupon_count: 'many', status: 'weird' },
      { storage: null },
    );
    expect(state).toEqual({
      user: null,
      language: 'kr',
      currency: 'krw',
      cart_key: null,
      cart_count: 0,
      coupon_count: 0,
      notification_count: 0,
      status: 'checked',
    });
  });

  it('keeps an embedded failed or idle status, never checking', () => {
    expect(createSessionState({ status: 'failed' }, { storage: null }).status).toBe('failed');
    expect(createSessionState({ status: 'idle' }, { storage: null }).status).toBe('idle');
    expect(createSessionState({ status: 'checking' }, { storage: null }).status).toBe('checked');
  });

  it('gives preloadedState for configureStore', () => {
    const store = configureStore({
      reducer: { session: sessionReducer },
      preloadedState: createSessionPreloadedState(legacyEmbedded, { storage: null }),
    });
    expect(selectAuthenticated(store.getState())).toBe(true);
    expect(selectIsKorean(store.getState())).toBe(true);
    expect(store.getState().session.cart_key).toBe('cart-9');
  });
});
