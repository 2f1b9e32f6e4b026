import {
  adminCouponIssueSchema,
  adminCouponSchema,
  COUPON_ISSUE_MODE_LABELS,
  COUPON_ISSUE_MODES,
  COUPON_KIND_LABELS,
  couponBenefit,
  formatMoney,
  idParamSchema,
  PROMOTION_ATTRIBUTES,
  type AdminCoupon,
  type AdminCouponIssued,
  type AdminCouponUsage,
  type DataResponse,
} from '@atelier/contracts';
import { and, count, eq, gt, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import type { Transaction } from '../../db/database.js';
import { categories, coupons, memberCoupons, members, products } from '../../db/schema/index.js';
import { fieldError, HttpError, notFound } from '../../http/errors.js';
import { message } from '../../http/messages.js';
import { parseInput } from '../../http/validate.js';
import type { AppDeps } from '../../ports/app-deps.js';
import { defineAdminResource, type ResourceWriteContext } from '../operators/admin-resource.js';
import { adminResourceRoutes } from '../operators/admin-resource-routes.js';
import { recordAudit } from '../operators/audit-records.js';
import { issueCoupon, stillIssuable } from '../coupons/member-coupons.js';
import { koreaDate, koreaDateTime } from '../../shared/korea-time.js';

type CouponRow = typeof coupons.$inferSelect;
type CouponInput = z.output<typeof adminCouponSchema>;

const iso = (date: Date | null) => date?.toISOString() ?? null;

function adminCoupon(c: CouponRow): AdminCoupon & Record<string, unknown> {
  return {
    id: c.id,
    name: c.name,
    name_en: c.nameEn,
    kind: c.kind as AdminCoupon['kind'],
    discount_type: c.discountType as AdminCoupon['discount_type'],
    percent: c.percent,
    amount_krw: c.amountKrw,
    amount_usd: c.amountUsd,
    max_discount_krw: c.maxDiscountKrw,
    max_discount_usd: c.maxDiscountUsd,
    min_order_krw: c.minOrderKrw,
    min_order_usd: c.minOrderUsd,
    product_id: c.productId,
    category_id: c.categoryId,
    valid_from: iso(c.validFrom),
    valid_until: iso(c.validUntil),
    valid_days: c.validDays,
    issue_on: c.issueOn as AdminCoupon['issue_on'],
    code: c.code,
    code_limit: c.codeLimit,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}

const values = (input: Record<string, unknown>) => {
  const c = input as CouponInput;
  const percent = c.discount_type === 'percent';
  return {
    name: c.name,
    nameEn: c.name_en,
    kind: c.kind,
    discountType: c.discount_type,
    // Only the fields of the chosen discount type are kept, so the shop never reads a stale one.
    percent: percent ? c.percent : 0,
    amountKrw: percent ? 0 : c.amount_krw,
    amountUsd: percent ? 0 : c.amount_usd,
    maxDiscountKrw: percent ? c.max_discount_krw : null,
    maxDiscountUsd: percent ? c.max_discount_usd : null,
    minOrderKrw: c.min_order_krw,
    minOrderUsd: c.min_order_usd,
    productId: c.product_id,
    categoryId: c.category_id,
    validFrom: c.valid_from ? new Date(c.valid_from) : null,
    validUntil: c.valid_until ? new Date(c.valid_until) : null,
    validDays: c.valid_days,
    issueOn: c.issue_on,
    code: c.code,
    codeLimit: c.code === null ? null : c.code_limit,
  };
};

/** Refuses a code another coupon has, and a product or category that does not exist. */
async function checkCoupon(
  input: Record<string, unknown>,
  { tx, before }: ResourceWriteContext<CouponRow>,
) {
  const c = input as CouponInput;
  const refuse = (field: string, rule: 'unique' | 'in') =>
    fieldError(field, rule, undefined, PROMOTION_ATTRIBUTES);
  if (c.code !== null) {
    const [taken] = await tx
      .select({ id: coupons.id })
      .from(coupons)
      .where(
        and(
          sql`upper(${coupons.code}) = ${c.code}`,
          before ? ne(coupons.id, before.id) : undefined,
        ),
      );
    if (taken) throw refuse('code', 'unique');
  }
  if (c.product_id !== null) {
    const [found] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, c.product_id));
    if (!found) throw refuse('product_id', 'in');
  }
  if (c.category_id !== null) {
    const [found] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, c.category_id));
    if (!found) throw refuse('category_id', 'in');
  }
}

const couponFilters = {
  kind: z.enum(['order', 'product', 'shipping']).optional(),
  mode: z.enum(COUPON_ISSUE_MODES).optional(),
  state: z.enum(['live', 'ended']).optional(),
};

/** Coupon designs in the operator console (promotions): list, show, create, edit. */
export const couponsResource = defineAdminResource<
  CouponRow,
  AdminCoupon & Record<string, unknown>,
  typeof couponFilters
>({
  name: 'coupons',
  unique: { coupons_code_unique: 'code' },
  area: 'promotions',
  table: coupons,
  id: coupons.id,
  listItem: adminCoupon,
  search: [coupons.name, coupons.nameEn, coupons.code],
  sort: { created_at: coupons.createdAt, valid_until: coupons.validUntil, name: coupons.name },
  attributes: PROMOTION_ATTRIBUTES,
  filters: {
    shape: couponFilters,
    where: (q) => {
      const now = new Date();
      return [
        q.kind ? eq(coupons.kind, q.kind) : undefined,
        q.mode === 'signup'
          ? eq(coupons.issueOn, 'signup')
          : q.mode === 'code'
            ? isNotNull(coupons.code)
            : q.mode === 'manual'
              ? and(isNull(coupons.issueOn), isNull(coupons.code))
              : undefined,
        q.state === 'live'
          ? or(isNull(coupons.validUntil), gt(coupons.validUntil, now))
          : q.state === 'ended'
            ? lte(coupons.validUntil, now)
            : undefined,
      ];
    },
  },
  create: { schema: adminCouponSchema, values, check: checkCoupon },
  update: { schema: adminCouponSchema, values, check: checkCoupon },
  version: coupons.updatedAt,
  // Issued coupons stay: members hold them and orders name them; ending the period stops it.
  remove: {
    check: async ({ tx, before }) => {
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(memberCoupons)
        .where(eq(memberCoupons.couponId, before!.id));
      if (n > 0) throw new HttpError(409, 'coupon_issued_delete', { n });
    },
  },
  export: {
    name: { kr: '쿠폰', en: 'Coupons' },
    columns: {
      name: { kr: '쿠폰명', en: 'Coupon', width: 24 },
      kind: { kr: '적용 대상', en: 'Applies to', width: 10 },
      benefit: { kr: '혜택', en: 'Discount', width: 22 },
      min_order: { kr: '최소 주문 금액', en: 'Minimum order', width: 14 },
      validity: { kr: '사용 기간', en: 'Valid', width: 26 },
      issue: { kr: '발급 방식', en: 'Issued', width: 18 },
      code: { kr: '쿠폰 코드', en: 'Code', width: 16 },
      code_limit: { kr: '코드 사용 한도', en: 'Code limit', width: 12 },
      created: { kr: '만든 일시', en: 'Created (KST)', width: 18 },
    },
    cells: (row, lang) => {
      const c = adminCoupon(row);
      const period =
        c.valid_from || c.valid_until
          ? `${row.validFrom ? koreaDate(row.validFrom) : ''} ~ ${row.validUntil ? koreaDate(row.validUntil) : ''}`
          : '';
      const days = c.valid_days
        ? lang === 'en'
          ? `${c.valid_days} days after issue`
          : `발급 후 ${c.valid_days}일`
        : '';
      const modes = [c.issue_on === 'signup' ? 'signup' : null, c.code ? 'code' : null].filter(
        (mode): mode is 'signup' | 'code' => mode !== null,
      );
      return {
        name: lang === 'en' ? c.name_en : c.name,
        kind: COUPON_KIND_LABELS[c.kind][lang],
        benefit: couponBenefit(c, lang),
        min_order: formatMoney(c.min_order_krw, 'krw', { lang }),
        validity: [period, days].filter(Boolean).join(', '),
        issue: (modes.length ? modes : (['manual'] as const))
          .map((mode) => COUPON_ISSUE_MODE_LABELS[mode][lang])
          .join(', '),
        code: c.code ?? '',
        code_limit: c.code_limit ?? '',
        created: koreaDateTime(row.createdAt),
      };
    },
  },
});

async function memberIdsOf(tx: Transaction, mbIds: readonly string[]): Promise<number[]> {
  const rows = await tx
    .select({ id: members.id, mbId: members.mbId })
    .from(members)
    .where(inArray(members.mbId, [...mbIds]));
  const found = new Set(rows.map((row) => row.mbId));
  const unknown = mbIds.filter((id) => !found.has(id));
  if (unknown.length > 0)
    throw fieldError(
      'mb_ids',
      'unknown_members',
      { ids: unknown.join(', ') },
      PROMOTION_ATTRIBUTES,
    );
  return rows.map((row) => row.id);
}

/**
 * The coupons resource's routes under `/api/admin/coupons` (delete only while never issued),
 * how often one was issued and used (`GET /{id}/usage`), and issuing it to chosen members
 * (`POST /{id}/issue`, one coupon each, audited).
 */
export async function adminCouponRoutes(app: FastifyInstance, deps: AppDeps) {
  await adminResourceRoutes(app, deps, couponsResource);

  app.get(
    '/api/admin/coupons/:id/usage',
    { config: { admin: { area: 'promotions', action: 'view' } } },
    async (request) => {
      const { id } = parseInput(idParamSchema, request.params, request);
      const [coupon] = await deps.db
        .select({ id: coupons.id })
        .from(coupons)
        .where(eq(coupons.id, id));
      if (!coupon) throw notFound();
      const rows = await deps.db
        .select({
          source: memberCoupons.source,
          issued: count(),
          used: count(memberCoupons.usedAt),
        })
        .from(memberCoupons)
        .where(eq(memberCoupons.couponId, id))
        .groupBy(memberCoupons.source);
      const usage: AdminCouponUsage = { issued: 0, used: 0, by_source: {} };
      for (const row of rows) {
        usage.issued += row.issued;
        usage.used += row.used;
        usage.by_source[row.source as keyof AdminCouponUsage['by_source']] = row.issued;
      }
      return { data: usage } satisfies DataResponse<AdminCouponUsage>;
    },
  );

  app.post(
    '/api/admin/coupons/:id/issue',
    { config: { admin: { area: 'promotions', action: 'edit' } } },
    async (request, reply) => {
      const { id } = parseInput(idParamSchema, request.params, request);
      const input = parseInput(adminCouponIssueSchema, request.body, request, PROMOTION_ATTRIBUTES);
      const now = new Date();
      const issued = await deps.db.transaction(async (tx) => {
        const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
        if (!coupon) throw notFound();
        if (!stillIssuable(coupon, now)) throw new HttpError(409, 'coupon_ended');
        const memberIds = await memberIdsOf(tx, input.mb_ids);
        const expiresAt = await issueCoupon(tx, coupon, memberIds, 'operator', now);
        await recordAudit(tx, request, {
          area: 'promotions',
          action: 'issue',
          resource: 'coupons',
          resourceId: coupon.id,
          before: null,
          after: { mb_ids: input.mb_ids, expires_at: expiresAt.toISOString() },
        });
        return { issued: memberIds.length, expires_at: expiresAt.toISOString() };
      });
      return reply.code(201).send({
        data: issued,
        message: message('coupons_issued', request.lang, { n: issued.issued }),
      } satisfies DataResponse<AdminCouponIssued> & { message: string });
    },
  );
}
