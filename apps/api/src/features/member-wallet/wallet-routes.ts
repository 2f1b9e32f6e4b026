import {
  ADDRESS_ATTRIBUTES,
  ADDRESS_BOOK_MAX,
  addressSchema,
  couponListQuerySchema,
  formatMoney,
  idParamSchema,
  listQuerySchema,
  paginate,
  type Currency,
  type Lang,
  type MemberCouponStatus,
  type MemberCouponView,
  type Paginated,
  type PointHistory,
  type PointReason,
  type DataResponse,
  type SavedAddress,
  type StoreOrderView,
} from '@atelier/contracts';
import { and, count, desc, eq, gt, isNotNull, isNull, lte, ne, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../../ports/app-deps.js';
import type { Transaction } from '../../db/database.js';
import {
  coupons,
  memberAddresses,
  memberCoupons,
  orders,
  pointLedger,
  storeOrders,
} from '../../db/schema/index.js';
import { HttpError, notFound } from '../../http/errors.js';
import { parseInput } from '../../http/validate.js';
import { koreaDateTime } from '../../shared/korea-time.js';
import { pointBalance, POINT_REASON_LABELS } from '../points/point-ledger.js';
import { readPointPolicy } from '../points/point-policy.js';
import { requireMember, sessionCurrency } from '../session/session-plugin.js';

function benefit(c: typeof coupons.$inferSelect, currency: Currency, lang: Lang): string {
  const usd = currency === 'usd';
  if (c.discountType === 'fixed') return formatMoney(usd ? c.amountUsd : c.amountKrw, currency);
  const cap = usd ? c.maxDiscountUsd : c.maxDiscountKrw;
  if (cap === null) return `${c.percent}%`;
  return lang === 'en'
    ? `${c.percent}% (up to ${formatMoney(cap, currency)})`
    : `${c.percent}% (최대 ${formatMoney(cap, currency)})`;
}

function toAddress(row: typeof memberAddresses.$inferSelect): SavedAddress {
  return {
    id: row.id,
    label: row.label,
    name: row.name,
    phone: row.phone,
    zonecode: row.zonecode,
    address1: row.address1,
    address2: row.address2,
    is_default: row.isDefault,
  };
}

/**
 * The member's wallet (issue 12): coupons (`/my-page/coupon`), 적립금 with its ledger
 * (`/my-page/point`), purchases in the offline store (`/my-page/store-order`, read-only), and
 * the delivery address book the order form uses. Members only (401).
 */
export async function walletRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get('/api/v1/coupon', async (request): Promise<Paginated<MemberCouponView>> => {
    const member = requireMember(request);
    const query = parseInput(couponListQuerySchema, request.query, request);
    const now = new Date();
    const byStatus: Record<MemberCouponStatus, SQL> = {
      usable: and(isNull(memberCoupons.usedAt), gt(memberCoupons.expiresAt, now))!,
      used: isNotNull(memberCoupons.usedAt),
      expired: and(isNull(memberCoupons.usedAt), lte(memberCoupons.expiresAt, now))!,
    };
    const where = and(eq(memberCoupons.memberId, member.id), byStatus[query.status]);
    const [rows, [{ total } = { total: 0 }]] = await Promise.all([
      db
        .select({ held: memberCoupons, coupon: coupons, odId: orders.odId })
        .from(memberCoupons)
        .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
        .leftJoin(orders, eq(orders.id, memberCoupons.usedOrderId))
        .where(where)
        .orderBy(query.status === 'usable' ? memberCoupons.expiresAt : desc(memberCoupons.id))
        .limit(query.per_page)
        .offset((query.page - 1) * query.per_page),
      db.select({ total: count() }).from(memberCoupons).where(where),
    ]);
    const currency = sessionCurrency(request);
    const en = request.lang === 'en';
    return paginate(
      rows.map(({ held, coupon, odId }) => ({
        id: held.id,
        name: en ? coupon.nameEn : coupon.name,
        kind: coupon.kind as MemberCouponView['kind'],
        benefit: benefit(coupon, currency, request.lang),
        min_order: currency === 'usd' ? coupon.minOrderUsd : coupon.minOrderKrw,
        currency,
        status: query.status,
        issued_at: koreaDateTime(held.issuedAt),
        expires_at: koreaDateTime(held.expiresAt),
        used_at: held.usedAt ? koreaDateTime(held.usedAt) : null,
        od_id: odId,
      })),
      { page: query.page, perPage: query.per_page, total },
    );
  });

  app.get('/api/v1/point', async (request): Promise<PointHistory> => {
    const member = requireMember(request);
    const query = parseInput(listQuerySchema, request.query, request);
    const where = eq(pointLedger.memberId, member.id);
    const [rows, [{ total } = { total: 0 }], balance, policy] = await Promise.all([
      db
        .select({ entry: pointLedger, odId: orders.odId })
        .from(pointLedger)
        .leftJoin(orders, eq(orders.id, pointLedger.orderId))
        .where(where)
        .orderBy(desc(pointLedger.id))
        .limit(query.per_page)
        .offset((query.page - 1) * query.per_page),
      db.select({ total: count() }).from(pointLedger).where(where),
      pointBalance(db, member.id),
      readPointPolicy(db),
    ]);
    const lang = request.lang === 'en' ? 'en' : 'kr';
    const { updated_at: _changed, ...rules } = policy;
    return {
      balance,
      rules,
      ...paginate(
        rows.map(({ entry, odId }) => ({
          id: entry.id,
          delta: entry.delta,
          reason: entry.reason as PointReason,
          reason_label: POINT_REASON_LABELS[entry.reason as PointReason][lang],
          note: entry.note,
          od_id: odId,
          created_at: koreaDateTime(entry.createdAt),
        })),
        { page: query.page, perPage: query.per_page, total },
      ),
    };
  });

  app.get('/api/v1/store-order', async (request): Promise<Paginated<StoreOrderView>> => {
    const member = requireMember(request);
    const query = parseInput(listQuerySchema, request.query, request);
    const where = eq(storeOrders.memberId, member.id);
    const [rows, [{ total } = { total: 0 }]] = await Promise.all([
      db
        .select()
        .from(storeOrders)
        .where(where)
        .orderBy(desc(storeOrders.purchasedAt), desc(storeOrders.id))
        .limit(query.per_page)
        .offset((query.page - 1) * query.per_page),
      db.select({ total: count() }).from(storeOrders).where(where),
    ]);
    const en = request.lang === 'en';
    return paginate(
      rows.map((row) => ({
        id: row.id,
        store: en ? row.storeEn : row.store,
        receipt_no: row.receiptNo,
        currency: row.currency as StoreOrderView['currency'],
        items: row.items.map((item) => ({
          name: en ? item.name_en : item.name,
          qty: item.qty,
          amount: item.amount,
        })),
        total: row.total,
        purchased_at: koreaDateTime(row.purchasedAt),
      })),
      { page: query.page, perPage: query.per_page, total },
    );
  });

  const book = (memberId: number) =>
    db
      .select()
      .from(memberAddresses)
      .where(eq(memberAddresses.memberId, memberId))
      .orderBy(desc(memberAddresses.isDefault), desc(memberAddresses.id));

  const keepOneDefault = async (
    tx: Transaction,
    memberId: number,
    id: number,
    isDefault: boolean,
  ) => {
    if (!isDefault) return;
    await tx
      .update(memberAddresses)
      .set({ isDefault: false })
      .where(and(eq(memberAddresses.memberId, memberId), ne(memberAddresses.id, id)));
  };

  app.get('/api/v1/address', async (request): Promise<DataResponse<SavedAddress[]>> => {
    const member = requireMember(request);
    return { data: (await book(member.id)).map(toAddress) };
  });

  app.post('/api/v1/address', async (request, reply): Promise<DataResponse<SavedAddress[]>> => {
    const member = requireMember(request);
    const input = parseInput(addressSchema, request.body, request, ADDRESS_ATTRIBUTES);
    await db.transaction(async (tx) => {
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(memberAddresses)
        .where(eq(memberAddresses.memberId, member.id));
      if (n >= ADDRESS_BOOK_MAX)
        throw new HttpError(409, 'address_book_full', { max: ADDRESS_BOOK_MAX });
      const [row] = await tx
        .insert(memberAddresses)
        .values({ memberId: member.id, ...input, isDefault: input.is_default || n === 0 })
        .returning({ id: memberAddresses.id, isDefault: memberAddresses.isDefault });
      await keepOneDefault(tx, member.id, row!.id, row!.isDefault);
    });
    reply.code(201);
    return { data: (await book(member.id)).map(toAddress) };
  });

  app.put('/api/v1/address/:id', async (request): Promise<DataResponse<SavedAddress[]>> => {
    const member = requireMember(request);
    const { id } = parseInput(idParamSchema, request.params, request);
    const input = parseInput(addressSchema, request.body, request, ADDRESS_ATTRIBUTES);
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(memberAddresses)
        .set({ ...input, isDefault: input.is_default })
        .where(and(eq(memberAddresses.id, id), eq(memberAddresses.memberId, member.id)))
        .returning({ id: memberAddresses.id });
      if (!row) throw notFound();
      await keepOneDefault(tx, member.id, id, input.is_default);
    });
    return { data: (await book(member.id)).map(toAddress) };
  });

  app.delete('/api/v1/address/:id', async (request): Promise<DataResponse<SavedAddress[]>> => {
    const member = requireMember(request);
    const { id } = parseInput(idParamSchema, request.params, request);
    const [row] = await db
      .delete(memberAddresses)
      .where(and(eq(memberAddresses.id, id), eq(memberAddresses.memberId, member.id)))
      .returning({ id: memberAddresses.id });
    if (!row) throw notFound();
    return { data: (await book(member.id)).map(toAddress) };
  });
}
