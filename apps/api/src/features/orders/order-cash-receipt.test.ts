import type { OrderDetail } from '@atelier/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { orders } from '../../db/schema/index.js';
import { orderBody, startTestApi, type TestApi } from '../../testing.js';

// Issue 19, item 13: a bank transfer could not ask for a 현금영수증 (cash receipt).

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

let seq = 0;
const key = () => `receipt-key-${Date.now()}-${(seq += 1)}`;

async function place(extra: object) {
  const browser = await api.visitor();
  const p = await api.createProduct();
  const answer = await browser.post(
    '/api/v1/order',
    orderBody([{ it_id: p.it_id, variant_id: p.variant_id, qty: 1 }], 31_000, {
      payment_method: 'bank_transfer',
      depositor_name: '홍길동',
      order_password: 'quiet-harbor-42',
      ...extra,
    }),
    { headers: { 'idempotency-key': key() } },
  );
  return { answer, browser };
}

const errorsOf = (body: unknown) => (body as { errors: Record<string, string[]> }).errors;

describe('현금영수증 on a transfer', () => {
  it('stores a 소득공제용 request by mobile number and shows it on the order', async () => {
    const { answer, browser } = await place({
      cash_receipt_type: 'income',
      cash_receipt_number: '010-9876-5432',
    });
    expect(answer.status).toBe(201);
    const order = (answer.body as { data: OrderDetail }).data;
    expect(order.cash_receipt).toEqual({ type: 'income', number: '01098765432' });
    const [row] = await api.app.database.db
      .select({ type: orders.cashReceiptType, number: orders.cashReceiptNumber })
      .from(orders)
      .where(eq(orders.odId, order.od_id));
    expect(row).toEqual({ type: 'income', number: '01098765432' });
    const read = await browser.get(`/api/v1/order/${order.od_id}`);
    expect((read.body as { data: OrderDetail }).data.cash_receipt).toEqual({
      type: 'income',
      number: '01098765432',
    });
  });

  it('stores a 지출증빙용 request by business registration number', async () => {
    const { answer } = await place({
      cash_receipt_type: 'expense',
      cash_receipt_number: '123-45-67890',
    });
    expect(answer.status).toBe(201);
    expect((answer.body as { data: OrderDetail }).data.cash_receipt).toEqual({
      type: 'expense',
      number: '1234567890',
    });
  });

  it('records no request by default', async () => {
    const { answer } = await place({});
    expect(answer.status).toBe(201);
    expect((answer.body as { data: OrderDetail }).data.cash_receipt).toBeNull();
  });

  it('refuses a wrong number with a clear message and writes nothing', async () => {
    const before = (await api.app.database.db.select().from(orders)).length;
    const shortBusiness = await place({
      cash_receipt_type: 'expense',
      cash_receipt_number: '123-45-678',
    });
    expect(shortBusiness.answer.status).toBe(422);
    expect(errorsOf(shortBusiness.answer.body).cash_receipt_number).toEqual([
      '사업자등록번호 10자리를 입력해 주세요(예: 123-45-67890).',
    ]);
    const notMobile = await place({
      cash_receipt_type: 'income',
      cash_receipt_number: '02-123-4567',
    });
    expect(notMobile.answer.status).toBe(422);
    expect(errorsOf(notMobile.answer.body).cash_receipt_number).toEqual([
      '소득공제용 현금영수증은 휴대폰 번호(예: 010-1234-5678)로 신청해 주세요.',
    ]);
    const missing = await place({ cash_receipt_type: 'income' });
    expect(missing.answer.status).toBe(422);
    expect(errorsOf(missing.answer.body).cash_receipt_number).toEqual([
      '현금영수증 발급 번호 항목은 필수입니다.',
    ]);
    const card = await place({
      payment_method: 'card',
      cash_receipt_type: 'income',
      cash_receipt_number: '010-9876-5432',
    });
    expect(card.answer.status).toBe(422);
    expect(errorsOf(card.answer.body).cash_receipt_type).toEqual([
      '현금영수증은 무통장입금과 가상계좌 주문에서만 신청할 수 있습니다.',
    ]);
    expect(await api.app.database.db.select().from(orders)).toHaveLength(before);
  });

  it('says it in English on an English session', async () => {
    const browser = await api.visitor();
    await browser.post('/api/v1/language', { lang: 'en', currency: 'usd' });
    const p = await api.createProduct();
    const answer = await browser.post(
      '/api/v1/order',
      orderBody([{ it_id: p.it_id, variant_id: p.variant_id, qty: 1 }], 2_200, {
        payment_method: 'bank_transfer',
        depositor_name: 'Minji Kim',
        order_password: 'quiet-harbor-42',
        cash_receipt_type: 'expense',
        cash_receipt_number: '12345',
      }),
      { headers: { 'idempotency-key': key() } },
    );
    expect(answer.status).toBe(422);
    expect(errorsOf(answer.body).cash_receipt_number).toEqual([
      'Please enter the 10-digit business registration number (e.g. 123-45-67890).',
    ]);
  });
});
