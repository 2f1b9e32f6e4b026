import type { PassThrough } from 'node:stream';

import {
  CARRIERS,
  ORDER_STATUS_LABELS,
  type CarrierCode,
  type Currency,
  type Lang,
  type OrderStatus,
} from '@atelier/contracts';
import { and, asc, desc, inArray, sql, type SQL } from 'drizzle-orm';

import type { Database } from '../../db/database.js';
import { orderLines, orders } from '../../db/schema/index.js';
import { koreaDateTime } from '../../shared/korea-time.js';
import { writeWorkbook } from '../../shared/xlsx-stream.js';
import { maskEmail, maskPhone } from '../../shared/masks.js';
import { adminOrderWhere, type OrderFilter } from './admin-order-filters.js';
import { orderTitle } from './order-view.js';

type OrderRow = typeof orders.$inferSelect;

/** Orders read from the database per query: memory stays flat whatever the list's size. */
const EXPORT_BATCH = 500;

const COLUMNS = {
  od_id: { kr: '주문번호', en: 'Order number', width: 18 },
  created_at: { kr: '주문일시', en: 'Ordered at (KST)', width: 20 },
  status: { kr: '상태', en: 'Status', width: 12 },
  payment_method: { kr: '결제수단', en: 'Payment', width: 12 },
  paid_at: { kr: '결제일시', en: 'Paid at (KST)', width: 20 },
  items: { kr: '상품', en: 'Items', width: 36 },
  currency: { kr: '통화', en: 'Currency', width: 8 },
  goods: { kr: '상품금액', en: 'Goods', width: 12 },
  discount: { kr: '할인', en: 'Discount', width: 10 },
  shipping: { kr: '배송비', en: 'Shipping', width: 10 },
  points: { kr: '적립금 사용', en: 'Points used', width: 10 },
  total: { kr: '결제금액', en: 'Total', width: 12 },
  orderer: { kr: '주문자', en: 'Orderer', width: 12 },
  orderer_phone: { kr: '주문자 전화', en: 'Orderer phone', width: 16 },
  orderer_email: { kr: '주문자 이메일', en: 'Orderer email', width: 24 },
  recipient: { kr: '받는 분', en: 'Recipient', width: 12 },
  recipient_phone: { kr: '받는 분 전화', en: 'Recipient phone', width: 16 },
  zonecode: { kr: '우편번호', en: 'Postcode', width: 8 },
  address1: { kr: '주소', en: 'Address', width: 36 },
  address2: { kr: '상세주소', en: 'Address line 2', width: 20 },
  memo: { kr: '배송 메모', en: 'Delivery note', width: 20 },
  carrier: { kr: '택배사', en: 'Carrier', width: 12 },
  tracking_no: { kr: '송장번호', en: 'Tracking number', width: 16 },
} as const;

const PAYMENT_LABELS = {
  card: { kr: '카드', en: 'Card' },
  bank_transfer: { kr: '무통장입금', en: 'Bank transfer' },
  virtual_account: { kr: '가상계좌', en: 'Virtual account' },
} as const;

const MONEY_COLUMNS: ReadonlySet<string> = new Set([
  'goods',
  'discount',
  'shipping',
  'points',
  'total',
]);

// USD is kept in cents: the sheet shows dollars with two decimals.
const money = (amount: number, currency: string) => (currency === 'usd' ? amount / 100 : amount);

function exportRow(row: OrderRow, items: string, lang: Lang, reveal: boolean) {
  const carrier = row.carrier && row.carrier in CARRIERS ? (row.carrier as CarrierCode) : null;
  return {
    od_id: row.odId,
    created_at: koreaDateTime(row.createdAt),
    status: ORDER_STATUS_LABELS[row.status as OrderStatus]?.[lang] ?? row.status,
    payment_method:
      PAYMENT_LABELS[row.paymentMethod as keyof typeof PAYMENT_LABELS]?.[lang] ?? row.paymentMethod,
    paid_at: row.paidAt ? koreaDateTime(row.paidAt) : '',
    items,
    currency: row.currency.toUpperCase(),
    goods: money(row.goodsAmount, row.currency),
    discount: money(row.discountAmount, row.currency),
    shipping: money(row.shippingFee + row.shippingSurcharge, row.currency),
    points: money(row.pointsUsed, row.currency),
    total: money(row.totalAmount, row.currency),
    orderer: row.ordererName,
    orderer_phone: reveal ? row.ordererPhone : maskPhone(row.ordererPhone),
    orderer_email: reveal ? row.ordererEmail : maskEmail(row.ordererEmail),
    recipient: row.recipientName,
    recipient_phone: reveal ? row.recipientPhone : maskPhone(row.recipientPhone),
    zonecode: row.zonecode,
    address1: row.address1,
    address2: reveal ? row.address2 : '',
    memo: row.memo,
    carrier: carrier ? CARRIERS[carrier].name[lang] : (row.carrier ?? ''),
    tracking_no: row.trackingNo ?? '',
  };
}

/**
 * The orders `filter` selects, newest first, `EXPORT_BATCH` at a time by keyset (the last
 * row's date and id, compared exactly in SQL): no offset scan, no list held in memory.
 */
export async function* orderBatches(db: Database, filter: OrderFilter): AsyncGenerator<OrderRow[]> {
  let last: number | null = null;
  for (;;) {
    const after: SQL | undefined =
      last === null
        ? undefined
        : sql`(${orders.createdAt}, ${orders.id}) < (select o.created_at, o.id from orders o where o.id = ${last})`;
    const rows: OrderRow[] = await db
      .select()
      .from(orders)
      .where(and(adminOrderWhere(filter), after))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(EXPORT_BATCH);
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_BATCH) return;
    last = rows.at(-1)!.id;
  }
}

async function itemsOf(db: Database, rows: OrderRow[], lang: Lang): Promise<Map<number, string>> {
  const lines = await db
    .select({
      orderId: orderLines.orderId,
      name: orderLines.name,
      nameEn: orderLines.nameEn,
      qty: orderLines.qty,
    })
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderLines.id));
  const names = new Map<number, string[]>();
  for (const line of lines) {
    const name = `${lang === 'en' ? line.nameEn : line.name} ×${line.qty}`;
    names.set(line.orderId, [...(names.get(line.orderId) ?? []), name]);
  }
  return new Map([...names].map(([id, list]) => [id, orderTitle(list, lang)]));
}

/**
 * Writes the orders `filter` selects as an XLSX workbook to `out` (streamed, flat memory),
 * phone, email and the address's second line masked unless `reveal`. Stops early when
 * `aborted()` turns true (the operator closed the download).
 */
export async function writeOrderWorkbook(
  db: Database,
  out: PassThrough,
  filter: OrderFilter,
  options: { lang: Lang; reveal: boolean; aborted?: () => boolean },
): Promise<number> {
  const { lang, reveal } = options;
  async function* withItems() {
    for await (const rows of orderBatches(db, filter)) {
      const items = await itemsOf(db, rows, lang);
      yield rows.map((row) => ({ row, items: items.get(row.id) ?? '' }));
    }
  }
  return writeWorkbook(
    out,
    {
      name: { kr: '주문', en: 'Orders' },
      columns: COLUMNS,
      batches: withItems(),
      cells: ({ row, items }) => exportRow(row, items, lang, reveal),
      format: ({ row }, key) =>
        (row.currency as Currency) === 'usd' && MONEY_COLUMNS.has(key) ? '0.00' : undefined,
    },
    options,
  );
}
