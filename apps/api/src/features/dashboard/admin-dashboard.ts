import {
  LOW_STOCK_THRESHOLD,
  type AdminDashboard,
  type Currency,
  type DashboardDay,
  type DashboardFigures,
} from '@atelier/contracts';
import { sql } from 'drizzle-orm';

import type { Database } from '../../db/database.js';
import {
  orders,
  productInquiries,
  products,
  productVariants,
  translationTerms,
} from '../../db/schema/index.js';
import { koreaDate, koreaDayStart } from '../../shared/korea-time.js';
import { WORK_QUEUE_WHERE } from '../orders/admin-order-filters.js';

const CURRENCIES: readonly Currency[] = ['krw', 'usd'];
const DAY_MS = 86_400_000;
const CHART_DAYS = 30;

// Unpaid checkouts are not orders yet; an expired one never was.
const NOT_PLACED = ['awaiting_payment', 'expired'];
// Money that went back (or is going back) is not a sale.
const NOT_SOLD = ['cancelled', 'returned', 'refunded'];

const koreaDay = (column: unknown) =>
  sql<string>`to_char((${column} at time zone 'UTC') + interval '9 hours', 'YYYY-MM-DD')`;

type Rows<T> = { rows: T[] };

/**
 * The dashboard's figures at `now`: orders and sales per currency today and this month and
 * for each of the last 30 days (Korea time), and the work waiting. Five aggregate queries,
 * each on an index; no order row reaches the API.
 */
export async function dashboardFigures(db: Database, now = new Date()): Promise<AdminDashboard> {
  const today = koreaDate(now);
  const monthStart = `${today.slice(0, 8)}01`;
  const chartStart = koreaDate(
    new Date(koreaDayStart(today).getTime() - (CHART_DAYS - 1) * DAY_MS),
  );
  const since = koreaDayStart(monthStart < chartStart ? monthStart : chartStart);

  const notPlaced = sql.join(
    NOT_PLACED.map((s) => sql`${s}`),
    sql`, `,
  );
  const notSold = sql.join(
    NOT_SOLD.map((s) => sql`${s}`),
    sql`, `,
  );
  const count = (from: unknown, where: unknown) =>
    sql`(select count(*)::int from ${from} where ${where})`;
  const [placed, paid, work] = await Promise.all([
    db.execute(sql`
      select ${koreaDay(orders.createdAt)} as day, ${orders.currency} as currency, count(*)::int as n
      from ${orders}
      where ${orders.createdAt} >= ${since.toISOString()} and ${orders.status} not in (${notPlaced})
      group by 1, 2`) as unknown as Promise<Rows<{ day: string; currency: string; n: number }>>,
    db.execute(sql`
      select ${koreaDay(orders.paidAt)} as day, ${orders.currency} as currency,
        sum(${orders.totalAmount})::bigint as amount
      from ${orders}
      where ${orders.paidAt} >= ${since.toISOString()} and ${orders.status} not in (${notSold})
      group by 1, 2`) as unknown as Promise<
      Rows<{ day: string; currency: string; amount: string | number }>
    >,
    db.execute(sql`select
      ${count(orders, WORK_QUEUE_WHERE.transfers)} as transfers,
      ${count(orders, WORK_QUEUE_WHERE.to_ship)} as to_ship,
      ${count(orders, WORK_QUEUE_WHERE.claims)} as claims,
      ${count(orders, WORK_QUEUE_WHERE.refund_failed)} as refund_failed,
      ${count(productInquiries, sql`${productInquiries.answeredAt} is null`)} as questions,
      (select count(*)::int from ${productVariants} join ${products} on ${products.id} = ${productVariants.productId}
        where ${productVariants.stock} <= ${LOW_STOCK_THRESHOLD} and ${products.deletedAt} is null) as low_stock,
      ${count(translationTerms, sql`${translationTerms.translated} is null`)} as translations
    `) as unknown as Promise<Rows<AdminDashboard['work']>>,
  ]);

  const key = (day: string, currency: string) => `${day}|${currency}`;
  const orderCount = new Map<string, number>();
  for (const row of placed.rows) orderCount.set(key(row.day, row.currency), Number(row.n));
  const sales = new Map<string, number>();
  for (const row of paid.rows) sales.set(key(row.day, row.currency), Number(row.amount));

  const figures = (days: string[]): DashboardFigures[] =>
    CURRENCIES.map((currency) => ({
      currency,
      orders: days.reduce((sum, day) => sum + (orderCount.get(key(day, currency)) ?? 0), 0),
      sales: days.reduce((sum, day) => sum + (sales.get(key(day, currency)) ?? 0), 0),
    }));
  const allDays: string[] = [];
  for (let at = since.getTime(); koreaDate(new Date(at)) <= today; at += DAY_MS)
    allDays.push(koreaDate(new Date(at)));
  const days: DashboardDay[] = allDays
    .filter((day) => day >= chartStart)
    .map((date) => ({ date, figures: figures([date]) }));
  const row = work.rows[0]!;
  return {
    today_date: today,
    today: figures([today]),
    month: figures(allDays.filter((day) => day >= monthStart)),
    days,
    work: Object.fromEntries(
      Object.entries(row).map(([name, value]) => [name, Number(value)]),
    ) as AdminDashboard['work'],
    low_stock_threshold: LOW_STOCK_THRESHOLD,
  };
}
