// Issue 19, item 8: 4-character guest order passwords, ~960 lookup guesses a day, the phone alone unlocking personal data and cancel, and a lookup lockout anyone could cause.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { orders } from '../db/schema/index.js';
import { orderBody, startTestApi, type TestApi } from '../testing.js';
import { visitorAt } from './visitor-at.js';

let api: TestApi;
const SLOWDOWN_MS = 200;
beforeAll(async () => {
  api = await startTestApi({ env: { LOGIN_SLOWDOWN_MS: String(SLOWDOWN_MS) } });
});
afterAll(() => api.close());

const db = () => api.app.database.db;
const PASSWORD = 'wick and wax at dawn';
let keys = 0;

async function guestOrder(password = PASSWORD, address = '198.51.100.80') {
  const product = await api.createProduct({ price: { krw: 60_000, usd: 5_000 }, stock: 5 });
  keys += 1;
  return visitorAt(api.app, address).post(
    '/api/v1/order',
    orderBody([{ it_id: product.it_id, variant_id: product.variant_id, qty: 1 }], 60_000, {
      order_password: password,
      orderer_name: '홍길동',
      orderer_phone: '010-1234-5678',
      orderer_email: 'minji@example.com',
      address2: '3층 301호',
    }),
    { 'idempotency-key': `lookup-order-${keys}-${Date.now()}` },
  );
}

describe('guest order passwords follow the member password policy', () => {
  it('refuses short and common passwords with the member messages, placing nothing', async () => {
    const before = (await db().select({ n: count() }).from(orders))[0]!.n;
    const short = await guestOrder('1234');
    expect(short.status).toBe(422);
    expect(short.body.errors.order_password).toEqual(['비밀번호는 8자 이상이어야 합니다.']);
    const common = await guestOrder('password1');
    expect(common.status).toBe(422);
    expect(common.body.errors.order_password).toEqual([
      '너무 흔하거나 추측하기 쉬운 비밀번호입니다. 다른 비밀번호를 입력해 주세요.',
    ]);
    const personal = await guestOrder('minji@example.com!');
    expect(personal.status).toBe(422);
    expect((await db().select({ n: count() }).from(orders))[0]!.n).toBe(before);
    expect((await guestOrder()).status).toBe(201);
  });
});

describe('the guest lookup', () => {
  it('stops a guessing address after 5 failures without locking the owner out from another', async () => {
    expect(api.config.orders.lookup).toEqual({ perOrder: 5, perIp: 20, windowMinutes: 60 });
    const { od_id } = (await guestOrder()).body.data;
    const attacker = visitorAt(api.app, '198.51.100.81');
    for (let i = 0; i < 5; i += 1) {
      const guess = await attacker.post('/api/v1/order/lookup', {
        od_id,
        order_password: `guess-${i}-password`,
      });
      expect(guess.status).toBe(404);
    }
    const stopped = await attacker.post('/api/v1/order/lookup', {
      od_id,
      order_password: PASSWORD,
    });
    expect(stopped.status).toBe(429);
    expect(stopped.body.message).toBe(
      '주문 조회에 너무 많이 실패했습니다. 60분 후 다시 시도해 주세요.',
    );
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(3000);

    const owner = visitorAt(api.app, '203.0.113.90');
    const started = performance.now();
    const found = await owner.post('/api/v1/order/lookup', { od_id, order_password: PASSWORD });
    expect(found.status).toBe(200);
    // The order is under attack: slowed for everyone, refused for no one else.
    expect(performance.now() - started).toBeGreaterThanOrEqual(SLOWDOWN_MS - 5);
    expect(found.body.data.orderer.name).toBe('홍길동');
    // The owner's success does not free the attacker.
    expect(
      (await attacker.post('/api/v1/order/lookup', { od_id, order_password: PASSWORD })).status,
    ).toBe(429);
  });

  it('refuses an address that fails on many orders', async () => {
    const wide = await startTestApi({ env: { ORDER_LOOKUP_MAX_FAILURES_PER_IP: '3' } });
    try {
      const sprayer = visitorAt(wide.app, '198.51.100.82');
      for (const od_id of ['2026010100000001', '2026010100000002', '2026010100000003'])
        expect(
          (await sprayer.post('/api/v1/order/lookup', { od_id, phone: '01012345678' })).status,
        ).toBe(404);
      expect(
        (
          await sprayer.post('/api/v1/order/lookup', {
            od_id: '2026010100000004',
            phone: '01012345678',
          })
        ).status,
      ).toBe(429);
    } finally {
      await wide.close();
    }
  });

  it('shows a phone-only lookup masked and lets it cancel nothing until the password is given', async () => {
    const { od_id } = (await guestOrder()).body.data;
    const reader = visitorAt(api.app, '203.0.113.91');
    const byPhone = await reader.post('/api/v1/order/lookup', { od_id, phone: '01012345678' });
    expect(byPhone.status).toBe(200);
    const detail = byPhone.body.data;
    expect(detail.masked).toBe(true);
    expect(detail.orderer).toEqual({
      name: '홍*동',
      phone: '010-****-5678',
      email: 'm***@example.com',
    });
    expect(detail.recipient).toMatchObject({ name: '홍*동', phone: '010-****-5678', address2: '' });
    expect(detail.recipient.address1).toBe('서울 중구 세종대로 110');
    expect(JSON.stringify(detail)).not.toContain('minji');
    expect(JSON.stringify(detail)).not.toContain('301호');

    const cancel = () => reader.post(`/api/v1/order/${od_id}/cancel`, { reason: '단순 변심' });
    expect((await cancel()).status).toBe(404);
    const [row] = await db().select().from(orders).where(eq(orders.odId, od_id));
    expect(row!.status).toBe('awaiting_payment');

    const byPassword = await reader.post('/api/v1/order/lookup', {
      od_id,
      order_password: PASSWORD,
    });
    expect(byPassword.status).toBe(200);
    expect(byPassword.body.data.masked).toBeUndefined();
    expect(byPassword.body.data.orderer.email).toBe('minji@example.com');
    expect((await cancel()).status).toBe(200);
  });
});
