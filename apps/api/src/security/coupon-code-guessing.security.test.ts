// Issue 21 review: coupon codes are short words, and one member (or one address) could try code
// after code until one fits.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { memberCoupons } from '../db/schema/index.js';
import { startTestApi, type TestApi } from '../testing.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('coupon code tries', () => {
  it('past 10 tries in 10 minutes a member is refused, the right code too, and nothing is issued', async () => {
    const manager = (await api.signInOperator('manager')).browser;
    const created = await manager.post('/api/admin/coupons', {
      name: '가을 코드 쿠폰',
      name_en: 'Autumn code coupon',
      discount_type: 'fixed',
      amount_krw: 2_000,
      amount_usd: 200,
      valid_days: 30,
      code: 'AUTUMN-REAL',
    });
    expect(created.status).toBe(201);
    const guesser = await api.loginMember();
    for (let i = 0; i < 10; i += 1) {
      const guess = await guesser.browser.post('/api/v1/coupon/redeem', { code: `GUESS-${i}` });
      expect(guess.status).toBe(422);
    }
    const blocked = await guesser.browser.post('/api/v1/coupon/redeem', { code: 'AUTUMN-REAL' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.body.message).toMatch(/분 후 다시 시도해 주세요/);
    expect(
      await api.app.database.db
        .select()
        .from(memberCoupons)
        .where(eq(memberCoupons.memberId, guesser.id)),
    ).not.toContainEqual(expect.objectContaining({ source: 'code' }));

    // Another member is not held back by the first one's tries.
    const other = await api.loginMember();
    expect(
      (await other.browser.post('/api/v1/coupon/redeem', { code: 'AUTUMN-REAL' })).status,
    ).toBe(201);
  });
});
