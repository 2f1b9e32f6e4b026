import {
  IDEMPOTENCY_KEY_MAX,
  ORDER_CLAIM_MAX_PHOTOS,
  guestOrderPasswordSchema,
  orderClaimSchema,
  REVIEW_PHOTO_MAX_BYTES,
  normalisePhone,
  ORDER_ATTRIBUTES,
  orderCancelSchema,
  orderCreateSchema,
  orderIdParamSchema,
  orderListQuerySchema,
  orderLookupSchema,
  orderQuoteSchema,
  paginate,
  type DataResponse,
  type OrderDetail,
  type OrderQuote,
  type OrderSummary,
  type Paginated,
} from '@atelier/contracts';
import { and, eq, gte, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { AppDeps } from '../../ports/app-deps.js';
import { orders, sessionOrderAccess } from '../../db/schema/index.js';
import { HttpError, notFound, unauthorized } from '../../http/errors.js';
import { parseInput } from '../../http/validate.js';
import { PasswordAttempts } from '../auth/password-attempts.js';
import { verifyPassword } from '../auth/passwords.js';
import { sessionCurrency } from '../session/session-plugin.js';
import { CLAIM_PHOTOS_PREFIX } from '../media/image-urls.js';
import { sendRendition } from '../media/media-routes.js';
import { Renditions } from '../media/renditions.js';
import { acceptUploads, storeUploadedImages } from '../media/uploads.js';
import { ownOrderOf } from './order-access.js';
import { cancelOrder, confirmPurchase, requestClaim } from './order-lifecycle.js';
import { GuestCapError, OrderPlacementLimits, orderAddressKey } from './order-placement-limits.js';
import {
  maskedOrderDetail,
  orderDetail,
  orderPage,
  orderSummaries,
  orderTitle,
} from './order-view.js';
import { placeOrder, quoteOrder, type OrderPlacer } from './place-order.js';

function placerOf(request: FastifyRequest): OrderPlacer {
  const session = request.session;
  // Every unsafe call passed the XSRF check, which needs a session.
  if (!session) throw new HttpError(400, 'bad_request');
  return session.member
    ? {
        memberId: session.member.id,
        sessionId: session.row.id,
        cart: { memberId: session.member.id },
      }
    : { memberId: null, sessionId: session.row.id, cart: { cartKey: session.row.cartKey } };
}

/**
 * Orders (issue 12): quote, place (idempotent), list, read, cancel, and the guest lookup.
 * Another member's or guest's order is a 404: an order number says nothing about whose it is.
 */
export async function orderRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, config, gateway, objectStore, throttle } = deps;
  const readUploads = await acceptUploads(app, deps);
  const limits = new OrderPlacementLimits(db, throttle, config.orders);
  const lookups = new PasswordAttempts(
    throttle,
    {
      perAccount: config.orders.lookup.perOrder,
      perIp: config.orders.lookup.perIp,
      windowMinutes: config.orders.lookup.windowMinutes,
      slowdownMs: config.loginThrottle.slowdownMs,
    },
    app.log,
    'order-lookup',
  );
  const ownOrder = async (request: FastifyRequest) => {
    const { od_id } = parseInput(orderIdParamSchema, request.params, request, ORDER_ATTRIBUTES);
    const order = await ownOrderOf(db, request, od_id);
    if (!order) throw notFound();
    return order;
  };

  app.post('/api/v1/order/quote', async (request): Promise<OrderQuote> => {
    const body = parseInput(orderQuoteSchema, request.body, request, ORDER_ATTRIBUTES);
    return quoteOrder(
      db,
      placerOf(request),
      body,
      request.lang,
      sessionCurrency(request),
      body.zonecode,
      new Date(),
    );
  });

  app.post('/api/v1/order', async (request, reply) => {
    const key = request.headers['idempotency-key'];
    if (
      typeof key !== 'string' ||
      key.length < 8 ||
      key.length > IDEMPOTENCY_KEY_MAX ||
      !/^[\w-]+$/.test(key)
    )
      throw new HttpError(400, 'idempotency_key_required');
    const body = parseInput(orderCreateSchema, request.body, request, ORDER_ATTRIBUTES);
    const placer = placerOf(request);
    const client = { placer, ip: request.ip };
    const addressKey = orderAddressKey(config.sessionSecret, request.ip);
    if (placer.memberId === null) {
      if (!body.order_password) throw new HttpError(422, 'order_password_required');
      parseInput(guestOrderPasswordSchema, body, request, ORDER_ATTRIBUTES);
    }
    const { odId, replayed, placed } = await placeOrder(db, placer, body, {
      idempotencyKey: key,
      lang: request.lang,
      currency: sessionCurrency(request),
      now: new Date(),
      admit: () => limits.takeRate(client),
      guest:
        placer.memberId === null
          ? {
              password: body.order_password!,
              addressKey,
              checkCap: (tx, qty) =>
                limits.checkGuestCap(
                  tx,
                  {
                    sessionId: placer.sessionId,
                    addressKey,
                    phone: body.orderer_phone,
                    email: body.orderer_email,
                  },
                  qty,
                ),
            }
          : null,
      orders: config.orders,
    }).catch(async (error: unknown) => {
      if (error instanceof GuestCapError) await limits.recordCapRefusal(client, error);
      throw error;
    });
    const order = placed?.order ?? (await db.select().from(orders).where(eq(orders.odId, odId)))[0];
    reply.code(replayed ? 200 : 201);
    const detail = await orderDetail(db, order!, request.lang, placed);
    return {
      data: detail,
      checkout:
        order!.status === 'awaiting_payment'
          ? gateway.checkout({
              orderId: odId,
              amount: order!.totalAmount,
              orderName: orderTitle(
                detail.lines.map((line) => line.name),
                request.lang,
              ),
              customerKey: order!.memberId === null ? `guest-${odId}` : `member-${order!.memberId}`,
              method: order!.paymentMethod,
            })
          : null,
    };
  });

  app.get('/api/v1/order', async (request): Promise<Paginated<OrderSummary>> => {
    const member = request.session?.member;
    if (!member) throw unauthorized();
    const query = parseInput(orderListQuerySchema, request.query, request, ORDER_ATTRIBUTES);
    const conditions: SQL[] = [eq(orders.memberId, member.id)];
    if (query.status) conditions.push(eq(orders.status, query.status));
    if (query.period > 0) {
      const since = new Date();
      since.setMonth(since.getMonth() - query.period);
      conditions.push(gte(orders.createdAt, since));
    }
    const where = and(...conditions);
    const { rows, total } = await orderPage(db, where, query);
    return paginate(await orderSummaries(db, rows, request.lang), {
      page: query.page,
      perPage: query.per_page,
      total,
    });
  });

  app.get('/api/v1/order/:od_id', async (request): Promise<DataResponse<OrderDetail>> => ({
    data: await orderDetail(db, await ownOrder(request), request.lang),
  }));

  app.post('/api/v1/order/:od_id/cancel', async (request) => {
    const order = await ownOrder(request);
    const { reason } = parseInput(orderCancelSchema, request.body, request, ORDER_ATTRIBUTES);
    const member = request.session?.member ?? null;
    await cancelOrder(db, gateway, order, member ? 'member' : 'guest', reason, member?.id ?? null);
    const [after] = await db.select().from(orders).where(eq(orders.id, order.id));
    return { data: await orderDetail(db, after!, request.lang) };
  });

  app.post('/api/v1/order/:od_id/confirm-purchase', async (request) => {
    const order = await ownOrder(request);
    await confirmPurchase(db, order.id, request.session?.member ? 'member' : 'guest');
    const [after] = await db.select().from(orders).where(eq(orders.id, order.id));
    return { data: await orderDetail(db, after!, request.lang) };
  });

  // Return and exchange requests: JSON, or multipart with the reason first and up to 5 photos
  // as `files[]`. The order, its status and the reason are checked before any photo is read;
  // the photos are stored only once every check has passed.
  for (const kind of ['return', 'exchange'] as const) {
    app.post(`/api/v1/order/:od_id/${kind}`, async (request) => {
      const order = await ownOrder(request);
      if (order.status !== 'delivered') throw new HttpError(409, 'order_not_claimable');
      const {
        images,
        checked: { reason },
      } = await readUploads(request, {
        max: ORDER_CLAIM_MAX_PHOTOS,
        maxBytes: REVIEW_PHOTO_MAX_BYTES,
        check: (fields) => parseInput(orderClaimSchema, fields, request, ORDER_ATTRIBUTES),
      });
      const member = request.session?.member ?? null;
      const stored = await storeUploadedImages(objectStore, images, CLAIM_PHOTOS_PREFIX);
      await db.transaction((tx) =>
        requestClaim(
          tx,
          order.id,
          kind,
          reason,
          stored.map((image) => image.storageKey),
          member?.id ?? null,
        ),
      );
      const [after] = await db.select().from(orders).where(eq(orders.id, order.id));
      return { data: await orderDetail(db, after!, request.lang) };
    });
  }

  // A return or exchange photo, only for its order's owner (the URLs of the order detail).
  const claimRenditions = new Renditions(objectStore, deps.imageWork);
  app.get('/api/v1/order/:od_id/claim-photo/:photo/:file', async (request, reply) => {
    const order = await ownOrder(request);
    const { photo, file } = request.params as { photo: string; file: string };
    const storageKey = `${CLAIM_PHOTOS_PREFIX}/${photo}`;
    if (!order.claimPhotos.includes(storageKey)) throw notFound();
    return sendRendition(request, reply, claimRenditions, storageKey, file, 'private');
  });

  // The guest lookup: the order number with the order password or the orderer's phone. The
  // password grants this session the order (it may cancel or claim it as the placing session
  // can); the phone alone shows it masked and grants nothing (issue 19).
  app.post('/api/v1/order/lookup', async (request): Promise<DataResponse<OrderDetail>> => {
    const input = parseInput(orderLookupSchema, request.body, request, ORDER_ATTRIBUTES);
    // Failures refuse this address on this order, and only slow the order for everyone else:
    // a stranger's guesses cannot lock the owner out (decision 0007).
    await lookups.before(input.od_id, request.ip, 'too_many_order_lookups');
    const [order] = await db.select().from(orders).where(eq(orders.odId, input.od_id));
    const guestOrder = order && order.memberId === null ? order : undefined;
    const byPassword =
      input.order_password !== undefined &&
      (await verifyPassword(guestOrder?.guestPasswordHash ?? undefined, input.order_password));
    const phone = input.phone === undefined ? null : normalisePhone(input.phone);
    const byPhone =
      input.order_password === undefined &&
      !!guestOrder &&
      phone !== null &&
      phone === guestOrder.ordererPhone;
    if (!guestOrder || !(byPassword || byPhone)) {
      await lookups.failed(input.od_id, request.ip);
      throw new HttpError(404, 'order_lookup_failed');
    }
    if (byPhone)
      return { data: maskedOrderDetail(await orderDetail(db, guestOrder, request.lang)) };
    // Only the password frees this address's counter: the phone would let a guesser reset it.
    await lookups.succeeded(input.od_id, request.ip);
    const session = request.session!;
    await db.transaction(async (tx) => {
      // A visitor session living only in its cookie needs its row to hold the grant.
      if (session.visitorKey)
        await app.sessions.persist(
          session,
          {},
          { ip: request.ip, userAgent: request.headers['user-agent'] },
          tx,
        );
      await tx
        .insert(sessionOrderAccess)
        .values({ sessionId: session.row.id, orderId: guestOrder.id })
        .onConflictDoNothing();
    });
    return { data: await orderDetail(db, guestOrder, request.lang) };
  });
}
