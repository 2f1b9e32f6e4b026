import { z } from 'zod';

import type { Currency } from './locale.js';
import {
  ORDER_STATUSES,
  PAYMENT_METHODS,
  type CarrierCode,
  type OrderStatus,
} from './order-constants.js';
import {
  ADMIN_BULK_ACTIONS,
  ADMIN_BULK_MAX,
  ADMIN_ORDER_SORTS,
  ORDER_WORK_QUEUES,
  type OrderWorkQueue,
  type ShipmentRowRefusal,
} from './admin-order-lists.js';
import { plainText } from './text.js';

const isoDate = z.iso.date();
const orderNumber = z.string().regex(/^\d{16}$/);

/**
 * The filters of the operators' order list and of its XLSX export: status, payment method, a
 * period of Korean dates (`from`..`to`, inclusive), a work queue, and `q` (an order number, a
 * name or a phone number).
 *
 * @example
 * adminOrderFilterSchema.parse({ queue: 'to_ship', from: '2026-11-01' });
 */
export const adminOrderFilterSchema = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  payment_method: z.enum(PAYMENT_METHODS).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  queue: z.enum(ORDER_WORK_QUEUES).optional(),
  q: plainText(z.string().trim().max(40)).optional(),
});
export type AdminOrderFilter = z.input<typeof adminOrderFilterSchema>;

/**
 * The sort of the operators' order list (`sort`, `order`).
 *
 * @example
 * adminOrderSortSchema.parse({ sort: 'total_amount', order: 'asc' });
 */
export const adminOrderSortSchema = z.object({
  sort: z.enum(ADMIN_ORDER_SORTS).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});

/**
 * `GET /api/admin/orders/export`: the list's filters (the file lists newest first), and
 * `reveal=true` for phones, email and addresses in full (the `reveal` permission, a recent
 * password, and an audit record).
 *
 * @example
 * adminOrderExportQuerySchema.parse({ status: 'paid', reveal: 'true' }); // reveal: true
 */
export const adminOrderExportQuerySchema = adminOrderFilterSchema.extend({
  reveal: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});
export type AdminOrderExportQuery = z.input<typeof adminOrderExportQuerySchema>;

/**
 * `POST /api/admin/orders/bulk`: one step on the selected orders, each applied on its own.
 *
 * @example
 * adminBulkActionSchema.parse({ action: 'prepare', od_ids: ['2026112538475610'] });
 */
export const adminBulkActionSchema = z.object({
  action: z.enum(ADMIN_BULK_ACTIONS),
  od_ids: z
    .array(orderNumber)
    .min(1)
    .max(ADMIN_BULK_MAX)
    .transform((ids) => [...new Set(ids)]),
});
export type AdminBulkActionInput = z.input<typeof adminBulkActionSchema>;

/**
 * One order's outcome in a bulk action or a shipping upload: done, or refused with the reason
 * in the operator's language.
 *
 * @example
 * const r: AdminBulkRowResult = { od_id: '2026112538475610', ok: false, status: 'shipping', message: "현재 상태가 '배송중'인 주문이라 처리할 수 없습니다." };
 */
export interface AdminBulkRowResult {
  od_id: string;
  ok: boolean;
  /** The order's status after the attempt (null for an unknown order). */
  status: OrderStatus | null;
  /** Why it was refused (empty when done). */
  message: string;
}

/**
 * The answer of a bulk action: each order's outcome in the order given, and the counts.
 *
 * @example
 * const answer: AdminBulkResponse = { data: [], done: 0, refused: 0 };
 */
export interface AdminBulkResponse {
  data: AdminBulkRowResult[];
  done: number;
  refused: number;
}

/**
 * One row of a shipping upload: its line in the file (the header is line 1), what it named,
 * and whether the order was shipped or why not (in the operator's language).
 *
 * @example
 * const row: ShipmentRowResult = { line: 2, od_id: '2026112538475610', carrier: 'cj', tracking_no: '689212345678', outcome: 'shipped', reason: null, message: '' };
 */
export interface ShipmentRowResult {
  line: number;
  od_id: string;
  carrier: CarrierCode | null;
  tracking_no: string;
  outcome: 'shipped' | 'refused';
  reason: ShipmentRowRefusal | null;
  message: string;
}

/**
 * The answer of `POST /api/admin/orders/shipments`: each row's outcome, and the counts.
 *
 * @example
 * const answer: ShipmentUploadResponse = { data: [], shipped: 0, refused: 0 };
 */
export interface ShipmentUploadResponse {
  data: ShipmentRowResult[];
  shipped: number;
  refused: number;
}

/**
 * Orders and sales of one currency over a period: `orders` placed (a card checkout never paid
 * and an expired order left out), `sales` the amounts of the orders paid in the period that are
 * not cancelled, returned or refunded since (minor units).
 *
 * @example
 * const f: DashboardFigures = { currency: 'krw', orders: 3, sales: 93000 };
 */
export interface DashboardFigures {
  currency: Currency;
  orders: number;
  sales: number;
}

/**
 * One Korean day of the dashboard's 30-day chart, per currency.
 *
 * @example
 * const d: DashboardDay = { date: '2026-11-28', figures: [{ currency: 'krw', orders: 3, sales: 93000 }] };
 */
export interface DashboardDay {
  date: string;
  figures: DashboardFigures[];
}

/**
 * The work waiting, counted: each links to a filtered list.
 *
 * @example
 * const w: DashboardWork = { transfers: 2, to_ship: 5, claims: 1, refund_failed: 0, questions: 3, low_stock: 4, translations: 12 };
 */
export type DashboardWork = Record<
  OrderWorkQueue | 'questions' | 'low_stock' | 'translations',
  number
>;

/**
 * `GET /api/admin/dashboard`: today and this month (Korea time) per currency, the last 30
 * days (oldest first, today last) and the work waiting.
 *
 * @example
 * dashboard.today.find((f) => f.currency === 'krw')?.sales;
 */
export interface AdminDashboard {
  today_date: string;
  today: DashboardFigures[];
  month: DashboardFigures[];
  days: DashboardDay[];
  work: DashboardWork;
  low_stock_threshold: number;
}
