import type { OrderCreateInput, OrderPlaced } from '@atelier/contracts';
import { describe, expect, it, vi } from 'vitest';

import { submitOrder, type SubmitOrderSteps } from './place-order.js';

const GUEST_ORDER: OrderCreateInput = {
  items: [{ it_id: '171011001', variant_id: 1, qty: 1, addons: [] }],
  orderer_name: '김민지',
  orderer_phone: '010-1234-5678',
  orderer_email: 'minji@example.com',
  recipient_name: '김민지',
  recipient_phone: '010-1234-5678',
  zonecode: '04524',
  address1: '서울 중구 세종대로 110',
  payment_method: 'card',
  agree_privacy: true,
  agree_purchase: true,
  expected_total: 31_000,
  order_password: 'wick and wax at dawn',
};

function steps(send: SubmitOrderSteps['send']) {
  const showErrors = vi.fn();
  const alert = vi.fn(async () => {});
  const error = vi.fn(async () => {});
  const onPlacing = vi.fn();
  const value: SubmitOrderSteps = {
    send,
    navigate: vi.fn(),
    dialogs: { confirm: vi.fn(async () => false), error },
    t: (phrase) => phrase,
    money: String,
    showQuote: vi.fn(),
    key: { current: null },
    form: {
      showErrors,
      clearErrors: vi.fn(),
      dialogs: { alert, error },
      t: (p) => p,
      locale: 'kr',
    },
    guest: true,
    onPlacing,
  };
  return { value, showErrors, alert, error, onPlacing };
}

describe('submitOrder for a guest', () => {
  it('refuses a short or common order password with the member policy’s messages, sending nothing', async () => {
    const send = vi.fn<SubmitOrderSteps['send']>();
    const short = steps(send);
    await submitOrder({ ...GUEST_ORDER, order_password: '1234' }, short.value);
    expect(short.showErrors).toHaveBeenLastCalledWith({
      order_password: ['비밀번호는 8자 이상이어야 합니다.'],
    });
    const common = steps(send);
    await submitOrder({ ...GUEST_ORDER, order_password: 'password1' }, common.value);
    expect(common.showErrors).toHaveBeenLastCalledWith({
      order_password: [
        '너무 흔하거나 추측하기 쉬운 비밀번호입니다. 다른 비밀번호를 입력해 주세요.',
      ],
    });
    expect(send).not.toHaveBeenCalled();
    expect(short.onPlacing).not.toHaveBeenCalled();
  });

  it('shows the server’s rate-limit and unpaid-cap refusals to the shopper', async () => {
    const tooMany = steps(async () => {
      throw {
        kind: 'rate_limited',
        status: 429,
        message: '주문 요청이 너무 많습니다. 10분 후 다시 시도해 주세요.',
        retryAfterSeconds: 600,
      };
    });
    await submitOrder(GUEST_ORDER, tooMany.value);
    expect(tooMany.alert).toHaveBeenCalledWith(
      '주문 요청이 너무 많습니다. 10분 후 다시 시도해 주세요.',
    );
    const capped = steps(async () => {
      throw {
        kind: 'other',
        status: 409,
        message: '비회원은 결제 전 주문의 상품을 모두 합쳐 10개까지 주문할 수 있습니다.',
        body: { message: '비회원은 결제 전 주문의 상품을 모두 합쳐 10개까지 주문할 수 있습니다.' },
      };
    });
    await submitOrder(GUEST_ORDER, capped.value);
    expect(capped.error).toHaveBeenCalledWith(
      '비회원은 결제 전 주문의 상품을 모두 합쳐 10개까지 주문할 수 있습니다.',
    );
    // Nothing was placed: the next submit gets a new Idempotency-Key.
    expect(capped.value.key.current).toBeNull();
  });

  it('places an order whose password passes the policy', async () => {
    const send = vi.fn(
      async () =>
        ({ data: { od_id: '2026112500000001' }, checkout: null }) as unknown as OrderPlaced,
    );
    const ok = steps(send);
    await submitOrder(GUEST_ORDER, ok.value);
    expect(send).toHaveBeenCalledOnce();
    expect(ok.showErrors).not.toHaveBeenCalled();
  });
});
