import { createHash, randomInt } from 'node:crypto';

import {
  ORDER_ATTRIBUTES,
  type CashReceiptType,
  type Currency,
  type Lang,
  type orderCreateSchema,
  type orderLinesSchema,
  type OrderAmounts,
  type OrderQuote,
  type PaymentMethod,
} from '@atelier/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';

import type { AppConfig } from '../../config/env.js';
import type { Database, Transaction } from '../../db/database.js';
import { cartLines, orderLines, orders } from '../../db/schema/index.js';
import { fieldError, HttpError } from '../../http/errors.js';
import { hashPassword } from '../auth/passwords.js';
import type { CartOwner } from '../cart/cart-view.js';
import { adjustAddonStock, adjustStock } from '../products/stock.js';
import { refuseBlockedMember } from '../members/member-blocks.js';
import { chooseCoupons, restoreCoupons, useCoupons } from '../coupons/member-coupons.js';
import {
  addPoints,
  checkPoints,
  lockPoints,
  pointBalance,
  pointsOffer,
  restorePoints,
} from '../points/point-ledger.js';
import { acceptedPolicyVersions } from '../policies/policy-queries.js';
import { readPointPolicy } from '../points/point-policy.js';
import { quoteShipping } from '../shipping/shipping-rules.js';
import {
  cartChoices,
  lineThumbnails,
  lineView,
  priceChoices,
  type OrderChoice,
} from './order-pricing.js';
import { recordPlaced } from './order-status.js';
import type { PlacedOrder } from './order-view.js';

type OrderLinesInput = z.output<typeof orderLinesSchema>;
type OrderCreate = z.output<typeof orderCreateSchema>;

/** Who places an order: a member, or a guest by their session (and cart key). */
export interface OrderPlacer {
  memberId: number | null;
  sessionId: string;
  cart: CartOwner;
}

/**
 * The 409 of an order whose amount differs from what the page showed: nothing was written;
 * the body carries the new figures.
 */
export class OrderAmountChangedError extends HttpError {
  constructor(readonly quote: OrderQuote) {
    super(409, 'order_amount_changed', {}, {}, { quote });
    this.name = 'OrderAmountChangedError';
  }
}

function choicesOf(tx: Transaction, placer: OrderPlacer, input: OrderLinesInput) {
  if (input.cart_line_ids) return cartChoices(tx, placer.cart, input.cart_line_ids);
  return Promise.resolve(
    (input.items ?? []).map((item): OrderChoice => ({
      itId: item.it_id,
      variantId: item.variant_id,
      qty: item.qty,
      addons: item.addons,
    })),
  );
}

type OrderPricingInput = OrderLinesInput & { coupon_ids: number[]; points: number };

/**
 * The lines and every amount of an order as it would be charged now, coupons and points
 * included. A quote (`offers`) also lists every coupon the member holds and the points they may
 * use; placing reads only the coupons and points chosen, and quotes again only to answer a 409.
 */
async function priceOrder(
  tx: Transaction,
  placer: OrderPlacer,
  input: OrderPricingInput,
  lang: Lang,
  currency: Currency,
  zonecode: string | undefined,
  now: Date,
  offers = true,
) {
  const lines = await priceChoices(tx, await choicesOf(tx, placer, input), currency, now);
  const shippedLines = lines.map((line) => ({ productId: line.productId, amount: line.lineTotal }));
  const shipping = await quoteShipping(tx, currency, shippedLines, zonecode);
  const goods = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const { offered, discount } =
    offers || input.coupon_ids.length > 0
      ? await chooseCoupons(
          tx,
          placer.memberId,
          input.coupon_ids,
          { currency, lines: shippedLines, goods, shippingFee: shipping.fee },
          lang,
          now,
        )
      : { offered: [], discount: 0 };
  const payable = goods + shipping.fee + shipping.surcharge - discount;
  const points =
    placer.memberId === null || currency !== 'krw' || (!offers && input.points === 0)
      ? null
      : pointsOffer(
          await pointBalance(tx, placer.memberId),
          goods,
          payable,
          await readPointPolicy(tx),
        );
  checkPoints(input.points, points);
  return {
    lines,
    coupons: offered,
    points,
    amounts: {
      currency,
      goods,
      discount,
      shipping_fee: shipping.fee,
      shipping_surcharge: shipping.surcharge,
      points: input.points,
      total: payable - input.points,
    } satisfies OrderAmounts,
    freeOver: shipping.freeOver,
  };
}

async function toQuote(
  tx: Transaction,
  priced: Awaited<ReturnType<typeof priceOrder>>,
  lang: Lang,
): Promise<OrderQuote> {
  const thumbnail = await lineThumbnails(
    tx,
    priced.lines.map((line) => line.productId),
    lang,
  );
  return {
    lines: priced.lines.map((line) => lineView(line, lang, thumbnail(line.productId))),
    amounts: priced.amounts,
    free_shipping_over: priced.freeOver,
    coupons: priced.coupons,
    points: priced.points,
  };
}

/**
 * Every amount of the chosen lines as an order would be charged now (the order form's
 * figures), with the shipping of `zonecode` once the address is known. Writes nothing.
 */
export async function quoteOrder(
  db: Database,
  placer: OrderPlacer,
  input: OrderPricingInput,
  lang: Lang,
  currency: Currency,
  zonecode: string | undefined,
  now: Date,
): Promise<OrderQuote> {
  return db.transaction(async (tx) =>
    toQuote(tx, await priceOrder(tx, placer, input, lang, currency, zonecode, now), lang),
  );
}

/** A new order number: the Korean date and 8 random digits (not enumerable in practice). */
const OD_ID_DRAWS = 5;

function newOdId(now: Date): string {
  const kst = new Date(now.getTime() + 9 * 3_600_000)
    .toISOString()
    .slice(0, 10)
    .replaceAll('-', '');
  return `${kst}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

function requestHash(placer: OrderPlacer, body: OrderCreate): string {
  const { order_password: _password, ...rest } = body;
  return createHash('sha256')
    .update(JSON.stringify([placer.memberId ?? placer.sessionId, rest]))
    .digest('hex');
}

/** What {@link placeOrder} needs besides the request. */
export interface PlaceOrderOptions {
  idempotencyKey: string;
  lang: Lang;
  currency: Currency;
  now: Date;
  /**
   * Called once the request is known not to replay an earlier one, before any pricing: the
   * placement rate limit (throws to refuse).
   */
  admit?: () => Promise<void>;
  /**
   * A guest's order: the order password (hashed with argon2id only once every cheap check has
   * passed), the keyed hash of their address, and the unpaid-quantity cap to check with the
   * order's units. `null` for a member.
   */
  guest: {
    password: string;
    addressKey: string;
    checkCap: (tx: Transaction, qty: number) => Promise<void>;
  } | null;
  orders: AppConfig['orders'];
  /** Draws an order number for `now` (default: the day and 8 random digits). */
  drawOdId?: (now: Date) => string;
}

/** The 현금영수증 columns of an order: the number as digits (the schema checked its form). */
function cashReceiptOf(body: OrderCreate): {
  cashReceiptType: CashReceiptType;
  cashReceiptNumber: string | null;
} {
  const type = body.cash_receipt_type;
  if (type === 'none' || !body.cash_receipt_number) {
    return { cashReceiptType: 'none', cashReceiptNumber: null };
  }
  return { cashReceiptType: type, cashReceiptNumber: body.cash_receipt_number.replace(/\D/g, '') };
}

function payByOf(
  method: PaymentMethod,
  guest: boolean,
  now: Date,
  options: PlaceOrderOptions['orders'],
): Date {
  const transfer = guest
    ? options.guestDepositHours * 3_600_000
    : options.depositDays * 24 * 3_600_000;
  const ms = method === 'bank_transfer' ? transfer : options.paymentMinutes * 60_000;
  return new Date(now.getTime() + ms);
}

/**
 * Places an order in one transaction (issue 12), the one workflow that spans the cart, pricing,
 * shipping and stock: recomputes every amount from the rows as they are, refuses with
 * {@link OrderAmountChangedError} (409, the new figures) when the total differs from
 * `expected_total`, snapshots the lines, and reserves their stock (never below zero: a race for
 * the last units is a 409 and writes nothing). The same `Idempotency-Key` with the same body
 * answers the order it already placed (`replayed`); with another body it is a 422.
 */
export async function placeOrder(
  db: Database,
  placer: OrderPlacer,
  body: OrderCreate,
  options: PlaceOrderOptions,
): Promise<PlaceOrderResult> {
  const hash = requestHash(placer, body);
  const replay = async (tx: Database | Transaction) => {
    const [existing] = await tx
      .select({ odId: orders.odId, requestHash: orders.requestHash })
      .from(orders)
      .where(eq(orders.idempotencyKey, options.idempotencyKey));
    if (!existing) return undefined;
    if (existing.requestHash !== hash) throw new HttpError(422, 'idempotency_key_reused');
    return { odId: existing.odId, replayed: true };
  };
  const earlier = await replay(db);
  if (earlier) return earlier;
  await options.admit?.();

  return db.transaction(async (tx) => {
    const { now, currency, lang } = options;
    const accepted = await acceptedPolicyVersions(tx, now, body);
    // Two orders spending one member's points run one after the other.
    if (placer.memberId !== null && body.points > 0) await lockPoints(tx, placer.memberId);
    if (placer.memberId !== null) await refuseBlockedMember(tx, placer.memberId, body.points > 0);
    const priced = await priceOrder(tx, placer, body, lang, currency, body.zonecode, now, false);
    const { amounts } = priced;
    if (amounts.total !== body.expected_total) {
      const quoted = await priceOrder(tx, placer, body, lang, currency, body.zonecode, now);
      throw new OrderAmountChangedError(await toQuote(tx, quoted, lang));
    }
    if (priced.lines.length === 0)
      throw fieldError('items', 'required', undefined, ORDER_ATTRIBUTES);
    const { guest } = options;
    if (guest)
      await guest.checkCap(
        tx,
        priced.lines.reduce((units, line) => units + line.qty, 0),
      );
    // The one expensive step, after every check that can refuse the order.
    const guestPasswordHash = guest ? await hashPassword(guest.password) : null;

    const status =
      body.payment_method === 'bank_transfer' ? 'awaiting_deposit' : 'awaiting_payment';
    const row = {
      memberId: placer.memberId,
      guestSessionId: placer.memberId === null ? placer.sessionId : null,
      guestPasswordHash,
      guestAddressKey: guest?.addressKey ?? null,
      idempotencyKey: options.idempotencyKey,
      requestHash: hash,
      lang,
      currency,
      status,
      paymentMethod: body.payment_method,
      ordererName: body.orderer_name,
      ordererPhone: body.orderer_phone,
      ordererEmail: body.orderer_email,
      recipientName: body.recipient_name,
      recipientPhone: body.recipient_phone,
      zonecode: body.zonecode,
      address1: body.address1,
      address2: body.address2,
      memo: body.memo,
      depositorName: body.payment_method === 'bank_transfer' ? (body.depositor_name ?? null) : null,
      ...cashReceiptOf(body),
      goodsAmount: amounts.goods,
      discountAmount: amounts.discount,
      shippingFee: amounts.shipping_fee,
      shippingSurcharge: amounts.shipping_surcharge,
      pointsUsed: amounts.points,
      totalAmount: amounts.total,
      cartLineIds: body.cart_line_ids ?? [],
      payBy: payByOf(body.payment_method, guest !== null, now, options.orders),
      depositAccount: body.payment_method === 'bank_transfer' ? options.orders.bankAccount : null,
      agreedAt: now,
      termsVersion: accepted.terms,
      privacyVersion: accepted.privacy,
      createdAt: now,
    } satisfies Omit<typeof orders.$inferInsert, 'odId'>;
    // Order numbers are random within the day: a rare clash with an earlier number draws again.
    // A concurrent request with the same key waits on the unique index, then finds its order.
    let order: typeof orders.$inferSelect | undefined;
    for (let draw = 0; !order && draw < OD_ID_DRAWS; draw += 1) {
      [order] = await tx
        .insert(orders)
        .values({ ...row, odId: (options.drawOdId ?? newOdId)(now) })
        .onConflictDoNothing()
        .returning();
      if (!order) {
        const same = await replay(tx);
        if (same) return same;
      }
    }
    if (!order) throw new Error(`no free order number in ${OD_ID_DRAWS} draws`);
    const lines = await tx
      .insert(orderLines)
      .values(
        priced.lines.map((line) => ({
          orderId: order.id,
          productId: line.productId,
          variantId: line.variantId,
          itId: line.itId,
          name: line.name,
          nameEn: line.nameEn,
          option: line.option,
          optionEn: line.optionEn,
          sku: line.sku,
          unitPrice: line.unitPrice,
          qty: line.qty,
          addons: line.addons,
          lineTotal: line.lineTotal,
        })),
      )
      .returning();
    for (const line of priced.lines) {
      await adjustStock(tx, line.variantId, -line.qty);
      for (const addon of line.addons) await adjustAddonStock(tx, addon.addon_id, -addon.qty);
    }
    // A transfer is ordered once placed (the deposit follows); a card order leaves the cart
    // when the gateway confirms it (order-payments.ts).
    if (status === 'awaiting_deposit' && body.cart_line_ids)
      await tx.delete(cartLines).where(inArray(cartLines.id, body.cart_line_ids));
    if (placer.memberId !== null) {
      await useCoupons(tx, placer.memberId, body.coupon_ids, order.id, now);
      await addPoints(tx, placer.memberId, -amounts.points, 'order_use', order.id);
    }
    const history = await recordPlaced(
      tx,
      order,
      status,
      placer.memberId === null ? 'guest' : 'member',
      placer.memberId,
    );
    return { odId: order.odId, replayed: false, placed: { order, lines, history: [history] } };
  });
}

/**
 * What {@link placeOrder} answers: the order number, whether it replayed an earlier request
 * and, for a new order, the rows it wrote, so the answer is built without reading them again.
 */
export interface PlaceOrderResult {
  odId: string;
  replayed: boolean;
  placed?: PlacedOrder;
}

/**
 * Gives back what an order reserved (cancel, expiry): its stock, coupons and points, inside the
 * caller's transaction (the one that moved the order, so it happens once).
 */
export async function releaseReservations(tx: Transaction, orderId: number): Promise<void> {
  await restoreCoupons(tx, orderId);
  await restorePoints(tx, orderId);
  const lines = await tx
    .select({ variantId: orderLines.variantId, qty: orderLines.qty, addons: orderLines.addons })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  for (const line of lines) {
    // A variant deleted since keeps nothing to give back.
    if (line.variantId !== null) await adjustStock(tx, line.variantId, line.qty).catch(ignoreGone);
    for (const addon of line.addons)
      await adjustAddonStock(tx, addon.addon_id, addon.qty).catch(ignoreGone);
  }
}

/** A `catch` for stock given back to a variant or add-on deleted since: nothing to give back. */
export function ignoreGone(error: unknown): void {
  if (error instanceof HttpError && error.status === 404) return;
  throw error;
}
