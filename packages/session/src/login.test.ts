// @vitest-environment node
// Against the real API with Node's fetch and a cookie jar (see login-check.test.ts).
import { startTestApi, type TestApi } from '@atelier/api/testing';
import { login, selectAuthenticated } from '@atelier/session';
import { createSpyEnvironment } from '@atelier/test-utils/fakes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ClientBrowser, createTestStore } from '../test/test-support.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

async function visitor() {
  const browser = new ClientBrowser(api.url);
  await browser.loginCheck();
  const env = createSpyEnvironment();
  return { browser, env, store: createTestStore(browser, env) };
}

describe('login against the real API', () => {
  it('logs in, then loads the redirect page with its search and hash', async () => {
    const member = await api.createMember({ password: 'candle2026' });
    const { browser, env, store } = await visitor();

    const result = await store
      .dispatch(
        login({
          credentials: { mb_id: member.mb_id, mb_password: 'candle2026' },
          redirect: '/shop/cart?step=2#summary',
        }),
      )
      .unwrap();

    expect(result.user.mb_id).toBe(member.mb_id);
    expect(result.redirectTo).toBe('/shop/cart?step=2#summary');
    expect(selectAuthenticated(store.getState())).toBe(true);
    expect(env.navigate).toHaveBeenCalledTimes(1);
    expect(env.navigate).toHaveBeenCalledWith('/shop/cart?step=2#summary');
    // The server session is the member's now.
    expect((await browser.loginCheck()).user?.mb_id).toBe(member.mb_id);
  });

  it('goes to /my-page without a redirect, and refuses a redirect to another site', async () => {
    const member = await api.createMember({ password: 'candle2026' });
    const credentials = { mb_id: member.mb_id, mb_password: 'candle2026' };
    const first = await visitor();
    await first.store.dispatch(login({ credentials })).unwrap();
    expect(first.env.navigate).toHaveBeenCalledWith('/my-page');

    const second = await visitor();
    await second.store.dispatch(login({ credentials, redirect: '//evil.example/x' })).unwrap();
    expect(second.env.navigate).toHaveBeenCalledWith('/my-page');
  });

  it('rejects wrong credentials with the 422 field map and goes nowhere', async () => {
    const member = await api.createMember({ password: 'candle2026' });
    const { env, store } = await visitor();

    const result = await store.dispatch(
      login({ credentials: { mb_id: member.mb_id, mb_password: 'wrong-pass1' } }),
    );

    if (!login.rejected.match(result)) throw new Error('expected a rejection');
    const error = result.payload;
    expect(error).toMatchObject({ kind: 'validation', status: 422 });
    if (error?.kind !== 'validation') throw new Error('expected a validation error');
    expect(error.errors.mb_password?.[0]).toEqual(expect.any(String));
    expect(selectAuthenticated(store.getState())).toBe(false);
    expect(env.navigate).not.toHaveBeenCalled();
    expect(env.reload).not.toHaveBeenCalled();
  });
});
