// Issue 19, item 9: the login merge moved every visitor line into the member's cart, past the 50-line cap (80 lines).
import { CART_MAX_LINES, type Cart } from '@atelier/contracts';
import type { CookieBrowser } from '@atelier/test-utils/browser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApi, type TestApi } from '../testing.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

async function add(browser: CookieBrowser, product: { it_id: string; variant_id: number }) {
  const res = await browser.post('/api/v1/cart', { ...product, qty: 1 });
  expect(res.status).toBe(201);
}

describe('the cart merge at login', () => {
  it("keeps the member's lines, moves the visitor's newest lines until the cap, and names the rest", async () => {
    const member = await api.createMember();
    const products: Array<{ it_id: string; variant_id: number }> = [];
    for (let i = 0; i < CART_MAX_LINES + 3; i += 1) products.push(await api.createProduct());

    const device = await api.visitor();
    await device.login(member.mb_id, member.password);
    for (const product of products.slice(0, CART_MAX_LINES - 2)) await add(device, product);

    const browser = await api.visitor();
    // The same choice as one of the member's lines merges into it and needs no room.
    await add(browser, products[0]!);
    const visitorOnly = products.slice(CART_MAX_LINES - 2);
    for (const product of visitorOnly) await add(browser, product);
    expect((await browser.login(member.mb_id, member.password)).status).toBe(200);

    const cart = (await browser.get('/api/v1/cart')).body as Cart;
    expect(cart.count).toBe(CART_MAX_LINES);
    expect(cart.lines.find((l) => l.it_id === products[0]!.it_id)?.qty).toBe(2);
    // Added last, moved first: the two newest visitor lines fill the room.
    const moved = visitorOnly.slice(-2).map((p) => p.it_id);
    const left = visitorOnly.slice(0, -2).map((p) => p.it_id);
    for (const itId of moved) expect(cart.lines.some((l) => l.it_id === itId)).toBe(true);
    expect(cart.left_out.map((l) => l.it_id).sort()).toEqual([...left].sort());
    expect(cart.left_out[0]).toMatchObject({
      qty: 1,
      name: expect.stringContaining('테스트 캔들'),
    });
    expect((await browser.post('/api/v1/login-check')).body.cart_count).toBe(CART_MAX_LINES);

    // The cap holds for adds after the merge, and the notice goes once the shopper acts.
    const leftOut = visitorOnly[0]!;
    const full = await browser.post('/api/v1/cart', { ...leftOut, qty: 1 });
    expect(full.status).toBe(409);
    const line = cart.lines[0]!;
    expect((await browser.request('DELETE', `/api/v1/cart/${line.id}`, undefined)).status).toBe(
      200,
    );
    const readd = await browser.post('/api/v1/cart', { ...leftOut, qty: 1 });
    expect(readd.status).toBe(201);
    expect((readd.body as Cart).left_out).toEqual([]);
  });
});
