import { randomInt } from 'node:crypto';

import type { OrderStatus } from '@atelier/contracts';
import { asc, count, desc, eq, inArray } from 'drizzle-orm';

import type { Transaction } from '../db/database.js';
import {
  members,
  orderLines,
  orders,
  orderStatusHistory,
  products,
  productVariants,
  reviewEligibilities,
  storeOrders,
} from '../db/schema/index.js';
import { hashPassword } from '../features/auth/passwords.js';
import { refreshSalesRanks } from '../features/orders/sales-ranks.js';
import { visibleProduct } from '../features/products/product-list-items.js';
import type { Seeder } from './seed.js';

const DAY = 86_400_000;
const PATH: OrderStatus[] = ['paid', 'preparing', 'shipping', 'delivered', 'confirmed'];

interface DemoProduct {
  id: number;
  itId: string;
  name: string;
  nameEn: string;
  priceKrw: number;
  priceUsd: number;
  variantId: number;
  sku: string;
  sales30d: number;
}

interface DemoOrder {
  memberId: number | null;
  guestPasswordHash: string | null;
  orderer: { name: string; phone: string; email: string };
  currency: 'krw' | 'usd';
  lines: { product: DemoProduct; qty: number }[];
  status: OrderStatus;
  method: 'card' | 'bank_transfer';
  daysAgo: number;
}

let sequence = 0;

async function insertDemoOrder(tx: Transaction, o: DemoOrder): Promise<void> {
  const placedAt = new Date(Date.now() - o.daysAgo * DAY);
  const usd = o.currency === 'usd';
  const goods = o.lines.reduce(
    (sum, l) => sum + (usd ? l.product.priceUsd : l.product.priceKrw) * l.qty,
    0,
  );
  const fee = usd ? (goods >= 5_000 ? 0 : 500) : goods >= 50_000 ? 0 : 3_000;
  const reached = o.status === 'awaiting_deposit' ? [] : PATH.slice(0, PATH.indexOf(o.status) + 1);
  const at = (step: number) => new Date(placedAt.getTime() + step * DAY);
  sequence += 1;
  const ymd = new Date(placedAt.getTime() + 9 * 3_600_000)
    .toISOString()
    .slice(0, 10)
    .replaceAll('-', '');
  const [order] = await tx
    .insert(orders)
    .values({
      odId: `${ymd}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`,
      memberId: o.memberId,
      guestPasswordHash: o.guestPasswordHash,
      idempotencyKey: `demo-order-${sequence}`,
      requestHash: 'demo',
      lang: usd ? 'en' : 'kr',
      currency: o.currency,
      status: o.status,
      paymentMethod: o.method,
      ordererName: o.orderer.name,
      ordererPhone: o.orderer.phone,
      ordererEmail: o.orderer.email,
      recipientName: o.orderer.name,
      recipientPhone: o.orderer.phone,
      zonecode: '04524',
      address1: '서울 중구 세종대로 110',
      address2: '3층',
      memo: '문 앞에 놓아 주세요',
      depositorName: o.method === 'bank_transfer' ? o.orderer.name : null,
      depositAccount:
        o.status === 'awaiting_deposit'
          ? { bank: '기업은행', account: '000-000000-00-000', holder: '(주)아틀리에' }
          : null,
      goodsAmount: goods,
      shippingFee: fee,
      totalAmount: goods + fee,
      payBy: o.status === 'awaiting_deposit' ? new Date(placedAt.getTime() + 3 * DAY) : null,
      paidAt: reached.length > 0 ? placedAt : null,
      carrier: reached.includes('shipping') ? 'cj' : null,
      trackingNo: reached.includes('shipping')
        ? `5${String(randomInt(0, 1e11)).padStart(11, '0')}`
        : null,
      shippedAt: reached.includes('shipping') ? at(1) : null,
      deliveredAt: reached.includes('delivered') ? at(2) : null,
      confirmedAt: reached.includes('confirmed') ? at(9) : null,
      agreedAt: placedAt,
      createdAt: placedAt,
    })
    .returning({ id: orders.id });
  const lines = await tx
    .insert(orderLines)
    .values(
      o.lines.map((l) => {
        const unit = usd ? l.product.priceUsd : l.product.priceKrw;
        return {
          orderId: order!.id,
          productId: l.product.id,
          variantId: l.product.variantId,
          itId: l.product.itId,
          name: l.product.name,
          nameEn: l.product.nameEn,
          sku: l.product.sku,
          unitPrice: unit,
          qty: l.qty,
          lineTotal: unit * l.qty,
        };
      }),
    )
    .returning({ id: orderLines.id, productId: orderLines.productId });
  const first: OrderStatus = o.method === 'bank_transfer' ? 'awaiting_deposit' : 'awaiting_payment';
  const steps = [first, ...reached];
  await tx.insert(orderStatusHistory).values(
    steps.map((status, i) => ({
      orderId: order!.id,
      fromStatus: i === 0 ? null : steps[i - 1]!,
      toStatus: status,
      actor:
        i === 0 ? (o.memberId ? 'member' : 'guest') : status === 'paid' ? 'gateway' : 'operator',
      createdAt: status === 'confirmed' ? at(9) : at(Math.max(0, i - 2)),
    })),
  );
  if (o.memberId && reached.includes('delivered'))
    await tx
      .insert(reviewEligibilities)
      .values(
        lines.map((line) => ({
          lineRef: `order-line-${line.id}`,
          memberId: o.memberId!,
          productId: line.productId!,
          receivedAt: at(2),
        })),
      )
      .onConflictDoNothing();
}

/**
 * The demo shop's order history: the demo members' orders in every state worth seeing
 * (confirmed, shipping with a tracking number, delivered and open to a return or exchange,
 * awaiting a transfer, an English USD order), hong's
 * purchases in the offline store, and guests' past orders in proportion to the demo catalog's
 * sales, so the best-seller ranks are computed from real orders.
 */
export const orderSeeder: Seeder = {
  name: 'orders',
  async isNeeded(db) {
    const [row] = await db.select({ n: count() }).from(orders);
    return (row?.n ?? 0) === 0;
  },
  async run({ tx }) {
    const catalog: DemoProduct[] = await tx
      .selectDistinctOn([products.id], {
        id: products.id,
        itId: products.itId,
        name: products.name,
        nameEn: products.nameEn,
        priceKrw: products.priceKrw,
        priceUsd: products.priceUsd,
        variantId: productVariants.id,
        sku: productVariants.sku,
        sales30d: products.sales30d,
      })
      .from(products)
      .innerJoin(productVariants, eq(productVariants.productId, products.id))
      .where(visibleProduct)
      .orderBy(products.id, asc(productVariants.id));
    if (catalog.length === 0) return;
    const bySales = [...catalog].sort((a, b) => b.sales30d - a.sales30d);
    const demo = await tx
      .select({
        id: members.id,
        mbId: members.mbId,
        name: members.name,
        hp: members.hp,
        email: members.email,
      })
      .from(members)
      .where(inArray(members.mbId, ['hong', 'kim_soyeon', 'emma']))
      .orderBy(desc(members.mbId));
    const who = (mbId: string) => demo.find((m) => m.mbId === mbId);
    const orderer = (m: {
      name: string;
      hp: string | null;
      email: string | null;
      mbId: string;
    }) => ({
      name: m.name,
      phone: m.hp ?? '010-0000-0000',
      email: m.email ?? `${m.mbId}@example.com`,
    });
    const pick = (i: number) => bySales[i % bySales.length]!;

    const hong = who('hong');
    if (hong) {
      const base = {
        memberId: hong.id,
        guestPasswordHash: null,
        orderer: orderer(hong),
        currency: 'krw' as const,
      };
      await insertDemoOrder(tx, {
        ...base,
        lines: [
          { product: pick(0), qty: 1 },
          { product: pick(3), qty: 2 },
        ],
        status: 'confirmed',
        method: 'card',
        daysAgo: 20,
      });
      await insertDemoOrder(tx, {
        ...base,
        lines: [{ product: pick(1), qty: 1 }],
        status: 'shipping',
        method: 'card',
        daysAgo: 2,
      });
      // Delivered and not yet confirmed: 구매확정, 반품 신청 and 교환 신청 are open.
      await insertDemoOrder(tx, {
        ...base,
        lines: [{ product: pick(0), qty: 1 }],
        status: 'delivered',
        method: 'card',
        daysAgo: 4,
      });
      await insertDemoOrder(tx, {
        ...base,
        lines: [{ product: pick(5), qty: 1 }],
        status: 'awaiting_deposit',
        method: 'bank_transfer',
        daysAgo: 0,
      });
      await tx.insert(storeOrders).values([
        {
          memberId: hong.id,
          store: '아틀리에 성수 쇼룸',
          storeEn: 'Atelier Seongsu showroom',
          receiptNo: 'S-20261018-0042',
          items: [
            { name: pick(2).name, name_en: pick(2).nameEn, qty: 1, amount: pick(2).priceKrw },
            { name: '선물 포장', name_en: 'Gift wrap', qty: 1, amount: 2_500 },
          ],
          total: pick(2).priceKrw + 2_500,
          purchasedAt: new Date(Date.now() - 38 * DAY),
        },
        {
          memberId: hong.id,
          store: '아틀리에 성수 쇼룸',
          storeEn: 'Atelier Seongsu showroom',
          receiptNo: 'S-20260902-0117',
          items: [
            { name: pick(4).name, name_en: pick(4).nameEn, qty: 2, amount: pick(4).priceKrw * 2 },
          ],
          total: pick(4).priceKrw * 2,
          purchasedAt: new Date(Date.now() - 84 * DAY),
        },
      ]);
    }
    const kim = who('kim_soyeon');
    if (kim)
      await insertDemoOrder(tx, {
        memberId: kim.id,
        guestPasswordHash: null,
        orderer: orderer(kim),
        currency: 'krw',
        lines: [{ product: pick(2), qty: 1 }],
        status: 'delivered',
        method: 'card',
        daysAgo: 5,
      });
    const emma = who('emma');
    if (emma)
      await insertDemoOrder(tx, {
        memberId: emma.id,
        guestPasswordHash: null,
        orderer: orderer(emma),
        currency: 'usd',
        lines: [{ product: pick(0), qty: 1 }],
        status: 'paid',
        method: 'card',
        daysAgo: 1,
      });

    // Guests' orders over the last four weeks, more for the products that sell more.
    const guestHash = await hashPassword(`demo-guest-${randomInt(1e9)}`);
    const top = bySales.slice(0, 24);
    const most = Math.max(1, top[0]!.sales30d);
    let day = 0;
    for (const [i, product] of top.entries()) {
      const count = Math.max(1, Math.round((product.sales30d / most) * 6));
      for (let n = 0; n < count; n += 1) {
        day = (day + 3) % 27;
        await insertDemoOrder(tx, {
          memberId: null,
          guestPasswordHash: guestHash,
          orderer: {
            name: '비회원 고객',
            phone: '010-5555-0000',
            email: `guest${i}-${n}@example.com`,
          },
          currency: 'krw',
          lines: [{ product, qty: 1 + (n % 2) }],
          status: day > 9 ? 'confirmed' : day > 3 ? 'delivered' : 'shipping',
          method: n % 3 === 0 ? 'bank_transfer' : 'card',
          daysAgo: day + 1,
        });
      }
    }
    await refreshSalesRanks(tx, new Date());
  },
};
