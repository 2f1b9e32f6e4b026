import {
  ADMIN_MEMBER_ATTRIBUTES,
  adminBlockSchema,
  adminIssueCouponSchema,
  adminPointsSchema,
  idParamSchema,
  OPERATOR_ROLE_LABELS,
  type AdminIssuableCoupon,
  type AdminMember,
  type AdminMemberDetail,
  type DataResponse,
  type OperatorRole,
  type OrderStatus,
  type PointReason,
} from '@atelier/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { z } from 'zod';

import type { Database, Transaction } from '../../db/database.js';
import {
  coupons,
  memberCoupons,
  members,
  orders,
  pointLedger,
  productInquiries,
  products,
  sessions,
  type MemberRow,
} from '../../db/schema/index.js';
import { fieldError, HttpError, notFound } from '../../http/errors.js';
import { parseInput } from '../../http/validate.js';
import type { AppDeps } from '../../ports/app-deps.js';
import { maskEmail, maskPhone } from '../../shared/masks.js';
import { koreaDateTime } from '../../shared/korea-time.js';
import { issuable, issueCoupon } from '../coupons/member-coupons.js';
import { defineAdminResource } from '../operators/admin-resource.js';
import { adminResourceRoutes } from '../operators/admin-resource-routes.js';
import { recordAudit } from '../operators/audit-records.js';
import {
  addPoints,
  lockPoints,
  pointBalance,
  POINT_REASON_LABELS,
} from '../points/point-ledger.js';

function adminMember(m: MemberRow): AdminMember & Record<string, unknown> {
  return {
    id: m.id,
    mb_id: m.mbId,
    mb_name: m.name,
    mb_email: m.email && maskEmail(m.email),
    mb_hp: m.hp && maskPhone(m.hp),
    role: (m.operatorRole as OperatorRole | null) ?? null,
    marketing: m.marketingAgreedAt !== null,
    created_at: m.createdAt.toISOString(),
    last_login_at: m.lastLoginAt?.toISOString() ?? null,
    unregistered: m.deletedAt !== null,
    blocked: m.blockedAt !== null,
  };
}

const MEMBER_STATE_LABELS = {
  active: { kr: '정상', en: 'Active' },
  blocked: { kr: '차단', en: 'Blocked' },
  unregistered: { kr: '탈퇴', en: 'Left' },
} as const;

const stateFilter = { state: z.enum(['active', 'unregistered', 'blocked']).optional() };

/**
 * Members in the operator console: searched by id, name, email or phone (contains), email and
 * phone masked; `POST /api/admin/members/{id}/reveal` shows them in full (re-auth, audited).
 */
export const membersResource = defineAdminResource<
  MemberRow,
  AdminMember & Record<string, unknown>,
  typeof stateFilter
>({
  name: 'members',
  area: 'members',
  table: members,
  id: members.id,
  listItem: adminMember,
  search: [members.mbId, members.name, members.email, members.hp],
  sort: { created_at: members.createdAt, mb_id: members.mbId, last_login_at: members.lastLoginAt },
  filters: {
    shape: stateFilter,
    where: (q) => [
      q.state === 'active'
        ? and(isNull(members.deletedAt), isNull(members.blockedAt))
        : q.state === 'unregistered'
          ? isNotNull(members.deletedAt)
          : q.state === 'blocked'
            ? isNotNull(members.blockedAt)
            : undefined,
    ],
  },
  reveal: (m) => ({ mb_email: m.email, mb_hp: m.hp }),
  export: {
    name: { kr: '회원', en: 'Members' },
    columns: {
      mb_id: { kr: '아이디', en: 'ID', width: 16 },
      name: { kr: '이름', en: 'Name', width: 14 },
      email: { kr: '이메일', en: 'Email', width: 24 },
      phone: { kr: '휴대폰', en: 'Phone', width: 16 },
      state: { kr: '상태', en: 'State', width: 10 },
      role: { kr: '운영자 권한', en: 'Operator role', width: 14 },
      marketing: { kr: '마케팅 수신', en: 'Marketing', width: 10 },
      joined: { kr: '가입일시', en: 'Joined (KST)', width: 20 },
      last_login: { kr: '최근 로그인', en: 'Last sign-in (KST)', width: 20 },
    },
    cells: (m, lang) => ({
      mb_id: m.mbId,
      name: m.name,
      email: m.email ? maskEmail(m.email) : '',
      phone: m.hp ? maskPhone(m.hp) : '',
      state:
        MEMBER_STATE_LABELS[m.deletedAt ? 'unregistered' : m.blockedAt ? 'blocked' : 'active'][
          lang
        ],
      role: m.operatorRole ? OPERATOR_ROLE_LABELS[m.operatorRole as OperatorRole][lang] : '',
      marketing: m.marketingAgreedAt ? (lang === 'en' ? 'Yes' : '동의') : '',
      joined: koreaDateTime(m.createdAt),
      last_login: m.lastLoginAt ? koreaDateTime(m.lastLoginAt) : '',
    }),
  },
});

const LIST = 20;
const edit = { admin: { area: 'members' as const, action: 'edit' as const } };
const view = { admin: { area: 'members' as const, action: 'view' as const } };

async function lockedMember(tx: Transaction, id: number): Promise<MemberRow> {
  const [row] = await tx.select().from(members).where(eq(members.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

/** A member as the console's detail shows them: profile, orders, points, coupons, questions. */
async function memberDetail(
  db: Database | Transaction,
  member: MemberRow,
  lang: 'kr' | 'en',
  now = new Date(),
): Promise<AdminMemberDetail> {
  const id = member.id;
  const [recent, ledger, balance, held, asked] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(eq(orders.memberId, id))
      .orderBy(desc(orders.createdAt))
      .limit(LIST),
    db
      .select({ entry: pointLedger, odId: orders.odId })
      .from(pointLedger)
      .leftJoin(orders, eq(orders.id, pointLedger.orderId))
      .where(eq(pointLedger.memberId, id))
      .orderBy(desc(pointLedger.id))
      .limit(LIST),
    pointBalance(db, id),
    db
      .select({ held: memberCoupons, name: coupons.name, nameEn: coupons.nameEn })
      .from(memberCoupons)
      .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
      .where(eq(memberCoupons.memberId, id))
      .orderBy(desc(memberCoupons.issuedAt), desc(memberCoupons.id))
      .limit(LIST),
    db
      .select({ q: productInquiries, itId: products.itId })
      .from(productInquiries)
      .innerJoin(products, eq(products.id, productInquiries.productId))
      .where(eq(productInquiries.memberId, id))
      .orderBy(desc(productInquiries.createdAt))
      .limit(LIST),
  ]);
  return {
    ...adminMember(member),
    blocked_at: member.blockedAt?.toISOString() ?? null,
    blocked_reason: member.blockedReason,
    orders: recent.map((o) => ({
      od_id: o.odId,
      status: o.status as OrderStatus,
      currency: o.currency,
      total_amount: o.totalAmount,
      created_at: o.createdAt.toISOString(),
    })),
    points: {
      balance,
      ledger: ledger.map(({ entry, odId }) => ({
        id: entry.id,
        delta: entry.delta,
        reason: entry.reason as PointReason,
        reason_label: POINT_REASON_LABELS[entry.reason as PointReason][lang],
        note: entry.note,
        od_id: odId,
        created_at: koreaDateTime(entry.createdAt),
      })),
    },
    coupons: held.map(({ held: c, name, nameEn }) => ({
      id: c.id,
      name: lang === 'en' ? nameEn : name,
      status: c.usedAt ? 'used' : c.expiresAt <= now ? 'expired' : 'usable',
      issued_at: c.issuedAt.toISOString(),
      expires_at: c.expiresAt.toISOString(),
    })),
    questions: asked.map(({ q, itId }) => ({
      id: q.id,
      it_id: itId,
      subject: q.subject,
      answered: q.answeredAt !== null,
      created_at: q.createdAt.toISOString(),
    })),
  };
}

const langOf = (request: FastifyRequest) => (request.lang === 'en' ? 'en' : 'kr');

/**
 * The members area (`/api/admin/members`): the resource's list, detail and reveal, and the
 * actions: the member's whole picture (`/{id}/summary`), points given or taken with a reason
 * (a ledger row; never more than the balance), a coupon issued, blocked or unblocked with a
 * reason (their sessions end; sign-in and orders refuse them). Each in one transaction with
 * its audit record.
 */
export async function adminMemberRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  await adminResourceRoutes(app, deps, membersResource);
  const id = (request: FastifyRequest) => parseInput(idParamSchema, request.params, request).id;

  app.get('/api/admin/members/issuable-coupons', { config: view }, async () => {
    const now = new Date();
    const rows = await db.select().from(coupons).orderBy(desc(coupons.id));
    return {
      data: rows
        .filter((c) => issuable(c, now))
        .map((c) => ({
          id: c.id,
          name: c.name,
          name_en: c.nameEn,
          kind: c.kind,
          valid_days: c.validDays ?? 365,
        })),
    } satisfies DataResponse<AdminIssuableCoupon[]>;
  });

  app.get('/api/admin/members/:id/summary', { config: view }, async (request) => {
    const [member] = await db
      .select()
      .from(members)
      .where(eq(members.id, id(request)));
    if (!member) throw notFound();
    return {
      data: await memberDetail(db, member, langOf(request)),
    } satisfies DataResponse<AdminMemberDetail>;
  });

  app.post('/api/admin/members/:id/points', { config: edit }, async (request) => {
    const memberId = id(request);
    const input = parseInput(adminPointsSchema, request.body, request, ADMIN_MEMBER_ATTRIBUTES);
    const detail = await db.transaction(async (tx) => {
      const member = await lockedMember(tx, memberId);
      // The member's row is locked: an order spending points waits (lockPoints).
      await lockPoints(tx, memberId);
      const balance = await pointBalance(tx, memberId);
      if (input.delta < 0 && -input.delta > balance)
        throw new HttpError(409, 'points_over_balance', { balance: balance.toLocaleString() });
      await addPoints(tx, memberId, input.delta, 'operator', null, input.reason);
      await recordAudit(tx, request, {
        area: 'members',
        action: input.delta > 0 ? 'grant_points' : 'take_points',
        resource: 'members',
        resourceId: memberId,
        before: { balance },
        after: { balance: balance + input.delta, delta: input.delta, reason: input.reason },
      });
      return memberDetail(tx, member, langOf(request));
    });
    return { data: detail } satisfies DataResponse<AdminMemberDetail>;
  });

  app.post('/api/admin/members/:id/coupons', { config: edit }, async (request) => {
    const memberId = id(request);
    const input = parseInput(
      adminIssueCouponSchema,
      request.body,
      request,
      ADMIN_MEMBER_ATTRIBUTES,
    );
    const detail = await db.transaction(async (tx) => {
      const member = await lockedMember(tx, memberId);
      if (member.deletedAt) throw notFound();
      const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, input.coupon_id));
      if (!coupon) throw fieldError('coupon_id', 'in', undefined, ADMIN_MEMBER_ATTRIBUTES);
      const now = new Date();
      if (!issuable(coupon, now)) throw new HttpError(409, 'coupon_not_issuable');
      const expiresAt = await issueCoupon(tx, coupon, [memberId], 'operator', now);
      await recordAudit(tx, request, {
        area: 'members',
        action: 'issue_coupon',
        resource: 'members',
        resourceId: memberId,
        before: null,
        after: {
          coupon_id: coupon.id,
          name: coupon.name,
          expires_at: expiresAt,
        },
      });
      return memberDetail(tx, member, langOf(request));
    });
    return { data: detail } satisfies DataResponse<AdminMemberDetail>;
  });

  app.put('/api/admin/members/:id/block', { config: edit }, async (request) => {
    const memberId = id(request);
    const input = parseInput(adminBlockSchema, request.body, request, ADMIN_MEMBER_ATTRIBUTES);
    const detail = await db.transaction(async (tx) => {
      const before = await lockedMember(tx, memberId);
      if (before.deletedAt) throw notFound();
      if (input.blocked && before.operatorRole !== null)
        throw new HttpError(409, 'operator_not_blockable');
      const [after] = await tx
        .update(members)
        .set(
          input.blocked
            ? { blockedAt: before.blockedAt ?? new Date(), blockedReason: input.reason }
            : { blockedAt: null, blockedReason: null },
        )
        .where(eq(members.id, memberId))
        .returning();
      // A blocked member is signed out everywhere at once.
      if (input.blocked) await tx.delete(sessions).where(eq(sessions.memberId, memberId));
      await recordAudit(tx, request, {
        area: 'members',
        action: input.blocked ? 'block' : 'unblock',
        resource: 'members',
        resourceId: memberId,
        before: { blocked_at: before.blockedAt, blocked_reason: before.blockedReason },
        after: { blocked_at: after!.blockedAt, blocked_reason: input.reason },
      });
      return memberDetail(tx, after!, langOf(request));
    });
    return { data: detail } satisfies DataResponse<AdminMemberDetail>;
  });
}
