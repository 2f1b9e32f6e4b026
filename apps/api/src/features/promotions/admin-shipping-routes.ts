import {
  PROMOTION_ATTRIBUTES,
  shippingPolicySchema,
  shippingSurchargeSchema,
  type AdminShippingPolicy,
  type AdminShippingSurcharge,
  type Currency,
  type DataResponse,
} from '@atelier/contracts';
import { and, asc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { shippingPolicies, shippingSurcharges } from '../../db/schema/index.js';
import { fieldError, HttpError, notFound } from '../../http/errors.js';
import { parseInput } from '../../http/validate.js';
import type { AppDeps } from '../../ports/app-deps.js';
import { defineAdminResource, type ResourceWriteContext } from '../operators/admin-resource.js';
import { adminResourceRoutes } from '../operators/admin-resource-routes.js';
import { recordAudit } from '../operators/audit-records.js';
import { PRODUCTS_COLLECTION } from '../products/product-routes.js';

type SurchargeRow = typeof shippingSurcharges.$inferSelect;
type SurchargeInput = z.output<typeof shippingSurchargeSchema>;

function adminSurcharge(row: SurchargeRow): AdminShippingSurcharge & Record<string, unknown> {
  return {
    id: row.id,
    name: row.name,
    name_en: row.nameEn,
    postcode_from: row.postcodeFrom,
    postcode_to: row.postcodeTo,
    fee_krw: row.feeKrw,
    fee_usd: row.feeUsd,
  };
}

const surchargeValues = (input: Record<string, unknown>) => {
  const s = input as SurchargeInput;
  return {
    name: s.name,
    nameEn: s.name_en,
    postcodeFrom: s.postcode_from,
    postcodeTo: s.postcode_to,
    feeKrw: s.fee_krw,
    feeUsd: s.fee_usd,
  };
};

/**
 * Refuses a range that overlaps another surcharge's (422 on `postcode_from` naming it). The
 * table is locked against other writers first, so two overlapping saves at once cannot both
 * pass the check.
 */
async function refuseOverlap(
  input: Record<string, unknown>,
  { tx, before }: ResourceWriteContext<SurchargeRow>,
) {
  const s = input as SurchargeInput;
  await tx.execute(sql`lock table shipping_surcharges in share row exclusive mode`);
  const [other] = await tx
    .select()
    .from(shippingSurcharges)
    .where(
      and(
        lte(shippingSurcharges.postcodeFrom, s.postcode_to),
        gte(shippingSurcharges.postcodeTo, s.postcode_from),
        before ? ne(shippingSurcharges.id, before.id) : undefined,
      ),
    )
    .orderBy(asc(shippingSurcharges.postcodeFrom))
    .limit(1);
  if (other)
    throw fieldError(
      'postcode_from',
      'postcode_overlap',
      { name: other.name, from: other.postcodeFrom, to: other.postcodeTo },
      PROMOTION_ATTRIBUTES,
    );
}

const postcodeFilter = {
  postcode: z
    .string()
    .regex(/^\d{5}$/)
    .optional(),
};

/** The remote-area surcharges (promotions): list, show, add, edit, delete. */
export const surchargesResource = defineAdminResource<
  SurchargeRow,
  AdminShippingSurcharge & Record<string, unknown>,
  typeof postcodeFilter
>({
  name: 'shipping-surcharges',
  area: 'promotions',
  table: shippingSurcharges,
  id: shippingSurcharges.id,
  listItem: adminSurcharge,
  search: [shippingSurcharges.name, shippingSurcharges.nameEn],
  sort: { postcode_from: shippingSurcharges.postcodeFrom, fee_krw: shippingSurcharges.feeKrw },
  attributes: PROMOTION_ATTRIBUTES,
  filters: {
    shape: postcodeFilter,
    where: (q) => [
      q.postcode
        ? and(
            lte(shippingSurcharges.postcodeFrom, q.postcode),
            gte(shippingSurcharges.postcodeTo, q.postcode),
          )
        : undefined,
    ],
  },
  create: { schema: shippingSurchargeSchema, values: surchargeValues, check: refuseOverlap },
  update: { schema: shippingSurchargeSchema, values: surchargeValues, check: refuseOverlap },
  remove: true,
});

function adminPolicy(row: typeof shippingPolicies.$inferSelect): AdminShippingPolicy {
  return {
    currency: row.currency as Currency,
    base_fee: row.baseFee,
    free_over: row.freeOver,
    updated_at: row.updatedAt.toISOString(),
  };
}

const currencyParam = z.object({ currency: z.enum(['krw', 'usd']) });
const versionSchema = z.object({ updated_at: z.iso.datetime({ offset: true }).optional() });

/**
 * Shipping in the operator console (promotions): the fee and free-shipping threshold per
 * currency (`/api/admin/shipping-policies`, list and `PUT /{currency}`) and the remote-area
 * surcharges (`/api/admin/shipping-surcharges`). The cart, the quote and every order read
 * them; the product page's kept answers follow the products version.
 */
export async function adminShippingRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  await adminResourceRoutes(app, deps, surchargesResource);

  app.get(
    '/api/admin/shipping-policies',
    { config: { admin: { area: 'promotions', action: 'view' } } },
    async () => {
      const rows = await db.select().from(shippingPolicies).orderBy(shippingPolicies.currency);
      return { data: rows.map(adminPolicy) } satisfies DataResponse<AdminShippingPolicy[]>;
    },
  );

  app.put(
    '/api/admin/shipping-policies/:currency',
    { config: { admin: { area: 'promotions', action: 'edit' } } },
    async (request) => {
      const { currency } = parseInput(currencyParam, request.params, request);
      const input = parseInput(shippingPolicySchema, request.body, request, PROMOTION_ATTRIBUTES);
      const { updated_at: editedFrom } = parseInput(versionSchema, request.body, request);
      const saved = await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(shippingPolicies)
          .where(eq(shippingPolicies.currency, currency))
          .for('update');
        if (!before) throw notFound();
        if (editedFrom && before.updatedAt.getTime() !== new Date(editedFrom).getTime())
          throw new HttpError(409, 'edit_conflict', {}, {}, { data: adminPolicy(before) });
        const [after] = await tx
          .update(shippingPolicies)
          .set({ baseFee: input.base_fee, freeOver: input.free_over })
          .where(eq(shippingPolicies.currency, currency))
          .returning();
        const view = adminPolicy(after!);
        await recordAudit(tx, request, {
          area: 'promotions',
          action: 'update',
          resource: 'shipping-policies',
          resourceId: currency,
          before: { ...adminPolicy(before) },
          after: { ...view },
        });
        return view;
      });
      // The product page states the policy.
      deps.versions.invalidate(PRODUCTS_COLLECTION);
      return { data: saved } satisfies DataResponse<AdminShippingPolicy>;
    },
  );
}
