import { orderCreateSchema } from '@atelier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { orderBody, startTestApi, type TestApi } from '../../testing.js';
import { placeOrder, type OrderPlacer } from './place-order.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('order numbers', () => {
  // The day plus 8 random digits: two orders of one busy day rarely draw the same number; the
  // draws are made to clash here, to prove a clash draws again instead of failing the order.
  it('draws another number when the one drawn is taken, and places the order', async () => {
    const { it_id, variant_id } = await api.createProduct({ stock: 5 });
    const { id: memberId } = await api.createMember();
    const placer: OrderPlacer = { memberId, sessionId: 'unused', cart: { memberId } };
    const body = orderCreateSchema.parse(orderBody([{ it_id, variant_id, qty: 1 }], 31_000));
    const draws = ['2026112600004242', '2026112600004242', '2026112600004343'];
    const options = (idempotencyKey: string) => ({
      idempotencyKey,
      lang: 'kr' as const,
      currency: 'krw' as const,
      now: new Date(),
      guest: null,
      orders: api.config.orders,
      drawOdId: () => draws.shift()!,
    });

    const first = await placeOrder(api.app.database.db, placer, body, options('order-number-1'));
    expect(first.odId).toBe('2026112600004242');
    const second = await placeOrder(api.app.database.db, placer, body, options('order-number-2'));
    expect(second).toMatchObject({ odId: '2026112600004343', replayed: false });
    expect(draws).toEqual([]);
  });
});
