import {
  ORDER_ATTRIBUTES,
  orderIdParamSchema,
  paymentConfirmSchema,
  plainText,
} from '@atelier/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import type { AppDeps } from '../../ports/app-deps.js';
import { HttpError, notFound } from '../../http/errors.js';
import { parseInput } from '../../http/validate.js';
import type { SandboxGateway } from '../../ports/payments/sandbox-gateway.js';
import { ownOrderOf } from '../orders/order-access.js';
import { confirmPayment, paymentWebhook } from './order-payments.js';

// Toss's webhook body: `{eventType, data: Payment}`, or a deposit callback `{orderId, status}`.
// The references are looked up in the database: a control character (PostgreSQL refuses NUL in
// text) is a 422, not a failed query.
const paymentKeyRef = plainText(z.string().max(200)).optional();
const orderIdRef = plainText(z.string().max(64)).optional();
const webhookSchema = z.object({
  data: z.object({ paymentKey: paymentKeyRef, orderId: orderIdRef }).optional(),
  paymentKey: paymentKeyRef,
  orderId: orderIdRef,
});

// The payment window's request, as Toss's `requestPayment` takes it: the browser names the
// amount and its currency, as it can with Toss; confirm and webhook compare both with the order.
const sandboxOpenSchema = z.object({
  orderId: orderIdParamSchema.shape.od_id,
  orderName: plainText(z.string().min(1).max(200)),
  amount: z.coerce.number<number>().int().min(0).max(2_000_000_000),
  currency: z.enum(['KRW', 'USD']),
  method: z.enum(['card', 'virtual_account']),
  action: z.enum(['approve', 'fail', 'tamper']),
});

/**
 * Payments (issue 12): the confirm of `/shop/payment_confirm`, the gateway's webhook, and, only
 * with the sandbox gateway, the sandbox page's calls. Those act for the order's own session alone
 * (its member, or the guest session that placed or looked it up): another's order is a 404.
 */
export async function paymentRoutes(app: FastifyInstance, { db, gateway }: AppDeps) {
  app.post('/api/v1/payment/confirm', async (request) => {
    const input = parseInput(paymentConfirmSchema, request.body, request, ORDER_ATTRIBUTES);
    return { od_id: await confirmPayment(db, gateway, input) };
  });

  // Called by the gateway's servers, without the shop's cookies: the XSRF check cannot apply,
  // and nothing in the body is trusted (the payment is fetched back).
  app.post('/api/v1/payment/webhook', { config: { xsrf: false } }, async (request) => {
    const body = parseInput(webhookSchema, request.body, request);
    await paymentWebhook(db, gateway, {
      paymentKey: body.data?.paymentKey ?? body.paymentKey,
      orderId: body.data?.orderId ?? body.orderId,
    });
    return { ok: true };
  });

  if (gateway.provider !== 'sandbox') return;
  const sandbox = gateway as SandboxGateway;

  // What the sandbox page shows of the order it pays (the page is not-found without it).
  app.get('/api/v1/sandbox-pg/orders/:od_id', async (request) => {
    const { od_id } = parseInput(orderIdParamSchema, request.params, request, ORDER_ATTRIBUTES);
    const order = await ownOrderOf(db, request, od_id);
    if (!order) throw notFound();
    return {
      data: {
        od_id: order.odId,
        amount: order.totalAmount,
        currency: order.currency.toUpperCase(),
        method: order.paymentMethod,
        status: order.status,
      },
    };
  });

  // The sandbox page's buttons: approve (or tamper with the amount on the way back), or fail,
  // answered as the redirect Toss would make to successUrl or failUrl.
  app.post('/api/v1/sandbox-pg/payments', async (request) => {
    const input = parseInput(sandboxOpenSchema, request.body, request);
    const order = await ownOrderOf(db, request, input.orderId);
    if (!order) throw notFound();
    if (input.action === 'fail') {
      const query = new URLSearchParams({
        code: 'PAY_PROCESS_CANCELED',
        message: '사용자에 의해 결제가 취소되었습니다.',
        orderId: input.orderId,
      });
      return { redirect: `/shop/payment_confirm?${query}` };
    }
    if (input.method !== order.paymentMethod) throw new HttpError(400, 'payment_method_mismatch');
    if (order.status !== 'awaiting_payment')
      throw new HttpError(
        409,
        order.status === 'expired' || order.status === 'cancelled'
          ? 'order_expired'
          : 'order_already_paid',
      );
    const paymentKey = await sandbox.open(input);
    const amount = input.action === 'tamper' ? input.amount - 1_000 : input.amount;
    const query = new URLSearchParams({
      paymentKey,
      orderId: input.orderId,
      amount: String(amount),
    });
    return { redirect: `/shop/payment_confirm?${query}` };
  });

  // The bank's deposit into a sandbox virtual account, then the webhook the gateway would send.
  // Only the order's own session plays the depositor: a stranger's deposit is a 404.
  app.post('/api/v1/sandbox-pg/payments/:paymentKey/deposit', async (request) => {
    const { paymentKey } = parseInput(
      z.object({ paymentKey: z.string().regex(/^sbx_[0-9a-f]{24}$/) }),
      request.params,
      request,
    );
    const opened = await sandbox.get(paymentKey).catch(() => {
      throw notFound();
    });
    if (!(await ownOrderOf(db, request, opened.orderId))) throw notFound();
    const payment = await sandbox.deposit(paymentKey).catch(() => {
      throw notFound();
    });
    await paymentWebhook(db, gateway, { paymentKey: payment.paymentKey });
    return { ok: true };
  });
}
