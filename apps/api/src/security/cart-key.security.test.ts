import { CookieBrowser } from '@atelier/test-utils/browser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApi, type TestApi } from '../testing.js';

// Issue 10, finding 11: the guest cart key outlived the member's logout, so the next person at
// a shared computer would have seen the last one's guest cart.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('cart key after logout', () => {
  it('gives the visitor session that follows a logout a new cart key, keeping the language', async () => {
    const m = await api.createMember();
    const browser = new CookieBrowser(api.url);
    const visitor = await browser.start();
    await browser.login(m.mb_id, m.password);
    await browser.post('/api/v1/language', { lang: 'en', currency: 'usd' });
    const member = await browser.post('/api/v1/login-check');
    // The guest cart follows the member at login.
    expect(member.body.cart_key).toBe(visitor.body.cart_key);

    expect((await browser.post('/api/v1/logout')).status).toBe(200);
    const after = await browser.post('/api/v1/login-check');
    expect(after.body).toMatchObject({ user: null, lang: 'en', currency: 'usd' });
    expect(after.body.cart_key).toMatch(/^[0-9a-f-]{36}$/);
    expect(after.body.cart_key).not.toBe(member.body.cart_key);
  });
});
