// @vitest-environment node
// Against the real API with Node's fetch and a cookie jar (see login-check.test.ts).
import { startTestApi, type TestApi } from '@atelier/api/testing';
import { logout, selectAuthenticated } from '@atelier/session';
import { createSpyEnvironment, requestsOf } from '@atelier/test-utils/fakes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestStore, signIn } from '../test/test-support.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe('logout against the real API', () => {
  it('ends the server session, then loads the home page', async () => {
    const { browser, session } = await signIn(api);
    const env = createSpyEnvironment();
    const store = createTestStore(browser, env, session);
    expect(selectAuthenticated(store.getState())).toBe(true);

    const result = await store.dispatch(logout()).unwrap();

    expect(result.message).toEqual(expect.any(String));
    expect(requestsOf(browser.fetch)).toEqual(['POST /api/v1/logout']);
    expect(selectAuthenticated(store.getState())).toBe(false);
    expect(env.navigate).toHaveBeenCalledTimes(1);
    expect(env.navigate).toHaveBeenCalledWith('/');
    expect((await browser.loginCheck()).user).toBeNull();
  });

  it('changes nothing when the server refuses (no XSRF token)', async () => {
    const { browser, session } = await signIn(api);
    const env = createSpyEnvironment();
    const store = createTestStore(browser, env, session);
    browser.jar.store(['XSRF-TOKEN=; Max-Age=0']);

    const result = await store.dispatch(logout());

    if (!logout.rejected.match(result)) throw new Error('expected a rejection');
    expect(result.payload).toMatchObject({ kind: 'csrf', status: 419 });
    expect(selectAuthenticated(store.getState())).toBe(true);
    expect(env.navigate).not.toHaveBeenCalled();
  });
});
