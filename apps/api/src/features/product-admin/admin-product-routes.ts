import {
  STOCK_REASONS,
  ADMIN_PRODUCT_ATTRIBUTES,
  adminProductListQuerySchema,
  adminProductSchema,
  adminStockAdjustSchema,
  paginate,
  PAGE_MAX,
  productIdParamSchema,
  REVIEW_PHOTO_MAX_BYTES,
  type AdminProductDetail,
  type AdminCategoryOption,
  type AdminProductListItem,
  type DataResponse,
  type MessageResponse,
  type Paginated,
  type StockAdjustment,
} from '@atelier/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';

import type { Transaction } from '../../db/database.js';
import {
  auditLog,
  categories,
  productCategories,
  productImages,
  productOptionGroups,
  productOptionValues,
  products,
  productVariants,
  stockAdjustments,
} from '../../db/schema/index.js';
import { HttpError, notFound, ValidationError } from '../../http/errors.js';
import { message } from '../../http/messages.js';
import { parseInput } from '../../http/validate.js';
import { pagedBatches, sendWorkbook, writeWorkbook } from '../../shared/xlsx-stream.js';
import type { AppDeps } from '../../ports/app-deps.js';
import { rendition } from '../media/image-urls.js';
import { acceptUploads, storeUploadedImages } from '../media/uploads.js';
import { recordAudit } from '../operators/audit-records.js';
import { currentOperator } from '../operators/operator-access.js';
import { draftOf, editOf, findProduct, loadAdminProduct } from './admin-product-view.js';
import { PRODUCTS_COLLECTION } from '../products/product-routes.js';
import {
  adjustVariantStock,
  checkSkusFree,
  deleteProduct,
  insertProduct,
  updateProduct,
  type EditedStock,
} from '../products/product-writer.js';

const AREA = 'catalog';
const RESOURCE = 'products';
/** Images one upload adds at most, and a product has at most. */
const UPLOAD_MAX_FILES = 10;
const PRODUCT_MAX_IMAGES = 20;
/** The reasons of stock changes made by saving the product form. */

const versionSchema = z.object({ updated_at: z.iso.datetime({ offset: true }).optional() });
const historyQuery = z.object({
  page: z.coerce.number<number>().int().min(1).max(PAGE_MAX).default(1),
  per_page: z.coerce.number<number>().int().min(1).max(100).default(20),
});

// The product's field problems labelled with the product form's names.
async function labelled<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ValidationError && !error.errors)
      throw new ValidationError(
        undefined,
        error.problems.map((p) => ({ attributes: ADMIN_PRODUCT_ATTRIBUTES, ...p })),
      );
    throw error;
  }
}

const stockSum = sql<number>`(select coalesce(sum(v.stock), 0)::int from product_variants v
  where v.product_id = ${products.id})`;
const variantCount = sql<number>`(select count(*)::int from product_variants v
  where v.product_id = ${products.id})`;
const inStock = sql`exists (select 1 from product_variants v where v.product_id = ${products.id}
  and v.stock > 0 and not v.is_sold_out)`;
const firstImage = sql<{
  storageKey: string;
  width: number;
  height: number;
} | null>`(select json_build_object('storageKey', i.storage_key, 'width', i.width, 'height', i.height)
  from product_images i where i.product_id = ${products.id} order by i.sort, i.id limit 1)`;

function onSaleAt(now: Date): SQL {
  return and(
    isNotNull(products.salePriceKrw),
    or(isNull(products.saleStartsAt), lte(products.saleStartsAt, now)),
    or(isNull(products.saleEndsAt), gt(products.saleEndsAt, now)),
  )!;
}

/**
 * The catalog's products in the operator console (`/api/admin/products`, area `catalog`):
 * the list (search by name, code or SKU; category, visibility, flag and sold-out filters;
 * sort; pages), the whole product to edit, create, edit (optimistic version: 409 with the
 * changes since), delete, image uploads through the image pipeline, and stock adjustments
 * with their history. Every write is audited in its transaction and moves the products
 * version, so the shop's lists, pages and sitemap follow at once.
 */
export async function adminProductRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, versions, objectStore } = deps;
  const view = { config: { admin: { area: AREA, action: 'view' } } } as const;
  const edit = { config: { admin: { area: AREA, action: 'edit' } } } as const;
  const changed = () => versions.invalidate(PRODUCTS_COLLECTION);
  const readUploads = await acceptUploads(app, deps);
  const itIdOf = (request: FastifyRequest) =>
    parseInput(productIdParamSchema, request.params, request).it_id;

  async function recordStock(
    tx: Transaction,
    request: FastifyRequest,
    productId: number,
    changes: EditedStock[],
    reason: string,
  ) {
    if (changes.length === 0) return;
    const { member } = currentOperator(request);
    await tx.insert(stockAdjustments).values(
      changes.map((c) => ({
        productId,
        variantId: c.variantId,
        sku: c.sku,
        memberId: member.id,
        mbId: member.mbId,
        delta: c.delta,
        reason,
        stockAfter: c.stockAfter,
      })),
    );
  }

  // Every category by id with its children, for the category filter (a category and below).
  async function withDescendants(categoryId: number): Promise<number[]> {
    const rows = await db
      .select({ id: categories.id, parentId: categories.parentId })
      .from(categories);
    const ids = [categoryId];
    for (let i = 0; i < ids.length; i += 1)
      for (const row of rows)
        if (row.parentId === ids[i] && !ids.includes(row.id)) ids.push(row.id);
    return ids;
  }

  // The list's filters and order, shared by the page and its XLSX export.
  async function listed(request: FastifyRequest) {
    const query = parseInput(
      adminProductListQuerySchema,
      request.query,
      request,
      ADMIN_PRODUCT_ATTRIBUTES,
    );
    const now = new Date();
    const conditions: (SQL | undefined)[] = [isNull(products.deletedAt)];
    if (query.q) {
      const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      conditions.push(
        or(
          ilike(products.name, pattern),
          ilike(products.nameEn, pattern),
          ilike(products.itId, pattern),
          sql`exists (select 1 from product_variants v where v.product_id = ${products.id}
            and v.sku ilike ${pattern})`,
        ),
      );
    }
    if (query.category !== undefined) {
      const ids = await withDescendants(query.category);
      conditions.push(
        inArray(
          products.id,
          db
            .select({ id: productCategories.productId })
            .from(productCategories)
            .where(inArray(productCategories.categoryId, ids)),
        ),
      );
    }
    if (query.visibility) conditions.push(eq(products.isVisible, query.visibility === 'visible'));
    if (query.flag === 'best') conditions.push(eq(products.isBest, true));
    if (query.flag === 'new') conditions.push(eq(products.isNew, true));
    if (query.flag === 'recommended') conditions.push(eq(products.isRecommended, true));
    if (query.flag === 'sale') conditions.push(onSaleAt(now));
    if (query.sold_out) conditions.push(query.sold_out === 'true' ? sql`not ${inStock}` : inStock);
    const column = {
      updated_at: products.updatedAt,
      created_at: products.createdAt,
      name: products.name,
      price: products.priceKrw,
      stock: stockSum,
      sales: products.sales30d,
    }[query.sort];
    const direction = query.order === 'asc' ? asc : desc;
    return {
      query,
      now,
      where: and(...conditions),
      order: [direction(column), direction(products.id)],
    };
  }

  // The stock sheet: one row per variant of the filtered products, in the list's order.
  app.get('/api/admin/products/export', view, async (request, reply) => {
    const { where, order } = await listed(request);
    const lang = request.lang;
    const productPages = pagedBatches(
      (offset, limit) =>
        db
          .select()
          .from(products)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
      200,
    );
    async function* batches() {
      for await (const rows of productPages) {
        const ids = rows.map((row) => row.id);
        const [variants, values] = await Promise.all([
          db
            .select()
            .from(productVariants)
            .where(inArray(productVariants.productId, ids))
            .orderBy(asc(productVariants.sort), asc(productVariants.id)),
          db
            .select({
              id: productOptionValues.id,
              name: productOptionValues.name,
              nameEn: productOptionValues.nameEn,
            })
            .from(productOptionValues)
            .innerJoin(productOptionGroups, eq(productOptionGroups.id, productOptionValues.groupId))
            .where(inArray(productOptionGroups.productId, ids)),
        ]);
        const valueName = new Map(values.map((v) => [v.id, lang === 'en' ? v.nameEn : v.name]));
        yield rows.flatMap((product) =>
          variants
            .filter((v) => v.productId === product.id)
            .map((variant) => ({
              product,
              variant,
              option: variant.optionValueIds.map((id) => valueName.get(id) ?? '').join(' / '),
            })),
        );
      }
    }
    return sendWorkbook(request, reply, 'products', (out, aborted) =>
      writeWorkbook(
        out,
        {
          name: { kr: '상품 재고', en: 'Product stock' },
          columns: {
            it_id: { kr: '상품코드', en: 'Product code', width: 16 },
            name: { kr: '상품명', en: 'Name', width: 28 },
            option: { kr: '옵션', en: 'Option', width: 20 },
            sku: { kr: 'SKU', en: 'SKU', width: 18 },
            stock: { kr: '재고', en: 'Stock', width: 8 },
            price_krw: { kr: '판매가(원)', en: 'Price (KRW)', width: 12 },
            price_usd: { kr: '판매가(달러)', en: 'Price (USD)', width: 12 },
            visible: { kr: '진열', en: 'Visible', width: 8 },
            sold_out: { kr: '품절 표시', en: 'Marked sold out', width: 10 },
          },
          batches: batches(),
          cells: ({ product, variant, option }) => ({
            it_id: product.itId,
            name: lang === 'en' ? product.nameEn : product.name,
            option,
            sku: variant.sku,
            stock: variant.stock,
            price_krw: product.priceKrw + variant.priceDeltaKrw,
            price_usd: (product.priceUsd + variant.priceDeltaUsd) / 100,
            visible: product.isVisible ? 'Y' : 'N',
            sold_out: variant.isSoldOut ? 'Y' : 'N',
          }),
          format: (_row, key) => (key === 'price_usd' ? '0.00' : undefined),
        },
        { lang, aborted },
      ),
    );
  });

  app.get('/api/admin/products', view, async (request) => {
    const { query, now, where, order } = await listed(request);
    const [rows, [{ total } = { total: 0 }]] = await Promise.all([
      db
        .select({
          row: products,
          stock: stockSum,
          variants: variantCount,
          inStock: sql<boolean>`${inStock}`,
          onSale: sql<boolean>`${onSaleAt(now)}`,
          image: firstImage,
          category: categories.name,
        })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.primaryCategoryId))
        .where(where)
        .orderBy(...order)
        .limit(query.per_page)
        .offset((query.page - 1) * query.per_page),
      db.select({ total: count() }).from(products).where(where),
    ]);
    const page: Paginated<AdminProductListItem> = paginate(
      rows.map(({ row, stock, variants, inStock: stocked, onSale, image, category }) => ({
        id: row.id,
        it_id: row.itId,
        name: row.name,
        name_en: row.nameEn,
        thumbnail: image ? rendition(image, 'thumb', 'webp').url : null,
        category,
        price: { krw: row.priceKrw, usd: row.priceUsd },
        sale_price:
          row.salePriceKrw === null || row.salePriceUsd === null
            ? null
            : { krw: row.salePriceKrw, usd: row.salePriceUsd },
        on_sale: onSale,
        is_visible: row.isVisible,
        is_best: row.isBest,
        is_new: row.isNew,
        is_recommended: row.isRecommended,
        stock,
        variant_count: variants,
        sold_out: !stocked,
        sales_30d: row.sales30d,
        updated_at: row.updatedAt.toISOString(),
      })),
      { page: query.page, perPage: query.per_page, total },
    );
    return page;
  });

  // Every category (hidden ones too) in tree order with its depth, for the product form.
  app.get('/api/admin/product-categories', view, async () => {
    const rows = await db
      .select({
        id: categories.id,
        parentId: categories.parentId,
        name: categories.name,
        nameEn: categories.nameEn,
        sort: categories.sort,
      })
      .from(categories)
      .orderBy(asc(categories.sort), asc(categories.id));
    const out: AdminCategoryOption[] = [];
    const walk = (parentId: number | null, depth: number) => {
      for (const row of rows.filter((r) => r.parentId === parentId)) {
        out.push({ id: row.id, name: row.name, name_en: row.nameEn, depth });
        if (depth < 10) walk(row.id, depth + 1);
      }
    };
    walk(null, 0);
    return { data: out } satisfies DataResponse<AdminCategoryOption[]>;
  });

  app.get('/api/admin/products/:it_id', view, async (request) => {
    const row = await findProduct(db, itIdOf(request));
    if (!row) throw notFound();
    return { data: await loadAdminProduct(db, row) } satisfies DataResponse<AdminProductDetail>;
  });

  app.post('/api/admin/products', edit, async (request, reply) => {
    const input = parseInput(adminProductSchema, request.body, request, ADMIN_PRODUCT_ATTRIBUTES);
    const detail = await labelled(() =>
      db.transaction(async (tx) => {
        const [taken] = await tx
          .select({ id: products.id })
          .from(products)
          .where(sql`upper(${products.itId}) = upper(${input.it_id})`);
        if (taken) throw new ValidationError(undefined, [{ field: 'it_id', rule: 'unique' }]);
        await checkSkusFree(
          tx,
          null,
          input.variants.map((v) => v.sku),
        );
        const productId = await insertProduct(tx, draftOf(input));
        const row = (await findProduct(tx, input.it_id))!;
        const after = await loadAdminProduct(tx, row);
        await recordStock(
          tx,
          request,
          productId,
          after.variants
            .filter((v) => v.stock !== 0)
            .map((v) => ({ variantId: v.id, sku: v.sku, delta: v.stock, stockAfter: v.stock })),
          STOCK_REASONS.created,
        );
        await recordAudit(tx, request, {
          area: AREA,
          action: 'create',
          resource: RESOURCE,
          resourceId: productId,
          before: null,
          after: { ...after },
        });
        return after;
      }),
    );
    changed();
    return reply.code(201).send({ data: detail } satisfies DataResponse<AdminProductDetail>);
  });

  // What other operators changed since `since` (from the audit log), for a 409's answer.
  async function changesSince(tx: Transaction, productId: number, since: Date, me: number) {
    const records = await tx
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.resource, RESOURCE),
          eq(auditLog.resourceId, String(productId)),
          gt(auditLog.createdAt, since),
          or(isNull(auditLog.memberId), ne(auditLog.memberId, me)),
        ),
      )
      .orderBy(asc(auditLog.id));
    return records.map((r) => ({
      at: r.createdAt.toISOString(),
      mb_id: r.mbId,
      action: r.action,
      fields: Object.keys({ ...r.before, ...r.after }).filter(
        (key) =>
          key !== 'updated_at' &&
          JSON.stringify(r.before?.[key] ?? null) !== JSON.stringify(r.after?.[key] ?? null),
      ),
    }));
  }

  app.put('/api/admin/products/:it_id', edit, async (request) => {
    const itId = itIdOf(request);
    const input = parseInput(
      adminProductSchema,
      { ...(request.body as object), it_id: itId },
      request,
      ADMIN_PRODUCT_ATTRIBUTES,
    );
    const { updated_at: editedFrom } = parseInput(versionSchema, request.body, request);
    const detail = await labelled(() =>
      db.transaction(async (tx) => {
        const row = await findProduct(tx, itId, true);
        if (!row) throw notFound();
        const before = await loadAdminProduct(tx, row);
        // Only other operators' writes conflict: orders and the sales-rank job move
        // `updated_at` too, and this operator's own upload or stock adjustment is in the form.
        const me = currentOperator(request).member.id;
        const changes = editedFrom ? await changesSince(tx, row.id, new Date(editedFrom), me) : [];
        if (changes.length > 0)
          throw new HttpError(409, 'edit_conflict', {}, {}, { data: before, changes });
        const stock = await updateProduct(tx, row.id, editOf(input));
        await recordStock(tx, request, row.id, stock, STOCK_REASONS.edited);
        const after = await loadAdminProduct(tx, (await findProduct(tx, itId))!);
        await recordAudit(tx, request, {
          area: AREA,
          action: 'update',
          resource: RESOURCE,
          resourceId: row.id,
          before: { ...before },
          after: { ...after },
        });
        return after;
      }),
    );
    changed();
    return { data: detail } satisfies DataResponse<AdminProductDetail>;
  });

  app.delete('/api/admin/products/:it_id', edit, async (request) => {
    const itId = itIdOf(request);
    await db.transaction(async (tx) => {
      const row = await findProduct(tx, itId, true);
      if (!row) throw notFound();
      const before = await loadAdminProduct(tx, row);
      await deleteProduct(tx, row.id);
      await recordAudit(tx, request, {
        area: AREA,
        action: 'delete',
        resource: RESOURCE,
        resourceId: row.id,
        before: { ...before },
        after: null,
      });
    });
    changed();
    return { message: message('deleted', request.lang) } satisfies MessageResponse;
  });

  app.post('/api/admin/products/:it_id/images', edit, async (request, reply) => {
    const itId = itIdOf(request);
    const found = await findProduct(db, itId);
    if (!found) throw notFound();
    const { images } = await readUploads(request, {
      max: UPLOAD_MAX_FILES,
      maxBytes: REVIEW_PHOTO_MAX_BYTES,
    });
    if (images.length === 0)
      throw new ValidationError(undefined, [
        { field: 'files', rule: 'required', attributes: ADMIN_PRODUCT_ATTRIBUTES },
      ]);
    const detail = await db.transaction(async (tx) => {
      const row = await findProduct(tx, itId, true);
      if (!row) throw notFound();
      const before = await loadAdminProduct(tx, row);
      if (before.images.length + images.length > PRODUCT_MAX_IMAGES)
        throw new ValidationError(undefined, [
          {
            field: 'files',
            rule: 'max_items',
            values: { max: PRODUCT_MAX_IMAGES - before.images.length },
            attributes: ADMIN_PRODUCT_ATTRIBUTES,
          },
        ]);
      const stored = await storeUploadedImages(objectStore, images, 'products');
      await tx.insert(productImages).values(
        stored.map((image, i) => ({
          productId: row.id,
          sort: before.images.length + i,
          storageKey: image.storageKey,
          width: image.width,
          height: image.height,
          alt: row.name,
          altEn: row.nameEn,
        })),
      );
      await tx.update(products).set({ updatedAt: new Date() }).where(eq(products.id, row.id));
      const after = await loadAdminProduct(tx, (await findProduct(tx, itId))!);
      await recordAudit(tx, request, {
        area: AREA,
        action: 'add_images',
        resource: RESOURCE,
        resourceId: row.id,
        before: { images: before.images },
        after: { images: after.images },
      });
      return after;
    });
    changed();
    return reply.code(201).send({ data: detail } satisfies DataResponse<AdminProductDetail>);
  });

  app.post('/api/admin/products/:it_id/stock', edit, async (request) => {
    const itId = itIdOf(request);
    const input = parseInput(
      adminStockAdjustSchema,
      request.body,
      request,
      ADMIN_PRODUCT_ATTRIBUTES,
    );
    const adjusted = await labelled(() =>
      db.transaction(async (tx) => {
        const row = await findProduct(tx, itId);
        if (!row) throw notFound();
        const [variant] = await tx
          .select()
          .from(productVariants)
          .where(
            and(eq(productVariants.id, input.variant_id), eq(productVariants.productId, row.id)),
          );
        if (!variant) throw new ValidationError(undefined, [{ field: 'variant_id', rule: 'in' }]);
        const stockAfter = await adjustVariantStock(tx, variant.id, input.delta, 'delta');
        const { member } = currentOperator(request);
        const [entry] = await tx
          .insert(stockAdjustments)
          .values({
            productId: row.id,
            variantId: variant.id,
            sku: variant.sku,
            memberId: member.id,
            mbId: member.mbId,
            delta: input.delta,
            reason: input.reason,
            stockAfter,
          })
          .returning();
        await recordAudit(tx, request, {
          area: AREA,
          action: 'adjust_stock',
          resource: RESOURCE,
          resourceId: row.id,
          before: { sku: variant.sku, stock: variant.stock },
          after: { sku: variant.sku, stock: stockAfter, reason: input.reason },
        });
        return stockEntry(entry!);
      }),
    );
    changed();
    return { data: adjusted } satisfies DataResponse<StockAdjustment>;
  });

  app.get('/api/admin/products/:it_id/stock-history', view, async (request) => {
    const itId = itIdOf(request);
    const query = parseInput(historyQuery, request.query, request);
    const row = await findProduct(db, itId);
    if (!row) throw notFound();
    const where = eq(stockAdjustments.productId, row.id);
    const [rows, [{ total } = { total: 0 }]] = await Promise.all([
      db
        .select()
        .from(stockAdjustments)
        .where(where)
        .orderBy(desc(stockAdjustments.id))
        .limit(query.per_page)
        .offset((query.page - 1) * query.per_page),
      db.select({ total: count() }).from(stockAdjustments).where(where),
    ]);
    const page: Paginated<StockAdjustment> = paginate(rows.map(stockEntry), {
      page: query.page,
      perPage: query.per_page,
      total,
    });
    return page;
  });
}

function stockEntry(row: typeof stockAdjustments.$inferSelect): StockAdjustment {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    mb_id: row.mbId,
    variant_id: row.variantId,
    sku: row.sku,
    delta: row.delta,
    reason: row.reason,
    stock_after: row.stockAfter,
  };
}
