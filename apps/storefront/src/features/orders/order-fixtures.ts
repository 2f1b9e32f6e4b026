import type { OrderDetail, OrderSummary, Paginated } from '@atelier/contracts';

/**
 * Orders as the API answers them, for the order pages' tests.
 *
 * @example
 * const order = orderDetail({ status: 'paid' });
 */
export function orderDetail(patch: Partial<OrderDetail> = {}): OrderDetail {
  return {
    od_id: '2026112512345678',
    status: 'awaiting_deposit',
    status_label: '입금대기',
    total: 29000,
    currency: 'krw',
    payment_method: 'bank_transfer',
    created_at: '2026-11-25 10:00:00',
    lines: [
      {
        it_id: '171011001',
        name: '라벤더 소이 캔들',
        option: '200g',
        thumbnail: null,
        unit_price: 28000,
        qty: 1,
        addons: [],
        total: 28000,
      },
    ],
    amounts: {
      currency: 'krw',
      goods: 28000,
      discount: 1000,
      shipping_fee: 3000,
      shipping_surcharge: 0,
      points: 1000,
      total: 29000,
    },
    orderer: { name: '홍길동', phone: '010-1234-5678', email: 'hong@example.com' },
    recipient: {
      name: '홍길동',
      phone: '010-1234-5678',
      zonecode: '04524',
      address1: '서울 중구 세종대로 110',
      address2: '3층',
    },
    memo: '문 앞에 놓아 주세요',
    bank_transfer: {
      bank: '기업은행',
      account: '000-000000-00-000',
      holder: '(주)아틀리에',
      depositor_name: '홍길동',
      deadline: '2026-11-28 10:00:00',
    },
    paid_at: null,
    pay_by: '2026-11-28 10:00:00',
    can_cancel: true,
    can_confirm: false,
    can_claim: false,
    auto_confirm_at: null,
    shipment: null,
    claim_reason: null,
    history: [
      {
        status: 'awaiting_deposit',
        label: '입금대기',
        actor: 'member',
        reason: '주문 접수',
        at: '2026-11-25 10:00:00',
      },
    ],
    ...patch,
  };
}

/**
 * The list row of an order.
 *
 * @example
 * const row = orderSummary({ od_id: '2026112500000001' });
 */
export function orderSummary(patch: Partial<OrderSummary> = {}): OrderSummary {
  return {
    od_id: '2026112512345678',
    status: 'awaiting_deposit',
    status_label: '입금대기',
    title: '라벤더 소이 캔들',
    thumbnail: null,
    line_count: 1,
    total: 29000,
    currency: 'krw',
    payment_method: 'bank_transfer',
    created_at: '2026-11-25 10:00:00',
    ...patch,
  };
}

/**
 * A pagination envelope around `data`.
 *
 * @example
 * envelope([row], { total: 23, last_page: 3 });
 */
export function envelope<T>(data: T[], patch: Partial<Paginated<T>> = {}): Paginated<T> {
  return {
    current_page: 1,
    data,
    from: data.length ? 1 : null,
    last_page: 1,
    per_page: 10,
    to: data.length || null,
    total: data.length,
    ...patch,
  } as Paginated<T>;
}
