import { z } from 'zod';

import { adminOrderFilterSchema, adminOrderSortSchema } from './admin-order-bulk.js';
import { PAGE_MAX } from './envelopes.js';
import type { AdminOrderMoney } from './admin-order-money.js';
import type { OrderDetail } from './order.js';
import { CARRIERS, type OrderStatus, type PaymentMethod } from './order-constants.js';
import { plainText } from './text.js';

/**
 * `GET /api/admin/orders`: the filters of {@link adminOrderFilterSchema} (status, payment
 * method, a period of Korean dates, a work queue, `q`), the sort (`sort`, `order`; newest first
 * when left out) and pagination.
 *
 * @example
 * adminOrderListQuerySchema.parse({ status: 'awaiting_deposit', q: '홍길동', sort: 'total_amount' });
 */
export const adminOrderListQuerySchema = adminOrderFilterSchema.extend({
  ...adminOrderSortSchema.shape,
  page: z.coerce.number<number>().int().min(1).max(PAGE_MAX).default(1),
  per_page: z.coerce.number<number>().int().min(1).max(100).default(20),
});
export type AdminOrderListQuery = z.input<typeof adminOrderListQuerySchema>;

/**
 * An order as the operator's list shows it (the phone masked).
 *
 * @example
 * const row: AdminOrderListItem = { od_id: '2026112538475610', status: 'paid', payment_method: 'card', currency: 'krw', total_amount: 31000, orderer_name: '홍길동', orderer_phone: '010-****-5678', created_at: '2026-11-25T10:00:00.000Z', paid_at: null, carrier: null, tracking_no: null };
 */
export interface AdminOrderListItem {
  od_id: string;
  status: OrderStatus;
  payment_method: PaymentMethod;
  currency: string;
  total_amount: number;
  orderer_name: string;
  orderer_phone: string;
  created_at: string;
  paid_at: string | null;
  carrier: string | null;
  tracking_no: string | null;
}

/**
 * An order as the operator's detail shows it: the shopper's detail with phones and email
 * masked and the address's detail line left out (`POST .../reveal` shows them), plus the
 * internal memo and the state of a refund.
 *
 * @example
 * detail.admin_memo; // '포장 두 겹'
 */
export interface AdminOrderDetail extends OrderDetail {
  payment_method: PaymentMethod;
  admin_memo: string;
  refund_state: 'pending' | 'done' | 'failed' | 'manual' | null;
  /** What was paid, what may still be refunded, and each refund. */
  money: AdminOrderMoney;
}

/**
 * `POST /api/admin/orders/{od_id}/ship`: the carrier and its tracking number.
 *
 * @example
 * adminShipSchema.parse({ carrier: 'cj', tracking_no: '6892-1234-5678' }); // tracking_no '689212345678'
 */
export const adminShipSchema = z.object({
  carrier: z.enum(Object.keys(CARRIERS) as [keyof typeof CARRIERS, ...(keyof typeof CARRIERS)[]]),
  tracking_no: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .refine((v) => /^[0-9A-Za-z]{8,30}$/.test(v), { params: { rule: 'type' } }),
});
export type AdminShipInput = z.input<typeof adminShipSchema>;

/**
 * `POST /api/admin/orders/{od_id}/cancel`: why (shown to the shopper in the history).
 *
 * @example
 * adminCancelSchema.parse({ reason: '품절' });
 */
export const adminCancelSchema = z.object({
  reason: plainText(z.string().trim().min(1).max(200)),
});

/**
 * `PUT /api/admin/orders/{od_id}/memo`: the internal memo (never shown to the shopper).
 *
 * @example
 * adminOrderMemoSchema.parse({ memo: '포장 두 겹' });
 */
export const adminOrderMemoSchema = z.object({
  memo: plainText(z.string().trim().max(2000), { multiline: true }),
});
