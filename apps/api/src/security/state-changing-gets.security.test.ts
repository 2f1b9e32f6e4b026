import { CookieBrowser } from '@atelier/test-utils/browser';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { notifications } from '../db/schema/index.js';
import { startTestApi, type TestApi } from '../testing.js';

// Issue 10, finding 14: `GET /api/v1/notification/{id}/read-at` (kept from spec §7) changed
// state from a link on another site. It now needs the XSRF header, which the client sends.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

async function memberWithNotification() {
  const m = await api.createMember();
  const [row] = await api.app.database.db
    .insert(notifications)
    .values({ memberId: m.id, title: '주문하신 상품이 발송되었습니다', link: '/my-page/order' })
    .returning();
  const browser = new CookieBrowser(api.url);
  await browser.login(m.mb_id, m.password);
  return { id: row!.id, browser };
}

async function readAt(id: number) {
  const [row] = await api.app.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.id, id));
  return row!.readAt;
}

describe('GET /api/v1/notification/{id}/read-at', () => {
  it('refuses a cross-site link (no XSRF header) or a wrong token with 419 and marks nothing', async () => {
    const { id, browser } = await memberWithNotification();
    const other = new CookieBrowser(api.url);
    await other.start();
    for (const headers of <Record<string, string>[]>[
      {},
      { 'x-xsrf-token': 'abc.def' },
      { 'x-xsrf-token': other.xsrf! },
      // What a link followed from another site sends.
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
    ]) {
      const res = await browser.get(`/api/v1/notification/${id}/read-at`, headers);
      expect(res.status).toBe(419);
      expect(res.body.message).toContain('보안 토큰');
    }
    expect(await readAt(id)).toBeNull();
    expect((await browser.post('/api/v1/login-check')).body.notification_count).toBe(1);
  });

  it("is accepted with the session's token in the header (api-client's `xsrf: true`)", async () => {
    const { id, browser } = await memberWithNotification();
    const res = await browser.get(`/api/v1/notification/${id}/read-at`, {
      'x-xsrf-token': browser.xsrf!,
    });
    expect(res.status).toBe(200);
    expect(await readAt(id)).not.toBeNull();
    expect((await browser.post('/api/v1/login-check')).body.notification_count).toBe(0);
  });
});
