import type { Currency, ShippingInfo } from '@atelier/contracts';
import { eq, gte, inArray, lte, sql } from 'drizzle-orm';

import type { Database, Transaction } from '../../db/database.js';
import { productShipping, shippingPolicies, shippingSurcharges } from '../../db/schema/index.js';

type Reader = Database | Transaction;

/**
 * The base fee and free-shipping threshold in `currency` (minor units), from the shop's rules
 * in the database: what the product page, the cart and the checkout all state.
 */
export async function shippingInfo(db: Reader, currency: Currency): Promise<ShippingInfo> {
  const [policy] = await db
    .select({ fee: shippingPolicies.baseFee, free_over: shippingPolicies.freeOver })
    .from(shippingPolicies)
    .where(eq(shippingPolicies.currency, currency));
  if (!policy) throw new Error(`no shipping policy for ${currency}`);
  return policy;
}

/** A line as the shipping rules see it: which product and what it costs (minor units). */
export interface ShippedLine {
  productId: number;
  amount: number;
}

/** What shipping an order costs, minor units of its currency. */
export interface ShippingQuote {
  /** The base fee (0 once the order reaches the threshold) plus fixed-fee products' fees. */
  fee: number;
  /** The remote-area surcharge of the postcode (0 without one); never waived. */
  surcharge: number;
  /** The order amount from which the base fee is waived; `null` when no line pays it. */
  freeOver: number | null;
}

/**
 * Shipping for `lines` to `zonecode` (when known) in `currency`, by the shop's rules: lines of
 * products marked `free` never pay the base fee, `fixed` ones pay their own fee each; the
 * others pay the base fee once, unless the order's goods amount (every line) reaches the
 * threshold. A remote-area surcharge is added whatever the fee.
 */
export async function quoteShipping(
  db: Reader,
  currency: Currency,
  lines: readonly ShippedLine[],
  zonecode?: string,
): Promise<ShippingQuote> {
  if (lines.length === 0) return { fee: 0, surcharge: 0, freeOver: null };
  const productIds = [...new Set(lines.map((line) => line.productId))];
  // The policy, the products' overrides and the postcode's surcharge in one statement: the
  // checkout's transaction asks this on every order.
  const surchargeFee = currency === 'usd' ? shippingSurcharges.feeUsd : shippingSurcharges.feeKrw;
  const [policy] = await db
    .select({
      fee: shippingPolicies.baseFee,
      free_over: shippingPolicies.freeOver,
      // Overlapping ranges charge the highest surcharge once, never the sum.
      surcharge: zonecode
        ? sql<number>`coalesce((select max(${surchargeFee}) from ${shippingSurcharges}
            where ${lte(shippingSurcharges.postcodeFrom, zonecode)}
            and ${gte(shippingSurcharges.postcodeTo, zonecode)}), 0)::int`
        : sql<number>`0`,
      overrides: sql<Array<{ productId: number; mode: string; feeKrw: number; feeUsd: number }>>`
        coalesce((select json_agg(json_build_object('productId', ${productShipping.productId},
          'mode', ${productShipping.mode}, 'feeKrw', ${productShipping.feeKrw},
          'feeUsd', ${productShipping.feeUsd}))
        from ${productShipping} where ${inArray(productShipping.productId, productIds)}), '[]'::json)`,
    })
    .from(shippingPolicies)
    .where(eq(shippingPolicies.currency, currency));
  if (!policy) throw new Error(`no shipping policy for ${currency}`);
  const { overrides, surcharge } = policy;
  const overrideOf = new Map(overrides.map((row) => [row.productId, row]));
  const goods = lines.reduce((sum, line) => sum + line.amount, 0);
  let fixed = 0;
  let paysBase = false;
  for (const line of lines) {
    const override = overrideOf.get(line.productId);
    if (!override) paysBase = true;
    else if (override.mode === 'fixed')
      fixed += currency === 'usd' ? override.feeUsd : override.feeKrw;
  }
  const base = paysBase && goods < policy.free_over ? policy.fee : 0;
  return { fee: base + fixed, surcharge, freeOver: paysBase ? policy.free_over : null };
}
