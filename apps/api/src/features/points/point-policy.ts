import { DEFAULT_POINT_POLICY, type PointPolicy } from '@atelier/contracts';
import { eq } from 'drizzle-orm';

import type { Database, Transaction } from '../../db/database.js';
import { pointPolicy } from '../../db/schema/index.js';

type Reader = Database | Transaction;

/** The policy row as the wire shows it. */
export function pointPolicyView(row: typeof pointPolicy.$inferSelect): PointPolicy {
  return {
    earn_percent: row.earnPercent,
    min_balance: row.minBalance,
    min_order: row.minOrder,
    unit: row.unit,
    max_share_percent: row.maxSharePercent,
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * The 적립금 policy in force: the operators' row, or the shop's defaults until they save one.
 * Read on every quote, order and 구매확정, so a change applies to the next one.
 */
export async function readPointPolicy(db: Reader): Promise<PointPolicy> {
  const [row] = await db.select().from(pointPolicy).where(eq(pointPolicy.id, 1));
  return row ? pointPolicyView(row) : { ...DEFAULT_POINT_POLICY, updated_at: null };
}
