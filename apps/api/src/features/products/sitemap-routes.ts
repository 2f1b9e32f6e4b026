import type { Category, SitemapResponse } from '@atelier/contracts';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../../ports/app-deps.js';
import { categories, products } from '../../db/schema/index.js';
import { VersionedAnswers } from '../../http/versioned-answers.js';
import { buildCategoryTree } from '../catalog/category-routes.js';
import { visibleProduct } from './product-list-items.js';
import { PRODUCTS_COLLECTION, productsVersion } from './product-routes.js';

function categoryIds(nodes: Category[]): { id: number }[] {
  return nodes.flatMap((node) => [{ id: node.id }, ...categoryIds(node.descendants)]);
}

/**
 * `GET /api/v1/sitemap`: the `it_id` and `updated_at` of every visible product and the id of
 * every visible category, for the storefront's `/sitemap.xml`. One answer, kept per version of
 * the catalog (ETag, 304): at 10 000 products it is built once per catalog change.
 */
export async function sitemapRoutes(app: FastifyInstance, { db, versions }: AppDeps) {
  const answers = new VersionedAnswers(versions, 1);
  app.get('/api/v1/sitemap', (request, reply) =>
    answers.send(request, reply, {
      collection: PRODUCTS_COLLECTION,
      version: () => productsVersion(db),
      key: '',
      build: async (): Promise<SitemapResponse> => {
        const [productRows, categoryRows] = await Promise.all([
          db
            .select({ itId: products.itId, updatedAt: products.updatedAt })
            .from(products)
            .where(visibleProduct)
            .orderBy(asc(products.id)),
          db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id)),
        ]);
        return {
          data: {
            products: productRows.map((row) => ({
              it_id: row.itId,
              updated_at: row.updatedAt.toISOString(),
            })),
            categories: categoryIds(buildCategoryTree(categoryRows)),
          },
        };
      },
    }),
  );
}
