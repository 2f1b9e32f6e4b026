// @vitest-environment node
// Against the real API with Node's fetch and a cookie jar (see login-check.test.ts).
import { startTestApi, type TestApi } from '@atelier/api/testing';
import type { UserMessageResponse } from '@atelier/contracts';
import { createUnauthorizedHandler, type LocationLike } from '@atelier/session';
import { createSpyEnvironment } from '@atelier/test-utils/fakes';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { ClientBrowser } from '../test/test-support.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const here: LocationLike = { pathname: '/my-page/order', search: '?page=2', hash: '#list' };
const account = {
  mb_name: '홍길동',
  mb_email: 'a@example.com',
  mb_hp: '01012345678',
  agree_marketing: false,
};

describe('createUnauthorizedHandler with the api-client on401', () => {
  it('three 401 answers within 300 ms open exactly one dialog, 300 ms after the last', async () => {
    const env = createSpyEnvironment();
    const handler = vi.fn(createUnauthorizedHandler(env, () => here));
    const browser = new ClientBrowser(api.url, { on401: handler });
    await browser.loginCheck(); // a visitor: member calls answer 401

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const answers = await Promise.all([
      browser.client.put<UserMessageResponse>('/api/v1/my-account/hong', account),
      browser.client.post('/api/v1/unregister', { mb_password: 'whatever1' }),
      browser.client.post('/api/v1/confirm-my-password', {
        current_password: 'whatever1',
        mb_password: 'candle2026',
        mb_password_confirmation: 'candle2026',
      }),
    ]);
    expect(answers.map((a) => (a.ok ? a.status : a.error.status))).toEqual([401, 401, 401]);

    await vi.advanceTimersByTimeAsync(299);
    expect(env.alert).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(env.alert).toHaveBeenCalledTimes(1);
    expect(env.alert).toHaveBeenCalledWith('로그인이 필요합니다.', { title: '알림' });
    expect(env.navigate).toHaveBeenCalledTimes(1);
    expect(env.navigate).toHaveBeenCalledWith(
      '/login?redirect=%2Fmy-page%2Forder%3Fpage%3D2%23list',
    );

    await vi.advanceTimersByTimeAsync(1_000);
    expect(env.alert).toHaveBeenCalledTimes(1);
  });

  it('a 401 after the window opens a new dialog once the first is closed', async () => {
    const env = createSpyEnvironment();
    const browser = new ClientBrowser(api.url, {
      on401: createUnauthorizedHandler(env, () => '/my-page'),
    });
    await browser.loginCheck();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await browser.client.post('/api/v1/unregister', { mb_password: 'whatever1' });
    await vi.advanceTimersByTimeAsync(300);
    await browser.client.post('/api/v1/unregister', { mb_password: 'whatever1' });
    await vi.advanceTimersByTimeAsync(300);
    expect(env.alert).toHaveBeenCalledTimes(2);
    expect(env.navigate).toHaveBeenNthCalledWith(2, '/login?redirect=%2Fmy-page');
  });
});

describe('createUnauthorizedHandler', () => {
  it('opens no second dialog while one is open', async () => {
    const env = createSpyEnvironment();
    let close = () => {};
    env.alert.mockImplementation(() => new Promise<void>((resolve) => (close = resolve)));
    const onUnauthorized = vi.fn();
    const handle = createUnauthorizedHandler(env, () => here, { onUnauthorized });

    handle();
    handle();
    expect(env.alert).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(env.navigate).not.toHaveBeenCalled();

    close();
    await vi.waitFor(() => expect(env.navigate).toHaveBeenCalledTimes(1));
    handle();
    expect(env.alert).toHaveBeenCalledTimes(2);
  });

  it('does nothing on the login page itself', () => {
    const env = createSpyEnvironment();
    createUnauthorizedHandler(env, () => ({ pathname: '/login', search: '?redirect=%2F' }))();
    expect(env.alert).not.toHaveBeenCalled();
  });

  it('shows the caller’s text and login path', async () => {
    const env = createSpyEnvironment();
    createUnauthorizedHandler(env, () => '/shop/cart?x=1', {
      labels: { loginRequired: 'Please log in.', alertTitle: 'Notice' },
      loginPath: '/signin',
    })();
    expect(env.alert).toHaveBeenCalledWith('Please log in.', { title: 'Notice' });
    await vi.waitFor(() =>
      expect(env.navigate).toHaveBeenCalledWith('/signin?redirect=%2Fshop%2Fcart%3Fx%3D1'),
    );
  });
});
