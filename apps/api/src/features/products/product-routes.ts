import {
  productIdParamSchema,
  productListQuerySchema,
  productSuggestQuerySchema,
  PRODUCT_SUGGEST_LIMIT,
  roleCan,
  type OperatorRole,
  type ProductDetailResponse,
  type ProductListQuery,
  type ProductSort,
  type ProductSuggestResponse,
} from '@atelier/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { AppDeps } from '../../ports/app-deps.js';
import type { Database } from '../../db/database.js';
import { categories, productImages, products, shippingPolicies } from '../../db/schema/index.js';
import { tableVersion } from '../../db/table-version.js';
import { HttpError, notFound } from '../../http/errors.js';
import { parseInput } from '../../http/validate.js';
import { VersionedAnswers } from '../../http/versioned-answers.js';
import { sessionCurrency } from '../session/session-plugin.js';
import { CatalogReadModels, loadCatalogReadModel } from './catalog-read-model.js';
import { previewProductDetail, ProductPages } from './product-detail.js';

/** Version-cache key of every product answer (list, detail, suggestions). */
export const PRODUCTS_COLLECTION = 'products';

// Kept answers per route: list pages (filters × pages × language × currency), product pages,
// suggestion keywords.
const KEPT_LISTS = 1024;
const KEPT_DETAILS = 4096;
const KEPT_SUGGESTIONS = 1024;

/**
 * The version of everything a product answer reads: products (whose `updated_at` the writer,
 * `adjustStock` and every later change touch), categories (names, tree), images and the
 * shipping policy the product page states.
 */
export async function productsVersion(db: Database): Promise<string> {
  const versions = await Promise.all([
    tableVersion(db, products.updatedAt),
    tableVersion(db, categories.updatedAt),
    tableVersion(db, productImages.createdAt),
    tableVersion(db, shippingPolicies.updatedAt),
  ]);
  return versions.join('/');
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
  // Lists, searches and suggestions are computed in memory from the catalog of their version
  // (decision 0014); the kept answers spare even that while the version and key stay the same.
  const catalog = new CatalogReadModels((at, previous) => loadCatalogReadModel(db, at, previous));
  // Product pages too, with each product's own rows kept while it is unchanged.
  const pages = new ProductPages(db);
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
      build: async (at) => (await catalog.at(at)).listJson(query, sort, lang, currency, new Date()),
    });
  });

  app.get('/api/v1/product/suggest', async (request, reply) => {
    const { keyword } = parseInput(productSuggestQuerySchema, request.query, request);
    const lang = request.lang;
    return suggestions.send(request, reply, {
      collection: PRODUCTS_COLLECTION,
      version,
      key: `${lang}:${keyword}`,
      build: async (at): Promise<ProductSuggestResponse> => ({
        data: (await catalog.at(at)).suggest(keyword, lang, PRODUCT_SUGGEST_LIMIT),
      }),
    });
  });

  app.get('/api/v1/product/:it_id', async (request, reply) => {
    const { it_id: itId } = parseInput(productIdParamSchema, request.params, request);
    const lang = request.lang;
    const currency = sessionCurrency(request);
    try {
      return await details.send(request, reply, {
        collection: PRODUCTS_COLLECTION,
        version,
        key: `${lang}:${currency}:${minute()}:${itId}`,
        build: async (at): Promise<ProductDetailResponse> => {
          const detail = await pages.build(await catalog.at(at), itId, lang, currency, new Date());
          if (!detail) throw notFound();
          return { data: detail };
        },
      });
    } catch (error) {
      // A hidden product's page, for an operator who may see the catalog (the console's
      // preview); everyone else gets the 404. Never kept, never in a shared cache.
      if (!(error instanceof HttpError && error.status === 404) || !mayPreview(request))
        throw error;
      const detail = await previewProductDetail(db, itId, lang, currency, new Date());
      if (!detail) throw error;
      return reply
        .header('cache-control', 'private, no-store')
        .header('x-robots-tag', 'noindex')
        .send({ data: detail } satisfies ProductDetailResponse);
    }
  });
}

/**
 * An operator signed in to the console (password and second factor) whose role may view the
 * catalog: the permission table's answer, read here because products sit below operators.
 */
function mayPreview(request: FastifyRequest): boolean {
  const session = request.session;
  if (!session?.member || !session.row.secondFactorAt) return false;
  return roleCan(session.member.operatorRole as OperatorRole | null, 'catalog', 'view');
}
