import {
  idParamSchema,
  PAGE_MAX,
  paginate,
  type DataResponse,
  type MessageResponse,
  type Paginated,
} from '@atelier/contracts';
import { and, asc, count, desc, eq, getTableColumns, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';

import type { Database, Transaction } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { fieldError, HttpError, notFound } from '../../http/errors.js';
import { message } from '../../http/messages.js';
import { parseInput } from '../../http/validate.js';
import type { AppDeps } from '../../ports/app-deps.js';
import type { AdminResource, Row, Shape } from './admin-resource.js';
import { recordAudit } from './audit-records.js';
import { pagedBatches, sendWorkbook, writeWorkbook } from '../../shared/xlsx-stream.js';

const baseQuery = z.object({
  page: z.coerce.number<number>().int().min(1).max(PAGE_MAX).default(1),
  per_page: z.coerce.number<number>().int().min(1).max(100).default(20),
  q: z.string().trim().max(100).optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
});

/** The row property of `column` (its JS key: `updatedAt` for `updated_at`). */
function keyOf(table: PgTable, column: PgColumn): string {
  const entry = Object.entries(getTableColumns(table)).find(([, c]) => c === column);
  if (!entry) throw new Error(`${column.name} is not a column of the resource's table`);
  return entry[0];
}

// The `updated_at` an edit was made from (optimistic versioning), beside the resource's fields.
const versionSchema = z.object({ updated_at: z.iso.datetime({ offset: true }).optional() });

async function findRow<R>(
  db: Database | Transaction,
  resource: AdminResource<Row, Row>,
  id: number,
  lock = false,
): Promise<R> {
  const where = and(eq(resource.id, id), resource.scope?.());
  const query = db.select().from(resource.table).where(where).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row as R;
}

// The operator console's resources (brief §10.18): see admin-resource.ts.

/**
 * Registers the routes of `resource` under `/api/admin/{name}`: `GET` (list: `page`,
 * `per_page`, `q`, `sort`, `order` and the resource's filters), `GET /{id}`, and as defined
 * `GET /export` (the filtered list as XLSX), `POST`, `PUT /{id}`, `DELETE /{id}`,
 * `POST /{id}/reveal`.
 */
export async function adminResourceRoutes<R extends Row, Item extends Row, F extends Shape>(
  app: FastifyInstance,
  deps: AppDeps,
  resource: AdminResource<R, Item, F>,
): Promise<void> {
  const { db } = deps;
  const generic = resource as unknown as AdminResource<Row, Row>;
  const base = `/api/admin/${resource.name}`;
  const area = resource.area;
  const sortKeys = Object.keys(resource.sort) as [string, ...string[]];
  const listQuery = baseQuery.extend({
    sort: z.enum(sortKeys).default(sortKeys[0]),
    ...(resource.filters?.shape ?? {}),
  });
  const detail = resource.detail ?? resource.listItem;
  const idKey = keyOf(resource.table, resource.id);
  const versionKey = resource.version && keyOf(resource.table, resource.version);
  const id = (request: FastifyRequest) => parseInput(idParamSchema, request.params, request).id;

  const listed = (request: FastifyRequest) => {
    const query = parseInput(listQuery, request.query, request, resource.attributes);
    const conditions: (SQL | undefined)[] = [resource.scope?.()];
    if (query.q && resource.search?.length) {
      const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      conditions.push(or(...resource.search.map((column) => ilike(column, pattern))));
    }
    conditions.push(...(resource.filters?.where(query as never) ?? []));
    const direction = query.order === 'asc' ? asc : desc;
    const order = [direction(resource.sort[query.sort]!), direction(resource.id)];
    return { query, where: and(...conditions), order };
  };

  app.get(base, { config: { admin: { area, action: 'view' } } }, async (request) => {
    const { query, where, order } = listed(request);
    const [rows, [{ total } = { total: 0 }]] = await Promise.all([
      db
        .select()
        .from(resource.table)
        .where(where)
        .orderBy(...order)
        .limit(query.per_page)
        .offset((query.page - 1) * query.per_page),
      db.select({ total: count() }).from(resource.table).where(where),
    ]);
    const page: Paginated<Item> = paginate(
      rows.map((row) => resource.listItem(row as R)),
      { page: query.page, perPage: query.per_page, total },
    );
    return page;
  });

  const sheet = resource.export;
  if (sheet)
    app.get(
      `${base}/export`,
      { config: { admin: { area, action: 'view' } } },
      async (request, reply) => {
        const { where, order } = listed(request);
        const batches = pagedBatches(
          async (offset, limit) =>
            (await db
              .select()
              .from(resource.table)
              .where(where)
              .orderBy(...order)
              .limit(limit)
              .offset(offset)) as R[],
          500,
        );
        return sendWorkbook(request, reply, resource.name, (out, aborted) =>
          writeWorkbook(
            out,
            {
              name: sheet.name,
              columns: sheet.columns,
              batches,
              cells: (row) => sheet.cells(row, request.lang),
            },
            { lang: request.lang, aborted },
          ),
        );
      },
    );

  app.get(`${base}/:id`, { config: { admin: { area, action: 'view' } } }, async (request) => {
    const row = await findRow<R>(db, generic, id(request));
    return { data: detail(row) } satisfies DataResponse<Item>;
  });

  const write = async (
    request: FastifyRequest,
    action: string,
    work: (tx: Transaction, before: R | null) => Promise<R | null>,
    rowId: number | null,
  ) => {
    const after = await db
      .transaction(async (tx) => {
        const before = rowId === null ? null : await findRow<R>(tx, generic, rowId, true);
        const row = await work(tx, before);
        const context = { tx, request, deps, before };
        await resource.afterWrite?.(row, context);
        await recordAudit(tx, request, {
          area,
          action,
          resource: resource.name,
          resourceId: (row ?? before)?.[idKey] as number,
          before: before && detail(before),
          after: row && detail(row),
        });
        return row;
      })
      .catch((error: unknown) => {
        // Two saves racing past `check` with the same unique value: the loser's field error.
        for (const [constraint, field] of Object.entries(resource.unique ?? {}))
          if (isUniqueViolation(error, constraint))
            throw fieldError(field, 'unique', undefined, resource.attributes);
        throw error;
      });
    resource.changed?.(deps);
    return after;
  };

  const { create, update } = resource;
  if (create)
    app.post(base, { config: { admin: { area, action: 'edit' } } }, async (request, reply) => {
      const input = parseInput(create.schema, request.body, request, resource.attributes);
      const row = await write(
        request,
        'create',
        async (tx) => {
          await create.check?.(input, { tx, request, deps, before: null });
          const [created] = await tx
            .insert(resource.table)
            .values(create.values(input) as never)
            .returning();
          return created as R;
        },
        null,
      );
      return reply.code(201).send({ data: detail(row!) } satisfies DataResponse<Item>);
    });

  if (update)
    app.put(
      `${base}/:id`,
      { config: { admin: { area, action: 'edit', reauth: update.reauth ?? false } } },
      async (request) => {
        const rowId = id(request);
        const input = parseInput(update.schema, request.body, request, resource.attributes);
        const { updated_at: editedFrom } = parseInput(versionSchema, request.body, request);
        const row = await write(
          request,
          'update',
          async (tx, before) => {
            const version = versionKey && (before![versionKey] as Date);
            if (version && editedFrom && version.getTime() !== new Date(editedFrom).getTime())
              throw new HttpError(409, 'edit_conflict', {}, {}, { data: detail(before!) });
            await update.check?.(input, { tx, request, deps, before });
            const [updated] = await tx
              .update(resource.table)
              .set(update.values(input, before!) as never)
              .where(eq(resource.id, rowId))
              .returning();
            return updated as R;
          },
          rowId,
        );
        return { data: detail(row!) } satisfies DataResponse<Item>;
      },
    );

  const { remove } = resource;
  if (remove)
    app.delete(`${base}/:id`, { config: { admin: { area, action: 'edit' } } }, async (request) => {
      const rowId = id(request);
      await write(
        request,
        'delete',
        async (tx, before) => {
          if (remove !== true) await remove.check({ tx, request, deps, before });
          await tx.delete(resource.table).where(eq(resource.id, rowId));
          return null;
        },
        rowId,
      );
      return { message: message('deleted', request.lang) } satisfies MessageResponse;
    });

  const { reveal } = resource;
  if (reveal)
    app.post(
      `${base}/:id/reveal`,
      { config: { admin: { area, action: 'reveal', reauth: true } } },
      async (request) => {
        const rowId = id(request);
        const shown = await db.transaction(async (tx) => {
          const row = await findRow<R>(tx, generic, rowId);
          const fields = reveal(row);
          await recordAudit(tx, request, {
            area,
            action: 'reveal',
            resource: resource.name,
            resourceId: rowId,
            before: null,
            after: { fields: Object.keys(fields) },
          });
          return fields;
        });
        return { data: shown } satisfies DataResponse<Record<string, string | null>>;
      },
    );
}
