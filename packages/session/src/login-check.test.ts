// @vitest-environment node
// Thunks run against the real API with Node's fetch and a cookie jar (happy-dom's fetch
// applies browser CORS and hides Set-Cookie, so it cannot stand in for a browser here).
import { startTestApi, type TestApi } from '@atelier/api/testing';
import type { LanguageResponse, LoginResponse } from '@atelier/contracts';
import { createApiClient, unwrap } from '@atelier/api-client';
import {
  createSessionState,
  loginCheck,
  selectAuthenticated,
  selectIsKorean,
  type SessionState,
} from '@atelier/session';
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

describe('loginCheck against the real API', () => {
  it('reads a visitor session: no user, kr/krw, a cart key, status checking then checked', async () => {
    const browser = new ClientBrowser(api.url);
    const store = createTestStore(browser, createSpyEnvironment());
    const statuses: string[] = [];
    store.subscribe(() => statuses.push(store.getState().session.status));

    const result = await store.dispatch(loginCheck());

    expect(loginCheck.fulfilled.match(result)).toBe(true);
    const steps = statuses.filter((status, i) => status !== statuses[i - 1]);
    expect(steps).toEqual(['idle', 'checking', 'checked']);
    const session = store.getState().session;
    expect(session).toMatchObject({
      user: null,
      language: 'kr',
      currency: 'krw',
      coupon_count: 0,
      notification_count: 0,
      status: 'checked',
    });
    expect(session.cart_key).toEqual(expect.any(String));
    expect(session.cart_key).toBe((await browser.loginCheck()).cart_key);
    expect(browser.jar.get('XSRF-TOKEN')).toBeTruthy();
  });

  it('reads a member session and the server language', async () => {
    const member = await api.createMember({ password: 'candle2026' });
    const browser = new ClientBrowser(api.url);
    await browser.loginCheck();
    unwrap(
      await browser.client.post<LoginResponse>('/api/v1/login', {
        mb_id: member.mb_id,
        mb_password: 'candle2026',
      }),
    );
    unwrap(
      await browser.client.post<LanguageResponse>('/api/v1/language', {
        lang: 'en',
        currency: 'usd',
      }),
    );
    const env = createSpyEnvironment();
    const store = createTestStore(browser, env);

    const check = await store.dispatch(loginCheck()).unwrap();

    expect(check.user?.mb_id).toBe(member.mb_id);
    expect(store.getState().session.user).toMatchObject({
      mb_id: member.mb_id,
      mb_name: '테스트회원',
    });
    expect(selectAuthenticated(store.getState())).toBe(true);
    expect(selectIsKorean(store.getState())).toBe(false);
    expect(store.getState().session.currency).toBe('usd');
    // The server's language is remembered for the next page.
    expect(env.storage.items.get('pinia/session/language')).toBe('en');
    expect(env.storage.items.get('pinia/session/currency')).toBe('usd');
  });

  it('on failure resets to logged out, kr, krw and rejects with the ApiError', async () => {
    // Nothing listens on port 1: the connection is refused.
    const client = createApiClient({ baseUrl: 'http://127.0.0.1:1', timeoutMs: 2_000 });
    const env = createSpyEnvironment();
    const member: SessionState = createSessionState(
      {
        user: { mb_id: 'hong', mb_name: '홍길동' },
        lang: 'en',
        currency: 'usd',
        cart_key: 'c1',
        cart_count: 0,
        coupon_count: 2,
      },
      { storage: null },
    );
    const browser = { client };
    const store = createTestStore(browser, env, member);

    const result = await store.dispatch(loginCheck());

    if (!loginCheck.rejected.match(result)) throw new Error('expected a rejection');
    expect(result.payload).toMatchObject({ kind: 'network', status: null });
    // Kept serializable for Redux: the exception object is not in the action.
    expect(result.payload).not.toHaveProperty('cause');
    expect(store.getState().session).toMatchObject({
      user: null,
      language: 'kr',
      currency: 'krw',
      coupon_count: 0,
      status: 'failed',
    });
    expect(env.storage.items.get('pinia/session/language')).toBe('kr');
  });
});
