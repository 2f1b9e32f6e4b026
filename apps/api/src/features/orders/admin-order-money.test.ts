import type {
  AdminOrderDetail,
  AdminPackingSlip,
  AdminStoreOrder,
  OrderDetail,
  Paginated,
  StoreOrderView,
} from '@atelier/contracts';
import type { CookieBrowser } from '@atelier/test-utils/browser';
import { orderBody } from '@atelier/test-utils/order-fixtures';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import {
  auditLog,
  orderLines,
  orderRefunds,
  orders,
  orderStatusHistory,
  productVariants,
  sandboxPayments,
  sessions,
  stockAdjustments,
} from '../../db/schema/index.js';
import { GatewayError } from '../../ports/payments/payment-gateway.js';
import { startTestApi, type TestApi } from '../../testing.js';
import { markDelivered, requestClaim, shipOrder } from './order-lifecycle.js';

let api: TestApi;
let staff: Awaited<ReturnType<TestApi['signInOperator']>>;
beforeAll(async () => {
  api = await startTestApi({
    env: { MAIL_MAX_PER_RECIPIENT: '1000', MAIL_MAX_PER_UNVERIFIED_RECIPIENT_PER_DAY: '100' },
  });
  staff = await api.signInOperator('customer_service');
});
afterAll(() => api.close());

const db = () => api.app.database.db;
const gateway = () => api.app.deps.gateway;
let seq = 0;

const rowOf = async (od_id: string) =>
  (await db().select().from(orders).where(eq(orders.odId, od_id)))[0]!;

/** A member's card order of one 28,000 KRW candle (31,000 with shipping), paid at the sandbox. */
async function cardOrder() {
  const member = await api.loginMember();
  const order = await api.placeOrder(member.browser);
  const opened = await member.browser.post('/api/v1/sandbox-pg/payments', {
    orderId: order.od_id,
    orderName: order.lines[0]!.name,
    amount: order.total,
    currency: 'KRW',
    method: 'card',
    action: 'approve',
  });
  expect(opened.status).toBe(200);
  const query = Object.fromEntries(
    new URL((opened.body as { redirect: string }).redirect, api.url).searchParams,
  );
  expect((await member.browser.post('/api/v1/payment/confirm', query)).status).toBe(200);
  const row = await rowOf(order.od_id);
  expect(row.status).toBe('paid');
  return { shopper: member.browser, od_id: order.od_id, row };
}

/** A member's 무통장입금 order marked paid by the operator: no gateway payment. */
async function transferOrder() {
  const p = await api.createProduct({ stock: 5 });
  const m = await api.loginMember();
  const res = await m.browser.post(
    '/api/v1/order',
    orderBody([{ it_id: p.it_id, variant_id: p.variant_id, qty: 1 }], 31_000, {
      payment_method: 'bank_transfer',
      depositor_name: '홍길동',
    }),
    { headers: { 'idempotency-key': `money-${Date.now()}-${(seq += 1)}` } },
  );
  expect(res.status).toBe(201);
  const od_id = (res.body as { data: OrderDetail }).data.od_id;
  expect((await staff.browser.post(`/api/admin/orders/${od_id}/mark-paid`)).status).toBe(200);
  return { shopper: m.browser, od_id };
}

/** A paid card order shipped, delivered, and with the member's return or exchange request. */
async function claimedOrder(kind: 'return' | 'exchange') {
  const order = await cardOrder();
  await shipOrder(db(), order.row.id, 'cj', '123456789012', 'operator');
  await markDelivered(db(), order.row.id, 'operator');
  await db().transaction((tx) =>
    requestClaim(tx, order.row.id, kind, '향이 주문한 것과 달라요', [], order.row.memberId),
  );
  return order;
}

const refund = (od_id: string, body: object, browser: CookieBrowser = staff.browser) =>
  browser.post(`/api/admin/orders/${od_id}/refunds`, body);
const detail = (res: { body: unknown }) => (res.body as { data: AdminOrderDetail }).data;
const auditsOf = (od_id: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, 'orders'), eq(auditLog.resourceId, od_id)))
    .orderBy(desc(auditLog.id));
const bookOf = async (od_id: string) =>
  (await db().select().from(sandboxPayments).where(eq(sandboxPayments.orderId, od_id)))[0]!;

describe('refunds', () => {
  it('refunds part of a card order through the gateway, never more than what is left', async () => {
    const { od_id } = await cardOrder();
    const first = await refund(od_id, { amount: 20_000, reason: '부분 환불' });
    expect(first.status).toBe(200);
    const money = detail(first).money;
    expect(money).toMatchObject({ paid: 31_000, refundable: 11_000, gateway: true });
    expect(money.refunds).toMatchObject([
      { amount: 20_000, state: 'done', attempts: 1, created_by: staff.mb_id },
    ]);
    expect(detail(first).refund_state).toBe('done');
    expect(await bookOf(od_id)).toMatchObject({ status: 'DONE', refundedAmount: 20_000 });

    const over = await refund(od_id, { amount: 12_000, reason: '초과' });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(
      '결제 금액에서 이미 환불한 금액을 뺀 11,000원까지만 환불할 수 있습니다.',
    );
    expect((await refund(od_id, { reason: '없음' })).status).toBe(422);
    expect((await refund(od_id, { amount: -5, reason: '음수' })).status).toBe(422);

    const rest = await refund(od_id, { amount: 11_000, reason: '나머지' });
    expect(detail(rest).money.refundable).toBe(0);
    expect(await bookOf(od_id)).toMatchObject({ status: 'CANCELED', refundedAmount: 31_000 });
    expect((await refund(od_id, { amount: 1, reason: '더' })).status).toBe(409);

    const actions = (await auditsOf(od_id)).map((r) => r.action);
    expect(actions).toEqual(['refund_result', 'refund', 'refund_result', 'refund']);
  });

  it('refunds by lines at their paid value, and not more of a line than was bought', async () => {
    const { od_id } = await cardOrder();
    const before = detail(await staff.browser.get(`/api/admin/orders/${od_id}`));
    const line = before.money.lines[0]!;
    expect(line).toMatchObject({ qty: 1, refunded_qty: 0, unit_total: 28_000 });
    const byLine = await refund(od_id, {
      lines: [{ line_id: line.line_id, qty: 1 }],
      reason: '반품',
    });
    expect(byLine.status).toBe(200);
    expect(detail(byLine).money).toMatchObject({
      refundable: 3_000,
      lines: [{ refunded_qty: 1 }],
      refunds: [{ amount: 28_000, lines: [{ line_id: line.line_id, qty: 1 }] }],
    });
    const again = await refund(od_id, { lines: [{ line_id: line.line_id, qty: 1 }], reason: '또' });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/0개까지만 환불할 수 있습니다/);
    const stranger = await refund(od_id, { lines: [{ line_id: 999_999, qty: 1 }], reason: 'x' });
    expect(stranger.status).toBe(422);
    expect(Object.keys(stranger.body.errors)).toEqual(['lines']);
  });

  it('needs the refund permission and a password given within 5 minutes', async () => {
    const { od_id } = await cardOrder();
    const editor = await api.signInOperator('content_editor');
    expect((await refund(od_id, { amount: 1_000, reason: 'x' }, editor.browser)).status).toBe(403);
    const cs = await api.signInOperator('customer_service');
    await db()
      .update(sessions)
      .set({ reauthAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(sessions.memberId, cs.id));
    const stale = await refund(od_id, { amount: 1_000, reason: 'x' }, cs.browser);
    expect(stale.status).toBe(428);
    expect(stale.body.code).toBe('reauth_required');
    expect(await db().select().from(orderRefunds)).not.toContainEqual(
      expect.objectContaining({ orderId: (await rowOf(od_id)).id }),
    );
    await cs.browser.post('/api/admin/reauth', { mb_password: cs.password });
    expect((await refund(od_id, { amount: 1_000, reason: 'x' }, cs.browser)).status).toBe(200);
  });

  it('stores a refund the gateway refuses as failed; a retry refunds it, once', async () => {
    const { od_id } = await cardOrder();
    const refused = vi
      .spyOn(gateway(), 'cancel')
      .mockRejectedValueOnce(new GatewayError('PROVIDER_ERROR', '카드사 응답이 없습니다.', 500));
    const failed = await refund(od_id, { amount: 5_000, reason: '부분 환불' });
    refused.mockRestore();
    expect(failed.status).toBe(200);
    const [stored] = detail(failed).money.refunds;
    expect(stored).toMatchObject({
      state: 'failed',
      gateway_message: '카드사 응답이 없습니다.',
      attempts: 1,
    });
    expect(detail(failed).refund_state).toBe('failed');
    // A failed refund is still owed: it counts against what may be refunded.
    expect(detail(failed).money.refundable).toBe(26_000);
    expect((await bookOf(od_id)).refundedAmount).toBe(0);

    const retried = await staff.browser.post(
      `/api/admin/orders/${od_id}/refunds/${stored!.id}/retry`,
    );
    expect(retried.status).toBe(200);
    expect(detail(retried).money.refunds[0]).toMatchObject({ state: 'done', attempts: 2 });
    expect(detail(retried).refund_state).toBe('done');
    expect((await bookOf(od_id)).refundedAmount).toBe(5_000);
    const twice = await staff.browser.post(
      `/api/admin/orders/${od_id}/refunds/${stored!.id}/retry`,
    );
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(
      '실패한 환불만 다시 시도하거나 직접 환불로 기록할 수 있습니다.',
    );
    expect((await bookOf(od_id)).refundedAmount).toBe(5_000);
    expect((await auditsOf(od_id)).map((r) => r.action).slice(0, 3)).toEqual([
      'refund_result',
      'refund_retry',
      'refund_result',
    ]);
  });

  it('a refund that went through although its answer was lost is settled by the retry, not sent twice', async () => {
    const { od_id } = await cardOrder();
    const send = gateway().cancel.bind(gateway());
    const lost = vi.spyOn(gateway(), 'cancel').mockImplementationOnce(async (input) => {
      await send(input);
      throw new GatewayError('UNREACHABLE', 'socket hang up', 500);
    });
    const failed = await refund(od_id, { amount: 7_000, reason: '부분 환불' });
    lost.mockRestore();
    const [stored] = detail(failed).money.refunds;
    expect(stored).toMatchObject({ state: 'failed', attempts: 1 });
    expect((await bookOf(od_id)).refundedAmount).toBe(7_000);

    const cancels = vi.spyOn(gateway(), 'cancel');
    const retried = await staff.browser.post(
      `/api/admin/orders/${od_id}/refunds/${stored!.id}/retry`,
    );
    expect(retried.status).toBe(200);
    expect(cancels).not.toHaveBeenCalled();
    cancels.mockRestore();
    expect(detail(retried).money.refunds[0]).toMatchObject({ state: 'done', attempts: 1 });
    expect(detail(retried).money.refundable).toBe(24_000);
    expect((await bookOf(od_id)).refundedAmount).toBe(7_000);
    expect((await auditsOf(od_id))[0]!.action).toBe('refund_found');

    // A later refund that the gateway really refused is still sent again.
    const refused = vi
      .spyOn(gateway(), 'cancel')
      .mockRejectedValueOnce(new GatewayError('PROVIDER_ERROR', '카드사 응답이 없습니다.', 500));
    const second = await refund(od_id, { amount: 4_000, reason: '추가 환불' });
    refused.mockRestore();
    const secondId = detail(second).money.refunds[1]!.id;
    const resent = await staff.browser.post(`/api/admin/orders/${od_id}/refunds/${secondId}/retry`);
    expect(detail(resent).money.refunds[1]).toMatchObject({ state: 'done', attempts: 2 });
    expect((await bookOf(od_id)).refundedAmount).toBe(11_000);
  });

  it('records a refused refund as paid back by hand, with a note', async () => {
    const { od_id } = await cardOrder();
    const refused = vi
      .spyOn(gateway(), 'cancel')
      .mockRejectedValueOnce(new GatewayError('REJECT_CARD_COMPANY', '카드사 거절'));
    const failed = await refund(od_id, { amount: 31_000, reason: '전액 환불' });
    refused.mockRestore();
    const id = detail(failed).money.refunds[0]!.id;
    const manual = (body: object) =>
      staff.browser.post(`/api/admin/orders/${od_id}/refunds/${id}/manual`, body);
    expect((await manual({ note: '' })).status).toBe(422);
    const done = await manual({ note: '11/28 고객 국민은행 계좌로 이체' });
    expect(done.status).toBe(200);
    expect(detail(done).money.refunds[0]).toMatchObject({
      state: 'manual',
      manual_note: '11/28 고객 국민은행 계좌로 이체',
    });
    expect(detail(done).refund_state).toBe('manual');
    expect(detail(done).money.refundable).toBe(0);
    expect((await bookOf(od_id)).refundedAmount).toBe(0);
    const [record] = await auditsOf(od_id);
    expect(record).toMatchObject({
      action: 'refund_manual',
      before: { state: 'failed' },
      after: { state: 'manual', manual_note: '11/28 고객 국민은행 계좌로 이체' },
    });
  });

  it('records a transfer order’s refund as paid back by hand, which needs a note', async () => {
    const { od_id } = await transferOrder();
    const noNote = await refund(od_id, { amount: 10_000, reason: '부분 환불' });
    expect(noNote.status).toBe(422);
    expect(Object.keys(noNote.body.errors)).toEqual(['note']);
    const done = await refund(od_id, { amount: 10_000, reason: '부분 환불', note: '계좌 이체' });
    expect(detail(done).money).toMatchObject({
      gateway: false,
      refundable: 21_000,
      refunds: [{ state: 'manual', manual_note: '계좌 이체' }],
    });
  });

  it('shows a cancelled order’s failed whole refund, and settles it by a retry', async () => {
    const { od_id } = await cardOrder();
    const refused = vi
      .spyOn(gateway(), 'cancel')
      .mockRejectedValueOnce(new GatewayError('PROVIDER_ERROR', '점검 중'));
    const cancelled = await staff.browser.post(`/api/admin/orders/${od_id}/cancel`, {
      reason: '품절',
    });
    refused.mockRestore();
    expect(cancelled.status).toBe(200);
    expect(detail(cancelled)).toMatchObject({ status: 'cancelled', refund_state: 'failed' });
    expect(detail(cancelled).money).toMatchObject({
      refundable: 0,
      refunds: [{ id: 0, amount: 31_000, state: 'failed' }],
    });
    const retried = await staff.browser.post(`/api/admin/orders/${od_id}/refunds/0/retry`);
    expect(retried.status).toBe(200);
    expect(detail(retried).refund_state).toBe('done');
    expect(detail(retried).money.refunds).toMatchObject([{ amount: 31_000, state: 'done' }]);
    expect(await bookOf(od_id)).toMatchObject({ status: 'CANCELED', refundedAmount: 31_000 });
    expect((await staff.browser.post(`/api/admin/orders/${od_id}/refunds/0/retry`)).status).toBe(
      409,
    );
  });

  it('refuses to refund an order that was never paid', async () => {
    const member = await api.loginMember();
    const order = await api.placeOrder(member.browser);
    const res = await refund(order.od_id, { amount: 1_000, reason: 'x' });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/결제되지 않은 주문은 환불할 수 없습니다/);
  });
});

describe('return and exchange requests', () => {
  it('accepts a return, and its refund ends the order 환불완료', async () => {
    const { shopper, od_id, row } = await claimedOrder('return');
    const accepted = await staff.browser.post(`/api/admin/orders/${od_id}/claim/accept`, {});
    expect(accepted.status).toBe(200);
    expect(detail(accepted).status).toBe('returned');
    const line = detail(accepted).money.lines[0]!;
    const refunded = await refund(od_id, {
      lines: [{ line_id: line.line_id, qty: 1 }],
      reason: '반품 환불',
    });
    expect(detail(refunded).status).toBe('refunded');
    expect(
      ((await shopper.get(`/api/v1/order/${od_id}`)).body as { data: OrderDetail }).data.status,
    ).toBe('refunded');
    const history = await db()
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, row.id))
      .orderBy(orderStatusHistory.id);
    expect(history.slice(-3).map((h) => [h.toStatus, h.actor])).toEqual([
      ['return_requested', 'member'],
      ['returned', 'operator'],
      ['refunded', 'operator'],
    ]);
    expect((await auditsOf(od_id)).map((r) => r.action)).toEqual([
      'refund_result',
      'refund',
      'return_accept',
    ]);
  });

  it('puts the goods of an accepted return back in stock when asked, with a history row', async () => {
    const stockOf = async (variantId: number) =>
      (await db().select().from(productVariants).where(eq(productVariants.id, variantId)))[0]!
        .stock;
    const kept = await claimedOrder('return');
    const [keptLine] = await db()
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, kept.row.id));
    const before = await stockOf(keptLine!.variantId!);
    await staff.browser.post(`/api/admin/orders/${kept.od_id}/claim/accept`, {});
    expect(await stockOf(keptLine!.variantId!)).toBe(before);

    const { od_id, row } = await claimedOrder('return');
    const [line] = await db().select().from(orderLines).where(eq(orderLines.orderId, row.id));
    const beforeReturn = await stockOf(line!.variantId!);
    const accepted = await staff.browser.post(`/api/admin/orders/${od_id}/claim/accept`, {
      restock: true,
    });
    expect(detail(accepted).status).toBe('returned');
    expect(await stockOf(line!.variantId!)).toBe(beforeReturn + line!.qty);
    const [entry] = await db()
      .select()
      .from(stockAdjustments)
      .where(eq(stockAdjustments.variantId, line!.variantId!))
      .orderBy(desc(stockAdjustments.id));
    expect(entry).toMatchObject({
      delta: line!.qty,
      reason: `@returned:${od_id}`,
      mbId: staff.mb_id,
      stockAfter: beforeReturn + line!.qty,
    });
    expect(
      (await staff.browser.post(`/api/admin/orders/${od_id}/claim/accept`, { restock: 'yes' }))
        .status,
    ).toBe(422);
  });

  it('refuses a return with the reason the member reads, back to 배송완료', async () => {
    const { shopper, od_id } = await claimedOrder('return');
    expect((await staff.browser.post(`/api/admin/orders/${od_id}/claim/refuse`, {})).status).toBe(
      422,
    );
    const refused = await staff.browser.post(`/api/admin/orders/${od_id}/claim/refuse`, {
      reason: '사용 흔적이 있어 반품이 어렵습니다',
    });
    expect(detail(refused).status).toBe('delivered');
    const mine = ((await shopper.get(`/api/v1/order/${od_id}`)).body as { data: OrderDetail }).data;
    expect(mine.history.at(-1)).toMatchObject({
      status: 'delivered',
      reason: '사용 흔적이 있어 반품이 어렵습니다',
    });
    expect((await auditsOf(od_id))[0]).toMatchObject({
      action: 'claim_refuse',
      before: { status: 'return_requested' },
      after: { status: 'delivered' },
    });
  });

  it('accepts an exchange by shipping the replacement with a tracking number', async () => {
    const { od_id } = await claimedOrder('exchange');
    const bare = await staff.browser.post(`/api/admin/orders/${od_id}/claim/accept`, {});
    expect(bare.status).toBe(422);
    expect(Object.keys(bare.body.errors)).toEqual(['carrier']);
    const shipped = await staff.browser.post(`/api/admin/orders/${od_id}/claim/accept`, {
      carrier: 'hanjin',
      tracking_no: '4321-8765-0000',
    });
    expect(shipped.status).toBe(200);
    expect(detail(shipped)).toMatchObject({
      status: 'shipping',
      shipment: { carrier: 'hanjin', tracking_no: '432187650000' },
    });
    expect((await staff.browser.post(`/api/admin/orders/${od_id}/deliver`)).status).toBe(200);
  });

  it('refuses a claim decision out of order, naming the order’s status', async () => {
    const { od_id } = await cardOrder();
    const early = await staff.browser.post(`/api/admin/orders/${od_id}/claim/accept`, {});
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(
      "현재 상태가 '결제완료'인 주문이라 처리할 수 없습니다. 반품·교환 요청 중인 주문만 승인하거나 거절할 수 있습니다.",
    );
    const refused = await staff.browser.post(`/api/admin/orders/${od_id}/claim/refuse`, {
      reason: '사유',
    });
    expect(refused.status).toBe(409);
    expect((await rowOf(od_id)).status).toBe('paid');
    expect(await auditsOf(od_id)).toEqual([]);
  });
});

describe('the packing slip', () => {
  it('shows the full recipient and lines after a recent password, and is audited', async () => {
    const { od_id } = await cardOrder();
    const slip = await staff.browser.post(`/api/admin/orders/${od_id}/packing-slip`);
    expect(slip.status).toBe(200);
    const data = (slip.body as { data: AdminPackingSlip }).data;
    expect(data).toMatchObject({
      od_id,
      recipient: { phone: '010-1234-5678', zonecode: expect.any(String) },
      lines: [{ qty: 1, addons: [] }],
    });
    expect((await auditsOf(od_id))[0]).toMatchObject({ action: 'packing_slip' });
    const workshop = await api.signInOperator('workshop_staff');
    expect((await workshop.browser.post(`/api/admin/orders/${od_id}/packing-slip`)).status).toBe(
      403,
    );
  });
});

describe('offline-store purchases', () => {
  it('are entered, edited and deleted for a member, who sees them on /my-page/store-order', async () => {
    const member = await api.loginMember();
    const body = {
      mb_id: member.mb_id,
      store: '아틀리에 성수 쇼룸',
      store_en: 'Atelier Seongsu showroom',
      receipt_no: 'S-20261128-0001',
      currency: 'krw',
      purchased_at: '2026-11-20',
      items: [
        { name: '소이 캔들', name_en: 'Soy candle', qty: 2, amount: 56_000 },
        { name: '선물 포장', name_en: 'Gift wrap', qty: 1, amount: 2_500 },
      ],
    };
    const bad = await staff.browser.post('/api/admin/store-orders', { ...body, items: [] });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['items']);
    const nobody = await staff.browser.post('/api/admin/store-orders', {
      ...body,
      mb_id: 'nobody_x',
    });
    expect(nobody.status).toBe(422);
    expect(nobody.body.message).toBe('해당 아이디의 회원이 없습니다.');

    const created = await staff.browser.post('/api/admin/store-orders', body);
    expect(created.status).toBe(201);
    const store = (created.body as { data: AdminStoreOrder }).data;
    expect(store).toMatchObject({ total: 58_500, purchased_at: '2026-11-20', mb_id: member.mb_id });

    const mine = async () =>
      ((await member.browser.get('/api/v1/store-order')).body as Paginated<StoreOrderView>).data;
    expect(await mine()).toEqual([
      expect.objectContaining({
        store: '아틀리에 성수 쇼룸',
        currency: 'krw',
        total: 58_500,
        purchased_at: expect.stringMatching(/^2026-11-20/),
      }),
    ]);

    const edited = await staff.browser.put(`/api/admin/store-orders/${store.id}`, {
      ...body,
      currency: 'usd',
      items: [{ name: '소이 캔들', name_en: 'Soy candle', qty: 1, amount: 2_200 }],
    });
    expect(edited.status).toBe(200);
    expect(await mine()).toEqual([expect.objectContaining({ currency: 'usd', total: 2_200 })]);
    const listed = await staff.browser.get(`/api/admin/store-orders?mb_id=${member.mb_id}`);
    expect((listed.body as Paginated<AdminStoreOrder>).total).toBe(1);

    expect(
      (await staff.browser.request('DELETE', `/api/admin/store-orders/${store.id}`, undefined))
        .status,
    ).toBe(204);
    expect(await mine()).toEqual([]);
    expect(
      (await staff.browser.request('DELETE', `/api/admin/store-orders/${store.id}`, undefined))
        .status,
    ).toBe(404);

    const records = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'store-orders'), eq(auditLog.resourceId, String(store.id))))
      .orderBy(desc(auditLog.id));
    expect(records.map((r) => r.action)).toEqual(['delete', 'update', 'create']);
    expect(records[1]).toMatchObject({
      before: { total: 58_500, currency: 'krw' },
      after: { total: 2_200, currency: 'usd' },
    });
    const workshop = await api.signInOperator('workshop_staff');
    expect((await workshop.browser.post('/api/admin/store-orders', body)).status).toBe(403);
  });
});
