import { adminProductBulkSchema, type AdminProductBulkResponse } from '@atelier/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import { products } from '../../db/schema/index.js';
import { message } from '../../http/messages.js';
import { parseInput } from '../../http/validate.js';
import type { AppDeps } from '../../ports/app-deps.js';
import { PRODUCTS_COLLECTION } from '../products/product-routes.js';
import { deleteProduct } from '../products/product-writer.js';
import { recordAudit } from '../operators/audit-records.js';
import { findProduct } from './admin-product-view.js';

/**
 * `POST /api/admin/products/bulk` (area `catalog`, edit): show, hide or delete the selected
 * products. Each product changes in its own transaction with its audit record (visibility
 * before and after); an unknown one is reported, never stops the others. The products
 * version moves once, so the shop's lists follow at once.
 */
export async function adminProductBulkRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, versions } = deps;
  app.post(
    '/api/admin/products/bulk',
    { config: { admin: { area: 'catalog', action: 'edit' } } },
    async (request) => {
      const { action, it_ids } = parseInput(adminProductBulkSchema, request.body, request);
      const data: AdminProductBulkResponse['data'] = [];
      for (const itId of it_ids) {
        const done = await db.transaction(async (tx) => {
          const row = await findProduct(tx, itId, true);
          if (!row) return false;
          if (action === 'delete') await deleteProduct(tx, row.id);
          else
            await tx
              .update(products)
              .set({ isVisible: action === 'show', updatedAt: new Date() })
              .where(eq(products.id, row.id));
          await recordAudit(tx, request, {
            area: 'catalog',
            action: action === 'delete' ? 'delete' : 'update',
            resource: 'products',
            resourceId: row.id,
            before: { it_id: row.itId, is_visible: row.isVisible },
            after: action === 'delete' ? null : { it_id: row.itId, is_visible: action === 'show' },
          });
          return true;
        });
        data.push({
          it_id: itId,
          ok: done,
          message: done ? '' : message('bulk_unknown_product', request.lang, { it_id: itId }),
        });
      }
      const done = data.filter((r) => r.ok).length;
      if (done > 0) await versions.invalidate(PRODUCTS_COLLECTION);
      return { data, done, refused: data.length - done } satisfies AdminProductBulkResponse;
    },
  );
}
