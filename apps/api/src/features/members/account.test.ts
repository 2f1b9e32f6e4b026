import { CookieBrowser } from '@atelier/test-utils/browser';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { members } from '../../db/schema/index.js';
import { startTestApi, type TestApi } from '../../testing.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const account = {
  mb_name: '김하나',
  mb_email: 'hana@example.com',
  mb_hp: '010 5555 6666',
  agree_marketing: true,
};

async function loggedIn() {
  const m = await api.createMember();
  const client = new CookieBrowser(api.url);
  expect((await client.login(m.mb_id, m.password)).status).toBe(200);
  return { m, client };
}

describe('PUT /api/v1/my-account/{mb_id}', () => {
  it('updates your own account and answers the user', async () => {
    const { m, client } = await loggedIn();
    const res = await client.put(`/api/v1/my-account/${m.mb_id}`, {
      ...account,
      mb_email: `${m.mb_id}@new.example.com`,
      is_admin: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      mb_name: '김하나',
      mb_hp: '010-5555-6666',
      is_admin: false,
    });
    expect(res.body.user.consents.marketing_agreed_at).toBeTruthy();
    const row = await api.app.database.db.query.members.findFirst({ where: eq(members.id, m.id) });
    expect(row?.operatorRole).toBeNull();
  });

  it("refuses another member's account with 403 and changes nothing", async () => {
    const victim = await api.createMember({ name: '피해자' });
    const { client } = await loggedIn();
    const res = await client.put(`/api/v1/my-account/${victim.mb_id}`, account);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('본인 계정 정보만 수정할 수 있습니다.');
    const row = await api.app.database.db.query.members.findFirst({
      where: eq(members.id, victim.id),
    });
    expect(row?.name).toBe('피해자');
  });

  it('answers 401 to a visitor', async () => {
    const client = new CookieBrowser(api.url);
    await client.start();
    const res = await client.put('/api/v1/my-account/hong', account);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('로그인이 필요합니다.');
  });

  it("refuses another member's email with 422", async () => {
    const other = await api.createMember();
    const { m, client } = await loggedIn();
    const res = await client.put(`/api/v1/my-account/${m.mb_id}`, {
      ...account,
      mb_email: `${other.mb_id}@example.com`,
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.mb_email).toEqual(['이미 사용 중인 이메일입니다.']);
  });
});

describe('POST /api/v1/confirm-my-password', () => {
  it('changes the password after checking the current one and logs out other devices', async () => {
    const { m, client } = await loggedIn();
    const other = new CookieBrowser(api.url);
    await other.login(m.mb_id, m.password);
    const wrong = await client.post('/api/v1/confirm-my-password', {
      current_password: 'not-it-123',
      mb_password: 'newpass2026',
      mb_password_confirmation: 'newpass2026',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.current_password).toEqual(['현재 비밀번호가 올바르지 않습니다.']);

    const res = await client.post('/api/v1/confirm-my-password', {
      current_password: m.password,
      mb_password: 'newpass2026',
      mb_password_confirmation: 'newpass2026',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('비밀번호가 변경되었습니다.');
    expect((await client.post('/api/v1/login-check')).body.user.mb_id).toBe(m.mb_id);
    expect((await other.post('/api/v1/login-check')).body.user).toBeNull();
    expect((await new CookieBrowser(api.url).login(m.mb_id, 'newpass2026')).status).toBe(200);
  });
});

describe('POST /api/v1/unregister', () => {
  it('soft-deletes, erases personal data, keeps the id reserved and refuses login afterwards', async () => {
    const { m, client } = await loggedIn();
    const wrong = await client.post('/api/v1/unregister', { mb_password: 'nope-1234' });
    expect(wrong.status).toBe(422);

    const res = await client.post('/api/v1/unregister', { mb_password: m.password });
    expect(res.status).toBe(200);
    expect((await client.post('/api/v1/login-check')).body.user).toBeNull();
    const row = await api.app.database.db.query.members.findFirst({ where: eq(members.id, m.id) });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(row?.email).toBeNull();
    expect(row?.hp).toBeNull();

    const again = await new CookieBrowser(api.url).login(m.mb_id, m.password);
    expect(again.status).toBe(422);
    const fresh = new CookieBrowser(api.url);
    await fresh.start();
    const reuse = await fresh.post('/api/v1/register', {
      mb_id: m.mb_id,
      mb_password: 'candle2026',
      mb_password_confirmation: 'candle2026',
      mb_name: '새회원',
      mb_email: `${m.mb_id}@example.com`,
      mb_hp: '01012341234',
      agree_terms: true,
      agree_privacy: true,
      agree_age14: true,
    });
    expect(reuse.status).toBe(422);
    expect(Object.keys(reuse.body.errors)).toEqual(['mb_id']);
  });
});
