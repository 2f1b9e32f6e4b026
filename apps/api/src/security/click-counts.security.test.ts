import { CookieBrowser } from '@atelier/test-utils/browser';
import { count, eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { authThrottles, clickLogs, popups } from '../db/schema/index.js';
import { popupSeeder } from '../seed/shell-seeder.js';
import { seedDemoData } from '../seed/seed.js';
import { startTestApi, type TestApi } from '../testing.js';

// Issue 10, finding 10: 50 click-logs from one session were all stored, a click on an
// inactive popup counted, and `GET /api/v1/popup` without `active` listed inactive popups.
let api: TestApi;
let ids: { shown: number; timed: number; inactive: number };
const DAY = 86_400_000;

beforeAll(async () => {
  api = await startTestApi({ env: { CLICK_COUNT_INTERVAL_MINUTES: '10' } });
  await seedDemoData(api.app.database.db, api.app.log, { seeders: [popupSeeder] });
  const rows = await api.app.database.db.select().from(popups);
  ids = {
    shown: rows.find((p) => p.sort === 1)!.id,
    timed: rows.find((p) => p.sort === 2)!.id,
    inactive: rows.find((p) => !p.isActive)!.id,
  };
});
afterAll(() => api.close());

const db = () => api.app.database.db;
async function clicksOf(id: number) {
  const [row] = await db().select().from(popups).where(eq(popups.id, id));
  return row!.clickCount;
}
async function storedLogs(clickType: string) {
  const [row] = await db()
    .select({ n: count() })
    .from(clickLogs)
    .where(eq(clickLogs.clickType, clickType));
  return row!.n;
}
const banner = (clickType: string, clickId = 12) => ({
  click_id: clickId,
  click_type: clickType,
  click_name: 'image banner',
  platform: 'pc',
});

describe('POST /api/v1/click-log', () => {
  it('stores one click per session and item per interval', async () => {
    const browser = new CookieBrowser(api.url);
    await browser.start();
    for (let i = 0; i < 50; i += 1) {
      const res = await browser.post('/api/v1/click-log', banner('inflate'));
      expect(res.status).toBe(201);
    }
    expect(await storedLogs('inflate')).toBe(1);

    // Another item, and another session, count on their own.
    await browser.post('/api/v1/click-log', banner('inflate', 13));
    const other = new CookieBrowser(api.url);
    await other.start();
    await other.post('/api/v1/click-log', banner('inflate'));
    expect(await storedLogs('inflate')).toBe(3);

    // Once the interval has passed, the same session's click counts again.
    await db()
      .update(authThrottles)
      .set({ resetAt: new Date(Date.now() - 1000) })
      .where(like(authThrottles.key, 'click:%'));
    await browser.post('/api/v1/click-log', banner('inflate'));
    expect(await storedLogs('inflate')).toBe(4);
  });
});

describe('POST /api/v1/resource-clicks', () => {
  it('counts one click per session and popup per interval', async () => {
    const before = await clicksOf(ids.shown);
    const browser = new CookieBrowser(api.url);
    await browser.start();
    for (let i = 0; i < 20; i += 1) {
      const res = await browser.post('/api/v1/resource-clicks', {
        resource: 'popups',
        id: ids.shown,
      });
      expect(res.status).toBe(201);
    }
    expect(await clicksOf(ids.shown)).toBe(before + 1);
  });

  it('refuses clicks on an inactive or out-of-period popup and counts nothing', async () => {
    const browser = new CookieBrowser(api.url);
    await browser.start();
    const inactive = await browser.post('/api/v1/resource-clicks', {
      resource: 'popups',
      id: ids.inactive,
    });
    expect(inactive.status).toBe(404);
    expect(inactive.body.message).toBe('페이지를 찾을 수 없거나 접근할 수 없습니다.');
    expect(await clicksOf(ids.inactive)).toBe(0);

    for (const window of [
      { startsAt: new Date(Date.now() + DAY), endsAt: null },
      { startsAt: null, endsAt: new Date(Date.now() - 1000) },
    ]) {
      await db().update(popups).set(window).where(eq(popups.id, ids.timed));
      const before = await clicksOf(ids.timed);
      const res = await browser.post('/api/v1/resource-clicks', {
        resource: 'popups',
        id: ids.timed,
      });
      expect(res.status).toBe(404);
      expect(await clicksOf(ids.timed)).toBe(before);
    }
    await db().update(popups).set({ startsAt: null, endsAt: null }).where(eq(popups.id, ids.timed));
  });
});

describe('GET /api/v1/popup', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists only active popups in their period, whatever `active` says', async () => {
    for (const query of ['', '?page=1', '?active=false', '?active=0', '?active=true&page=1']) {
      const res = await new CookieBrowser(api.url).get(`/api/v1/popup${query}`);
      expect(res.status, query).toBe(200);
      const listed = (res.body.data as { id: number }[]).map((p) => p.id);
      expect(listed, query).not.toContain(ids.inactive);
      expect(res.body.total, query).toBe(2);
    }
  });

  it('drops a popup whose period ends, within a minute, with no write to the table', async () => {
    const ends = new Date(Date.now() + 30_000);
    await db().update(popups).set({ endsAt: ends }).where(eq(popups.id, ids.timed));
    // Let the short-lived version cache see the write.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const browser = new CookieBrowser(api.url);
    const first = await browser.get('/api/v1/popup');
    expect(first.body.data.map((p: { id: number }) => p.id)).toContain(ids.timed);

    vi.useFakeTimers({ toFake: ['Date'], now: ends.getTime() + 61_000 });
    for (const query of ['', '?active=true&page=1']) {
      const res = await browser.request('GET', `/api/v1/popup${query}`, undefined, {
        headers: { 'if-none-match': first.headers.get('etag')! },
      });
      expect(res.status, query).toBe(200);
      expect(
        res.body.data.map((p: { id: number }) => p.id),
        query,
      ).not.toContain(ids.timed);
    }
  });
});

describe('expired click counters', () => {
  it('are removed by the cleanup', async () => {
    const { Throttle } = await import('../features/auth/throttle.js');
    await db()
      .update(authThrottles)
      .set({ resetAt: new Date(Date.now() - 1000) })
      .where(like(authThrottles.key, 'click:%'));
    expect(await new Throttle(db()).purgeExpired()).toBeGreaterThan(0);
    const left = await db()
      .select({ n: count() })
      .from(authThrottles)
      .where(like(authThrottles.key, 'click:%'));
    expect(left[0]!.n).toBe(0);
  });
});
