import type { OrderCreateInput, OrderPlaced, OrderQuote } from '@atelier/contracts';
import type { DialogApi } from '@atelier/ui-kit';

import {
  createFormFeedback,
  loadPasswordFormSchemas,
  type FormFeedbackTargets,
} from '../../shared/forms/use-form-feedback.js';
import { announcePoliciesChanged, changedPolicies } from '../../domain/policies/policy-links.js';
import { href } from '../../shared/routing/route-table.js';
import { CHECKOUT_LABELS } from './checkout-labels.js';

/**
 * What {@link placeOrder} needs of the order form: the mutation, the router, the dialogs, the
 * shopper's language, and where this visit keeps its Idempotency-Key.
 */
export interface PlaceOrderSteps {
  /** `checkoutApi`'s `placeOrder` mutation, unwrapped. */
  send: (key: string, body: OrderCreateInput) => Promise<OrderPlaced>;
  navigate: (path: string, options?: { replace?: boolean }) => unknown;
  dialogs: Pick<DialogApi, 'confirm' | 'error'>;
  t: (phrase: string, values?: Record<string, unknown>) => string;
  money: (amount: number) => string;
  /** Shows the figures of a 409's quote in the amount box. */
  showQuote: (quote: OrderQuote) => unknown;
  /** Shows any other failure (422 under the fields, others in a dialog). */
  fail: (error: unknown) => Promise<void>;
  /** This visit's Idempotency-Key: kept across retries, cleared when nothing was placed. */
  key: { current: string | null };
}

/** A fresh key per order-form visit (and after an answer that placed nothing). */
function newIdempotencyKey(): string {
  const random = globalThis.crypto?.randomUUID?.();
  return random ?? `ord-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

function amountChangedBody(error: unknown): OrderQuote | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status, body } = error as { status?: unknown; body?: unknown };
  if (status !== 409 || typeof body !== 'object' || body === null || !('quote' in body))
    return null;
  return (body as { quote: OrderQuote }).quote;
}

/** Whether an error answer proves nothing was placed (so the next submit gets a new key). */
function placedNothing(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * Places the order of a valid order form with this visit's Idempotency-Key: a bank transfer
 * goes to the thank-you page, card and virtual account open the payment window; a changed
 * amount (409) shows the new figures and asks before ordering at them. The order form loads
 * this module once hydrated (the first submit does not wait for it).
 */
export async function placeOrder(input: OrderCreateInput, steps: PlaceOrderSteps): Promise<void> {
  const { dialogs, t } = steps;
  steps.key.current ??= newIdempotencyKey();
  try {
    const placed = await steps.send(steps.key.current, input);
    const confirmPath = href('OrderConfirm', { orderId: placed.data.od_id });
    if (!placed.checkout) {
      await steps.navigate(confirmPath, { replace: true });
      return;
    }
    try {
      // Only card and virtual-account orders open it: its code loads when one is placed.
      const { openPaymentWindow } = await import('./payment-window.js');
      await openPaymentWindow({
        order: placed.data,
        start: placed.checkout,
        origin: window.location.origin,
        navigate: (path) => void steps.navigate(path),
      });
    } catch {
      await dialogs.error(t(CHECKOUT_LABELS.paymentWindowFailed));
    }
  } catch (error) {
    if (placedNothing(error)) steps.key.current = null;
    const changed = amountChangedBody(error);
    if (!changed) {
      if (changedPolicies(error)) announcePoliciesChanged();
      await steps.fail(error);
      return;
    }
    // Show the new figures in the amount box, then ask before ordering at them.
    await steps.showQuote(changed);
    const { AmountChangedNotice } = await import('./amount-changed-notice.js');
    const accept = await dialogs.confirm(
      <AmountChangedNotice amounts={changed.amounts} money={steps.money} />,
      {
        title: t(CHECKOUT_LABELS.amountChangedTitle),
        confirmLabel: t(CHECKOUT_LABELS.amountChangedAccept),
      },
    );
    if (accept) await placeOrder({ ...input, expected_total: changed.amounts.total }, steps);
  }
}

/**
 * What {@link submitOrder} needs beyond {@link PlaceOrderSteps}: where the form shows its
 * errors, whether a guest orders (the order password), and a call when placing starts.
 */
export interface SubmitOrderSteps extends Omit<PlaceOrderSteps, 'fail'> {
  form: FormFeedbackTargets;
  guest: boolean;
  /** The input is valid: the order is being placed (the form shows it busy). */
  onPlacing: () => void;
}

/**
 * The order form's submit: clears the errors, checks the body with the contracts schema (the
 * errors under their fields, in the shopper's language), asks a guest for an order password the
 * member password policy accepts, then {@link placeOrder}. Loaded with this module once the form is interactive, so the
 * form's first load carries neither the feedback nor the error report.
 */
export async function submitOrder(input: OrderCreateInput, steps: SubmitOrderSteps): Promise<void> {
  const feedback = createFormFeedback(steps.form);
  feedback.start();
  const checked = await feedback.check((schemas) => schemas.orderCreateSchema, input);
  if (!checked) return;
  if (steps.guest && !input.order_password) {
    steps.form.showErrors({ order_password: [steps.t(CHECKOUT_LABELS.orderPasswordRequired)] });
    return;
  }
  // The member password policy (issue 19): only a guest loads its common-password list.
  if (
    steps.guest &&
    !(await createFormFeedback(steps.form, loadPasswordFormSchemas).check(
      (schemas) => schemas.guestOrderPasswordSchema,
      {
        order_password: input.order_password,
        orderer_email: input.orderer_email,
      },
    ))
  )
    return;
  steps.onPlacing();
  await placeOrder(input, { ...steps, fail: (error) => feedback.fail(error) });
}
