// @vitest-environment node
// Against the real API with Node's fetch and a cookie jar (see login-check.test.ts).
import { startTestApi, type TestApi } from '@atelier/api/testing';
import { selectAuthenticated, unregister } from '@atelier/session';
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

describe('unregister against the real API', () => {
  it('refuses a wrong password with the field map and stays logged in', async () => {
    const { browser, session } = await signIn(api);
    const store = createTestStore(browser, createSpyEnvironment(), session);

    const result = await store.dispatch(unregister({ mb_password: 'not-mine-1' }));

    if (!unregister.rejected.match(result)) throw new Error('expected a rejection');
    const error = result.payload;
    if (error?.kind !== 'validation')
      throw new Error(`expected a validation error, got ${error?.kind}`);
    expect(error.errors.mb_password?.[0]).toEqual(expect.any(String));
    expect(selectAuthenticated(store.getState())).toBe(true);
    expect(requestsOf(browser.fetch)).toEqual(['POST /api/v1/unregister']);
  });

  it('leaves, then the new login check finds a visitor', async () => {
    const { member, browser, session } = await signIn(api);
    const store = createTestStore(browser, createSpyEnvironment(), session);

    const result = await store.dispatch(unregister({ mb_password: 'candle2026' })).unwrap();

    expect(result.message).toEqual(expect.any(String));
    expect(requestsOf(browser.fetch)).toEqual([
      'POST /api/v1/unregister',
      'POST /api/v1/login-check',
    ]);
    expect(selectAuthenticated(store.getState())).toBe(false);
    expect(store.getState().session.status).toBe('checked');
    // The account is gone: its password no longer logs in.
    const again = await browser.login(member.mb_id, 'candle2026');
    expect(again.status).toBe(422);
    expect((await browser.loginCheck()).user).toBeNull();
  });
});
