import {
  ORDER_ATTRIBUTES,
  orderIdParamSchema,
  paymentConfirmSchema,
  plainText,
} from '@atelier/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import type { AppDeps } from '../../app-deps.js';
import { notFound } from '../../http/errors.js';
import { parseInput } from '../../http/validate.js';
import type { SandboxGateway } from '../../ports/payments/sandbox-gateway.js';
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

const sandboxOpenSchema = z.object({
  orderId: orderIdParamSchema.shape.od_id,
  orderName: z.string().min(1).max(200),
  amount: z.coerce.number<number>().int().min(0).max(2_000_000_000),
  method: z.enum(['card', 'virtual_account']),
  action: z.enum(['approve', 'fail', 'tamper']),
});

/**
 * Payments (issue 12): the confirm of `/shop/payment_confirm`, the gateway's webhook, and, with
 * the sandbox gateway, the sandbox page's calls.
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

  // The sandbox page's buttons: approve (or tamper with the amount on the way back), or fail,
  // answered as the redirect Toss would make to successUrl or failUrl.
  app.post('/api/v1/sandbox-pg/payments', async (request) => {
    const input = parseInput(sandboxOpenSchema, request.body, request);
    if (input.action === 'fail') {
      const query = new URLSearchParams({
        code: 'PAY_PROCESS_CANCELED',
        message: '사용자에 의해 결제가 취소되었습니다.',
        orderId: input.orderId,
      });
      return { redirect: `/shop/payment_confirm?${query}` };
    }
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
  app.post('/api/v1/sandbox-pg/payments/:paymentKey/deposit', async (request) => {
    const { paymentKey } = parseInput(
      z.object({ paymentKey: z.string().regex(/^sbx_[0-9a-f]{24}$/) }),
      request.params,
      request,
    );
    const payment = await sandbox.deposit(paymentKey).catch(() => {
      throw notFound();
    });
    await paymentWebhook(db, gateway, { paymentKey: payment.paymentKey });
    return { ok: true };
  });
}
