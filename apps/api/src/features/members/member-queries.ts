import { and, eq, isNull } from 'drizzle-orm';

import type { Database, Transaction } from '../../db/database.js';
import { members, type MemberRow } from '../../db/schema/index.js';

/**
 * A current (not unregistered) member matching every given field.
 */
export async function findActiveMember(
  db: Database | Transaction,
  by: { id?: number; mbId?: string; email?: string; name?: string },
): Promise<MemberRow | undefined> {
  const conditions = [isNull(members.deletedAt)];
  if (by.id !== undefined) conditions.push(eq(members.id, by.id));
  if (by.mbId !== undefined) conditions.push(eq(members.mbId, by.mbId));
  if (by.email !== undefined) conditions.push(eq(members.email, by.email));
  if (by.name !== undefined) conditions.push(eq(members.name, by.name));
  const [row] = await db
    .select()
    .from(members)
    .where(and(...conditions))
    .limit(1);
  return row;
}
