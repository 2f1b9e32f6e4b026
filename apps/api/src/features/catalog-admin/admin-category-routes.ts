import {
  ADMIN_CATALOG_ATTRIBUTES,
  adminCategoryCreateSchema,
  adminCategoryMoveSchema,
  adminCategoryUpdateSchema,
  idParamSchema,
  type AdminCategory,
  type DataResponse,
  type MessageResponse,
} from '@atelier/contracts';
import { asc, count, eq, isNull, max, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { Transaction } from '../../db/database.js';
import {
  categories,
  coupons,
  productCategories,
  products,
  type CategoryRow,
} from '../../db/schema/index.js';
import { fieldError, HttpError, notFound } from '../../http/errors.js';
import { message } from '../../http/messages.js';
import { parseInput } from '../../http/validate.js';
import type { AppDeps } from '../../ports/app-deps.js';
import { recordAudit } from '../operators/audit-records.js';
import { PRODUCTS_COLLECTION } from '../products/product-routes.js';

/** The version-cache key of the shop's category tree (`category-routes.ts`). */
export const CATEGORIES_COLLECTION = 'categories';

const config = (action: 'view' | 'edit') => ({ admin: { area: 'catalog' as const, action } });

function adminCategory(
  row: CategoryRow,
  productCount = 0,
  childCount = 0,
): AdminCategory & Record<string, unknown> {
  return {
    id: row.id,
    parent_id: row.parentId,
    name: row.name,
    name_en: row.nameEn,
    sort: row.sort,
    is_visible: row.isVisible,
    product_count: productCount,
    child_count: childCount,
    updated_at: row.updatedAt.toISOString(),
  };
}

const sameParent = (parentId: number | null) =>
  parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId);

async function lockedCategory(tx: Transaction, id: number): Promise<CategoryRow> {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

async function nextSort(tx: Transaction, parentId: number | null): Promise<number> {
  const [row] = await tx
    .select({ last: max(categories.sort) })
    .from(categories)
    .where(sameParent(parentId));
  return (row?.last ?? 0) + 1;
}

/** What a category holds: products listed in it (or primary there), sub-categories, coupons. */
async function contents(tx: Transaction, id: number) {
  const [[listed], [children], [narrowed]] = await Promise.all([
    tx
      .select({ n: sql<number>`count(distinct ${products.id})::int` })
      .from(products)
      .leftJoin(productCategories, eq(productCategories.productId, products.id))
      .where(or(eq(products.primaryCategoryId, id), eq(productCategories.categoryId, id))),
    tx.select({ n: count() }).from(categories).where(eq(categories.parentId, id)),
    tx.select({ n: count() }).from(coupons).where(eq(coupons.categoryId, id)),
  ]);
  return { products: listed?.n ?? 0, children: children?.n ?? 0, coupons: narrowed?.n ?? 0 };
}

/** Refuses a parent that does not exist, or that is the category itself or below it. */
async function checkParent(tx: Transaction, id: number | null, parentId: number | null) {
  if (parentId === null) return;
  const rows = await tx
    .select({ id: categories.id, parentId: categories.parentId })
    .from(categories);
  const parentOf = new Map(rows.map((r) => [r.id, r.parentId]));
  if (!parentOf.has(parentId))
    throw fieldError('parent_id', 'in', undefined, ADMIN_CATALOG_ATTRIBUTES);
  for (let at: number | null | undefined = parentId, hops = 0; at != null && hops < 100; hops++) {
    if (at === id) throw new HttpError(409, 'category_parent_invalid');
    at = parentOf.get(at);
  }
}

/**
 * The category tree in the operator console (catalog): every category with its counts; add,
 * rename, hide or show, move under another parent, one place up or down, and delete an empty
 * one. Each write is audited in its transaction and moves the shop's category version.
 */
export async function adminCategoryRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, versions } = deps;
  const base = '/api/admin/categories';
  const changed = () => {
    versions.invalidate(CATEGORIES_COLLECTION);
    // Product pages and lists carry their categories' names.
    versions.invalidate(PRODUCTS_COLLECTION);
  };

  async function write(
    request: FastifyRequest,
    action: string,
    resourceId: number | null,
    work: (tx: Transaction) => Promise<{ before: CategoryRow | null; after: CategoryRow | null }>,
  ): Promise<CategoryRow | null> {
    const after = await db.transaction(async (tx) => {
      const result = await work(tx);
      await recordAudit(tx, request, {
        area: 'catalog',
        action,
        resource: 'categories',
        resourceId: resourceId ?? result.after?.id ?? null,
        before: result.before && adminCategory(result.before),
        after: result.after && adminCategory(result.after),
      });
      return result.after;
    });
    changed();
    return after;
  }

  app.get(base, { config: config('view') }, async () => {
    const [rows, listed, children] = await Promise.all([
      db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id)),
      db
        .select({ id: productCategories.categoryId, n: count() })
        .from(productCategories)
        .groupBy(productCategories.categoryId),
      db
        .select({ id: categories.parentId, n: count() })
        .from(categories)
        .groupBy(categories.parentId),
    ]);
    const productsIn = new Map(listed.map((r) => [r.id, r.n]));
    const childrenOf = new Map(children.map((r) => [r.id, r.n]));
    return {
      data: rows.map((row) =>
        adminCategory(row, productsIn.get(row.id) ?? 0, childrenOf.get(row.id) ?? 0),
      ),
    } satisfies DataResponse<AdminCategory[]>;
  });

  app.post(base, { config: config('edit') }, async (request, reply) => {
    const input = parseInput(
      adminCategoryCreateSchema,
      request.body,
      request,
      ADMIN_CATALOG_ATTRIBUTES,
    );
    const row = await write(request, 'create', null, async (tx) => {
      // Ids are the legacy `ca_id` numbers (no sequence): one creation at a time takes the next.
      await tx.execute(sql`lock table ${categories} in share row exclusive mode`);
      await checkParent(tx, null, input.parent_id);
      const [last] = await tx.select({ id: max(categories.id) }).from(categories);
      const [created] = await tx
        .insert(categories)
        .values({
          id: (last?.id ?? 0) + 1,
          parentId: input.parent_id,
          name: input.name,
          nameEn: input.name_en,
          isVisible: input.is_visible,
          sort: await nextSort(tx, input.parent_id),
        })
        .returning();
      return { before: null, after: created! };
    });
    return reply
      .code(201)
      .send({ data: adminCategory(row!) } satisfies DataResponse<AdminCategory>);
  });

  app.put(`${base}/:id`, { config: config('edit') }, async (request) => {
    const { id } = parseInput(idParamSchema, request.params, request);
    const input = parseInput(
      adminCategoryUpdateSchema,
      request.body,
      request,
      ADMIN_CATALOG_ATTRIBUTES,
    );
    const row = await write(request, 'update', id, async (tx) => {
      const before = await lockedCategory(tx, id);
      if (input.updated_at && before.updatedAt.getTime() !== Date.parse(input.updated_at))
        throw new HttpError(409, 'edit_conflict', {}, {}, { data: adminCategory(before) });
      const moving = input.parent_id !== undefined && input.parent_id !== before.parentId;
      if (moving) await checkParent(tx, id, input.parent_id!);
      const [after] = await tx
        .update(categories)
        .set({
          name: input.name ?? before.name,
          nameEn: input.name_en ?? before.nameEn,
          isVisible: input.is_visible ?? before.isVisible,
          ...(moving
            ? { parentId: input.parent_id!, sort: await nextSort(tx, input.parent_id!) }
            : {}),
          updatedAt: new Date(),
        })
        .where(eq(categories.id, id))
        .returning();
      return { before, after: after! };
    });
    return { data: adminCategory(row!) } satisfies DataResponse<AdminCategory>;
  });

  app.post(`${base}/:id/move`, { config: config('edit') }, async (request) => {
    const { id } = parseInput(idParamSchema, request.params, request);
    const { direction } = parseInput(
      adminCategoryMoveSchema,
      request.body,
      request,
      ADMIN_CATALOG_ATTRIBUTES,
    );
    const row = await write(request, 'move', id, async (tx) => {
      const before = await lockedCategory(tx, id);
      const siblings = await tx
        .select()
        .from(categories)
        .where(sameParent(before.parentId))
        .orderBy(asc(categories.sort), asc(categories.id))
        .for('update');
      const at = siblings.findIndex((s) => s.id === id);
      const to = direction === 'up' ? at - 1 : at + 1;
      if (to < 0 || to >= siblings.length) return { before, after: before };
      const order = siblings.map((s) => s.id);
      [order[at], order[to]] = [order[to]!, order[at]!];
      // The siblings numbered 1..n in their new order (old rows may share a number).
      const now = new Date();
      for (const [index, siblingId] of order.entries())
        if (siblings.find((s) => s.id === siblingId)!.sort !== index + 1 || siblingId === id)
          await tx
            .update(categories)
            .set({ sort: index + 1, updatedAt: now })
            .where(eq(categories.id, siblingId));
      return { before, after: await lockedCategory(tx, id) };
    });
    return { data: adminCategory(row!) } satisfies DataResponse<AdminCategory>;
  });

  app.delete(`${base}/:id`, { config: config('edit') }, async (request) => {
    const { id } = parseInput(idParamSchema, request.params, request);
    await write(request, 'delete', id, async (tx) => {
      const before = await lockedCategory(tx, id);
      const held = await contents(tx, id);
      if (held.products > 0 || held.children > 0 || held.coupons > 0)
        throw new HttpError(409, 'category_not_empty', {
          name: request.lang === 'en' ? before.nameEn : before.name,
          products: held.products,
          children: held.children,
          coupons: held.coupons,
        });
      await tx.delete(categories).where(eq(categories.id, id));
      return { before, after: null };
    });
    return { message: message('deleted', request.lang) } satisfies MessageResponse;
  });
}
