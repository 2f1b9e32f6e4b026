// The operators' order list, bulk actions and shipping upload: the constants and their types,
// without zod, so the console's order list can use them before any schema loads.

/**
 * What the operators' order list sorts by: the order date, the amount or the status (with
 * `order`, `asc` or `desc`; the newest first when left out).
 *
 * @example
 * ADMIN_ORDER_SORTS.includes('total_amount'); // true
 */
export const ADMIN_ORDER_SORTS = ['created_at', 'total_amount', 'status'] as const;
/** One of {@link ADMIN_ORDER_SORTS}. */
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];

/**
 * The work waiting for operators, as filters of the order list (the dashboard's counts link to
 * them): transfers to confirm (무통장입금 awaiting the deposit), orders to ship (paid or being
 * prepared), return and exchange requests, and refunds the gateway refused.
 *
 * @example
 * ORDER_WORK_QUEUES[0]; // 'transfers'
 */
export const ORDER_WORK_QUEUES = ['transfers', 'to_ship', 'claims', 'refund_failed'] as const;
/** One of {@link ORDER_WORK_QUEUES}. */
export type OrderWorkQueue = (typeof ORDER_WORK_QUEUES)[number];

/**
 * The steps an operator may run on many selected orders at once.
 *
 * @example
 * ADMIN_BULK_ACTIONS; // ['prepare', 'mark_paid']
 */
export const ADMIN_BULK_ACTIONS = ['prepare', 'mark_paid'] as const;
/** One of {@link ADMIN_BULK_ACTIONS}. */
export type AdminBulkAction = (typeof ADMIN_BULK_ACTIONS)[number];

/**
 * Orders at most in one bulk action (a page of the list).
 *
 * @example
 * ADMIN_BULK_MAX; // 100
 */
export const ADMIN_BULK_MAX = 100;

/**
 * The largest shipping upload: bytes and data rows (more rows are refused whole, before any
 * order moves, so a cut file is never half applied).
 *
 * @example
 * SHIPMENT_UPLOAD_LIMITS.maxRows; // 1000
 */
export const SHIPMENT_UPLOAD_LIMITS = { maxBytes: 2 * 1024 * 1024, maxRows: 1000 } as const;

/**
 * The columns of a shipping upload, in order, with the header of the template (Korean /
 * English: either is accepted, as is the column order of the template without a header).
 *
 * @example
 * SHIPMENT_UPLOAD_COLUMNS[0].kr; // '주문번호'
 */
export const SHIPMENT_UPLOAD_COLUMNS = [
  { key: 'od_id', kr: '주문번호', en: 'Order number' },
  { key: 'carrier', kr: '택배사', en: 'Carrier' },
  { key: 'tracking_no', kr: '송장번호', en: 'Tracking number' },
] as const;

/**
 * Why a shipping upload row was refused.
 *
 * @example
 * SHIPMENT_ROW_REFUSALS.includes('unknown_carrier'); // true
 */
export const SHIPMENT_ROW_REFUSALS = [
  'unknown_order',
  'unknown_carrier',
  'missing_tracking',
  'bad_tracking',
  'duplicate_order',
  'status',
] as const;
/** One of {@link SHIPMENT_ROW_REFUSALS}. */
export type ShipmentRowRefusal = (typeof SHIPMENT_ROW_REFUSALS)[number];

/**
 * Stock at or under this many is low: the dashboard counts such variants.
 *
 * @example
 * LOW_STOCK_THRESHOLD; // 5
 */
export const LOW_STOCK_THRESHOLD = 5;
