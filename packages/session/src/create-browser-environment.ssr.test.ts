// @vitest-environment node
// Server-side rendering: no window, document or localStorage anywhere.
import {
  browserStorage,
  createBrowserEnvironment,
  createSessionPersistence,
  createSessionState,
  languageChanged,
  sessionReducer,
} from '@atelier/session';
import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';

describe('@atelier/session during SSR', () => {
  it('imports and runs without window', async () => {
    expect(typeof window).toBe('undefined');
    expect(browserStorage()).toBeNull();
    const env = createBrowserEnvironment();
    expect(env.storage).toBeNull();
    expect(() => env.navigate('/my-page')).not.toThrow();
    expect(() => env.reload()).not.toThrow();
    await expect(env.confirm('언어를 변경하시겠습니까?', { title: '확인' })).resolves.toBe(false);
    await expect(env.alert('로그인이 필요합니다.', { title: '알림' })).resolves.toBeUndefined();
  });

  it('builds state from the embedded session and persists nowhere', () => {
    const store = configureStore({
      reducer: { session: sessionReducer },
      preloadedState: { session: createSessionState({ user: null, lang: 'ko', currency: 'KRW' }) },
      middleware: (getDefault) => getDefault().concat(createSessionPersistence()),
    });
    expect(store.getState().session).toMatchObject({
      language: 'kr',
      currency: 'krw',
      status: 'checked',
    });
    store.dispatch(languageChanged({ language: 'en' }));
    expect(store.getState().session.language).toBe('en');
  });
});
