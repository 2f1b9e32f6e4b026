import type { OrderDetail } from '@atelier/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { orderBody, startTestApi, type TestApi } from '../../testing.js';

// Order numbers are the day plus 8 random digits: draws are made to clash here, as two orders
// of one busy day rarely do, to prove a clash draws again instead of failing the order.
const draws = vi.hoisted(() => ({ next: [] as number[] }));
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return {
    ...actual,
    randomInt: ((...args: Parameters<typeof actual.randomInt>) =>
      draws.next.length > 0 && args.length === 2
        ? draws.next.shift()!
        : (actual.randomInt as (...a: unknown[]) => number)(...args)) as typeof actual.randomInt,
  };
});

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('order numbers', () => {
  it('draws another number when the day’s number is taken, and places the order', async () => {
    const { it_id, variant_id } = await api.createProduct({ stock: 5 });
    const { browser } = await api.loginMember();
    const body = orderBody([{ it_id, variant_id, qty: 1 }], 31_000);
    const place = (key: string) =>
      browser.post('/api/v1/order', body, { headers: { 'idempotency-key': key } });

    draws.next = [4242];
    const first = await place('order-number-first');
    expect(first.status).toBe(201);
    const taken = (first.body as { data: OrderDetail }).data.od_id;
    expect(taken.endsWith('00004242')).toBe(true);

    draws.next = [4242, 4242, 4343];
    const second = await place('order-number-second');
    expect(second.status).toBe(201);
    const drawn = (second.body as { data: OrderDetail }).data.od_id;
    expect(drawn).toBe(`${taken.slice(0, 8)}00004343`);
    expect(draws.next).toEqual([]);
  });
});
