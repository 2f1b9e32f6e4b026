import { CookieBrowser } from '@atelier/test-utils/browser';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { products, wishListItems } from '../../db/schema/index.js';
import { startTestApi, type TestApi } from '../../testing.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const db = () => api.app.database.db;

async function loggedIn(lang: 'kr' | 'en' = 'kr') {
  const member = await api.createMember();
  const browser = new CookieBrowser(api.url);
  await browser.login(member.mb_id, member.password);
  if (lang === 'en') await browser.post('/api/v1/language', { lang: 'en', currency: 'usd' });
  return { member, browser };
}

const wishCount = async (memberId: number) =>
  (
    await db()
      .select({ n: count() })
      .from(wishListItems)
      .where(eq(wishListItems.memberId, memberId))
  )[0]!.n;

describe('wish list', () => {
  it('adds a product once (201, then 200), lists it newest first as a listing shows it, and removes it', async () => {
    const candle = await api.createProduct({
      name: '라벤더 소이 캔들',
      nameEn: 'Lavender soy candle',
    });
    const diffuser = await api.createProduct({ price: { krw: 35_000, usd: 2_700 } });
    const { member, browser } = await loggedIn('en');

    const first = await browser.post('/api/v1/wish-list', { it_id: candle.it_id });
    expect(first.status).toBe(201);
    expect(first.body.product).toMatchObject({
      it_id: candle.it_id,
      name: 'Lavender soy candle',
      price: 2_200,
      currency: 'usd',
      sold_out: false,
    });
    expect(first.body.wished_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const wished = Date.parse(`${first.body.wished_at.replace(' ', 'T')}+09:00`);
    expect(Math.abs(wished - Date.now())).toBeLessThan(60_000);
    const again = await browser.post('/api/v1/wish-list', { it_id: candle.it_id });
    expect(again.status).toBe(200);
    expect(await wishCount(member.id)).toBe(1);
    await browser.post('/api/v1/wish-list', { it_id: diffuser.it_id });

    const list = await browser.get('/api/v1/wish-list');
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 2, current_page: 1, per_page: 20 });
    expect(list.body.data.map((w: { product: { it_id: string } }) => w.product.it_id)).toEqual([
      diffuser.it_id,
      candle.it_id,
    ]);
    const one = await browser.get(`/api/v1/wish-list?it_id=${candle.it_id}`);
    expect(one.body.data.map((w: { product: { it_id: string } }) => w.product.it_id)).toEqual([
      candle.it_id,
    ]);
    // The member's own list: no cache may keep it (issue 19, item 9).
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect(list.headers.get('etag')).toBeNull();

    const removed = await browser.request('DELETE', `/api/v1/wish-list/${candle.it_id}`, undefined);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: 'Removed from your wish list.' });
    expect((await browser.get(`/api/v1/wish-list?it_id=${candle.it_id}`)).body.total).toBe(0);
    // Removing twice changes nothing and is no error.
    expect(
      (await browser.request('DELETE', `/api/v1/wish-list/${candle.it_id}`, undefined)).status,
    ).toBe(200);
  });

  it("keeps each member's list their own", async () => {
    const product = await api.createProduct();
    const a = await loggedIn();
    const b = await loggedIn();
    await a.browser.post('/api/v1/wish-list', { it_id: product.it_id });
    expect((await b.browser.get('/api/v1/wish-list')).body.total).toBe(0);
    await b.browser.request('DELETE', `/api/v1/wish-list/${product.it_id}`, undefined);
    expect(await wishCount(a.member.id)).toBe(1);
  });

  it('leaves products the shop no longer shows out of the list, and lets the member remove them', async () => {
    const product = await api.createProduct();
    const { member, browser } = await loggedIn();
    await browser.post('/api/v1/wish-list', { it_id: product.it_id });
    await db().update(products).set({ isVisible: false }).where(eq(products.id, product.id));
    expect((await browser.get('/api/v1/wish-list')).body).toMatchObject({ total: 0, data: [] });
    expect((await browser.post('/api/v1/wish-list', { it_id: product.it_id })).status).toBe(404);
    await browser.request('DELETE', `/api/v1/wish-list/${product.it_id}`, undefined);
    expect(await wishCount(member.id)).toBe(0);
  });

  it('answers unknown products with 404, bad input with 422 and visitors with 401, writing nothing', async () => {
    const product = await api.createProduct();
    const { member, browser } = await loggedIn();
    expect((await browser.post('/api/v1/wish-list', { it_id: 'NOPE123' })).status).toBe(404);
    expect((await browser.request('DELETE', '/api/v1/wish-list/NOPE123', undefined)).status).toBe(
      404,
    );
    const bad = await browser.post('/api/v1/wish-list', { it_id: '<script>' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ it_id: ['상품 항목의 형식이 올바르지 않습니다.'] });
    const missing = await browser.post('/api/v1/wish-list', {});
    expect(missing.body.errors).toEqual({ it_id: ['상품 항목은 필수입니다.'] });
    expect(await wishCount(member.id)).toBe(0);

    const visitor = new CookieBrowser(api.url);
    await visitor.start();
    expect((await visitor.get('/api/v1/wish-list')).status).toBe(401);
    expect((await visitor.post('/api/v1/wish-list', { it_id: product.it_id })).status).toBe(401);
    expect(
      (await visitor.request('DELETE', `/api/v1/wish-list/${product.it_id}`, undefined)).status,
    ).toBe(401);
  });
});
