import {
  CART_ATTRIBUTES,
  cartAddSchema,
  cartLineParamSchema,
  cartLineUpdateSchema,
} from './cart.js';
import { ADDRESS_ATTRIBUTES, addressSchema } from './member-wallet.js';
import {
  ORDER_ATTRIBUTES,
  orderCancelSchema,
  orderClaimSchema,
  orderCreateSchema,
  orderIdParamSchema,
  orderListQuerySchema,
  orderQuoteSchema,
  paymentConfirmSchema,
} from './order.js';
import {
  FEEDBACK_ATTRIBUTES,
  inquiryCreateSchema,
  inquiryListQuerySchema,
  inquiryUpdateSchema,
  reviewCreateSchema,
  reviewListQuerySchema,
  reviewUpdateSchema,
  wishListAddSchema,
  wishListQuerySchema,
} from './product-feedback.js';
import { MEMBER_ATTRIBUTES, type AttributeLabels } from './validation-messages.js';

let bySchema: Map<unknown, AttributeLabels> | undefined;

const ATTACHED = Symbol('attributes');

/**
 * `schema` with its labels beside it, for a schema this table must not import: the password
 * schemas (password-forms.ts) would bring the common-password list to every client that labels
 * any form.
 *
 * @example
 * export const guestOrderPasswordSchema = withAttributes(z.object({ … }), ORDER_ATTRIBUTES);
 */
export function withAttributes<T extends object>(schema: T, attributes: AttributeLabels): T {
  return Object.assign(schema, { [ATTACHED]: attributes });
}

// Built on first use: a module-level table would hold every schema (and zod) in the first
// load of any page that imports the contracts.
function schemaTable(): Map<unknown, AttributeLabels> {
  const table = new Map<unknown, AttributeLabels>();
  const label = (attributes: AttributeLabels, schemas: unknown[]) => {
    for (const schema of schemas) table.set(schema, attributes);
  };
  label(ORDER_ATTRIBUTES, [
    orderCancelSchema,
    orderClaimSchema,
    orderCreateSchema,
    orderIdParamSchema,
    orderListQuerySchema,
    orderQuoteSchema,
    paymentConfirmSchema,
  ]);
  label(CART_ATTRIBUTES, [cartAddSchema, cartLineParamSchema, cartLineUpdateSchema]);
  label(ADDRESS_ATTRIBUTES, [addressSchema]);
  label(FEEDBACK_ATTRIBUTES, [
    inquiryCreateSchema,
    inquiryListQuerySchema,
    inquiryUpdateSchema,
    reviewCreateSchema,
    reviewListQuerySchema,
    reviewUpdateSchema,
    wishListAddSchema,
    wishListQuerySchema,
  ]);
  return table;
}

/**
 * The field labels a contracts schema's messages use for `{attribute}`: the labels beside the
 * schema (`ORDER_ATTRIBUTES` for the order calls, `FEEDBACK_ATTRIBUTES` for reviews…), the
 * member labels for the rest. The API's 422 answers and the forms' own check before sending
 * both take them from here, so a shopper reads the same label either way.
 *
 * @example
 * formatIssues(orderCreateSchema.safeParse({}).error!.issues, 'kr', attributesOf(orderCreateSchema));
 * // { orderer_name: ['주문하시는 분 항목은 필수입니다.'], … }
 */
export function attributesOf(schema: unknown): AttributeLabels {
  bySchema ??= schemaTable();
  return (
    bySchema.get(schema) ??
    (schema as { [ATTACHED]?: AttributeLabels } | undefined)?.[ATTACHED] ??
    MEMBER_ATTRIBUTES
  );
}
