// @vitest-environment node
// Against the real API with Node's fetch and a cookie jar (see login-check.test.ts).
import { startTestApi, type TestApi } from '@atelier/api/testing';
import type { LoginResponse } from '@atelier/contracts';
import { changePassword } from '@atelier/session';
import { createSpyEnvironment, requestsOf } from '@atelier/test-utils/fakes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ClientBrowser, createTestStore, signIn } from '../test/test-support.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe('changePassword against the real API', () => {
  it('changes the password, then shows the success dialog and waits for it', async () => {
    const { member, browser, session } = await signIn(api);
    const env = createSpyEnvironment();
    let closeDialog = () => {};
    env.alert.mockImplementation(() => new Promise<void>((resolve) => (closeDialog = resolve)));
    const store = createTestStore(browser, env, session);

    let settled = false;
    const pending = store
      .dispatch(
        changePassword({
          input: {
            current_password: 'candle2026',
            mb_password: 'wax2026new',
            mb_password_confirmation: 'wax2026new',
          },
        }),
      )
      .unwrap()
      .finally(() => (settled = true));

    await expect.poll(() => env.alert.mock.calls.length).toBe(1);
    expect(env.alert).toHaveBeenCalledWith('비밀번호가 변경되었습니다.', { title: '알림' });
    expect(settled).toBe(false);
    closeDialog();
    const result = await pending;
    expect(result.message).toEqual(expect.any(String));
    expect(requestsOf(browser.fetch)).toEqual(['POST /api/v1/confirm-my-password']);

    const fresh = new ClientBrowser(api.url);
    await fresh.loginCheck();
    const oldLogin = await fresh.client.post<LoginResponse>('/api/v1/login', {
      mb_id: member.mb_id,
      mb_password: 'candle2026',
    });
    expect(oldLogin.ok).toBe(false);
    const newLogin = await fresh.client.post<LoginResponse>('/api/v1/login', {
      mb_id: member.mb_id,
      mb_password: 'wax2026new',
    });
    expect(newLogin.ok).toBe(true);
  });

  it('shows the caller’s text', async () => {
    const { browser, session } = await signIn(api);
    const env = createSpyEnvironment();
    const store = createTestStore(browser, env, session);
    await store
      .dispatch(
        changePassword({
          input: {
            current_password: 'candle2026',
            mb_password: 'wax2026new',
            mb_password_confirmation: 'wax2026new',
          },
          labels: { passwordChanged: 'Your password has been changed.', alertTitle: 'Notice' },
        }),
      )
      .unwrap();
    expect(env.alert).toHaveBeenCalledWith('Your password has been changed.', { title: 'Notice' });
  });

  it('rejects a wrong current password with the field map, without a dialog', async () => {
    const { browser, session } = await signIn(api);
    const env = createSpyEnvironment();
    const store = createTestStore(browser, env, session);

    const result = await store.dispatch(
      changePassword({
        input: {
          current_password: 'not-mine-1',
          mb_password: 'wax2026new',
          mb_password_confirmation: 'wax2026new',
        },
      }),
    );

    if (!changePassword.rejected.match(result)) throw new Error('expected a rejection');
    const error = result.payload;
    if (error?.kind !== 'validation')
      throw new Error(`expected a validation error, got ${error?.kind}`);
    expect(error.errors.current_password?.[0]).toEqual(expect.any(String));
    expect(env.alert).not.toHaveBeenCalled();
  });
});
