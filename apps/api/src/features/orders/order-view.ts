import {
  AUTO_CONFIRM_DAYS,
  CARRIERS,
  isOrderHistoryReason,
  ORDER_HISTORY_REASON_LABELS,
  ORDER_STATUS_LABELS,
  type CarrierCode,
  type Lang,
  type OrderClaimPhoto,
  type OrderDetail,
  type OrderStatus,
  type OrderStatusChange,
  type OrderSummary,
  type PaymentMethod,
  type Currency,
} from '@atelier/contracts';
import { asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';

import type { Database, Transaction } from '../../db/database.js';
import { orderLines, orders, orderStatusHistory } from '../../db/schema/index.js';
import { maskEmail, maskName, maskPhone } from '../../shared/masks.js';
import { koreaDateTime } from '../../shared/korea-time.js';
import { lineThumbnails, lineView } from './order-pricing.js';
import { statusesBefore } from './order-status.js';

type OrderRow = typeof orders.$inferSelect;

/** A new order's rows as placing wrote them: the order, its lines and its first history row. */
export interface PlacedOrder {
  order: OrderRow;
  lines: Array<typeof orderLines.$inferSelect>;
  history: Array<typeof orderStatusHistory.$inferSelect>;
}
type Reader = Database | Transaction;

/**
 * One page of the orders `where` selects, newest first unless `orderBy` says otherwise, and how
 * many it selects in all.
 */
export async function orderPage(
  db: Database,
  where: SQL | undefined,
  page: { page: number; per_page: number },
  orderBy: SQL[] = [desc(orders.createdAt), desc(orders.id)],
): Promise<{ rows: OrderRow[]; total: number }> {
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(...orderBy)
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { rows, total };
}

/**
 * An order's one-line title: the first line's name, and how many more ('외 N건').
 */
export function orderTitle(names: readonly string[], lang: Lang): string {
  const [first = '', ...rest] = names;
  if (rest.length === 0) return first;
  return lang === 'en' ? `${first} and ${rest.length} more` : `${first} 외 ${rest.length}건`;
}

const label = (status: OrderStatus, lang: Lang) =>
  ORDER_STATUS_LABELS[status][lang === 'en' ? 'en' : 'kr'];
const CANCELLABLE = new Set(statusesBefore('cancelled'));

/**
 * A history row's reason for the reader: the shop's message key in `lang`, else what a person
 * wrote (a key this code does not know reads as its text: '' or an older row's).
 */
const historyReason = (change: { reason: string; reasonKey: string | null }, lang: Lang) =>
  isOrderHistoryReason(change.reasonKey)
    ? ORDER_HISTORY_REASON_LABELS[change.reasonKey][lang === 'en' ? 'en' : 'kr']
    : change.reason;

/**
 * Orders as a member's list shows them: the first line's name and photo, "외 N건" for more.
 */
export async function orderSummaries(
  db: Reader,
  rows: readonly OrderRow[],
  lang: Lang,
): Promise<OrderSummary[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select({
      orderId: orderLines.orderId,
      productId: orderLines.productId,
      name: orderLines.name,
      nameEn: orderLines.nameEn,
    })
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderLines.id));
  const thumbnail = await lineThumbnails(
    db,
    lines.map((line) => line.productId),
    lang,
  );
  return rows.map((row) => {
    const own = lines.filter((line) => line.orderId === row.id);
    const first = own[0];
    return {
      od_id: row.odId,
      status: row.status as OrderStatus,
      status_label: label(row.status as OrderStatus, lang),
      title: orderTitle(
        own.map((line) => (lang === 'en' ? line.nameEn : line.name)),
        lang,
      ),
      thumbnail: first ? thumbnail(first.productId) : null,
      line_count: own.length,
      total: row.totalAmount,
      currency: row.currency as Currency,
      payment_method: row.paymentMethod as PaymentMethod,
      created_at: koreaDateTime(row.createdAt),
    };
  });
}

/**
 * The URLs of a return or exchange photo stored under `key` (`claims/{hash}`): the orders
 * route that serves it to the order's owner only.
 */
export function claimPhoto(odId: string, key: string): OrderClaimPhoto {
  const base = `/api/v1/order/${odId}/claim-photo/${key.slice(key.indexOf('/') + 1)}`;
  return { thumb: `${base}/thumb.webp`, zoom: `${base}/zoom.webp` };
}

/**
 * The whole order in `lang`: snapshotted lines, amounts, addresses, where to pay a transfer,
 * and its history. `written`: the lines and history a new order's placing just wrote, so they
 * are not read again.
 */
export async function orderDetail(
  db: Reader,
  row: OrderRow,
  lang: Lang,
  written?: Omit<PlacedOrder, 'order'>,
): Promise<OrderDetail> {
  const [lines, history] = written
    ? [written.lines, written.history]
    : await Promise.all([
        db
          .select()
          .from(orderLines)
          .where(eq(orderLines.orderId, row.id))
          .orderBy(asc(orderLines.id)),
        db
          .select()
          .from(orderStatusHistory)
          .where(eq(orderStatusHistory.orderId, row.id))
          .orderBy(asc(orderStatusHistory.id)),
      ]);
  const thumbnail = await lineThumbnails(
    db,
    lines.map((line) => line.productId),
    lang,
  );
  const status = row.status as OrderStatus;
  const waiting = status === 'awaiting_deposit' && row.depositAccount && row.payBy;
  return {
    od_id: row.odId,
    status,
    status_label: label(status, lang),
    total: row.totalAmount,
    currency: row.currency as Currency,
    payment_method: row.paymentMethod as PaymentMethod,
    created_at: koreaDateTime(row.createdAt),
    lines: lines.map((line) => lineView(line, lang, thumbnail(line.productId))),
    amounts: {
      currency: row.currency as Currency,
      goods: row.goodsAmount,
      discount: row.discountAmount,
      shipping_fee: row.shippingFee,
      shipping_surcharge: row.shippingSurcharge,
      points: row.pointsUsed,
      total: row.totalAmount,
    },
    orderer: { name: row.ordererName, phone: row.ordererPhone, email: row.ordererEmail },
    recipient: {
      name: row.recipientName,
      phone: row.recipientPhone,
      zonecode: row.zonecode,
      address1: row.address1,
      address2: row.address2,
    },
    memo: row.memo,
    bank_transfer: waiting
      ? {
          bank: row.depositAccount!.bank,
          account: row.depositAccount!.account,
          holder: row.depositAccount!.holder,
          depositor_name: row.depositorName ?? row.ordererName,
          deadline: koreaDateTime(row.payBy!),
        }
      : null,
    cash_receipt:
      (row.cashReceiptType === 'income' || row.cashReceiptType === 'expense') &&
      row.cashReceiptNumber
        ? { type: row.cashReceiptType, number: row.cashReceiptNumber }
        : null,
    paid_at: row.paidAt ? koreaDateTime(row.paidAt) : null,
    pay_by:
      status === 'awaiting_payment' || status === 'awaiting_deposit'
        ? koreaDateTime(row.payBy!)
        : null,
    can_cancel: CANCELLABLE.has(status),
    can_confirm: status === 'delivered',
    can_claim: status === 'delivered',
    auto_confirm_at:
      status === 'delivered' && row.deliveredAt
        ? koreaDateTime(new Date(row.deliveredAt.getTime() + AUTO_CONFIRM_DAYS * 86_400_000))
        : null,
    shipment:
      row.carrier && row.trackingNo && row.carrier in CARRIERS
        ? {
            carrier: row.carrier as CarrierCode,
            carrier_name: CARRIERS[row.carrier as CarrierCode].name[lang === 'en' ? 'en' : 'kr'],
            tracking_no: row.trackingNo,
            tracking_url: CARRIERS[row.carrier as CarrierCode].url.replace(
              '{no}',
              encodeURIComponent(row.trackingNo),
            ),
            shipped_at: row.shippedAt ? koreaDateTime(row.shippedAt) : null,
            delivered_at: row.deliveredAt ? koreaDateTime(row.deliveredAt) : null,
          }
        : null,
    claim_reason: row.claimReason,
    claim_photos: row.claimPhotos.map((key) => claimPhoto(row.odId, key)),
    history: history.map((change): OrderStatusChange => ({
      status: change.toStatus as OrderStatus,
      label: label(change.toStatus as OrderStatus, lang),
      actor: change.actor as OrderStatusChange['actor'],
      reason: historyReason(change, lang),
      at: koreaDateTime(change.createdAt),
    })),
  };
}

/**
 * An order as a lookup by phone alone shows it (issue 19): who ordered and where it goes
 * masked, the address without its detail line, the free texts the guest typed and the
 * return / exchange photos left out.
 */
export function maskedOrderDetail(detail: OrderDetail): OrderDetail {
  return {
    ...detail,
    orderer: {
      name: maskName(detail.orderer.name),
      phone: maskPhone(detail.orderer.phone),
      email: maskEmail(detail.orderer.email),
    },
    recipient: {
      ...detail.recipient,
      name: maskName(detail.recipient.name),
      phone: maskPhone(detail.recipient.phone),
      address2: '',
    },
    memo: '',
    bank_transfer: detail.bank_transfer && {
      ...detail.bank_transfer,
      depositor_name: maskName(detail.bank_transfer.depositor_name),
    },
    claim_reason: null,
    claim_photos: [],
    history: detail.history.map((change) =>
      change.actor === 'guest' || change.actor === 'member' ? { ...change, reason: '' } : change,
    ),
    masked: true,
  };
}
