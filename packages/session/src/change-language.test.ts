// @vitest-environment node
// Against the real API with Node's fetch and a cookie jar (see login-check.test.ts).
import { startTestApi, type TestApi } from '@atelier/api/testing';
import { changeLanguage, createSessionState } from '@atelier/session';
import { createSpyEnvironment, requestsOf } from '@atelier/test-utils/fakes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ClientBrowser, createTestStore } from '../test/test-support.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

/** A visitor whose page was rendered from the server's session. */
async function visitor(answer: boolean) {
  const browser = new ClientBrowser(api.url);
  const session = createSessionState(await browser.loginCheck(), {
    storage: null,
  });
  browser.fetch.mockClear();
  const env = createSpyEnvironment({ answer });
  return { browser, env, store: createTestStore(browser, env, session) };
}

describe('changeLanguage against the real API', () => {
  it('asks in Korean, then switches kr/krw to en/usd, persists, tells the server and reloads', async () => {
    const { browser, env, store } = await visitor(true);

    const result = await store.dispatch(changeLanguage()).unwrap();

    expect(env.confirm).toHaveBeenCalledTimes(1);
    expect(env.confirm).toHaveBeenCalledWith('언어를 변경하시겠습니까?', {
      title: '확인',
      confirmLabel: '확인',
      cancelLabel: '취소',
    });
    expect(result).toEqual({ changed: true, language: 'en', currency: 'usd' });
    expect(store.getState().session).toMatchObject({ language: 'en', currency: 'usd' });
    expect(env.storage.items.get('pinia/session/language')).toBe('en');
    expect(env.storage.items.get('pinia/session/currency')).toBe('usd');
    expect(requestsOf(browser.fetch)).toEqual(['POST /api/v1/language']);
    expect(JSON.parse(String(browser.fetch.mock.calls[0]?.[1]?.body))).toEqual({
      lang: 'en',
      currency: 'usd',
    });
    expect(env.reload).toHaveBeenCalledTimes(1);
    // The full reload comes after the server call.
    const fetchOrder = browser.fetch.mock.invocationCallOrder[0] ?? Infinity;
    expect(env.reload.mock.invocationCallOrder[0]).toBeGreaterThan(fetchOrder);
    expect(env.navigate).not.toHaveBeenCalled();
    expect(env.alert).not.toHaveBeenCalled();
    expect(await browser.loginCheck()).toMatchObject({
      lang: 'en',
      currency: 'usd',
    });
  });

  it('switches back en/usd to kr/krw, with the caller’s labels', async () => {
    const { browser, env, store } = await visitor(true);
    await store.dispatch(changeLanguage()).unwrap();

    const labels = {
      languageChangeConfirm: 'Change the language?',
      confirmTitle: 'Confirm',
      confirmLabel: 'OK',
      cancelLabel: 'Cancel',
    };
    const result = await store.dispatch(changeLanguage({ labels })).unwrap();

    expect(env.confirm).toHaveBeenLastCalledWith('Change the language?', {
      title: 'Confirm',
      confirmLabel: 'OK',
      cancelLabel: 'Cancel',
    });
    expect(result).toEqual({ changed: true, language: 'kr', currency: 'krw' });
    expect(env.storage.items.get('pinia/session/language')).toBe('kr');
    expect(env.storage.items.get('pinia/session/currency')).toBe('krw');
    expect(env.reload).toHaveBeenCalledTimes(2);
    expect(await browser.loginCheck()).toMatchObject({
      lang: 'kr',
      currency: 'krw',
    });
  });

  it('cancel sends nothing, changes nothing and shows nothing', async () => {
    const { browser, env, store } = await visitor(false);
    const before = store.getState().session;

    const result = await store.dispatch(changeLanguage()).unwrap();

    expect(env.confirm).toHaveBeenCalledTimes(1);
    expect(result).toEqual({ changed: false, language: 'kr', currency: 'krw' });
    expect(store.getState().session).toBe(before);
    expect(browser.fetch).not.toHaveBeenCalled();
    expect(env.storage.items.size).toBe(0);
    expect(env.reload).not.toHaveBeenCalled();
    expect(env.navigate).not.toHaveBeenCalled();
    expect(env.alert).not.toHaveBeenCalled();
    expect((await browser.loginCheck()).lang).toBe('kr');
  });

  it('asking for the current language does nothing, without a dialog', async () => {
    const { browser, env, store } = await visitor(true);
    const result = await store.dispatch(changeLanguage({ language: 'kr' })).unwrap();
    expect(result).toEqual({ changed: false, language: 'kr', currency: 'krw' });
    expect(env.confirm).not.toHaveBeenCalled();
    expect(browser.fetch).not.toHaveBeenCalled();
  });

  it('a refused server call changes nothing and does not reload', async () => {
    const { browser, env, store } = await visitor(true);
    browser.jar.store(['XSRF-TOKEN=; Max-Age=0']);

    const result = await store.dispatch(changeLanguage());

    if (!changeLanguage.rejected.match(result)) throw new Error('expected a rejection');
    expect(result.payload).toMatchObject({ kind: 'csrf', status: 419 });
    expect(store.getState().session.language).toBe('kr');
    expect(env.storage.items.size).toBe(0);
    expect(env.reload).not.toHaveBeenCalled();
  });
});
