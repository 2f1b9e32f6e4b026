import {
  adminTranslationQuerySchema,
  CONTENT_ATTRIBUTES,
  idParamSchema,
  paginate,
  PAGE_MAX,
  translationApproveSchema,
  type AdminTranslationTerm,
  type DataResponse,
  type Paginated,
  type TranslationCoverage,
  type TranslationStatus,
  type TranslationSuggestion,
} from '@atelier/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  isNotNull,
  isNull,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';

import type { Transaction } from '../../db/database.js';
import { translationTerms, type TranslationTermRow } from '../../db/schema/index.js';
import { HttpError, notFound } from '../../http/errors.js';
import { parseInput } from '../../http/validate.js';
import type { AppDeps } from '../../ports/app-deps.js';
import { recordAudit } from '../operators/audit-records.js';
import { notRejected, REJECTED_ORIGIN, type TranslationQueue } from './translation-queue.js';

const MACHINE_ORIGIN = 'machine';
const OPERATOR_ORIGIN = 'operator';

/** A phrase's status, from its translation and origin. */
export function termStatus(
  row: Pick<TranslationTermRow, 'translated' | 'origin'>,
): TranslationStatus {
  if (row.origin === REJECTED_ORIGIN) return 'rejected';
  if (row.translated === null) return 'pending';
  return row.origin === MACHINE_ORIGIN ? 'machine' : 'approved';
}

function termWire(row: TranslationTermRow): AdminTranslationTerm {
  return {
    id: row.id,
    locale: row.locale,
    source: row.source,
    translated: row.translated,
    status: termStatus(row),
    reporters: row.reportedBy.length,
    confirmed: row.confirmedAt !== null,
    updated_at: row.updatedAt.toISOString(),
  };
}

const t = translationTerms;
const STATUS_WHERE: Record<TranslationStatus | 'waiting' | 'all', SQL | undefined> = {
  pending: and(isNull(t.translated), notRejected),
  machine: and(isNotNull(t.translated), eq(t.origin, MACHINE_ORIGIN)),
  approved: and(isNotNull(t.translated), or(isNull(t.origin), ne(t.origin, MACHINE_ORIGIN))),
  rejected: eq(t.origin, REJECTED_ORIGIN),
  waiting: and(notRejected, or(isNull(t.translated), eq(t.origin, MACHINE_ORIGIN))),
  all: undefined,
};

const listQuery = adminTranslationQuerySchema.extend({
  page: z.coerce.number<number>().int().min(1).max(PAGE_MAX).default(1),
  per_page: z.coerce.number<number>().int().min(1).max(100).default(20),
  q: z.string().trim().max(100).optional(),
});

/**
 * The translation queue in the operator console (area translations): the phrases of a locale
 * by status with the machine translator's suggestion on request, approve (as suggested or
 * edited), reject, and each locale's coverage. An approval or rejection is audited in its
 * transaction and moves the locale's package version, so shoppers get it on their next page.
 */
export async function adminTranslationRoutes(
  app: FastifyInstance,
  { db, versions, queue }: AppDeps & { queue: TranslationQueue },
) {
  app.get(
    '/api/admin/translations',
    { config: { admin: { area: 'translations', action: 'view' } } },
    async (request) => {
      const query = parseInput(listQuery, request.query, request, CONTENT_ATTRIBUTES);
      const conditions = [eq(t.locale, query.locale), STATUS_WHERE[query.status]];
      if (query.q) {
        const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conditions.push(or(ilike(t.source, pattern), ilike(t.translated, pattern)));
      }
      const where = and(...conditions);
      const [rows, [{ total } = { total: 0 }]] = await Promise.all([
        db
          .select()
          .from(t)
          // What the shop shows first, then the most reported, then the newest.
          .orderBy(
            sql`${t.confirmedAt} is null`,
            desc(sql`cardinality(${t.reportedBy})`),
            desc(t.updatedAt),
            asc(t.id),
          )
          .where(where)
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        db.select({ total: count() }).from(t).where(where),
      ]);
      return paginate(rows.map(termWire), {
        page: query.page,
        perPage: query.per_page,
        total,
      }) satisfies Paginated<AdminTranslationTerm>;
    },
  );

  app.get(
    '/api/admin/translations/coverage',
    { config: { admin: { area: 'translations', action: 'view' } } },
    async () => {
      const rows = await db
        .select({
          locale: t.locale,
          total: count(),
          translated: sql<number>`count(${t.translated})::int`,
        })
        .from(t)
        .where(notRejected)
        .groupBy(t.locale)
        .orderBy(asc(t.locale));
      const data = rows.map(({ locale, total, translated }) => ({
        locale,
        total,
        translated,
        waiting: total - translated,
        percent: total === 0 ? 100 : Math.floor((translated / total) * 1000) / 10,
      }));
      return { data } satisfies DataResponse<TranslationCoverage[]>;
    },
  );

  const term = async (request: FastifyRequest, tx: Transaction) => {
    const { id } = parseInput(idParamSchema, request.params, request);
    const [row] = await tx.select().from(t).where(eq(t.id, id)).for('update');
    if (!row) throw notFound();
    return row;
  };

  const decide = async (
    request: FastifyRequest,
    action: 'approve' | 'reject',
    set: (row: TranslationTermRow) => Partial<typeof t.$inferInsert>,
  ) => {
    const after = await db.transaction(async (tx) => {
      const before = await term(request, tx);
      const [changed] = await tx
        .update(t)
        .set({ ...set(before), confirmedAt: before.confirmedAt ?? new Date() })
        .where(eq(t.id, before.id))
        .returning();
      await recordAudit(tx, request, {
        area: 'translations',
        action,
        resource: 'translations',
        resourceId: before.id,
        before: termWire(before) as unknown as Record<string, unknown>,
        after: termWire(changed!) as unknown as Record<string, unknown>,
      });
      return changed!;
    });
    // The locale's package answers the change at once.
    versions.invalidate(`translations:${after.locale}`);
    return { data: termWire(after) } satisfies DataResponse<AdminTranslationTerm>;
  };

  app.post(
    '/api/admin/translations/:id/approve',
    { config: { admin: { area: 'translations', action: 'edit' } } },
    async (request) => {
      const { translated } = parseInput(
        translationApproveSchema,
        request.body,
        request,
        CONTENT_ATTRIBUTES,
      );
      return decide(request, 'approve', () => ({ translated, origin: OPERATOR_ORIGIN }));
    },
  );

  app.post(
    '/api/admin/translations/:id/reject',
    { config: { admin: { area: 'translations', action: 'edit' } } },
    async (request) =>
      decide(request, 'reject', () => ({ translated: null, origin: REJECTED_ORIGIN })),
  );

  app.post(
    '/api/admin/translations/:id/suggestion',
    { config: { admin: { area: 'translations', action: 'edit' } } },
    async (request) => {
      const { id } = parseInput(idParamSchema, request.params, request);
      const [row] = await db.select().from(t).where(eq(t.id, id));
      if (!row) throw notFound();
      if (!queue.machine) return { suggestion: null } satisfies TranslationSuggestion;
      try {
        const done = await queue.suggest([row.source], row.locale);
        return { suggestion: done[row.source] ?? null } satisfies TranslationSuggestion;
      } catch (error) {
        request.log.warn({ err: error }, 'machine suggestion failed');
        throw new HttpError(503, 'unavailable');
      }
    },
  );
}
