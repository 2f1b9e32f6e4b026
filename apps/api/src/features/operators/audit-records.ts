import type { AdminArea } from '@atelier/contracts';
import type { FastifyRequest } from 'fastify';

import type { Transaction } from '../../db/database.js';
import { auditLog } from '../../db/schema/index.js';
import { currentOperator } from './operator-access.js';

/** What an operator write changed: written with {@link recordAudit}. */
export interface AuditChange {
  area: AdminArea;
  /** What was done: `create`, `update`, `delete`, `reveal`, or a workflow's step (`ship`…). */
  action: string;
  /** The resource's name (`popups`, `orders`…). */
  resource: string;
  resourceId: string | number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

// Dates as ISO text, so the stored values read back as they were shown.
const plain = (values: Record<string, unknown> | null) =>
  values === null ? null : (JSON.parse(JSON.stringify(values)) as Record<string, unknown>);

/**
 * Records an operator write in the audit log, inside the write's own transaction (`tx`): the
 * record exists exactly when the write committed. Who and from where come from the request.
 */
export async function recordAudit(
  tx: Transaction,
  request: FastifyRequest,
  change: AuditChange,
): Promise<void> {
  const { member } = currentOperator(request);
  await tx.insert(auditLog).values({
    memberId: member.id,
    mbId: member.mbId,
    ip: request.ip.slice(0, 45),
    area: change.area,
    action: change.action,
    resource: change.resource,
    resourceId: change.resourceId === null ? null : String(change.resourceId),
    before: plain(change.before),
    after: plain(change.after),
  });
}
