// @vitest-environment node
// Against the real API with Node's fetch and a cookie jar (see login-check.test.ts).
import { startTestApi, type TestApi } from '@atelier/api/testing';
import { updateAccount } from '@atelier/session';
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

const account = (email: string) => ({
  mb_name: '김향초',
  mb_email: email,
  mb_hp: '01098765432',
  agree_marketing: true,
});

describe('updateAccount against the real API', () => {
  it('saves with PUT my-account/{mb_id}, then checks the session again', async () => {
    const { member, browser, session } = await signIn(api);
    const store = createTestStore(browser, createSpyEnvironment(), session);

    const result = await store
      .dispatch(updateAccount(account(`${member.mb_id}@new.example`)))
      .unwrap();

    expect(result.user).toMatchObject({
      mb_id: member.mb_id,
      mb_name: '김향초',
      mb_hp: '010-9876-5432',
    });
    expect(requestsOf(browser.fetch)).toEqual([
      `PUT /api/v1/my-account/${member.mb_id}`,
      'POST /api/v1/login-check',
    ]);
    expect(store.getState().session.user).toMatchObject({
      mb_id: member.mb_id,
      mb_name: '김향초',
      mb_email: `${member.mb_id}@new.example`,
    });
    expect(store.getState().session.status).toBe('checked');
  });

  it('rejects a 422 with the field map, leaving the user as it was', async () => {
    const other = await api.createMember();
    const { browser, session } = await signIn(api);
    const store = createTestStore(browser, createSpyEnvironment(), session);

    const result = await store.dispatch(updateAccount(account(`${other.mb_id}@example.com`)));

    if (!updateAccount.rejected.match(result)) throw new Error('expected a rejection');
    const error = result.payload;
    if (error?.kind !== 'validation')
      throw new Error(`expected a validation error, got ${error?.kind}`);
    expect(error.status).toBe(422);
    expect(Object.keys(error.errors)).toEqual(['mb_email']);
    expect(error.errors.mb_email?.[0]).toEqual(expect.any(String));
    expect(store.getState().session.user?.mb_name).toBe('테스트회원');
    expect(requestsOf(browser.fetch)).toHaveLength(1);
  });

  it('is not sent while logged out', async () => {
    const browser = new ClientBrowser(api.url);
    const store = createTestStore(browser, createSpyEnvironment());

    const result = await store.dispatch(updateAccount(account('x@example.com')));

    if (!updateAccount.rejected.match(result)) throw new Error('expected a rejection');
    expect(result.meta.condition).toBe(true);
    expect(browser.fetch).not.toHaveBeenCalled();
  });
});
