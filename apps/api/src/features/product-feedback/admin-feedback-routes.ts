import {
  ADMIN_CATALOG_ATTRIBUTES,
  adminQuestionAnswerSchema,
  adminQuestionQuerySchema,
  adminReviewQuerySchema,
  adminReviewVisibilitySchema,
  idParamSchema,
  paginate,
  PAGE_MAX,
  type AdminQuestion,
  type AdminReview,
  type DataResponse,
  type Paginated,
} from '@atelier/contracts';
import { and, asc, count, desc, eq, gt, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import type { Database, Transaction } from '../../db/database.js';
import {
  mailOutbox,
  members,
  notifications,
  productInquiries,
  productReviews,
  products,
} from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { parseInput } from '../../http/validate.js';
import type { AppDeps } from '../../ports/app-deps.js';
import { currentOperator } from '../operators/operator-access.js';
import { recordAudit } from '../operators/audit-records.js';
import { PRODUCTS_COLLECTION } from '../products/product-routes.js';
import { koreaDateTime } from '../../shared/korea-time.js';
import { pagedBatches, sendWorkbook, writeWorkbook } from '../../shared/xlsx-stream.js';
import { lockProductForReviews, refreshRatingFigures } from './rating-figures.js';

const page = z.object({
  page: z.coerce.number<number>().int().min(1).max(PAGE_MAX).default(1),
  per_page: z.coerce.number<number>().int().min(1).max(100).default(20),
});

const view = { admin: { area: 'catalog' as const, action: 'view' as const } };
const edit = { admin: { area: 'catalog' as const, action: 'edit' as const } };

const reviewColumns = {
  id: productReviews.id,
  productId: productReviews.productId,
  itId: products.itId,
  productName: products.name,
  mbId: members.mbId,
  rating: productReviews.rating,
  content: productReviews.content,
  photoCount: productReviews.photoCount,
  isHidden: productReviews.isHidden,
  createdAt: productReviews.createdAt,
};

function adminReview(row: {
  id: number;
  itId: string;
  productName: string;
  mbId: string;
  rating: number;
  content: string;
  photoCount: number;
  isHidden: boolean;
  createdAt: Date;
}): AdminReview {
  return {
    id: row.id,
    it_id: row.itId,
    product_name: row.productName,
    mb_id: row.mbId,
    rating: row.rating,
    content: row.content,
    photo_count: row.photoCount,
    is_hidden: row.isHidden,
    created_at: row.createdAt.toISOString(),
  };
}

async function reviewById(db: Database | Transaction, id: number) {
  const [row] = await db
    .select(reviewColumns)
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .innerJoin(members, eq(members.id, productReviews.memberId))
    .where(eq(productReviews.id, id));
  if (!row) throw notFound();
  return row;
}

const answerer = alias(members, 'answerer');

const questionColumns = {
  id: productInquiries.id,
  memberId: productInquiries.memberId,
  itId: products.itId,
  productName: products.name,
  mbId: members.mbId,
  email: members.email,
  lang: members.lang,
  subject: productInquiries.subject,
  content: productInquiries.content,
  isSecret: productInquiries.isSecret,
  answer: productInquiries.answer,
  answeredAt: productInquiries.answeredAt,
  answeredBy: answerer.mbId,
  createdAt: productInquiries.createdAt,
};

type QuestionRow = {
  id: number;
  itId: string;
  productName: string;
  mbId: string;
  subject: string;
  content: string;
  isSecret: boolean;
  answer: string | null;
  answeredAt: Date | null;
  answeredBy: string | null;
  createdAt: Date;
};

function adminQuestion(row: QuestionRow): AdminQuestion {
  return {
    id: row.id,
    it_id: row.itId,
    product_name: row.productName,
    mb_id: row.mbId,
    subject: row.subject,
    content: row.content,
    is_secret: row.isSecret,
    answer: row.answer,
    answered_at: row.answeredAt?.toISOString() ?? null,
    answered_by: row.answeredBy,
    created_at: row.createdAt.toISOString(),
  };
}

function questionQuery(db: Database | Transaction) {
  return db
    .select(questionColumns)
    .from(productInquiries)
    .innerJoin(products, eq(products.id, productInquiries.productId))
    .innerJoin(members, eq(members.id, productInquiries.memberId))
    .leftJoin(answerer, eq(answerer.id, productInquiries.answeredBy));
}

// What the asker reads: the shop's own words and the product, never the operator's text in a
// mail subject.
const ANSWERED = {
  kr: (product: string) => ({
    title: `상품 문의에 답변이 등록되었습니다: ${product}`,
    text: `안녕하세요, 아틀리에입니다.\n\n'${product}' 상품 문의에 답변이 등록되었습니다.\n마이페이지 > 상품 문의에서 확인하실 수 있습니다.\n\n아틀리에 드림`,
  }),
  en: (product: string) => ({
    title: `Your question about ${product} has been answered`,
    text: `Hello from Atelier.\n\nYour question about '${product}' has been answered.\nYou can read it under My page › Product questions.\n\nAtelier`,
  }),
};

/**
 * Reviews and product questions in the operator console (catalog): reviews listed by
 * product, rating, hidden and photos (and downloaded as XLSX), hidden or shown again (the product's rating figures
 * follow in the same transaction); questions listed unanswered first, in full (secret ones
 * too), answered or the answer edited, which notifies the asker (a notification and a mail).
 */
export async function adminFeedbackRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, versions } = deps;

  // The review list's filters, shared by the page and its XLSX export.
  const reviewsWhere = (query: z.output<typeof adminReviewQuerySchema>) => {
    const conditions: (SQL | undefined)[] = [
      query.it_id ? eq(products.itId, query.it_id) : undefined,
      query.rating ? eq(productReviews.rating, query.rating) : undefined,
      query.hidden ? eq(productReviews.isHidden, query.hidden === 'true') : undefined,
      query.photos === 'true'
        ? gt(productReviews.photoCount, 0)
        : query.photos === 'false'
          ? eq(productReviews.photoCount, 0)
          : undefined,
    ];
    return and(...conditions);
  };
  const reviewRows = () =>
    db
      .select(reviewColumns)
      .from(productReviews)
      .innerJoin(products, eq(products.id, productReviews.productId))
      .innerJoin(members, eq(members.id, productReviews.memberId));

  app.get('/api/admin/reviews/export', { config: view }, async (request, reply) => {
    const query = parseInput(
      adminReviewQuerySchema,
      request.query,
      request,
      ADMIN_CATALOG_ATTRIBUTES,
    );
    const where = reviewsWhere(query);
    const batches = pagedBatches(
      (offset, limit) =>
        reviewRows()
          .where(where)
          .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
          .limit(limit)
          .offset(offset),
      500,
    );
    const yes = request.lang === 'en' ? ['Hidden', 'Shown'] : ['숨김', '노출'];
    return sendWorkbook(request, reply, 'reviews', (out, aborted) =>
      writeWorkbook(
        out,
        {
          name: { kr: '리뷰', en: 'Reviews' },
          columns: {
            written: { kr: '작성일시', en: 'Written (KST)', width: 18 },
            it_id: { kr: '상품코드', en: 'Product code', width: 14 },
            product: { kr: '상품명', en: 'Product', width: 28 },
            rating: { kr: '별점', en: 'Rating', width: 8 },
            content: { kr: '내용', en: 'Review', width: 60 },
            photos: { kr: '사진', en: 'Photos', width: 8 },
            author: { kr: '작성자', en: 'Author', width: 14 },
            state: { kr: '상태', en: 'State', width: 8 },
          },
          batches,
          cells: (row) => ({
            written: koreaDateTime(row.createdAt),
            it_id: row.itId,
            product: row.productName,
            rating: row.rating,
            content: row.content,
            photos: row.photoCount,
            author: row.mbId,
            state: row.isHidden ? yes[0]! : yes[1]!,
          }),
        },
        { lang: request.lang, aborted },
      ),
    );
  });

  app.get('/api/admin/reviews', { config: view }, async (request) => {
    const query = parseInput(
      page.extend(adminReviewQuerySchema.shape),
      request.query,
      request,
      ADMIN_CATALOG_ATTRIBUTES,
    );
    const where = reviewsWhere(query);
    const [rows, [{ total } = { total: 0 }]] = await Promise.all([
      reviewRows()
        .where(where)
        .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
        .limit(query.per_page)
        .offset((query.page - 1) * query.per_page),
      db
        .select({ total: count() })
        .from(productReviews)
        .innerJoin(products, eq(products.id, productReviews.productId))
        .where(where),
    ]);
    return paginate(rows.map(adminReview), {
      page: query.page,
      perPage: query.per_page,
      total,
    }) satisfies Paginated<AdminReview>;
  });

  app.put('/api/admin/reviews/:id/visibility', { config: edit }, async (request) => {
    const { id } = parseInput(idParamSchema, request.params, request);
    const { hidden } = parseInput(
      adminReviewVisibilitySchema,
      request.body,
      request,
      ADMIN_CATALOG_ATTRIBUTES,
    );
    const after = await db.transaction(async (tx) => {
      const before = await reviewById(tx, id);
      await lockProductForReviews(tx, before.productId);
      await tx
        .update(productReviews)
        .set({ isHidden: hidden, updatedAt: new Date() })
        .where(eq(productReviews.id, id));
      await refreshRatingFigures(tx, before.productId);
      const row = await reviewById(tx, id);
      await recordAudit(tx, request, {
        area: 'catalog',
        action: hidden ? 'hide' : 'show',
        resource: 'reviews',
        resourceId: id,
        before: { is_hidden: before.isHidden },
        after: { is_hidden: row.isHidden },
      });
      return row;
    });
    // The product's figures and the shop's review lists read the products version.
    versions.invalidate(PRODUCTS_COLLECTION);
    return { data: adminReview(after) } satisfies DataResponse<AdminReview>;
  });

  app.get('/api/admin/questions', { config: view }, async (request) => {
    const query = parseInput(
      page.extend(adminQuestionQuerySchema.shape),
      request.query,
      request,
      ADMIN_CATALOG_ATTRIBUTES,
    );
    const where = and(
      query.answered === 'true'
        ? isNotNull(productInquiries.answeredAt)
        : query.answered === 'false'
          ? isNull(productInquiries.answeredAt)
          : undefined,
      query.it_id ? eq(products.itId, query.it_id) : undefined,
    );
    const [rows, [{ total } = { total: 0 }]] = await Promise.all([
      questionQuery(db)
        .where(where)
        .orderBy(
          // Unanswered first, oldest waiting first; then the answered, newest first.
          asc(sql`${productInquiries.answeredAt} is not null`),
          sql`case when ${productInquiries.answeredAt} is null then ${productInquiries.createdAt} end asc`,
          desc(productInquiries.createdAt),
          desc(productInquiries.id),
        )
        .limit(query.per_page)
        .offset((query.page - 1) * query.per_page),
      db
        .select({ total: count() })
        .from(productInquiries)
        .innerJoin(products, eq(products.id, productInquiries.productId))
        .where(where),
    ]);
    return paginate(rows.map(adminQuestion), {
      page: query.page,
      perPage: query.per_page,
      total,
    }) satisfies Paginated<AdminQuestion>;
  });

  app.put('/api/admin/questions/:id/answer', { config: edit }, async (request) => {
    const { id } = parseInput(idParamSchema, request.params, request);
    const { answer } = parseInput(
      adminQuestionAnswerSchema,
      request.body,
      request,
      ADMIN_CATALOG_ATTRIBUTES,
    );
    const operator = currentOperator(request).member;
    const after = await db.transaction(async (tx) => {
      const [before] = await questionQuery(tx)
        .where(eq(productInquiries.id, id))
        .for('update', { of: productInquiries });
      if (!before) throw notFound();
      await tx
        .update(productInquiries)
        .set({
          answer,
          answeredAt: before.answeredAt ?? new Date(),
          answeredBy: operator.id,
          updatedAt: new Date(),
        })
        .where(eq(productInquiries.id, id));
      const [row] = await questionQuery(tx).where(eq(productInquiries.id, id));
      const kr = ANSWERED.kr(before.productName);
      const en = ANSWERED.en(before.productName);
      await tx.insert(notifications).values({
        memberId: before.memberId,
        title: kr.title,
        titleEn: en.title,
        link: '/my-page/product-inquiry',
      });
      if (before.email) {
        const mail = before.lang === 'en' ? en : kr;
        await tx.insert(mailOutbox).values({
          kind: 'inquiry_answered',
          to: before.email,
          subject: `[${before.lang === 'en' ? 'Atelier' : '아틀리에'}] ${mail.title}`,
          text: mail.text,
          transport: 'queued',
        });
      }
      await recordAudit(tx, request, {
        area: 'catalog',
        action: 'answer',
        resource: 'questions',
        resourceId: id,
        before: { answer: before.answer },
        after: { answer: row!.answer },
      });
      return row!;
    });
    return { data: adminQuestion(after) } satisfies DataResponse<AdminQuestion>;
  });
}
