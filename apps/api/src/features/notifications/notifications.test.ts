import { CookieBrowser } from '@atelier/test-utils/browser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { notifications } from '../../db/schema/index.js';
import { startTestApi, type TestApi } from '../../testing.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

async function memberWithNotifications(n: number) {
  const m = await api.createMember();
  if (n > 0) {
    await api.app.database.db.insert(notifications).values(
      Array.from({ length: n }, (_, i) => ({
        memberId: m.id,
        title: `알림 ${i + 1}`,
        link: '/my-page/order',
      })),
    );
  }
  const client = new CookieBrowser(api.url);
  await client.login(m.mb_id, m.password);
  return { m, client };
}

describe('notifications', () => {
  it('lists your notifications and counts the unread ones in login-check', async () => {
    const { m, client } = await memberWithNotifications(3);
    const list = await client.get(`/api/v1/notification?mb_id=${m.mb_id}`);
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(3);
    expect(list.body.data.every((n: { read_at: string | null }) => n.read_at === null)).toBe(true);
    expect((await client.post('/api/v1/login-check')).body.notification_count).toBe(3);
  });

  it('marks one read, then the count drops', async () => {
    const { m, client } = await memberWithNotifications(2);
    const [first] = (await client.get(`/api/v1/notification?mb_id=${m.mb_id}`)).body.data;
    // A GET that changes state: it needs the XSRF header (issue 10), as the client sends it.
    const read = await client.get(`/api/v1/notification/${first.id}/read-at`, {
      'x-xsrf-token': client.xsrf!,
    });
    expect(read.status).toBe(200);
    expect(read.body.data.read_at).toMatch(/^\d{4}-\d{2}-\d{2} /);
    expect((await client.post('/api/v1/login-check')).body.notification_count).toBe(1);
  });

  it('deletes one and all', async () => {
    const { m, client } = await memberWithNotifications(3);
    const [first] = (await client.get(`/api/v1/notification?mb_id=${m.mb_id}`)).body.data;
    expect(
      (await client.request('DELETE', `/api/v1/notification/${first.id}`, undefined)).status,
    ).toBe(200);
    expect((await client.get(`/api/v1/notification?mb_id=${m.mb_id}`)).body.data).toHaveLength(2);
    expect((await client.request('DELETE', '/api/v1/notification/all', undefined)).body).toEqual({
      deleted: 2,
    });
    expect((await client.get(`/api/v1/notification?mb_id=${m.mb_id}`)).body.data).toHaveLength(0);
  });

  it("never shows, reads or deletes another member's notifications", async () => {
    const victim = await memberWithNotifications(1);
    const [theirs] = (await victim.client.get(`/api/v1/notification?mb_id=${victim.m.mb_id}`)).body
      .data;
    const { client } = await memberWithNotifications(0);
    expect((await client.get(`/api/v1/notification?mb_id=${victim.m.mb_id}`)).status).toBe(403);
    expect(
      (
        await client.get(`/api/v1/notification/${theirs.id}/read-at`, {
          'x-xsrf-token': client.xsrf!,
        })
      ).status,
    ).toBe(404);
    expect(
      (await client.request('DELETE', `/api/v1/notification/${theirs.id}`, undefined)).status,
    ).toBe(404);
    expect(
      (await victim.client.get(`/api/v1/notification?mb_id=${victim.m.mb_id}`)).body.data[0]
        .read_at,
    ).toBeNull();
  });

  it('answers 401 to visitors', async () => {
    const client = new CookieBrowser(api.url);
    await client.start();
    expect((await client.get('/api/v1/notification')).status).toBe(401);
  });
});
