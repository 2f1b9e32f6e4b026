import { z } from 'zod';

import { CARRIERS } from './order-constants.js';
import { withAttributes } from './schema-attributes.js';
import { plainText } from './text.js';
import type { AttributeLabels } from './validation-messages.js';

// The money and claims side of the operators' orders (issue 21): refunds whole or in part,
// return and exchange decisions, the packing slip, and offline-store purchases.

/**
 * Labels of the refund, claim and store-order fields for 422 messages.
 *
 * @example
 * ORDER_MONEY_ATTRIBUTES.amount.kr; // '환불 금액'
 */
export const ORDER_MONEY_ATTRIBUTES: AttributeLabels = {
  amount: { kr: '환불 금액', en: 'refund amount' },
  lines: { kr: '환불 상품', en: 'refunded lines' },
  line_id: { kr: '주문 상품', en: 'order line' },
  qty: { kr: '수량', en: 'quantity' },
  reason: { kr: '사유', en: 'reason' },
  note: { kr: '메모', en: 'note' },
  carrier: { kr: '택배사', en: 'carrier' },
  tracking_no: { kr: '송장번호', en: 'tracking number' },
  mb_id: { kr: '회원 아이디', en: 'member ID' },
  store: { kr: '매장', en: 'store' },
  store_en: { kr: '매장 (영문)', en: 'store (English)' },
  receipt_no: { kr: '영수증 번호', en: 'receipt number' },
  currency: { kr: '통화', en: 'currency' },
  purchased_at: { kr: '구매일', en: 'purchase date' },
  items: { kr: '구매 상품', en: 'items' },
  name: { kr: '상품명', en: 'item name' },
  name_en: { kr: '상품명 (영문)', en: 'item name (English)' },
};

/**
 * The state of a refund: sent to the gateway, refunded, refused by the gateway (to retry or
 * record by hand), or paid back by hand.
 *
 * @example
 * REFUND_STATES.includes('failed'); // true
 */
export const REFUND_STATES = ['pending', 'done', 'failed', 'manual'] as const;
/** One of {@link REFUND_STATES}. */
export type RefundState = (typeof REFUND_STATES)[number];

/**
 * A refund as the operator's order detail shows it, in minor units of the order's currency.
 *
 * @example
 * const r: AdminRefund = { id: 3, amount: 10000, lines: [{ line_id: 7, qty: 1 }], reason: '부분 반품', state: 'failed', attempts: 1, gateway_message: '취소 할 수 없는 금액 입니다.', manual_note: null, created_by: 'cs01', created_at: '2026-11-28T09:00:00.000Z', settled_at: null };
 */
export interface AdminRefund {
  id: number;
  amount: number;
  lines: { line_id: number; qty: number }[];
  reason: string;
  state: RefundState;
  attempts: number;
  gateway_message: string | null;
  manual_note: string | null;
  created_by: string;
  created_at: string;
  settled_at: string | null;
}

/**
 * A line of an order as the refund form offers it: how many were bought and refunded so far,
 * and what one unit (with its add-ons) cost.
 *
 * @example
 * const l: AdminRefundableLine = { line_id: 7, name: '소이 캔들', option: '라벤더', qty: 2, refunded_qty: 0, unit_total: 28000 };
 */
export interface AdminRefundableLine {
  line_id: number;
  name: string;
  option: string;
  qty: number;
  refunded_qty: number;
  unit_total: number;
}

/**
 * The money side of an order in the operator's detail: what was paid, what may still be
 * refunded, each refund, and the lines the refund form offers.
 *
 * @example
 * detail.money.refundable; // 21000
 */
export interface AdminOrderMoney {
  paid: number;
  refundable: number;
  refunds: AdminRefund[];
  lines: AdminRefundableLine[];
  /** The order was paid through the gateway (else a refund is paid back by hand). */
  gateway: boolean;
}

const reasonText = plainText(z.string().trim().min(1).max(200));
const noteText = plainText(z.string().trim().min(1).max(300));

/**
 * `POST /api/admin/orders/{od_id}/refunds`: a refund by `amount`, by `lines` (the amount is
 * then theirs unless given), or both; `note` records an order paid outside the gateway (a
 * 무통장입금) as paid back by hand, and is required for one.
 *
 * @example
 * adminRefundSchema.parse({ amount: 5000, reason: '부분 환불' });
 * adminRefundSchema.parse({ lines: [{ line_id: 7, qty: 1 }], reason: '반품' });
 */
export const adminRefundSchema = withAttributes(
  z
    .object({
      amount: z.coerce.number<number>().int().min(1).max(100_000_000).optional(),
      lines: z
        .array(
          z.object({
            line_id: z.number().int().min(1),
            qty: z.number().int().min(1).max(10_000),
          }),
        )
        .max(100)
        .default([]),
      reason: reasonText,
      note: noteText.optional(),
    })
    .refine((v) => v.amount !== undefined || v.lines.length > 0, {
      path: ['amount'],
      params: { rule: 'required' },
    }),
  ORDER_MONEY_ATTRIBUTES,
);
/** The body of a refund as a client sends it. */
export type AdminRefundInput = z.input<typeof adminRefundSchema>;

/**
 * `POST /api/admin/orders/{od_id}/refunds/{refund_id}/manual`: how a refused refund was paid
 * back by hand (bank, date, who).
 *
 * @example
 * adminRefundManualSchema.parse({ note: '11/28 국민은행 계좌로 이체' });
 */
export const adminRefundManualSchema = withAttributes(
  z.object({ note: noteText }),
  ORDER_MONEY_ATTRIBUTES,
);

/**
 * `{refund_id}` of the refund calls (0: a cancelled order's failed whole refund).
 *
 * @example
 * refundIdParamSchema.parse({ od_id: '2026112538475610', refund_id: '3' });
 */
export const refundIdParamSchema = z.object({
  od_id: z.string().regex(/^\d{16}$/),
  refund_id: z.coerce.number<number>().int().min(0),
});

/**
 * `POST /api/admin/orders/{od_id}/claim/refuse`: why a return or exchange was refused (shown
 * to the shopper in the history).
 *
 * @example
 * adminClaimRefuseSchema.parse({ reason: '사용 흔적이 있어 반품이 어렵습니다' });
 */
export const adminClaimRefuseSchema = withAttributes(
  z.object({ reason: reasonText }),
  ORDER_MONEY_ATTRIBUTES,
);

/**
 * `POST /api/admin/orders/{od_id}/claim/accept`: an exchange's replacement ships with a
 * carrier and tracking number; a return takes neither, and `restock` puts its goods back in
 * stock.
 *
 * @example
 * adminClaimAcceptSchema.parse({ carrier: 'cj', tracking_no: '6892-1234-5678' });
 */
export const adminClaimAcceptSchema = withAttributes(
  z.object({
    carrier: z
      .enum(Object.keys(CARRIERS) as [keyof typeof CARRIERS, ...(keyof typeof CARRIERS)[]])
      .optional(),
    tracking_no: z
      .string()
      .transform((v) => v.replace(/[\s-]/g, ''))
      .refine((v) => /^[0-9A-Za-z]{8,30}$/.test(v), { params: { rule: 'type' } })
      .optional(),
    /** A return: put the goods back in stock. */
    restock: z.boolean().optional(),
  }),
  ORDER_MONEY_ATTRIBUTES,
);
/** The body of a claim's acceptance as a client sends it. */
export type AdminClaimAcceptInput = z.input<typeof adminClaimAcceptSchema>;

/**
 * An order as its packing slip prints it: the number, the recipient with the full address and
 * phone, the lines with options, add-ons and quantities, and the memo to the courier.
 *
 * @example
 * const slip: AdminPackingSlip = { od_id: '2026112538475610', created_at: '2026-11-25T10:00:00.000Z', recipient: { name: '홍길동', phone: '010-1234-5678', zonecode: '04524', address1: '서울 중구 세종대로 110', address2: '3층' }, orderer_name: '홍길동', memo: '문 앞에 놓아 주세요', lines: [{ it_id: 'C001', name: '소이 캔들', option: '라벤더', sku: 'C001-LV', qty: 2, addons: [] }] };
 */
export interface AdminPackingSlip {
  od_id: string;
  created_at: string;
  recipient: {
    name: string;
    phone: string;
    zonecode: string;
    address1: string;
    address2: string;
  };
  orderer_name: string;
  memo: string;
  lines: {
    it_id: string;
    name: string;
    option: string;
    sku: string;
    qty: number;
    addons: { name: string; qty: number }[];
  }[];
}

/**
 * An offline-store purchase as the console lists and edits it (amounts in minor units of
 * `currency`).
 *
 * @example
 * const s: AdminStoreOrder = { id: 1, mb_id: 'hong', member_name: '홍길동', store: '아틀리에 성수 쇼룸', store_en: 'Atelier Seongsu showroom', receipt_no: 'S-20261128-0001', currency: 'krw', items: [{ name: '소이 캔들', name_en: 'Soy candle', qty: 1, amount: 28000 }], total: 28000, purchased_at: '2026-11-28', created_at: '2026-11-28T09:00:00.000Z' };
 */
export interface AdminStoreOrder {
  id: number;
  mb_id: string;
  member_name: string;
  store: string;
  store_en: string;
  receipt_no: string;
  currency: 'krw' | 'usd';
  items: { name: string; name_en: string; qty: number; amount: number }[];
  total: number;
  purchased_at: string;
  created_at: string;
}

/**
 * `POST /api/admin/store-orders` and `PUT /api/admin/store-orders/{id}`: a purchase in the
 * offline store for a member (by ID), its store, receipt, date (Korean calendar day) and
 * items; the total is the items' sum, computed by the server.
 *
 * @example
 * adminStoreOrderSchema.parse({ mb_id: 'hong', store: '성수 쇼룸', store_en: 'Seongsu showroom', receipt_no: 'S-1', currency: 'krw', purchased_at: '2026-11-28', items: [{ name: '소이 캔들', name_en: 'Soy candle', qty: 1, amount: 28000 }] });
 */
export const adminStoreOrderSchema = withAttributes(
  z.object({
    mb_id: z.string().trim().min(1).max(40),
    store: plainText(z.string().trim().min(1).max(60)),
    store_en: plainText(z.string().trim().min(1).max(60)),
    receipt_no: plainText(z.string().trim().min(1).max(40)),
    currency: z.enum(['krw', 'usd']).default('krw'),
    purchased_at: z.iso.date(),
    items: z
      .array(
        z.object({
          name: plainText(z.string().trim().min(1).max(200)),
          name_en: plainText(z.string().trim().min(1).max(200)),
          qty: z.coerce.number<number>().int().min(1).max(10_000),
          amount: z.coerce.number<number>().int().min(0).max(100_000_000),
        }),
      )
      .min(1)
      .max(50),
  }),
  ORDER_MONEY_ATTRIBUTES,
);
/** The body of a store purchase as a client sends it. */
export type AdminStoreOrderInput = z.input<typeof adminStoreOrderSchema>;

/**
 * `GET /api/admin/store-orders`: by member ID, pagination (newest purchase first).
 *
 * @example
 * adminStoreOrderQuerySchema.parse({ mb_id: 'hong' });
 */
export const adminStoreOrderQuerySchema = z.object({
  page: z.coerce.number<number>().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number<number>().int().min(1).max(100).default(20),
  mb_id: z.string().trim().max(40).optional(),
});

/**
 * `{id}` of the store-order calls.
 *
 * @example
 * storeOrderIdParamSchema.parse({ id: '4' });
 */
export const storeOrderIdParamSchema = z.object({ id: z.coerce.number<number>().int().min(1) });
