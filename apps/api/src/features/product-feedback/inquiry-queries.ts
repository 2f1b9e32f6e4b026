import {
  paginate,
  type inquiryListQuerySchema,
  type Lang,
  type Paginated,
  type ProductInquiry,
} from '@atelier/contracts';
import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { z } from 'zod';

import type { Database, Transaction } from '../../db/database.js';
import { members, productInquiries, products, type MemberRow } from '../../db/schema/index.js';
import { productName, visibleProduct } from '../products/product-list-items.js';
import { maskMemberId } from './mask-member-id.js';
import { koreaDateTime } from '../../shared/korea-time.js';

/** A question list query as the server reads it. */
export type InquiryListQuery = z.output<typeof inquiryListQuerySchema>;

/** Who is looking: a secret question is readable by its author and by operators only. */
export type InquiryViewer = Pick<MemberRow, 'id' | 'operatorRole'> | null;

const columns = {
  id: productInquiries.id,
  memberId: productInquiries.memberId,
  subject: productInquiries.subject,
  content: productInquiries.content,
  isSecret: productInquiries.isSecret,
  answer: productInquiries.answer,
  answeredAt: productInquiries.answeredAt,
  createdAt: productInquiries.createdAt,
  itId: products.itId,
  name: products.name,
  nameEn: products.nameEn,
  mbId: members.mbId,
};

type InquiryListRow = {
  [K in keyof typeof columns]: (typeof columns)[K]['_']['notNull'] extends true
    ? (typeof columns)[K]['_']['data']
    : (typeof columns)[K]['_']['data'] | null;
};

/**
 * A question as `viewer` may see it: a secret one that is neither theirs nor seen by an
 * operator keeps only its product, author mask, dates and answer state.
 */
export function inquiryWire(
  row: InquiryListRow,
  viewer: InquiryViewer,
  lang: Lang,
): ProductInquiry {
  const mine = viewer !== null && viewer.id === row.memberId;
  const visible = !row.isSecret || mine || (viewer?.operatorRole ?? null) !== null;
  return {
    id: row.id,
    it_id: row.itId,
    product_name: productName(row, lang),
    subject: visible ? row.subject : null,
    content: visible ? row.content : null,
    secret: row.isSecret,
    visible,
    answered: row.answeredAt !== null,
    answer: visible ? row.answer : null,
    answered_at: row.answeredAt ? koreaDateTime(row.answeredAt) : null,
    author: maskMemberId(row.mbId),
    is_mine: mine,
    created_at: koreaDateTime(row.createdAt),
  };
}

function select(db: Database | Transaction) {
  return db
    .select(columns)
    .from(productInquiries)
    .innerJoin(products, eq(products.id, productInquiries.productId))
    .innerJoin(members, eq(members.id, productInquiries.memberId));
}

/**
 * One page of questions, newest first. With `mine`, every question of the viewer; otherwise
 * those of listed products. Secret ones are masked by {@link inquiryWire}.
 */
export async function listInquiries(
  db: Database | Transaction,
  query: InquiryListQuery,
  viewer: InquiryViewer,
  lang: Lang,
): Promise<Paginated<ProductInquiry>> {
  const where: SQL[] = [];
  if (query.mine && viewer) where.push(eq(productInquiries.memberId, viewer.id));
  else where.push(visibleProduct);
  if (query.it_id) where.push(eq(products.itId, query.it_id));
  if (query.answered !== undefined) {
    where.push(
      query.answered ? isNotNull(productInquiries.answeredAt) : isNull(productInquiries.answeredAt),
    );
  }
  const condition = and(...where);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(productInquiries)
    .innerJoin(products, eq(products.id, productInquiries.productId))
    .where(condition);
  const rows = await select(db)
    .where(condition)
    .orderBy(desc(productInquiries.createdAt), desc(productInquiries.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return paginate(
    rows.map((row) => inquiryWire(row, viewer, lang)),
    { page: query.page, perPage: query.per_page, total },
  );
}

/**
 * One question as `viewer` sees it (the answer of a create or change), or `null`.
 */
export async function inquiryById(
  db: Database | Transaction,
  id: number,
  viewer: InquiryViewer,
  lang: Lang,
): Promise<ProductInquiry | null> {
  const [row] = await select(db).where(eq(productInquiries.id, id));
  return row ? inquiryWire(row, viewer, lang) : null;
}
