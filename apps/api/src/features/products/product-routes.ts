import {
  paginate,
  productIdParamSchema,
  productListQuerySchema,
  productSuggestQuerySchema,
  PRODUCT_SUGGEST_LIMIT,
  type ProductDetailResponse,
  type ProductListQuery,
  type ProductSort,
  type ProductSuggestResponse,
} from '@atelier/contracts';
import { and, asc, count, desc, eq, exists, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../../app-deps.js';
import type { Database } from '../../db/database.js';
import { categories, productCategories, productImages, products } from '../../db/schema/index.js';
import { tableVersion } from '../../db/table-version.js';
import { notFound } from '../../http/errors.js';
import { parseInput } from '../../http/validate.js';
import { VersionedAnswers } from '../../http/versioned-answers.js';
import { rendition } from '../media/image-urls.js';
import { sessionCurrency } from '../session/session-plugin.js';
import { loadProductDetail } from './product-detail.js';
import {
  effectivePrice,
  firstImages,
  hasStock,
  outerProductId,
  saleApplies,
  selectListItems,
  visibleProduct,
  productName,
} from './product-list-items.js';
import { keywordMatch } from './product-search.js';

/** Version-cache key of every product answer (list, detail, suggestions). */
export const PRODUCTS_COLLECTION = 'products';

// Kept answers per route: list pages (filters × pages × language × currency), product pages,
// suggestion keywords.
const KEPT_LISTS = 1024;
const KEPT_DETAILS = 4096;
const KEPT_SUGGESTIONS = 1024;

/**
 * The version of everything a product answer reads: products (whose `updated_at` the writer,
 * `adjustStock` and every later change touch), categories (names, tree) and images.
 */
export async function productsVersion(db: Database): Promise<string> {
  const versions = await Promise.all([
    tableVersion(db, products.updatedAt),
    tableVersion(db, categories.updatedAt),
    tableVersion(db, productImages.createdAt),
  ]);
  return versions.join('/');
}

/** The category `id` and every visible category under it; empty when it is unknown or hidden. */
async function categoryAndDescendants(db: Database, id: number): Promise<number[]> {
  const rows = await db
    .select({ id: categories.id, parentId: categories.parentId, isVisible: categories.isVisible })
    .from(categories);
  const children = new Map<number, number[]>();
  for (const row of rows) {
    if (!row.isVisible || row.parentId === null) continue;
    children.set(row.parentId, [...(children.get(row.parentId) ?? []), row.id]);
  }
  if (!rows.some((row) => row.id === id && row.isVisible)) return [];
  const ids: number[] = [];
  for (let queue = [id]; queue.length > 0 && ids.length < rows.length;) {
    const next = queue.shift()!;
    ids.push(next);
    queue = [...queue, ...(children.get(next) ?? [])];
  }
  return ids;
}

function orderFor(
  sort: ProductSort,
  price: SQL<number>,
  relevance: SQL<number> | undefined,
  en: boolean,
) {
  switch (sort) {
    case 'best':
      return [desc(products.sales30d)];
    case 'price_asc':
      return [asc(price)];
    case 'price_desc':
      return [desc(price)];
    case 'review':
      return [
        desc(products.reviewCount),
        sql`${products.ratingSum}::float / nullif(${products.reviewCount}, 0) desc nulls last`,
      ];
    case 'name':
      return [asc(en ? products.nameEn : products.name)];
    case 'relevance':
      return relevance ? [desc(relevance), desc(products.sales30d)] : [desc(products.sales30d)];
    case 'new':
      return [desc(products.createdAt)];
  }
}

// The query as part of a kept answer's key: fixed order, defaults filled in.
function listKey(query: ProductListQuery, sort: ProductSort): string {
  return JSON.stringify([
    query.category ?? null,
    query.keyword ?? null,
    query.flag ?? null,
    query.min_price ?? null,
    query.max_price ?? null,
    query.in_stock ?? null,
    sort,
    query.page,
    query.per_page,
  ]);
}

/**
 * The public catalog: `GET /api/v1/product` (filtered, sorted pages of list items),
 * `GET /api/v1/product/suggest` (search-box suggestions) and `GET /api/v1/product/{it_id}`
 * (the product page), in the session's language and currency, every answer kept per version
 * of the catalog (ETag, 304).
 */
export async function productRoutes(app: FastifyInstance, { db, versions }: AppDeps) {
  const lists = new VersionedAnswers(versions, KEPT_LISTS);
  const details = new VersionedAnswers(versions, KEPT_DETAILS);
  const suggestions = new VersionedAnswers(versions, KEPT_SUGGESTIONS);
  const version = () => productsVersion(db);
  // Sale periods make prices depend on the clock: answers are keyed by the minute, so a sale
  // that starts or ends shows within a minute.
  const minute = () => Math.floor(Date.now() / 60_000);

  app.get('/api/v1/product', async (request, reply) => {
    const query = parseInput(productListQuerySchema, request.query, request);
    const lang = request.lang;
    const currency = sessionCurrency(request);
    const sort = query.sort ?? (query.keyword ? 'relevance' : 'new');
    return lists.send(request, reply, {
      collection: PRODUCTS_COLLECTION,
      version,
      key: `${lang}:${currency}:${minute()}:${listKey(query, sort)}`,
      build: async () => {
        const now = new Date();
        const price = effectivePrice(currency, now);
        const conditions: SQL[] = [];
        if (query.category !== undefined) {
          const ids = await categoryAndDescendants(db, query.category);
          conditions.push(
            ids.length === 0
              ? sql`false`
              : exists(
                  db
                    .select({ one: sql`1` })
                    .from(productCategories)
                    .where(
                      and(
                        eq(productCategories.productId, outerProductId),
                        inArray(productCategories.categoryId, ids),
                      ),
                    ),
                ),
          );
        }
        const match = query.keyword ? keywordMatch(query.keyword) : undefined;
        if (match) conditions.push(match.where);
        if (query.flag === 'best') conditions.push(eq(products.isBest, true));
        if (query.flag === 'new') conditions.push(eq(products.isNew, true));
        if (query.flag === 'recommended') conditions.push(eq(products.isRecommended, true));
        if (query.flag === 'sale') conditions.push(saleApplies(currency, now));
        if (query.min_price !== undefined) conditions.push(gte(price, query.min_price));
        if (query.max_price !== undefined) conditions.push(lte(price, query.max_price));
        if (query.in_stock) conditions.push(hasStock);
        const where = and(visibleProduct, ...conditions);
        const [{ total } = { total: 0 }] = await db
          .select({ total: count() })
          .from(products)
          .where(where);
        const data =
          total === 0
            ? []
            : await selectListItems(db, {
                where,
                orderBy: [
                  ...orderFor(sort, price, match?.relevance, lang === 'en'),
                  desc(products.id),
                ],
                limit: query.per_page,
                offset: (query.page - 1) * query.per_page,
                lang,
                currency,
                now,
              });
        return paginate(data, { page: query.page, perPage: query.per_page, total });
      },
    });
  });

  app.get('/api/v1/product/suggest', async (request, reply) => {
    const { keyword } = parseInput(productSuggestQuerySchema, request.query, request);
    const lang = request.lang;
    return suggestions.send(request, reply, {
      collection: PRODUCTS_COLLECTION,
      version,
      key: `${lang}:${keyword}`,
      build: async (): Promise<ProductSuggestResponse> => {
        const match = keywordMatch(keyword);
        if (!match) return { data: [] };
        const rows = await db
          .select({
            id: products.id,
            itId: products.itId,
            name: products.name,
            nameEn: products.nameEn,
          })
          .from(products)
          .where(and(visibleProduct, match.where))
          .orderBy(desc(match.relevance), desc(products.sales30d), desc(products.id))
          .limit(PRODUCT_SUGGEST_LIMIT);
        const thumbs = await firstImages(
          db,
          rows.map((row) => row.id),
        );
        return {
          data: rows.map((row) => {
            const thumb = thumbs.get(row.id);
            return {
              it_id: row.itId,
              name: productName(row, lang),
              thumbnail: thumb ? rendition(thumb, 'thumb', 'webp') : null,
            };
          }),
        };
      },
    });
  });

  app.get('/api/v1/product/:it_id', async (request, reply) => {
    const { it_id: itId } = parseInput(productIdParamSchema, request.params, request);
    const lang = request.lang;
    const currency = sessionCurrency(request);
    return details.send(request, reply, {
      collection: PRODUCTS_COLLECTION,
      version,
      key: `${lang}:${currency}:${minute()}:${itId}`,
      build: async (): Promise<ProductDetailResponse> => {
        const detail = await loadProductDetail(db, itId, lang, currency, new Date());
        if (!detail) throw notFound();
        return { data: detail };
      },
    });
  });
}
