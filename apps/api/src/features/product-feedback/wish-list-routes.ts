import {
  FEEDBACK_ATTRIBUTES,
  paginate,
  productIdParamSchema,
  wishListAddSchema,
  wishListQuerySchema,
  type Currency,
  type Lang,
  type Paginated,
  type WishListItem,
} from '@atelier/contracts';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

import type { AppDeps } from '../../ports/app-deps.js';
import type { Database, Transaction } from '../../db/database.js';
import { products, wishListItems } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { message } from '../../http/messages.js';
import { parseInput } from '../../http/validate.js';
import { selectListItems, visibleProduct } from '../products/product-list-items.js';
import { requireMember, sessionCurrency } from '../session/session-plugin.js';
import { findListedProduct } from './listed-product.js';
import { koreaDateTime } from '../../shared/korea-time.js';

type WishListQuery = z.output<typeof wishListQuerySchema>;

// A page of the member's wish list, newest first: products the shop no longer shows drop out.
async function listWishes(
  db: Database | Transaction,
  memberId: number,
  query: WishListQuery,
  lang: Lang,
  currency: Currency,
): Promise<Paginated<WishListItem>> {
  const where: SQL[] = [eq(wishListItems.memberId, memberId), visibleProduct];
  if (query.it_id) where.push(eq(products.itId, query.it_id));
  const condition = and(...where);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(wishListItems)
    .innerJoin(products, eq(products.id, wishListItems.productId))
    .where(condition);
  const wishes = await db
    .select({
      productId: wishListItems.productId,
      itId: products.itId,
      at: wishListItems.createdAt,
    })
    .from(wishListItems)
    .innerJoin(products, eq(products.id, wishListItems.productId))
    .where(condition)
    .orderBy(desc(wishListItems.createdAt), desc(wishListItems.productId))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const items =
    wishes.length === 0
      ? []
      : await selectListItems(db, {
          where: inArray(
            products.id,
            wishes.map((w) => w.productId),
          ),
          orderBy: [asc(products.id)],
          limit: wishes.length,
          lang,
          currency,
          now: new Date(),
        });
  const byItId = new Map(items.map((item) => [item.it_id, item]));
  const data = wishes.flatMap((w) => {
    const product = byItId.get(w.itId);
    return product ? [{ product, wished_at: koreaDateTime(w.at) }] : [];
  });
  return paginate(data, { page: query.page, perPage: query.per_page, total });
}

/**
 * A member's wish list (찜): list (with `it_id`, only that product, to show the heart), add
 * (idempotent: 201 when added, 200 when it was there) and remove. Members only.
 */
export async function wishListRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get('/api/v1/wish-list', async (request): Promise<Paginated<WishListItem>> => {
    const member = requireMember(request);
    const query = parseInput(wishListQuerySchema, request.query, request, FEEDBACK_ATTRIBUTES);
    return listWishes(db, member.id, query, request.lang, sessionCurrency(request));
  });

  app.post('/api/v1/wish-list', async (request, reply): Promise<WishListItem> => {
    const member = requireMember(request);
    const body = parseInput(wishListAddSchema, request.body, request, FEEDBACK_ATTRIBUTES);
    const added = await db.transaction(async (tx) => {
      const product = await findListedProduct(tx, body.it_id);
      if (!product) throw notFound();
      const rows = await tx
        .insert(wishListItems)
        .values({ memberId: member.id, productId: product.id })
        .onConflictDoNothing()
        .returning({ productId: wishListItems.productId });
      return rows.length > 0;
    });
    const query = { it_id: body.it_id, page: 1, per_page: 1 };
    const page = await listWishes(db, member.id, query, request.lang, sessionCurrency(request));
    const [entry] = page.data;
    if (!entry) throw notFound();
    reply.code(added ? 201 : 200);
    return entry;
  });

  app.delete('/api/v1/wish-list/:it_id', async (request) => {
    const member = requireMember(request);
    const { it_id } = parseInput(productIdParamSchema, request.params, request);
    await db.transaction(async (tx) => {
      // Any product by its id, listed or not: a member may drop one the shop has hidden since.
      const [product] = await tx
        .select({ id: products.id })
        .from(products)
        .where(eq(products.itId, it_id));
      if (!product) throw notFound();
      await tx
        .delete(wishListItems)
        .where(and(eq(wishListItems.memberId, member.id), eq(wishListItems.productId, product.id)));
    });
    return { message: message('wish_list_removed', request.lang) };
  });
}
