import { CONTENT_ATTRIBUTES, reorderSchema, type MessageResponse } from '@atelier/contracts';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { eq, getTableColumns, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import { fieldError } from '../../http/errors.js';
import { message } from '../../http/messages.js';
import { parseInput } from '../../http/validate.js';
import type { AppDeps } from '../../ports/app-deps.js';
import { recordAudit } from '../operators/audit-records.js';

/**
 * `POST /api/admin/{resource}/reorder` (content, edit): `{ ids }` in their new order; each
 * row's `sort` becomes its position, in one transaction with one audit record of the orders
 * before and after. Every id must exist (else 422, nothing changed).
 */
export function reorderRoute(
  app: FastifyInstance,
  deps: AppDeps,
  target: {
    resource: string;
    table: PgTable;
    id: PgColumn;
    sort: PgColumn;
    changed?: (deps: AppDeps) => void;
  },
): void {
  app.post(
    `/api/admin/${target.resource}/reorder`,
    { config: { admin: { area: 'content', action: 'edit' } } },
    async (request) => {
      const { ids } = parseInput(reorderSchema, request.body, request, CONTENT_ATTRIBUTES);
      await deps.db.transaction(async (tx) => {
        const rows = (await tx
          .select({ id: target.id, sort: target.sort })
          .from(target.table)
          .where(inArray(target.id, ids))
          .for('update')) as { id: number; sort: number }[];
        if (rows.length !== ids.length) throw fieldError('ids', 'in', {}, CONTENT_ATTRIBUTES);
        for (const [position, id] of ids.entries())
          await tx
            .update(target.table)
            .set({ [keyOf(target.table, target.sort)]: position } as never)
            .where(eq(target.id, id));
        await recordAudit(tx, request, {
          area: 'content',
          action: 'reorder',
          resource: target.resource,
          resourceId: null,
          before: { order: [...rows].sort((a, b) => a.sort - b.sort).map((r) => r.id) },
          after: { order: ids },
        });
      });
      target.changed?.(deps);
      return { message: message('saved', request.lang) } satisfies MessageResponse;
    },
  );
}

function keyOf(table: PgTable, column: PgColumn): string {
  return Object.entries(getTableColumns(table)).find(([, c]) => c === column)![0];
}
