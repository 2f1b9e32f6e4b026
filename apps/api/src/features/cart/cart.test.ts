import type { Cart, ProductDetail } from '@atelier/contracts';
import { CookieBrowser } from '@atelier/test-utils/browser';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { cartLines, carts, products, productVariants } from '../../db/schema/index.js';
import { startTestApi, type TestApi } from '../../testing.js';
import { purgeAbandonedCarts } from './cart-writes.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const db = () => api.app.database.db;

async function productDetail(itId: string): Promise<ProductDetail> {
  const res = await new CookieBrowser(api.url).get(`/api/v1/product/${itId}`);
  return (res.body as { data: ProductDetail }).data;
}

/** A candle with a scent option (lavender 5 in stock, cedar sold out) and two add-ons. */
async function candle() {
  const { id, it_id } = await api.createProduct({
    name: '라벤더 소이 캔들',
    nameEn: 'Lavender soy candle',
    price: { krw: 28_000, usd: 2_200 },
    options: [
      {
        name: '향',
        nameEn: 'Scent',
        values: [
          { name: '라벤더', nameEn: 'Lavender' },
          { name: '시더우드', nameEn: 'Cedarwood' },
        ],
      },
    ],
    variants: [
      { values: ['라벤더'], stock: 5, priceDelta: { krw: 2_000, usd: 150 } },
      { values: ['시더우드'], stock: 0 },
    ],
    addons: [
      { name: '선물 포장', nameEn: 'Gift wrap', price: { krw: 2_500, usd: 200 }, stock: 10 },
      { name: '메시지 카드', nameEn: 'Message card', price: { krw: 1_000, usd: 100 }, stock: 1 },
    ],
  });
  const detail = await productDetail(it_id);
  const [lavender, cedar] = detail.variants;
  const [wrap, card] = detail.addons;
  return { id, it_id, lavender: lavender!.id, cedar: cedar!.id, wrap: wrap!.id, card: card!.id };
}

async function visitor(lang: 'kr' | 'en' = 'kr') {
  const browser = new CookieBrowser(api.url);
  await browser.start();
  if (lang === 'en') await browser.post('/api/v1/language', { lang: 'en', currency: 'usd' });
  return browser;
}

const cartOf = async (browser: CookieBrowser) => (await browser.get('/api/v1/cart')).body as Cart;
const lineCount = async () => (await db().select({ n: count() }).from(cartLines))[0]!.n;

describe('the cart', () => {
  it('prices what a visitor adds, joins the same choice into one line, changes and removes lines', async () => {
    const p = await candle();
    const browser = await visitor();
    expect(await cartOf(browser)).toEqual({
      lines: [],
      count: 0,
      total: 0,
      currency: 'krw',
      shipping: { fee: 3_000, free_over: 50_000 },
      left_out: [],
    });

    const added = await browser.post('/api/v1/cart', {
      it_id: p.it_id,
      variant_id: p.lavender,
      qty: 2,
      addons: [{ addon_id: p.wrap, qty: 1 }],
    });
    expect(added.status).toBe(201);
    const cart = added.body as Cart;
    expect(cart.count).toBe(1);
    expect(cart.lines[0]).toMatchObject({
      it_id: p.it_id,
      name: '라벤더 소이 캔들',
      option: '라벤더',
      qty: 2,
      stock: 5,
      unit_price: 30_000,
      addons: [{ addon_id: p.wrap, name: '선물 포장', unit_price: 2_500, qty: 1, total: 2_500 }],
      total: 62_500,
      currency: 'krw',
      orderable: true,
      changes: [],
    });
    expect(cart.total).toBe(62_500);

    const again = (
      await browser.post('/api/v1/cart', {
        it_id: p.it_id,
        variant_id: p.lavender,
        qty: 1,
        addons: [{ addon_id: p.wrap, qty: 1 }],
      })
    ).body as Cart;
    expect(again.count).toBe(1);
    expect(again.lines[0]).toMatchObject({ qty: 3, addons: [{ qty: 2 }], total: 95_000 });

    const plain = (
      await browser.post('/api/v1/cart', { it_id: p.it_id, variant_id: p.lavender, qty: 1 })
    ).body as Cart;
    expect(plain.count).toBe(2);
    expect(plain.lines[0]).toMatchObject({ qty: 1, addons: [], total: 30_000 });

    const lineId = plain.lines[0]!.id;
    const changed = await browser.put(`/api/v1/cart/${lineId}`, { qty: 2 });
    expect(changed.status).toBe(200);
    expect((changed.body as Cart).lines[0]).toMatchObject({ id: lineId, qty: 2, total: 60_000 });
    expect((changed.body as Cart).total).toBe(155_000);

    const removed = await browser.request('DELETE', `/api/v1/cart/${lineId}`, undefined);
    expect(removed.status).toBe(200);
    expect((removed.body as Cart).lines.map((l) => l.id)).not.toContain(lineId);
    expect((await browser.request('DELETE', `/api/v1/cart/${lineId}`, undefined)).status).toBe(404);
  });

  it('refuses bad additions with a clear message in the session language, changing nothing', async () => {
    const p = await candle();
    const other = await candle();
    const browser = await visitor();
    await browser.post('/api/v1/cart', { it_id: p.it_id, variant_id: p.lavender, qty: 4 });
    const before = await lineCount();

    const unknown = await browser.post('/api/v1/cart', { it_id: 'NOPE1', variant_id: 1, qty: 1 });
    expect(unknown.status).toBe(404);
    const wrongVariant = await browser.post('/api/v1/cart', {
      it_id: p.it_id,
      variant_id: other.lavender,
      qty: 1,
    });
    expect(wrongVariant.status).toBe(422);
    expect(wrongVariant.body.errors).toEqual({
      variant_id: ['선택한 옵션 값이 올바르지 않습니다.'],
    });
    const wrongAddon = await browser.post('/api/v1/cart', {
      it_id: p.it_id,
      variant_id: p.lavender,
      qty: 1,
      addons: [{ addon_id: other.wrap, qty: 1 }],
    });
    expect(wrongAddon.status).toBe(422);
    expect(Object.keys(wrongAddon.body.errors)).toEqual(['addons.0.addon_id']);
    const soldOut = await browser.post('/api/v1/cart', {
      it_id: p.it_id,
      variant_id: p.cedar,
      qty: 1,
    });
    expect(soldOut.status).toBe(409);
    expect(soldOut.body.message).toBe('품절된 상품입니다. 다른 옵션을 선택해 주세요.');
    const overStock = await browser.post('/api/v1/cart', {
      it_id: p.it_id,
      variant_id: p.lavender,
      qty: 2,
    });
    expect(overStock.status).toBe(422);
    expect(overStock.body.errors).toEqual({
      qty: ['재고가 부족합니다. 최대 5개까지 담을 수 있습니다.'],
    });
    const addonOverStock = await browser.post('/api/v1/cart', {
      it_id: p.it_id,
      variant_id: p.lavender,
      qty: 1,
      addons: [{ addon_id: p.card, qty: 2 }],
    });
    expect(addonOverStock.status).toBe(422);
    expect(Object.keys(addonOverStock.body.errors)).toEqual(['addons.0.qty']);
    for (const body of [
      { it_id: p.it_id, variant_id: p.lavender, qty: 0 },
      { it_id: p.it_id, variant_id: p.lavender, qty: 1.5 },
      { it_id: p.it_id, variant_id: 'x', qty: 1 },
      {
        it_id: p.it_id,
        variant_id: p.lavender,
        qty: 1,
        addons: [
          { addon_id: p.wrap, qty: 1 },
          { addon_id: p.wrap, qty: 1 },
        ],
      },
    ]) {
      expect((await browser.post('/api/v1/cart', body)).status).toBe(422);
    }
    expect(await lineCount()).toBe(before);
    expect((await cartOf(browser)).lines[0]).toMatchObject({ qty: 4 });

    const en = await visitor('en');
    const enSoldOut = await en.post('/api/v1/cart', {
      it_id: p.it_id,
      variant_id: p.cedar,
      qty: 1,
    });
    expect(enSoldOut.body.message).toBe('This item is sold out. Please choose another option.');
    const enQty = await en.post('/api/v1/cart', { it_id: p.it_id, variant_id: p.lavender, qty: 9 });
    expect(enQty.body.errors).toEqual({ qty: ['Not enough stock: you can add up to 5.'] });
  });

  it("keeps each visitor's cart their own", async () => {
    const p = await candle();
    const owner = await visitor();
    const line = (
      (await owner.post('/api/v1/cart', { it_id: p.it_id, variant_id: p.lavender, qty: 1 }))
        .body as Cart
    ).lines[0]!;
    const stranger = await visitor();
    expect((await cartOf(stranger)).count).toBe(0);
    expect((await stranger.put(`/api/v1/cart/${line.id}`, { qty: 3 })).status).toBe(404);
    expect((await stranger.request('DELETE', `/api/v1/cart/${line.id}`, undefined)).status).toBe(
      404,
    );
    expect((await cartOf(owner)).lines[0]).toMatchObject({ id: line.id, qty: 1 });
    // Without a session there is no cart, and no change without the XSRF token.
    const anonymous = new CookieBrowser(api.url);
    expect((await cartOf(anonymous)).count).toBe(0);
    expect(
      (await anonymous.post('/api/v1/cart', { it_id: p.it_id, variant_id: p.lavender, qty: 1 }))
        .status,
    ).toBe(419);
  });

  it('prices every answer anew: a new price, the session currency, a sold-out or hidden product', async () => {
    const p = await candle();
    const browser = await visitor();
    await browser.post('/api/v1/cart', {
      it_id: p.it_id,
      variant_id: p.lavender,
      qty: 2,
      addons: [{ addon_id: p.wrap, qty: 1 }],
    });
    await db().update(products).set({ priceKrw: 26_000 }).where(eq(products.id, p.id));
    const cheaper = await cartOf(browser);
    expect(cheaper.lines[0]).toMatchObject({
      unit_price: 28_000,
      previous_price: 30_000,
      changes: ['price_changed'],
      orderable: true,
      total: 58_500,
    });

    await browser.post('/api/v1/language', { lang: 'en', currency: 'usd' });
    const usd = await cartOf(browser);
    expect(usd.currency).toBe('usd');
    expect(usd.shipping).toEqual({ fee: 500, free_over: 5_000 });
    expect(usd.lines[0]).toMatchObject({
      name: 'Lavender soy candle',
      option: 'Lavender',
      unit_price: 2_350,
      previous_price: null,
      addons: [{ name: 'Gift wrap', unit_price: 200 }],
      total: 4_900,
    });
    await browser.post('/api/v1/language', { lang: 'kr', currency: 'krw' });

    await db().update(productVariants).set({ stock: 1 }).where(eq(productVariants.id, p.lavender));
    expect((await cartOf(browser)).lines[0]).toMatchObject({
      changes: ['over_stock', 'price_changed'],
      orderable: false,
    });
    await db().update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, p.lavender));
    const soldOut = await cartOf(browser);
    expect(soldOut.lines[0]).toMatchObject({
      changes: ['sold_out', 'price_changed'],
      orderable: false,
    });
    expect(soldOut.total).toBe(0);
    await db().update(products).set({ isVisible: false }).where(eq(products.id, p.id));
    expect((await cartOf(browser)).lines[0]!.changes[0]).toBe('unavailable');
  });

  it('never holds more than the stock, whatever arrives at once', async () => {
    const p = await candle();
    const browser = await visitor();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        browser.post('/api/v1/cart', { it_id: p.it_id, variant_id: p.lavender, qty: 1 }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 422)).toHaveLength(3);
    const cart = await cartOf(browser);
    expect(cart.count).toBe(1);
    expect(cart.lines[0]!.qty).toBe(5);
  });
});

describe('the cart at login and logout', () => {
  it("merges the visitor's cart into the member's, capping a sum over the stock, and starts a new one at logout", async () => {
    const p = await candle();
    const diffuser = await api.createProduct({ name: '디퓨저', nameEn: 'Diffuser', stock: 7 });
    const diffuserVariant = (await productDetail(diffuser.it_id)).variants[0]!.id;
    const member = await api.createMember();

    const earlier = new CookieBrowser(api.url);
    await earlier.login(member.mb_id, member.password);
    await earlier.post('/api/v1/cart', { it_id: p.it_id, variant_id: p.lavender, qty: 3 });
    await earlier.post('/api/v1/logout');

    const browser = await visitor();
    await browser.post('/api/v1/cart', { it_id: p.it_id, variant_id: p.lavender, qty: 4 });
    await browser.post('/api/v1/cart', {
      it_id: diffuser.it_id,
      variant_id: diffuserVariant,
      qty: 2,
    });
    // The header's badge: lines in the visitor's cart.
    expect((await browser.post('/api/v1/login-check')).body.cart_count).toBe(2);
    const cartsBefore = (await db().select({ n: count() }).from(carts))[0]!.n;
    expect(
      (await browser.post('/api/v1/login', { mb_id: member.mb_id, mb_password: member.password }))
        .status,
    ).toBe(200);

    const merged = await cartOf(browser);
    expect(merged.count).toBe(2);
    expect((await browser.post('/api/v1/login-check')).body.cart_count).toBe(2);
    const candleLine = merged.lines.find((l) => l.it_id === p.it_id)!;
    expect(candleLine).toMatchObject({
      qty: 5,
      capped_from: 7,
      changes: ['qty_capped'],
      orderable: true,
    });
    expect(merged.lines.find((l) => l.it_id === diffuser.it_id)).toMatchObject({ qty: 2 });
    // The visitor's cart is gone: one cart fewer.
    expect((await db().select({ n: count() }).from(carts))[0]!.n).toBe(cartsBefore - 1);

    const touched = (await browser.put(`/api/v1/cart/${candleLine.id}`, { qty: 4 })).body as Cart;
    expect(touched.lines.find((l) => l.id === candleLine.id)).toMatchObject({
      qty: 4,
      capped_from: null,
      changes: [],
    });

    await browser.post('/api/v1/logout');
    expect((await cartOf(browser)).count).toBe(0);
    expect((await browser.post('/api/v1/login-check')).body.cart_count).toBe(0);
    const back = new CookieBrowser(api.url);
    await back.login(member.mb_id, member.password);
    expect((await cartOf(back)).count).toBe(2);
  });
});

describe('abandoned carts', () => {
  it('removes visitors’ carts untouched for 30 days and keeps members’ carts', async () => {
    const p = await candle();
    const browser = await visitor();
    await browser.post('/api/v1/cart', { it_id: p.it_id, variant_id: p.lavender, qty: 1 });
    const member = await api.loginMember();
    await member.browser.post('/api/v1/cart', { it_id: p.it_id, variant_id: p.lavender, qty: 1 });
    const later = new Date(Date.now() + 31 * 86_400_000);
    expect(await purgeAbandonedCarts(db(), later)).toBeGreaterThanOrEqual(1);
    expect((await cartOf(browser)).count).toBe(0);
    expect((await cartOf(member.browser)).count).toBe(1);
  });
});
