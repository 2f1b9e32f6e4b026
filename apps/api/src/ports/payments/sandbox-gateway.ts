import { randomBytes } from 'node:crypto';

import { eq } from 'drizzle-orm';

import type { Database } from '../../db/database.js';
import { sandboxPayments } from '../../db/schema/index.js';
import { GatewayError, type GatewayPayment, type PaymentGateway } from './payment-gateway.js';

type SandboxRow = typeof sandboxPayments.$inferSelect;

const SANDBOX_BANK = { bank: '샌드박스은행', customerName: '(주)아틀리에' };

function toGatewayPayment(row: SandboxRow): GatewayPayment {
  return {
    paymentKey: row.paymentKey,
    orderId: row.orderId,
    status:
      row.status === 'DONE' && row.refundedAmount > 0
        ? 'PARTIAL_CANCELED'
        : (row.status as GatewayPayment['status']),
    totalAmount: row.amount,
    balanceAmount: row.amount - row.refundedAmount,
    currency: row.currency,
    method: row.method === 'virtual_account' ? 'virtual_account' : 'card',
    approvedAt: row.approvedAt?.toISOString() ?? null,
    virtualAccount:
      row.method === 'virtual_account' && row.dueDate
        ? {
            bank: SANDBOX_BANK.bank,
            accountNumber: `9${row.paymentKey.replace(/\D/g, '').padEnd(13, '0').slice(0, 13)}`,
            customerName: SANDBOX_BANK.customerName,
            dueDate: row.dueDate.toISOString(),
          }
        : null,
  };
}

/** The sandbox gateway: the port plus what its page and tests do in the shopper's place. */
export interface SandboxGateway extends PaymentGateway {
  readonly provider: 'sandbox';
  /** Opens a payment the shopper approved on the sandbox page (Toss: the widget's approval). */
  open(input: {
    orderId: string;
    amount: number;
    /** ISO 4217, as the payment window asks it (`KRW`, `USD`). */
    currency: string;
    orderName: string;
    method: 'card' | 'virtual_account';
  }): Promise<string>;
  /** The bank tells the sandbox that a virtual account received its deposit. */
  deposit(paymentKey: string): Promise<GatewayPayment>;
}

/**
 * The sandbox PG of dev and tests (brief §6). It keeps its own book (`sandbox_payments`) and
 * behaves as Toss does where the shop depends on it: a payment is confirmed once (a repeat with
 * the same idempotency key answers the same payment, another key is refused), the amount and the
 * currency must be the payment's, a virtual account waits for its deposit, a cancel refunds once (partial
 * cancels up to what is left, once per idempotency key). `charges` counts
 * the times money moved, for the exactly-once suites.
 */
export function createSandboxGateway(db: Database, depositDays: number): SandboxGateway {
  const locked = async <T>(
    paymentKey: string,
    work: (
      row: SandboxRow,
      tx: Parameters<Parameters<Database['transaction']>[0]>[0],
    ) => Promise<T>,
  ) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.paymentKey, paymentKey))
        .for('update');
      if (!row) throw new GatewayError('NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.', 404);
      return work(row, tx);
    });
  const update = async (
    tx: Parameters<Parameters<Database['transaction']>[0]>[0],
    paymentKey: string,
    set: Partial<typeof sandboxPayments.$inferInsert>,
  ) => {
    const [row] = await tx
      .update(sandboxPayments)
      .set(set)
      .where(eq(sandboxPayments.paymentKey, paymentKey))
      .returning();
    return toGatewayPayment(row!);
  };

  return {
    provider: 'sandbox',
    checkout: ({ orderId, amount, orderName, method }) => ({
      provider: 'sandbox',
      checkoutUrl: `/shop/sandbox-pg?${new URLSearchParams({ orderId, amount: String(amount), orderName, method })}`,
    }),
    async open({ orderId, amount, currency, orderName, method }) {
      const paymentKey = `sbx_${randomBytes(12).toString('hex')}`;
      await db.insert(sandboxPayments).values({
        paymentKey,
        orderId,
        amount,
        currency,
        orderName: orderName.slice(0, 200),
        method,
        status: 'READY',
      });
      return paymentKey;
    },
    confirm: ({ paymentKey, orderId, amount, currency, idempotencyKey }) =>
      locked(paymentKey, async (row, tx) => {
        if (row.confirmKey === idempotencyKey) return toGatewayPayment(row);
        if (row.status !== 'READY')
          throw new GatewayError('ALREADY_PROCESSED_PAYMENT', '이미 처리된 결제 입니다.');
        if (row.orderId !== orderId || row.amount !== amount || row.currency !== currency)
          throw new GatewayError(
            'INVALID_REQUEST',
            '결제 금액, 통화 또는 주문번호가 일치하지 않습니다.',
          );
        const now = new Date();
        if (row.method === 'virtual_account')
          return update(tx, paymentKey, {
            status: 'WAITING_FOR_DEPOSIT',
            confirmKey: idempotencyKey,
            dueDate: new Date(now.getTime() + depositDays * 24 * 3_600_000),
          });
        return update(tx, paymentKey, {
          status: 'DONE',
          confirmKey: idempotencyKey,
          approvedAt: now,
          charges: row.charges + 1,
        });
      }),
    get: async (paymentKey) => {
      const [row] = await db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.paymentKey, paymentKey));
      if (!row) throw new GatewayError('NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.', 404);
      return toGatewayPayment(row);
    },
    cancel: ({ paymentKey, idempotencyKey, amount }) =>
      locked(paymentKey, async (row, tx) => {
        if (row.status === 'CANCELED' || row.cancelKeys.includes(idempotencyKey))
          return toGatewayPayment(row);
        if (row.status !== 'DONE' && row.status !== 'WAITING_FOR_DEPOSIT')
          throw new GatewayError('NOT_CANCELABLE_PAYMENT', '취소할 수 없는 결제 입니다.');
        const left = row.amount - row.refundedAmount;
        if (amount === undefined || amount === left)
          return update(tx, paymentKey, {
            status: 'CANCELED',
            canceledAt: new Date(),
            refundedAmount: row.amount,
            cancelKeys: [...row.cancelKeys, idempotencyKey],
          });
        if (row.status !== 'DONE' || amount <= 0 || amount > left)
          throw new GatewayError('NOT_CANCELABLE_AMOUNT', '취소 할 수 없는 금액 입니다.');
        return update(tx, paymentKey, {
          refundedAmount: row.refundedAmount + amount,
          cancelKeys: [...row.cancelKeys, idempotencyKey],
        });
      }),
    deposit: (paymentKey) =>
      locked(paymentKey, async (row, tx) => {
        if (row.status === 'DONE') return toGatewayPayment(row);
        if (row.status !== 'WAITING_FOR_DEPOSIT')
          throw new GatewayError('NOT_WAITING_FOR_DEPOSIT', '입금 대기 중인 가상계좌가 아닙니다.');
        return update(tx, paymentKey, {
          status: 'DONE',
          approvedAt: new Date(),
          charges: row.charges + 1,
        });
      }),
  };
}
