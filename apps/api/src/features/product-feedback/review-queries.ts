import {
  paginate,
  type Lang,
  type Paginated,
  type ProductReview,
  type reviewListQuerySchema,
} from '@atelier/contracts';
import { and, asc, count, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';

import type { Database, Transaction } from '../../db/database.js';
import { members, productReviewPhotos, productReviews, products } from '../../db/schema/index.js';
import { rendition } from '../media/image-urls.js';
import { productName, visibleProduct } from '../products/product-list-items.js';
import { maskMemberId } from './mask-member-id.js';
import { koreaDateTime } from '../../shared/korea-time.js';

/** A review list query as the server reads it. */
export type ReviewListQuery = z.output<typeof reviewListQuerySchema>;

const ORDERS = {
  photo: [desc(sql`${productReviews.photoCount} > 0`), desc(productReviews.createdAt)],
  new: [desc(productReviews.createdAt)],
  rating_desc: [desc(productReviews.rating), desc(productReviews.createdAt)],
  rating_asc: [asc(productReviews.rating), desc(productReviews.createdAt)],
} as const satisfies Record<ReviewListQuery['sort'], SQL[]>;

const columns = {
  id: productReviews.id,
  memberId: productReviews.memberId,
  rating: productReviews.rating,
  content: productReviews.content,
  createdAt: productReviews.createdAt,
  updatedAt: productReviews.updatedAt,
  itId: products.itId,
  name: products.name,
  nameEn: products.nameEn,
  mbId: members.mbId,
};
type ReviewListRow = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] };

async function toWire(
  db: Database | Transaction,
  rows: ReviewListRow[],
  viewerId: number | null,
  lang: Lang,
): Promise<ProductReview[]> {
  const ids = rows.map((r) => r.id);
  const photos =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(productReviewPhotos)
          .where(inArray(productReviewPhotos.reviewId, ids))
          .orderBy(asc(productReviewPhotos.sort), asc(productReviewPhotos.id));
  return rows.map((r) => ({
    id: r.id,
    it_id: r.itId,
    product_name: productName(r, lang),
    rating: r.rating,
    content: r.content,
    photos: photos
      .filter((p) => p.reviewId === r.id)
      .map((p) => ({
        id: p.id,
        thumb: rendition(p, 'thumb', 'webp'),
        zoom: rendition(p, 'zoom', 'webp'),
      })),
    author: maskMemberId(r.mbId),
    is_mine: viewerId === r.memberId,
    created_at: koreaDateTime(r.createdAt),
    updated_at: koreaDateTime(r.updatedAt),
  }));
}

/**
 * One page of reviews. With `mine`, every review of `viewerId` (hidden ones and those of
 * products no longer listed included: they are the member's own); otherwise only reviews the
 * shop shows: not hidden, of listed products.
 */
export async function listReviews(
  db: Database | Transaction,
  query: ReviewListQuery,
  viewerId: number | null,
  lang: Lang,
): Promise<Paginated<ProductReview>> {
  const where: SQL[] = [];
  if (query.mine && viewerId !== null) where.push(eq(productReviews.memberId, viewerId));
  else where.push(eq(productReviews.isHidden, false), visibleProduct);
  if (query.it_id) where.push(eq(products.itId, query.it_id));
  if (query.photo_only) where.push(gt(productReviews.photoCount, 0));
  if (query.rating) where.push(eq(productReviews.rating, query.rating));
  const condition = and(...where);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .where(condition);
  const rows = await db
    .select(columns)
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .innerJoin(members, eq(members.id, productReviews.memberId))
    .where(condition)
    .orderBy(...ORDERS[query.sort], desc(productReviews.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return paginate(await toWire(db, rows, viewerId, lang), {
    page: query.page,
    perPage: query.per_page,
    total,
  });
}

/**
 * One review as its author sees it (the answer of a create or change), or `null`.
 */
export async function reviewForAuthor(
  db: Database | Transaction,
  id: number,
  memberId: number,
  lang: Lang,
): Promise<ProductReview | null> {
  const rows = await db
    .select(columns)
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .innerJoin(members, eq(members.id, productReviews.memberId))
    .where(and(eq(productReviews.id, id), eq(productReviews.memberId, memberId)));
  const [review] = await toWire(db, rows, memberId, lang);
  return review ?? null;
}
