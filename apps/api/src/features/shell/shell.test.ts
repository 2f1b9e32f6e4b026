import { CookieBrowser } from '@atelier/test-utils/browser';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { clickLogs, popups } from '../../db/schema/index.js';
import { instaFeedSeeder, popupSeeder } from '../../seed/shell-seeder.js';
import { seedDemoData } from '../../seed/seed.js';
import { startTestApi, type TestApi } from '../../testing.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await seedDemoData(api.app.database.db, api.app.log, { seeders: [popupSeeder, instaFeedSeeder] });
});
afterAll(() => api.close());

describe('GET /api/v1/popup?active=true&page=1', () => {
  it('answers only active popups in the pagination envelope, with both languages', async () => {
    const res = await new CookieBrowser(api.url).get('/api/v1/popup?active=true&page=1');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ current_page: 1, total: 2 });
    expect(res.body.data[0]).toMatchObject({
      type: 'daily',
      link: '/shop/category/12',
      thumbnail_ko: '/images/popups/winter-sale-ko.jpg',
      thumbnail_en: '/images/popups/winter-sale-en.jpg',
    });
    // Without `active` too: the public never sees an inactive popup (issue 10).
    const all = await new CookieBrowser(api.url).get('/api/v1/popup?page=1');
    expect(all.body.total).toBe(2);
  });

  it('hides popups whose window has ended', async () => {
    await api.app.database.db
      .update(popups)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(popups.sort, 2));
    await new Promise((r) => setTimeout(r, 1100));
    const res = await new CookieBrowser(api.url).get('/api/v1/popup?active=true&page=1');
    expect(res.body.total).toBe(1);
  });
});

describe('POST /api/v1/resource-clicks', () => {
  it('counts a popup click and 404s an unknown popup', async () => {
    const client = new CookieBrowser(api.url);
    await client.start();
    const res = await client.post('/api/v1/resource-clicks', { resource: 'popups', id: 1 });
    expect(res.status).toBe(201);
    const [row] = await api.app.database.db.select().from(popups).where(eq(popups.id, 1));
    expect(row!.clickCount).toBe(1);
    expect(
      (await client.post('/api/v1/resource-clicks', { resource: 'popups', id: 999 })).status,
    ).toBe(404);
    expect(
      (await client.post('/api/v1/resource-clicks', { resource: 'members', id: 1 })).status,
    ).toBe(422);
  });
});

describe('GET /api/v1/insta-feeds', () => {
  it('answers the operator-managed items under data', async () => {
    const res = await new CookieBrowser(api.url).get('/api/v1/insta-feeds');
    expect(res.body.data.length).toBe(8);
    expect(res.body.data[0]).toMatchObject({ media_url: '/images/instagram/insta-01.jpg' });
    expect(res.body.data[0].permalink).toMatch(/^https:\/\/www\.instagram\.com\/p\//);
  });
});

describe('POST /api/v1/click-log', () => {
  it('records the desktop image banner click and refuses a bad platform', async () => {
    const client = new CookieBrowser(api.url);
    await client.start();
    const ok = await client.post('/api/v1/click-log', {
      click_id: 12,
      click_type: 'banner',
      click_name: 'image banner',
      platform: 'pc',
    });
    expect(ok.status).toBe(201);
    const bad = await client.post('/api/v1/click-log', {
      click_id: 12,
      click_type: 'banner',
      click_name: 'image banner',
      platform: 'tv',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['platform']);
    const [n] = await api.app.database.db.select({ n: count() }).from(clickLogs);
    expect(n!.n).toBe(1);
  });
});
