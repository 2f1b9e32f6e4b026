import { CookieBrowser } from '@atelier/test-utils/browser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { cmsPages } from '../../db/schema/index.js';
import { cmsSeeder } from '../../seed/cms-seeder.js';
import { seedDemoData } from '../../seed/seed.js';
import { startTestApi, type TestApi } from '../../testing.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await seedDemoData(api.app.database.db, api.app.log, { seeders: [cmsSeeder] });
});
afterAll(() => api.close());

describe('GET /api/cms/published/{name}', () => {
  it('answers the template tree and link of a published page with an ETag', async () => {
    const client = new CookieBrowser(api.url);
    const res = await client.get('/api/cms/published/home-main');
    expect(res.status).toBe(200);
    expect(res.body.link).toBeNull();
    expect(res.body.template[0]).toMatchObject({ id: 'hero', tag: 'section' });
    const banner = await client.get('/api/cms/published/home-banner-top');
    expect(banner.body).toMatchObject({ closable: true, link: '/register' });
    const etag = res.headers.get('etag')!;
    expect(
      (await client.get('/api/cms/published/home-main', { 'if-none-match': etag })).status,
    ).toBe(304);
  });

  it('404s unpublished and unknown pages, 422s malformed names', async () => {
    await api.app.database.db
      .insert(cmsPages)
      .values({ name: 'draft-page', title: '초안', template: [] });
    const client = new CookieBrowser(api.url);
    expect((await client.get('/api/cms/published/draft-page')).status).toBe(404);
    expect((await client.get('/api/cms/published/nope')).status).toBe(404);
    expect((await client.get('/api/cms/published/..%2F..%2Fetc')).status).toBe(422);
  });
});
