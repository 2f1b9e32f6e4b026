import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

import { members } from './members.js';
import { productVariants, products } from './products.js';
import { sessions } from './sessions.js';

// Orders (issue 12): what was bought, snapshotted as it was charged, its amounts in minor units
// of the order's currency, its status and the full history of who changed it. Written only by
// features/orders; payments by features/payments.

/**
 * An order. `od_id` is the public, date-based number; `idempotency_key` is the client's
 * `Idempotency-Key` (with `request_hash`, a replay answers the same order and a reuse with
 * another body is refused). Unpaid orders keep their stock until `pay_by`.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    odId: varchar('od_id', { length: 16 }).notNull().unique(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    // A guest's session that placed it (it may read the order without the password).
    guestSessionId: varchar('guest_session_id', { length: 64 }),
    guestPasswordHash: text('guest_password_hash'),
    // A guest's client address as a keyed hash (orderAddressKey): enough to recognise the same
    // address for the unpaid-quantity cap, not to learn it.
    guestAddressKey: varchar('guest_address_key', { length: 64 }),
    idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    lang: varchar('lang', { length: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    status: varchar('status', { length: 20 }).notNull(),
    paymentMethod: varchar('payment_method', { length: 20 }).notNull(),
    ordererName: varchar('orderer_name', { length: 30 }).notNull(),
    ordererPhone: varchar('orderer_phone', { length: 20 }).notNull(),
    ordererEmail: varchar('orderer_email', { length: 100 }).notNull(),
    recipientName: varchar('recipient_name', { length: 30 }).notNull(),
    recipientPhone: varchar('recipient_phone', { length: 20 }).notNull(),
    zonecode: varchar('zonecode', { length: 5 }).notNull(),
    address1: varchar('address1', { length: 200 }).notNull(),
    address2: varchar('address2', { length: 200 }).notNull().default(''),
    memo: varchar('memo', { length: 100 }).notNull().default(''),
    // The operators' internal memo: never shown to the shopper.
    adminMemo: text('admin_memo').notNull().default(''),
    depositorName: varchar('depositor_name', { length: 30 }),
    // 현금영수증 of a transfer: 'none', 'income' (소득공제, a phone number) or 'expense'
    // (지출증빙, a business registration number); the number as digits.
    cashReceiptType: varchar('cash_receipt_type', { length: 10 }).notNull().default('none'),
    cashReceiptNumber: varchar('cash_receipt_number', { length: 20 }),
    goodsAmount: integer('goods_amount').notNull(),
    discountAmount: integer('discount_amount').notNull().default(0),
    shippingFee: integer('shipping_fee').notNull(),
    shippingSurcharge: integer('shipping_surcharge').notNull().default(0),
    pointsUsed: integer('points_used').notNull().default(0),
    totalAmount: integer('total_amount').notNull(),
    // Cart lines this order was placed from: removed from the cart once it is paid.
    cartLineIds: jsonb('cart_line_ids').$type<number[]>().notNull().default([]),
    payBy: timestamp('pay_by', { withTimezone: true }),
    paymentKey: varchar('payment_key', { length: 200 }).unique(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    // A virtual account issued by the gateway, or the shop's account for 무통장입금.
    depositAccount: jsonb('deposit_account').$type<{
      bank: string;
      account: string;
      holder: string;
    }>(),
    refundState: varchar('refund_state', { length: 10 }),
    // Delivery: the carrier's code (CARRIERS), the tracking number, and when it moved.
    carrier: varchar('carrier', { length: 20 }),
    trackingNo: varchar('tracking_no', { length: 40 }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    // A return or exchange request: the reason and the photos' object-store keys.
    claimReason: varchar('claim_reason', { length: 500 }),
    claimPhotos: jsonb('claim_photos').$type<string[]>().notNull().default([]),
    agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull(),
    // The versions of the terms (purchase consent) and the privacy policy accepted at `agreedAt`.
    termsVersion: integer('terms_version'),
    privacyVersion: integer('privacy_version'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('orders_idempotency_idx').on(t.idempotencyKey),
    // The operators' order list: newest first, by status or payment method, and searched by
    // orderer or recipient name or phone.
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_status_created_idx').on(t.status, t.createdAt, t.id),
    index('orders_method_created_idx').on(t.paymentMethod, t.createdAt, t.id),
    index('orders_orderer_name_idx').on(t.ordererName),
    index('orders_orderer_phone_idx').on(t.ordererPhone),
    index('orders_recipient_name_idx').on(t.recipientName),
    index('orders_recipient_phone_idx').on(t.recipientPhone),
    index('orders_member_idx').on(t.memberId, t.createdAt),
    // Login detaches a visitor's guest orders from its ended session (features/session).
    index('orders_guest_session_idx')
      .on(t.guestSessionId)
      .where(sql`${t.guestSessionId} is not null`),
    // The reservation-expiry job's scan: unpaid orders by deadline.
    index('orders_unpaid_idx')
      .on(t.payBy)
      .where(sql`${t.status} in ('awaiting_payment', 'awaiting_deposit')`),
    check(
      'orders_amounts',
      sql`${t.goodsAmount} >= 0 and ${t.discountAmount} >= 0 and ${t.shippingFee} >= 0 and ${t.shippingSurcharge} >= 0 and ${t.pointsUsed} >= 0 and ${t.totalAmount} >= 0`,
    ),
    // The auto-confirm job's scan: delivered orders by delivery time.
    index('orders_delivered_idx')
      .on(t.deliveredAt)
      .where(sql`${t.status} = 'delivered'`),
    // The dashboard's figures read from these alone (index-only scans): orders by the day they
    // were placed, sales by the day they were paid; and refunds the gateway refused.
    index('orders_day_figures_idx').on(t.createdAt, t.currency, t.status),
    index('orders_paid_idx')
      .on(t.paidAt, t.currency, t.status, t.totalAmount)
      .where(sql`${t.paidAt} is not null`),
    index('orders_refund_failed_idx')
      .on(t.id)
      .where(sql`${t.refundState} = 'failed'`),
    check('orders_one_owner', sql`${t.memberId} is not null or ${t.guestPasswordHash} is not null`),
    check(
      'orders_cash_receipt',
      sql`(${t.cashReceiptType} = 'none' and ${t.cashReceiptNumber} is null) or (${t.cashReceiptType} in ('income', 'expense') and ${t.cashReceiptNumber} is not null)`,
    ),
  ],
);

/** An add-on as it was ordered with a line. */
export interface OrderLineAddon {
  addon_id: number;
  name: string;
  name_en: string;
  unit_price: number;
  qty: number;
}

/** A line of an order: the product, variant and add-ons as they were when it was charged. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: integer('variant_id').references(() => productVariants.id, {
      onDelete: 'set null',
    }),
    itId: varchar('it_id', { length: 20 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    nameEn: varchar('name_en', { length: 200 }).notNull(),
    option: varchar('option', { length: 300 }).notNull().default(''),
    optionEn: varchar('option_en', { length: 300 }).notNull().default(''),
    sku: varchar('sku', { length: 60 }).notNull(),
    unitPrice: integer('unit_price').notNull(),
    qty: integer('qty').notNull(),
    addons: jsonb('addons').$type<OrderLineAddon[]>().notNull().default([]),
    lineTotal: integer('line_total').notNull(),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    index('order_lines_product_idx').on(t.productId),
    check('order_lines_qty_positive', sql`${t.qty} > 0`),
  ],
);

/**
 * Every status an order has been in: who moved it, why and when. Why is either a person's text
 * (`reason`) or the shop's message key (`reason_key`), never both.
 */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: varchar('from_status', { length: 20 }),
    toStatus: varchar('to_status', { length: 20 }).notNull(),
    actor: varchar('actor', { length: 10 }).notNull(),
    actorMemberId: integer('actor_member_id'),
    // A person's reason as written (cancel, return, exchange)...
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    // ...or the shop's own, a key of the contracts' ORDER_HISTORY_REASONS worded per reader.
    reasonKey: varchar('reason_key', { length: 40 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.id)],
);

/**
 * Guest orders a session proved with the order lookup (order number with the order password or
 * phone): that session may read and act on them as the placing session does. A table rather
 * than a session column, as one session may look up several orders; a row goes with its session
 * (cleanup, logout, login) and with its order. Never written for members' orders.
 */
export const sessionOrderAccess = pgTable(
  'session_order_access',
  {
    sessionId: varchar('session_id', { length: 64 })
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.orderId] }),
    index('session_order_access_order_idx').on(t.orderId),
  ],
);

/**
 * Order placements refused by the placement limits (issue 19): the first refusal of each
 * rate window (`rate_session`, `rate_ip`) and every refusal of the guest cap (`guest_cap`),
 * with the units attempted when known. For operators; purged after 90 days by the cleanup job.
 */
export const orderRefusals = pgTable(
  'order_refusals',
  {
    id: serial('id').primaryKey(),
    reason: varchar('reason', { length: 20 }).notNull(),
    sessionId: varchar('session_id', { length: 64 }),
    memberId: integer('member_id'),
    ip: varchar('ip', { length: 45 }).notNull(),
    qty: integer('qty'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_refusals_created_idx').on(t.createdAt)],
);

/**
 * The sandbox payment gateway's own book (brief §6): payments it opened for the sandbox page,
 * and whether it charged them. Only the sandbox adapter reads or writes it; it behaves like
 * the real gateway's records (confirm once per payment, idempotent by key, amount and currency
 * checked).
 */
export const sandboxPayments = pgTable('sandbox_payments', {
  paymentKey: varchar('payment_key', { length: 64 }).primaryKey(),
  orderId: varchar('order_id', { length: 16 }).notNull(),
  orderName: varchar('order_name', { length: 200 }).notNull(),
  amount: integer('amount').notNull(),
  // ISO 4217, as the shopper's payment window asked it (Toss: `amount.currency`, KRW by default).
  currency: varchar('currency', { length: 3 }).notNull().default('KRW'),
  method: varchar('method', { length: 20 }).notNull(),
  status: varchar('status', { length: 24 }).notNull(),
  confirmKey: varchar('confirm_key', { length: 300 }),
  // How many times money moved: the exactly-once suites read it.
  charges: integer('charges').notNull().default(0),
  dueDate: timestamp('due_date', { withTimezone: true }),
  approvedAt: timestamp('approved_at', { withTimezone: true }),
  canceledAt: timestamp('canceled_at', { withTimezone: true }),
  // Refunded so far (partial cancels add up; a full cancel refunds what is left).
  refundedAmount: integer('refunded_amount').notNull().default(0),
  // Idempotency keys of the partial cancels done: a repeat refunds once.
  cancelKeys: jsonb('cancel_keys').$type<string[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A line (and how many of it) a refund gives back. */
export interface OrderRefundLine {
  line_id: number;
  qty: number;
}

/**
 * A refund of an order by an operator, whole or in part (by amount and/or lines), in minor
 * units of the order's currency. `state`: `pending` (sent to the gateway), `done` (the gateway
 * refunded it), `failed` (the gateway refused: retry, or record it as paid back by hand),
 * `manual` (paid back outside the gateway, with the operator's note). Every state counts
 * against what may still be refunded: a failed refund is still owed.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    lines: jsonb('lines').$type<OrderRefundLine[]>().notNull().default([]),
    reason: varchar('reason', { length: 200 }).notNull(),
    state: varchar('state', { length: 10 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    gatewayCode: varchar('gateway_code', { length: 60 }),
    gatewayMessage: varchar('gateway_message', { length: 300 }),
    manualNote: varchar('manual_note', { length: 300 }),
    createdBy: varchar('created_by', { length: 40 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('order_refunds_order_idx').on(t.orderId, t.id),
    index('order_refunds_failed_idx')
      .on(t.createdAt)
      .where(sql`${t.state} = 'failed'`),
    check('order_refunds_amount', sql`${t.amount} > 0`),
  ],
);

/** An item of a purchase in the offline store, as the receipt shows it. */
export interface StoreOrderItem {
  name: string;
  name_en: string;
  qty: number;
  amount: number;
}

/**
 * A purchase in the offline store (매장 구매), recorded by operators for the member's history;
 * read-only for the member. Amounts in minor units of `currency`.
 */
export const storeOrders = pgTable(
  'store_orders',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    store: varchar('store', { length: 60 }).notNull(),
    storeEn: varchar('store_en', { length: 60 }).notNull(),
    receiptNo: varchar('receipt_no', { length: 40 }).notNull(),
    // The currency of `items` and `total` (minor units): 'krw' in the Seoul stores.
    currency: varchar('currency', { length: 3 }).notNull().default('krw'),
    items: jsonb('items').$type<StoreOrderItem[]>().notNull(),
    total: integer('total').notNull(),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('store_orders_member_idx').on(t.memberId, t.purchasedAt),
    check('store_orders_total', sql`${t.total} >= 0`),
  ],
);
