// Issue 19, item 9: member API answers were `Cache-Control: private, no-cache` (kept, then revalidated) where `no-store` is meant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { cmsPages } from '../db/schema/index.js';
import { policySeeder } from '../features/policies/policy-seeder.js';
import { seedDemoData } from '../seed/seed.js';
import { startTestApi, type TestApi } from '../testing.js';
import { filePart, sendForm } from '../features/content/send-form.js';
import { testImage } from '../features/media/test-images.js';
import { registeredRoutes } from './registered-routes.js';

/**
 * Every GET route of the API: `private` answers depend on the session (no cache may keep
 * them), `public` ones are the same for everyone in a language and currency (ETag, 304),
 * `visitor-public` ones are public for a visitor and private for a member.
 */
const GET_ROUTES: Record<string, 'private' | 'public' | 'visitor-public'> = {
  '/api/v1/cart': 'private',
  '/api/v1/coupon': 'private',
  '/api/v1/point': 'private',
  '/api/v1/store-order': 'private',
  '/api/v1/address': 'private',
  '/api/v1/wish-list': 'private',
  '/api/v1/notification': 'private',
  '/api/v1/notification/:id/read-at': 'private',
  '/api/v1/order': 'private',
  '/api/v1/order/:od_id': 'private',
  '/api/v1/order/:od_id/claim-photo/:photo/:file': 'private',
  '/api/v1/sandbox-pg/orders/:od_id': 'private',
  '/api/v1/product-review': 'visitor-public',
  '/api/v1/product-inquiry': 'visitor-public',
  '/api/v1/notice': 'public',
  '/api/v1/notice/:id': 'public',
  '/api/v1/notice/:id/files/:file': 'public',
  '/api/v1/product': 'public',
  '/api/v1/product/suggest': 'public',
  '/api/v1/product/:it_id': 'public',
  '/api/v1/popup': 'public',
  '/api/v1/sitemap': 'public',
  '/api/v1/policy': 'public',
  '/api/v1/policy/:kind': 'public',
  '/api/v1/insta-feeds': 'public',
  '/api/translation-ai/package': 'public',
  '/api/cms/published/:name': 'public',
  '/api/evans-cart/categories-service': 'public',
  '/api/evans-cart/categories-service/:id': 'public',
};

let api: TestApi;
let urls: Record<string, string>;
beforeAll(async () => {
  api = await startTestApi();
  const product = await api.createProduct();
  await seedDemoData(api.app.database.db, api.app.log, { seeders: [policySeeder] });
  await api.app.database.db.insert(cmsPages).values({
    name: 'main-banner',
    title: '배너',
    template: [],
    publishedAt: new Date(Date.now() - 60_000),
  });
  const { browser: editor } = await api.signInOperator('content_editor');
  const notice = await editor.post('/api/admin/notices', { title: '첨부', content: '파일' });
  const form = new FormData();
  form.append('files[]', filePart(await testImage('jpeg', 40, 30), 'a.jpg', 'image/jpeg'));
  const noticeId = (notice.body.data as { id: number }).id;
  const [file] = (
    await sendForm(editor, `${api.url}/api/admin/notices/${noticeId}/attachments`, form)
  ).body.data as { url: string }[];
  urls = {
    '/api/v1/notice/:id/files/:file': file!.url,
    '/api/v1/notice/:id': '/api/v1/notice/1',
    '/api/v1/notification/:id/read-at': '/api/v1/notification/1/read-at',
    '/api/v1/product/:it_id': `/api/v1/product/${product.it_id}`,
    '/api/v1/product/suggest': '/api/v1/product/suggest?keyword=캔들',
    '/api/translation-ai/package': '/api/translation-ai/package?locale=en',
    '/api/cms/published/:name': '/api/cms/published/main-banner',
    '/api/v1/policy/:kind': '/api/v1/policy/privacy',
    '/api/evans-cart/categories-service/:id': '/api/evans-cart/categories-service/1011',
  };
});
afterAll(() => api.close());

/** The operator console's GET routes: every one is private (issue 21, walked by admin-routes-walk). */
function adminGetRoutes(): string[] {
  return registeredRoutes(api.app)
    .filter((r) => r.method === 'GET' && r.url.startsWith('/api/admin/'))
    .map((r) => r.url);
}

describe('Cache-Control of API answers', () => {
  it('classifies every GET route of the API', () => {
    const registered = registeredRoutes(api.app)
      .filter(
        (r) => r.method === 'GET' && r.url.startsWith('/api/') && !r.url.startsWith('/api/admin/'),
      )
      .map((r) => r.url);
    expect(registered.sort()).toEqual(Object.keys(GET_ROUTES).sort());
  });

  it("answers the operator console's calls no-store, without an ETag, allowed or refused", async () => {
    const { browser: owner } = await api.signInOperator('owner');
    const { browser: member } = await api.loginMember();
    const routes = adminGetRoutes();
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      const url = route.replace(/:\w+/g, '1');
      for (const browser of [owner, member]) {
        const res = await browser.get(url);
        expect(res.headers.get('cache-control'), route).toBe('no-store');
        expect(res.headers.get('etag'), route).toBeNull();
      }
    }
  });

  it("answers every session's own data no-store, without an ETag", async () => {
    const { browser } = await api.loginMember();
    const order = await api.placeOrder(browser);
    urls['/api/v1/order/:od_id'] = `/api/v1/order/${order.od_id}`;
    urls['/api/v1/sandbox-pg/orders/:od_id'] = `/api/v1/sandbox-pg/orders/${order.od_id}`;
    for (const [route, kind] of Object.entries(GET_ROUTES)) {
      if (kind === 'public') continue;
      const res = await browser.get(urls[route] ?? route);
      expect(res.headers.get('cache-control'), route).toBe('no-store');
      expect(res.headers.get('etag'), route).toBeNull();
    }
    expect((await browser.get(urls['/api/v1/order/:od_id']!)).status).toBe(200);
    for (const [url, body] of [
      ['/api/v1/login-check', undefined],
      ['/api/v1/cart', { ...(await api.createProduct()), qty: 1 }],
    ] as const) {
      const res = await browser.post(url, body);
      expect(res.status).toBeLessThan(300);
      expect(res.headers.get('cache-control'), url).toBe('no-store');
    }
  });

  it('keeps ETag revalidation for public answers, and for visitors on the feedback lists', async () => {
    const visitor = await api.visitor();
    for (const [route, kind] of Object.entries(GET_ROUTES)) {
      if (kind === 'private') continue;
      const url = route === '/api/v1/notice/:id' ? '/api/v1/notice' : (urls[route] ?? route);
      const res = await visitor.get(url);
      expect(res.status, route).toBe(200);
      expect(res.headers.get('cache-control'), route).toBe('private, no-cache');
      const etag = res.headers.get('etag');
      expect(etag, route).toMatch(/^W\/"/);
      expect((await visitor.get(url, { 'if-none-match': etag! })).status, route).toBe(304);
    }
  });
});
