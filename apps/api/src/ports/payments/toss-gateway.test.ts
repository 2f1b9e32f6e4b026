import { createFakeFetch } from '@atelier/test-utils/fetch-fake';
import { describe, expect, it } from 'vitest';

import { GatewayError } from './payment-gateway.js';
import { createTossGateway } from './toss-gateway.js';

const PAYMENT = {
  paymentKey: 'tgen_1',
  orderId: '2026112500000001',
  status: 'DONE',
  totalAmount: 31_000,
  currency: 'KRW',
  method: '카드',
  approvedAt: '2026-11-25T10:00:00+09:00',
  virtualAccount: null,
};

describe('the Toss Payments adapter', () => {
  it('confirms with the secret key and the idempotency key, and reports the payment', async () => {
    const { fetch, requests } = createFakeFetch(() => ({ body: PAYMENT }));
    const gateway = createTossGateway({ clientKey: 'test_ck', secretKey: 'test_sk' }, fetch);
    const payment = await gateway.confirm({
      paymentKey: 'tgen_1',
      orderId: PAYMENT.orderId,
      amount: 31_000,
      currency: 'KRW',
      idempotencyKey: 'confirm-abc',
    });
    expect(payment).toMatchObject({
      status: 'DONE',
      totalAmount: 31_000,
      currency: 'KRW',
      method: 'card',
      orderId: PAYMENT.orderId,
    });
    const [request] = requests;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('https://api.tosspayments.com/v1/payments/confirm');
    expect(request!.headers.get('authorization')).toBe(
      `Basic ${Buffer.from('test_sk:').toString('base64')}`,
    );
    expect(request!.headers.get('idempotency-key')).toBe('confirm-abc');
    expect(request!.body).toEqual({
      paymentKey: 'tgen_1',
      orderId: PAYMENT.orderId,
      amount: 31_000,
    });
  });

  it('reports a partly refunded payment as PARTIAL_CANCELED with what is left to refund', async () => {
    const { fetch } = createFakeFetch(() => ({
      body: { ...PAYMENT, status: 'PARTIAL_CANCELED', balanceAmount: 24_000 },
    }));
    const gateway = createTossGateway({ clientKey: 'ck', secretKey: 'sk' }, fetch);
    expect(await gateway.get('tgen_1')).toMatchObject({
      status: 'PARTIAL_CANCELED',
      totalAmount: 31_000,
      balanceAmount: 24_000,
    });
  });

  it('turns a refusal into a GatewayError with Toss’s code and message', async () => {
    const { fetch } = createFakeFetch(() => ({
      status: 400,
      body: { code: 'REJECT_CARD_COMPANY', message: '카드사에서 거절했습니다.' },
    }));
    const gateway = createTossGateway({ clientKey: 'ck', secretKey: 'sk' }, fetch);
    const error = await gateway.get('tgen_1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ code: 'REJECT_CARD_COMPANY', status: 400 });
  });

  it('cancels with the reason, and reads a virtual account', async () => {
    const { fetch, requests } = createFakeFetch((request) =>
      request.path.endsWith('/cancel')
        ? { body: { ...PAYMENT, status: 'CANCELED' } }
        : {
            body: {
              ...PAYMENT,
              status: 'WAITING_FOR_DEPOSIT',
              method: '가상계좌',
              virtualAccount: {
                bankCode: '88',
                accountNumber: 'X1',
                customerName: '홍길동',
                dueDate: '2026-11-28T23:59:59+09:00',
              },
            },
          },
    );
    const gateway = createTossGateway({ clientKey: 'ck', secretKey: 'sk' }, fetch);
    expect(
      (await gateway.cancel({ paymentKey: 'tgen_1', reason: '단순 변심', idempotencyKey: 'c1' }))
        .status,
    ).toBe('CANCELED');
    expect(requests[0]!.body).toEqual({ cancelReason: '단순 변심' });
    await gateway.cancel({
      paymentKey: 'tgen_1',
      reason: '부분 환불',
      idempotencyKey: 'c2',
      amount: 5_000,
    });
    expect(requests[1]!.body).toEqual({ cancelReason: '부분 환불', cancelAmount: 5_000 });
    const waiting = await gateway.get('tgen_1');
    expect(waiting.virtualAccount).toMatchObject({ bank: '88', accountNumber: 'X1' });
    expect(waiting.method).toBe('virtual_account');
    expect(
      gateway.checkout({
        orderId: '1',
        amount: 1,
        orderName: 'x',
        customerKey: 'member-1',
        method: 'card',
      }),
    ).toEqual({
      provider: 'toss',
      clientKey: 'ck',
      customerKey: 'member-1',
    });
  });

  it('reports the currency as Toss does, and methods in the shop’s words', async () => {
    const answers = [
      { ...PAYMENT, currency: 'USD', method: '간편결제' },
      { ...PAYMENT, method: '휴대폰' },
    ];
    const { fetch } = createFakeFetch(() => ({ body: answers.shift() }));
    const gateway = createTossGateway({ clientKey: 'ck', secretKey: 'sk' }, fetch);
    expect(await gateway.get('tgen_1')).toMatchObject({ currency: 'USD', method: 'card' });
    expect(await gateway.get('tgen_1')).toMatchObject({ currency: 'KRW', method: null });
  });
});
