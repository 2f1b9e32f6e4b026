import { ORDER_STATUSES, type OrderListQuery, type OrderStatus } from '@atelier/contracts';
import { PAGER_PER_PAGE } from '@atelier/ui-kit';

import { pageParam } from '../../shared/listing/list-params.js';

/** The periods the list offers, in months back from today; 0 is all. */
export const ORDER_PERIODS = [1, 3, 6, 12, 0] as const;
type Period = (typeof ORDER_PERIODS)[number];

/** The statuses the list filters by (the rest are rare and stay under 전체 상태). */
export const ORDER_FILTER_STATUSES: readonly OrderStatus[] = [
  'awaiting_deposit',
  'paid',
  'preparing',
  'shipping',
  'delivered',
  'confirmed',
  'cancelled',
];

/** Coupon statuses, in tab order. */
export const COUPON_TABS = ['usable', 'used', 'expired'] as const;

/**
 * The order list query of a `/my-page/order` URL (`?period=3&status=paid&page=2`); loader and
 * page read the same URL, so the page finds what the loader prefetched. Unknown values are
 * left out (all periods, all statuses).
 */
export function orderListQuery(search: URLSearchParams): OrderListQuery {
  const period = Number(search.get('period'));
  const status = search.get('status');
  return {
    period: (ORDER_PERIODS as readonly number[]).includes(period) ? (period as Period) : 0,
    ...(ORDER_STATUSES.includes(status as OrderStatus) ? { status: status as OrderStatus } : {}),
    page: pageParam(search),
    per_page: PAGER_PER_PAGE,
  };
}

/**
 * Whether a string is an order number (16 digits: the KST date and 8 random digits).
 */
export function isOrderNumber(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^\d{16}$/.test(value);
}

/**
 * A KST date-time of the API (`2026-11-25 10:00:00`) without its seconds.
 */
export function minutes(dateTime: string): string {
  return dateTime.slice(0, 16);
}
