import type {
  AdminOrderDetail,
  AdminOrderListItem,
  OrderDetail,
  Paginated,
} from '@atelier/contracts';
import type { CookieBrowser } from '@atelier/test-utils/browser';
import { orderBody } from '@atelier/test-utils/order-fixtures';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditLog, orders, orderStatusHistory, sessions } from '../../db/schema/index.js';
import { startTestApi, type TestApi } from '../../testing.js';

let api: TestApi;
let staff: { browser: CookieBrowser; id: number; mb_id: string };
beforeAll(async () => {
  api = await startTestApi();
  staff = await api.signInOperator('customer_service');
});
afterAll(() => api.close());

const db = () => api.app.database.db;
let seq = 0;

/** A member's 무통장입금 order of one 28,000 KRW candle (31,000 with shipping), awaiting the transfer. */
async function transferOrder(extra: object = {}) {
  const p = await api.createProduct({ stock: 5 });
  const m = await api.loginMember();
  const res = await m.browser.post(
    '/api/v1/order',
    orderBody([{ it_id: p.it_id, variant_id: p.variant_id, qty: 1 }], 31_000, {
      payment_method: 'bank_transfer',
      depositor_name: '홍길동',
      ...extra,
    }),
    { headers: { 'idempotency-key': `admin-${Date.now()}-${(seq += 1)}` } },
  );
  expect(res.status).toBe(201);
  return { shopper: m.browser, od_id: (res.body as { data: OrderDetail }).data.od_id };
}

const act = (od_id: string, step: string, body: object = {}) =>
  staff.browser.post(`/api/admin/orders/${od_id}/${step}`, body);

const auditsOf = (od_id: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, 'orders'), eq(auditLog.resourceId, od_id)))
    .orderBy(desc(auditLog.id));

describe('the operator order workflow', () => {
  it('marks a transfer paid, prepares, ships with a tracking number and delivers, each audited', async () => {
    const { shopper, od_id } = await transferOrder();
    const paid = await act(od_id, 'mark-paid');
    expect(paid.status).toBe(200);
    expect((paid.body.data as AdminOrderDetail).status).toBe('paid');

    // Out of order: delivering a paid order is refused, naming its status; nothing moves.
    const early = await act(od_id, 'deliver');
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(
      "현재 상태가 '결제완료'인 주문이라 처리할 수 없습니다. 배송 중인 주문만 배송완료로 바꿀 수 있습니다.",
    );
    expect((await act(od_id, 'mark-paid')).status).toBe(409);

    expect((await act(od_id, 'prepare')).status).toBe(200);
    const bad = await act(od_id, 'ship', { carrier: 'nobody', tracking_no: '12' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['carrier', 'tracking_no']);
    const shipped = await act(od_id, 'ship', { carrier: 'cj', tracking_no: '6892-1234-5678' });
    expect(shipped.status).toBe(200);

    // The shopper sees 배송중 with the carrier's tracking link.
    const mine = (await shopper.get(`/api/v1/order/${od_id}`)).body.data as OrderDetail;
    expect(mine.status).toBe('shipping');
    expect(mine.shipment).toMatchObject({ carrier: 'cj', tracking_no: '689212345678' });
    expect(mine.shipment!.tracking_url).toContain('689212345678');

    expect((await act(od_id, 'deliver')).status).toBe(200);

    const records = await auditsOf(od_id);
    expect(records.map((r) => r.action)).toEqual(['deliver', 'ship', 'prepare', 'mark_paid']);
    expect(records.every((r) => r.mbId === staff.mb_id && r.area === 'orders')).toBe(true);
    expect(records[3]!.before).toMatchObject({ status: 'awaiting_deposit', paid_at: null });
    expect(records[3]!.after).toMatchObject({ status: 'paid' });
    expect(records[1]!.after).toMatchObject({
      status: 'shipping',
      carrier: 'cj',
      tracking_no: '689212345678',
    });
    const [order] = await db().select().from(orders).where(eq(orders.odId, od_id));
    const history = await db()
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order!.id))
      .orderBy(orderStatusHistory.id);
    expect(history.slice(1).map((h) => [h.toStatus, h.actor, h.actorMemberId])).toEqual([
      ['paid', 'operator', staff.id],
      ['preparing', 'operator', staff.id],
      ['shipping', 'operator', staff.id],
      ['delivered', 'operator', staff.id],
    ]);
    expect(history[1]!.reasonKey).toBe('transfer_confirmed');
  });

  it('refuses to mark a card order paid by hand', async () => {
    const { browser } = await api.loginMember();
    const card = await api.placeOrder(browser);
    const res = await act(card.od_id, 'mark-paid');
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/무통장입금 주문만 입금 확인/);
    expect(await auditsOf(card.od_id)).toEqual([]);
  });

  it('cancels an unpaid order, and a paid one only with the refund permission and a recent password', async () => {
    const { od_id } = await transferOrder();
    const cancelled = await act(od_id, 'cancel', { reason: '품절' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.status).toBe('cancelled');
    expect((await auditsOf(od_id))[0]).toMatchObject({ action: 'cancel' });

    const { od_id: paidId } = await transferOrder();
    await db()
      .update(orders)
      .set({ status: 'paid', paymentKey: `pay-${paidId}` })
      .where(eq(orders.odId, paidId));
    const workshop = await api.signInOperator('workshop_staff');
    expect(
      (await workshop.browser.post(`/api/admin/orders/${paidId}/cancel`, { reason: 'x' })).status,
    ).toBe(403);
    await db()
      .update(sessions)
      .set({ reauthAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(sessions.memberId, staff.id));
    const stale = await act(paidId, 'cancel', { reason: '고객 요청' });
    expect(stale.status).toBe(428);
    expect(stale.body.code).toBe('reauth_required');
    expect(
      (await staff.browser.post('/api/admin/reauth', { mb_password: 'passw0rd!' })).status,
    ).toBe(200);
    const refunded = await act(paidId, 'cancel', { reason: '고객 요청' });
    expect(refunded.status).toBe(200);
    expect(refunded.body.data.status).toBe('cancelled');
  });
});

describe('the operator order list and detail', () => {
  it('filters by status, method and period, searches by number, name and phone, and masks phones', async () => {
    const a = await transferOrder({ orderer_name: '목록고객', orderer_phone: '010-7777-8888' });
    await transferOrder({ orderer_name: '목록고객' });
    const list = (path: string) =>
      staff.browser.get(path).then((r) => r.body as Paginated<AdminOrderListItem>);

    const byName = await list('/api/admin/orders?q=목록고객&per_page=1');
    expect(byName).toMatchObject({ total: 2, per_page: 1, last_page: 2 });
    expect(byName.data[0]!.orderer_phone).toMatch(/^010-\*{4}-\d{4}$/);
    expect((await list('/api/admin/orders?q=01077778888')).data.map((o) => o.od_id)).toEqual([
      a.od_id,
    ]);
    expect((await list(`/api/admin/orders?q=${a.od_id}`)).total).toBe(1);
    expect(
      (
        await list(
          '/api/admin/orders?q=목록고객&status=awaiting_deposit&payment_method=bank_transfer',
        )
      ).total,
    ).toBe(2);
    expect((await list('/api/admin/orders?q=목록고객&payment_method=card')).total).toBe(0);
    expect((await list('/api/admin/orders?q=목록고객&to=2020-01-01')).total).toBe(0);
    expect((await staff.browser.get('/api/admin/orders?status=lost')).status).toBe(422);
  });

  it('shows the detail masked with the internal memo, which the shopper never sees', async () => {
    const { shopper, od_id } = await transferOrder();
    const memo = await staff.browser.put(`/api/admin/orders/${od_id}/memo`, { memo: '포장 두 겹' });
    expect(memo.status).toBe(200);
    const detail = (await staff.browser.get(`/api/admin/orders/${od_id}`)).body
      .data as AdminOrderDetail;
    expect(detail).toMatchObject({
      admin_memo: '포장 두 겹',
      payment_method: 'bank_transfer',
      orderer: { name: '홍길동', phone: '010-****-5678', email: 'h***@example.com' },
      recipient: { address2: '' },
    });
    expect(detail.lines).toHaveLength(1);
    expect(detail.amounts.total).toBe(31_000);
    expect(detail.history.length).toBeGreaterThan(0);
    expect(JSON.stringify((await shopper.get(`/api/v1/order/${od_id}`)).body)).not.toContain(
      '포장 두 겹',
    );
    const [record] = await auditsOf(od_id);
    expect(record).toMatchObject({
      action: 'memo',
      before: { admin_memo: '' },
      after: { admin_memo: '포장 두 겹' },
    });

    const shown = await staff.browser.post(`/api/admin/orders/${od_id}/reveal`);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({ orderer_phone: '010-1234-5678', address2: '3층' });
  });
});
