import {
  idParamSchema,
  type CategoriesResponse,
  type Category,
  type CategoryResponse,
} from '@atelier/contracts';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../../ports/app-deps.js';
import { categories, type CategoryRow } from '../../db/schema/index.js';
import { tableVersion } from '../../db/table-version.js';
import { notFound } from '../../http/errors.js';
import { publicAnswer } from '../../http/etag.js';
import { parseInput } from '../../http/validate.js';
import { VersionedAnswers } from '../../http/versioned-answers.js';

/**
 * Builds the tree from flat rows (already in display order); hidden categories and
 * everything under them are left out.
 */
export function buildCategoryTree(rows: CategoryRow[]): Category[] {
  const byParent = new Map<number | null, CategoryRow[]>();
  for (const row of rows) {
    if (!row.isVisible) continue;
    const list = byParent.get(row.parentId) ?? [];
    list.push(row);
    byParent.set(row.parentId, list);
  }
  const build = (parentId: number | null, depth: number): Category[] =>
    depth > 8
      ? []
      : (byParent.get(parentId) ?? []).map((row) => ({
          id: row.id,
          name: row.name,
          name_en: row.nameEn,
          descendants: build(row.id, depth + 1),
        }));
  return build(null, 0);
}

/** The category `id` anywhere in the tree. */
export function findCategory(nodes: Category[], id: number): Category | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const inner = findCategory(node.descendants, id);
    if (inner) return inner;
  }
  return undefined;
}

/** `GET /api/evans-cart/categories-service`: the category tree under `data`. */
export async function categoryRoutes(app: FastifyInstance, { db, versions }: AppDeps) {
  // One tree, in both languages: a single answer to keep.
  const trees = new VersionedAnswers(versions, 1);
  app.get('/api/evans-cart/categories-service', (request, reply) =>
    trees.send(request, reply, {
      collection: 'categories',
      version: () => tableVersion(db, categories.updatedAt),
      key: '',
      build: async () => {
        const rows = await db
          .select()
          .from(categories)
          .orderBy(asc(categories.sort), asc(categories.id));
        return { data: buildCategoryTree(rows) } satisfies CategoriesResponse;
      },
    }),
  );

  app.get('/api/evans-cart/categories-service/:id', async (request, reply) => {
    const { id } = parseInput(idParamSchema, request.params, request);
    const rows = await db
      .select()
      .from(categories)
      .orderBy(asc(categories.sort), asc(categories.id));
    const node = findCategory(buildCategoryTree(rows), id);
    if (!node) throw notFound();
    publicAnswer(reply);
    return {
      data: node,
      parent_id: rows.find((r) => r.id === id)?.parentId ?? null,
    } satisfies CategoryResponse;
  });
}
