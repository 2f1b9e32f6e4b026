import {
  FEEDBACK_ATTRIBUTES,
  idParamSchema,
  REVIEW_MAX_PHOTOS,
  REVIEW_PHOTO_MAX_BYTES,
  reviewCreateSchema,
  reviewListQuerySchema,
  reviewUpdateSchema,
  type Paginated,
  type ProductReview,
} from '@atelier/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { AppDeps } from '../../ports/app-deps.js';
import type { Database, Transaction } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { productReviewPhotos, productReviews } from '../../db/schema/index.js';
import { forbidden, HttpError, notFound, ValidationError } from '../../http/errors.js';
import { publicAnswer } from '../../http/etag.js';
import { message } from '../../http/messages.js';
import { parseInput } from '../../http/validate.js';
import {
  acceptUploads,
  storeUploadedImages,
  updateRoute,
  type UploadedImage,
  type UploadOptions,
} from '../media/uploads.js';
import { PRODUCTS_COLLECTION } from '../products/product-routes.js';
import { requireMember } from '../session/session-plugin.js';
import { findListedProduct } from './listed-product.js';
import { lockProductForReviews, refreshRatingFigures } from './rating-figures.js';
import { eligibleReviewLine } from './review-eligibility.js';
import { listReviews, reviewForAuthor } from './review-queries.js';

const notEligible = () => new HttpError(403, 'review_not_eligible');

/**
 * Product reviews: public lists (a product's, everyone's) and the member's own (`mine=1`);
 * writing one per purchased line, changing and deleting by the author, as JSON or multipart
 * with up to five photos (`files[]`). The product's rating figures change in the same
 * transaction as the review.
 */
export async function reviewRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, versions, objectStore } = deps;
  // Product answers are kept per catalog version; the figures just changed, so must they.
  const figuresChanged = () => versions.invalidate(PRODUCTS_COLLECTION);
  const readUploads = await acceptUploads(app, deps);
  // The fields are checked (`check`) before any photo is read.
  const readPhotos = <T>(request: FastifyRequest, check: UploadOptions<T>['check']) =>
    readUploads(request, { max: REVIEW_MAX_PHOTOS, maxBytes: REVIEW_PHOTO_MAX_BYTES, check });
  // After every check of the request, just before the rows that refer to them.
  async function addPhotos(
    tx: Transaction,
    reviewId: number,
    images: UploadedImage[],
    from: number,
  ) {
    if (images.length === 0) return;
    const stored = await storeUploadedImages(objectStore, images, 'reviews');
    await tx.insert(productReviewPhotos).values(
      stored.map((image, i) => ({
        reviewId,
        sort: from + i,
        storageKey: image.storageKey,
        width: image.width,
        height: image.height,
      })),
    );
  }

  app.get('/api/v1/product-review', async (request, reply): Promise<Paginated<ProductReview>> => {
    const query = parseInput(reviewListQuerySchema, request.query, request, FEEDBACK_ATTRIBUTES);
    const viewer = query.mine ? requireMember(request) : request.session?.member;
    // A member's answer marks their own reviews; a visitor's is the same for every visitor.
    if (!viewer) publicAnswer(reply);
    return listReviews(db, query, viewer?.id ?? null, request.lang);
  });

  app.post('/api/v1/product-review', async (request, reply): Promise<ProductReview> => {
    const member = requireMember(request);
    const { images, checked: body } = await readPhotos(request, async (fields) => {
      const body = parseInput(reviewCreateSchema, fields, request, FEEDBACK_ATTRIBUTES);
      // Checked again in the transaction; here so a stranger's photos are never read.
      const product = await findListedProduct(db, body.it_id);
      if (!product) throw notFound();
      if (!(await eligibleReviewLine(db, member.id, product.id))) throw notEligible();
      return body;
    });
    let id: number;
    try {
      id = await db.transaction(async (tx) => {
        const product = await findListedProduct(tx, body.it_id);
        if (!product) throw notFound();
        await lockProductForReviews(tx, product.id);
        const lineRef = await eligibleReviewLine(tx, member.id, product.id);
        if (!lineRef) throw notEligible();
        const [row] = await tx
          .insert(productReviews)
          .values({
            productId: product.id,
            memberId: member.id,
            lineRef,
            rating: body.rating,
            content: body.content,
            photoCount: images.length,
          })
          .returning({ id: productReviews.id });
        await addPhotos(tx, row!.id, images, 0);
        await refreshRatingFigures(tx, product.id);
        return row!.id;
      });
    } catch (error) {
      // Two posts for the same line at once: the second loses on the unique line.
      if (isUniqueViolation(error)) throw notEligible();
      throw error;
    }
    figuresChanged();
    reply.code(201);
    return (await reviewForAuthor(db, id, member.id, request.lang))!;
  });

  // PUT, and the generic helper's multipart POST with `_method=PUT` first.
  updateRoute(app, '/api/v1/product-review/:id', async (request): Promise<ProductReview> => {
    const member = requireMember(request);
    const { id } = parseInput(idParamSchema, request.params, request);
    // Before reading anything, so nobody sends files to someone else's review.
    await ownReview(db, id, member.id);
    const { images, checked: body } = await readPhotos(request, (fields) =>
      parseInput(reviewUpdateSchema, fields, request, FEEDBACK_ATTRIBUTES),
    );
    await db.transaction(async (tx) => {
      const review = await ownReview(tx, id, member.id, { lock: true });
      await lockProductForReviews(tx, review.productId);
      const { photoCount, from } = await replacePhotos(tx, id, body.keep_photo_ids, images);
      await addPhotos(tx, id, images, from);
      await tx
        .update(productReviews)
        .set({ rating: body.rating, content: body.content, photoCount })
        .where(eq(productReviews.id, id));
      await refreshRatingFigures(tx, review.productId);
    });
    figuresChanged();
    return (await reviewForAuthor(db, id, member.id, request.lang))!;
  });

  app.delete('/api/v1/product-review/:id', async (request) => {
    const member = requireMember(request);
    const { id } = parseInput(idParamSchema, request.params, request);
    await db.transaction(async (tx) => {
      const review = await ownReview(tx, id, member.id, { lock: true });
      await lockProductForReviews(tx, review.productId);
      await tx.delete(productReviews).where(eq(productReviews.id, id));
      await refreshRatingFigures(tx, review.productId);
    });
    figuresChanged();
    return { message: message('review_deleted', request.lang) };
  });
}

// A review the member wrote: 404 when there is none, 403 when it is someone else's.
async function ownReview(
  db: Database | Transaction,
  id: number,
  memberId: number,
  { lock = false } = {},
) {
  const query = db
    .select({ memberId: productReviews.memberId, productId: productReviews.productId })
    .from(productReviews)
    .where(eq(productReviews.id, id));
  const [review] = lock ? await query.for('update') : await query;
  if (!review) throw notFound();
  if (review.memberId !== memberId) throw forbidden('own_posts_only');
  return review;
}

/**
 * A change's photos: new files replace the photos but those in `keep`; `keep` alone drops the
 * rest; neither leaves them. More than five in all is a 422 naming the first file too many
 * (before anything is stored). Answers the photo count and the sort position of the first new
 * photo, for {@link addPhotos}.
 */
async function replacePhotos(
  tx: Transaction,
  reviewId: number,
  keep: number[] | undefined,
  images: UploadedImage[],
): Promise<{ photoCount: number; from: number }> {
  const current = await tx
    .select({ id: productReviewPhotos.id, sort: productReviewPhotos.sort })
    .from(productReviewPhotos)
    .where(eq(productReviewPhotos.reviewId, reviewId))
    .orderBy(asc(productReviewPhotos.sort), asc(productReviewPhotos.id));
  const changed = keep !== undefined || images.length > 0;
  const kept = changed ? current.filter((p) => keep?.includes(p.id)) : current;
  const room = REVIEW_MAX_PHOTOS - kept.length;
  if (images.length > room) {
    throw new ValidationError(undefined, [
      {
        field: `files.${room}`,
        rule: 'max_files',
        values: { file: images[room]!.fileName, max: REVIEW_MAX_PHOTOS },
      },
    ]);
  }
  const dropped = current.filter((p) => !kept.includes(p)).map((p) => p.id);
  if (dropped.length > 0) {
    await tx.delete(productReviewPhotos).where(inArray(productReviewPhotos.id, dropped));
  }
  return { photoCount: kept.length + images.length, from: (kept.at(-1)?.sort ?? -1) + 1 };
}
