import {
  adminStoreOrderQuerySchema,
  adminStoreOrderSchema,
  paginate,
  storeOrderIdParamSchema,
  type AdminStoreOrder,
  type DataResponse,
  type Paginated,
} from '@atelier/contracts';
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';

import type { Transaction } from '../../db/database.js';
import { members, storeOrders } from '../../db/schema/index.js';
import { HttpError, notFound } from '../../http/errors.js';
import { parseInput } from '../../http/validate.js';
import type { AppDeps } from '../../ports/app-deps.js';
import { koreaDate } from '../../shared/korea-time.js';
import { recordAudit } from '../operators/audit-records.js';

type StoreOrderRow = typeof storeOrders.$inferSelect;
type Input = z.output<typeof adminStoreOrderSchema>;

const view = (row: StoreOrderRow, member: { mbId: string; name: string }): AdminStoreOrder => ({
  id: row.id,
  mb_id: member.mbId,
  member_name: member.name,
  store: row.store,
  store_en: row.storeEn,
  receipt_no: row.receiptNo,
  currency: row.currency as AdminStoreOrder['currency'],
  items: row.items,
  total: row.total,
  purchased_at: koreaDate(row.purchasedAt),
  created_at: row.createdAt.toISOString(),
});

const auditState = (row: StoreOrderRow | null) =>
  row && {
    member_id: row.memberId,
    store: row.store,
    receipt_no: row.receiptNo,
    currency: row.currency,
    items: row.items,
    total: row.total,
    purchased_at: row.purchasedAt,
  };

/**
 * Offline-store purchases entered by operators for members (issue 21, orders area): list by
 * member, show, create, edit and delete, each write audited in its transaction. The member
 * reads them on `/my-page/store-order` (`GET /api/v1/store-order`). The total is the items'
 * sum; the day is a Korean calendar day (stored at noon KST, so it reads back as that day).
 */
export async function adminStoreOrderRoutes(app: FastifyInstance, { db }: AppDeps) {
  const viewAccess = { area: 'orders', action: 'view' } as const;
  const edit = { area: 'orders', action: 'edit' } as const;
  const withMember = () =>
    db
      .select({ row: storeOrders, mbId: members.mbId, name: members.name })
      .from(storeOrders)
      .innerJoin(members, eq(members.id, storeOrders.memberId));

  async function memberOf(tx: Transaction, mbId: string) {
    const [member] = await tx
      .select({ id: members.id, mbId: members.mbId, name: members.name })
      .from(members)
      .where(eq(members.mbId, mbId));
    if (!member) throw new HttpError(422, 'store_order_unknown_member');
    return member;
  }

  const values = (input: Input, memberId: number) => ({
    memberId,
    store: input.store,
    storeEn: input.store_en,
    receiptNo: input.receipt_no,
    currency: input.currency,
    items: input.items,
    total: input.items.reduce((sum, item) => sum + item.amount, 0),
    purchasedAt: new Date(`${input.purchased_at}T12:00:00+09:00`),
  });

  async function rowOf(request: FastifyRequest, tx: Transaction) {
    const { id } = parseInput(storeOrderIdParamSchema, request.params, request);
    const [row] = await tx.select().from(storeOrders).where(eq(storeOrders.id, id)).for('update');
    if (!row) throw notFound();
    return row;
  }

  const audit = (
    tx: Transaction,
    request: FastifyRequest,
    action: string,
    id: number,
    before: StoreOrderRow | null,
    after: StoreOrderRow | null,
  ) =>
    recordAudit(tx, request, {
      area: 'orders',
      action,
      resource: 'store-orders',
      resourceId: id,
      before: auditState(before),
      after: auditState(after),
    });

  app.get('/api/admin/store-orders', { config: { admin: viewAccess } }, async (request) => {
    const query = parseInput(adminStoreOrderQuerySchema, request.query, request);
    const where = query.mb_id ? eq(members.mbId, query.mb_id) : undefined;
    const [rows, [{ total } = { total: 0 }]] = await Promise.all([
      withMember()
        .where(where)
        .orderBy(desc(storeOrders.purchasedAt), desc(storeOrders.id))
        .limit(query.per_page)
        .offset((query.page - 1) * query.per_page),
      db
        .select({ total: count() })
        .from(storeOrders)
        .innerJoin(members, eq(members.id, storeOrders.memberId))
        .where(where),
    ]);
    return paginate(
      rows.map((r) => view(r.row, r)),
      { page: query.page, perPage: query.per_page, total },
    ) satisfies Paginated<AdminStoreOrder>;
  });

  app.get('/api/admin/store-orders/:id', { config: { admin: viewAccess } }, async (request) => {
    const { id } = parseInput(storeOrderIdParamSchema, request.params, request);
    const [found] = await withMember().where(eq(storeOrders.id, id));
    if (!found) throw notFound();
    return { data: view(found.row, found) } satisfies DataResponse<AdminStoreOrder>;
  });

  app.post('/api/admin/store-orders', { config: { admin: edit } }, async (request, reply) => {
    const input = parseInput(adminStoreOrderSchema, request.body, request);
    const data = await db.transaction(async (tx) => {
      const member = await memberOf(tx, input.mb_id);
      const [row] = await tx.insert(storeOrders).values(values(input, member.id)).returning();
      await audit(tx, request, 'create', row!.id, null, row!);
      return view(row!, member);
    });
    return reply.status(201).send({ data } satisfies DataResponse<AdminStoreOrder>);
  });

  app.put('/api/admin/store-orders/:id', { config: { admin: edit } }, async (request) => {
    const input = parseInput(adminStoreOrderSchema, request.body, request);
    const data = await db.transaction(async (tx) => {
      const before = await rowOf(request, tx);
      const member = await memberOf(tx, input.mb_id);
      const [row] = await tx
        .update(storeOrders)
        .set(values(input, member.id))
        .where(eq(storeOrders.id, before.id))
        .returning();
      await audit(tx, request, 'update', row!.id, before, row!);
      return view(row!, member);
    });
    return { data } satisfies DataResponse<AdminStoreOrder>;
  });

  app.delete('/api/admin/store-orders/:id', { config: { admin: edit } }, async (request, reply) => {
    await db.transaction(async (tx) => {
      const before = await rowOf(request, tx);
      await tx.delete(storeOrders).where(eq(storeOrders.id, before.id));
      await audit(tx, request, 'delete', before.id, before, null);
    });
    return reply.status(204).send();
  });
}
