// Issue 19, item 6: every guest order request hashed its password (argon2id) before the total and replay checks.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { argon2id } from '../features/auth/passwords.js';
import { orderBody, startTestApi, type TestApi } from '../testing.js';
import { visitorAt } from './visitor-at.js';

let api: TestApi;
// Counts every argon2id hash the API computes, wherever it is called from.
const hash = vi.spyOn(argon2id, 'hash');
const hashes = {
  get count() {
    return hash.mock.calls.length;
  },
};
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  hash.mockRestore();
  await api.close();
});

describe('a guest order hashes its password only once it will be placed', () => {
  it('hashes once for the order, never for 20 replays, a changed total, a sold-out line or a refused rate', async () => {
    const product = await api.createProduct({ price: { krw: 60_000, usd: 5_000 }, stock: 3 });
    const guest = visitorAt(api.app, '198.51.100.60');
    const body = (qty: number, total = 60_000 * qty) =>
      orderBody([{ it_id: product.it_id, variant_id: product.variant_id, qty }], total, {
        order_password: 'wick and wax at dawn',
      });
    const send = (payload: object, key: string) =>
      guest.post('/api/v1/order', payload, { 'idempotency-key': key });

    const before = hashes.count;
    expect((await send(body(1), 'hash-once-0001')).status).toBe(201);
    expect(hashes.count - before).toBe(1);

    const replays = await Promise.all(
      Array.from({ length: 20 }, () => send(body(1), 'hash-once-0001')),
    );
    expect(replays.map((r) => r.status)).toEqual(Array(20).fill(200));

    // The total the page showed is stale: 409 with the new figures.
    expect((await send(body(1, 55_000), 'hash-once-0002')).status).toBe(409);
    // More than the stock left.
    expect((await send(body(3), 'hash-once-0003')).status).toBe(422);
    expect(hashes.count - before).toBe(1);

    // Over the session's placement limit: 429 before any pricing or hashing.
    for (let i = 0; i < 20; i += 1)
      await send(body(1, 1), `hash-rate-${String(i).padStart(4, '0')}`);
    const refused = await send(body(1), 'hash-once-0004');
    expect(refused.status).toBe(429);
    expect(hashes.count - before).toBe(1);
  });
});
