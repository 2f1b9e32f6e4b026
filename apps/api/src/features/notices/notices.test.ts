import { CookieBrowser } from '@atelier/test-utils/browser';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { notices } from '../../db/schema/index.js';

import { noticeSeeder } from '../../seed/notice-seeder.js';
import { seedDemoData } from '../../seed/seed.js';
import { startTestApi, type TestApi } from '../../testing.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await seedDemoData(api.app.database.db, api.app.log, { seeders: [noticeSeeder] });
});
afterAll(() => api.close());

describe('GET /api/v1/notice', () => {
  it('answers the pagination envelope, newest first, dates in Korea time', async () => {
    const res = await new CookieBrowser(api.url).get(
      '/api/v1/notice?page=2&per_page=5&sort=created_at&order=desc',
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      current_page: 2,
      from: 6,
      to: 10,
      per_page: 5,
      total: 12,
      last_page: 3,
    });
    expect(res.body.data).toHaveLength(5);
    expect(res.body.data[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const dates = res.body.data.map((n: { created_at: string }) => n.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('accepts the legacy perPage spelling', async () => {
    const res = await new CookieBrowser(api.url).get('/api/v1/notice?perPage=5');
    expect(res.body.per_page).toBe(5);
  });

  it('answers 304 to a matching If-None-Match and a new ETag after a change', async () => {
    const client = new CookieBrowser(api.url);
    const first = await client.get('/api/v1/notice?page=1&per_page=10');
    const etag = first.headers.get('etag')!;
    expect(
      (await client.get('/api/v1/notice?page=1&per_page=10', { 'if-none-match': etag })).status,
    ).toBe(304);
    // A different page is a different representation.
    expect(
      (await client.get('/api/v1/notice?page=2&per_page=10', { 'if-none-match': etag })).status,
    ).toBe(200);
    await api.app.database.db
      .update(notices)
      .set({ title: '택배사 변경 안내 (수정)' })
      .where(eq(notices.id, 3));
    // Another instance's write shows within the version cache's 1 s.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const changed = await client.get('/api/v1/notice?page=1&per_page=10', {
      'if-none-match': etag,
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('refuses bad paging with 422', async () => {
    const res = await new CookieBrowser(api.url).get(
      '/api/v1/notice?page=0&per_page=abc&order=sideways',
    );
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['order', 'page', 'per_page']);
  });

  it('shows one notice and 404s a missing one', async () => {
    const client = new CookieBrowser(api.url);
    const res = await client.get('/api/v1/notice/1');
    expect(res.status).toBe(200);
    expect(res.body.content.length).toBeGreaterThan(0);
    expect((await client.get('/api/v1/notice/99999')).status).toBe(404);
    expect((await client.get('/api/v1/notice/1%20or%201=1')).status).toBe(422);
  });
});
