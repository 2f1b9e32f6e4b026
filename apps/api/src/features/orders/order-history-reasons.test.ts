import { readFile } from 'node:fs/promises';

import type { OrderDetail } from '@atelier/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { orders, orderStatusHistory } from '../../db/schema/index.js';
import { startTestApi, type TestApi } from '../../testing.js';
import { releaseExpiredOrders } from '../payments/order-payments.js';
import { moveOrder } from './order-status.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const db = () => api.app.database.db;
/** A guest's card order, read by the session that placed it. */
async function guestOrder() {
  const browser = await api.visitor();
  const { od_id } = await api.placeOrder(browser, { order_password: 'guest-pass-1' });
  const [row] = await db().select().from(orders).where(eq(orders.odId, od_id));
  const reasons = async (lang: 'kr' | 'en') => {
    const language = await browser.post('/api/v1/language', {
      lang,
      currency: lang === 'en' ? 'usd' : 'krw',
    });
    expect(language.status).toBe(200);
    const detail = (await browser.get(`/api/v1/order/${od_id}`)).body as { data: OrderDetail };
    return detail.data.history.map((change) => change.reason);
  };
  return { browser, od_id, id: row!.id, reasons };
}

describe('order history reasons', () => {
  it('words the shop’s reasons in the reader’s language and keeps a person’s as written', async () => {
    const order = await guestOrder();
    await db().transaction((tx) =>
      moveOrder(tx, order.id, 'paid', 'gateway', { key: 'payment_approved' }),
    );
    const cancelled = await order.browser.post(`/api/v1/order/${order.od_id}/cancel`, {
      reason: '단순 변심: 다른 향으로 다시 주문할게요',
    });
    expect(cancelled.status).toBe(200);

    expect(await order.reasons('kr')).toEqual([
      '',
      '결제 승인',
      '단순 변심: 다른 향으로 다시 주문할게요',
    ]);
    expect(await order.reasons('en')).toEqual([
      '',
      'Payment approved',
      '단순 변심: 다른 향으로 다시 주문할게요',
    ]);
    const stored = await db()
      .select({ reason: orderStatusHistory.reason, key: orderStatusHistory.reasonKey })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id))
      .orderBy(asc(orderStatusHistory.id));
    expect(stored.slice(1)).toEqual([
      { reason: '', key: 'payment_approved' },
      { reason: '단순 변심: 다른 향으로 다시 주문할게요', key: null },
    ]);
  });

  it('writes the expiry job’s reason as a key', async () => {
    const order = await guestOrder();
    expect(await releaseExpiredOrders(db(), new Date(Date.now() + 31 * 60_000))).toBe(1);
    expect(await order.reasons('en')).toEqual(['', 'Payment deadline passed']);
    expect(await order.reasons('kr')).toEqual(['', '결제 기한 만료']);
  });

  it('maps older rows’ Korean text to keys (migration 0015), leaving people’s words alone', async () => {
    const order = await guestOrder();
    await db()
      .insert(orderStatusHistory)
      .values([
        { orderId: order.id, toStatus: 'paid', actor: 'gateway', reason: '결제 승인' },
        { orderId: order.id, toStatus: 'cancelled', actor: 'gateway', reason: '결제 ABORTED' },
        { orderId: order.id, toStatus: 'expired', actor: 'system', reason: '결제 기한 만료' },
        // A guest who typed the same words keeps them.
        { orderId: order.id, toStatus: 'cancelled', actor: 'guest', reason: '결제 승인' },
        // A key this code does not know yet reads as the row's text.
        { orderId: order.id, toStatus: 'paid', actor: 'operator', reasonKey: 'someday_new' },
      ]);
    const migration = await readFile(
      new URL('../../../drizzle/0015_order_history_reason_keys.sql', import.meta.url),
      'utf8',
    );
    const update = migration.split('--> statement-breakpoint')[1]!;
    await db().execute(sql.raw(update));

    expect(await order.reasons('en')).toEqual([
      '',
      'Payment approved',
      'Payment aborted',
      'Payment deadline passed',
      '결제 승인',
      '',
    ]);
    expect(await order.reasons('kr')).toEqual([
      '',
      '결제 승인',
      '결제 중단',
      '결제 기한 만료',
      '결제 승인',
      '',
    ]);
  });
});
