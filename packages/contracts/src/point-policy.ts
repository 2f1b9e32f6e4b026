import { POINTS_RULES } from './order-constants.js';

// The 적립금 policy's values without zod: the member's points page shows the defaults before
// its answer arrives, and a schema module in its first load would bring zod (25 kB gzip).

/**
 * The 적립금 policy's rules: the percent earned, the smallest balance and order that may use
 * points, the unit they are used in, and the largest share of an order they may pay.
 *
 * @example
 * const rules: PointPolicyValues = { earn_percent: 3, min_balance: 1000, min_order: 10000, unit: 100, max_share_percent: 100 };
 */
export interface PointPolicyValues {
  earn_percent: number;
  min_balance: number;
  min_order: number;
  unit: number;
  max_share_percent: number;
}

/**
 * The 적립금 policy before any operator changes it: the shop's long-standing rules.
 *
 * @example
 * DEFAULT_POINT_POLICY.min_balance; // 1000
 */
export const DEFAULT_POINT_POLICY: PointPolicyValues = {
  earn_percent: POINTS_RULES.EARN_PERCENT,
  min_balance: POINTS_RULES.MIN_BALANCE,
  min_order: POINTS_RULES.MIN_ORDER,
  unit: POINTS_RULES.UNIT,
  max_share_percent: 100,
};
