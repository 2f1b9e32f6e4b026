import { z } from 'zod';

import { mbEmailSchema, mbHpSchema, mbIdSchema, mbNameSchema, passwordSchema } from './member.js';
import { ORDER_ATTRIBUTES } from './order.js';
import { newPasswordSchema, passwordWeakness } from './password-policy.js';
import { consentVersionsShape } from './policy.js';
import { withAttributes } from './schema-attributes.js';
import { plainText } from './text.js';

// The requests that set a password, apart from member.ts: only the pages that set one load
// the common-password list (the login page does not).

const consent = z.boolean().refine((v) => v === true, { params: { rule: 'accepted' } });

function confirmed<T extends { mb_password: string; mb_password_confirmation: string }>(
  value: T,
  ctx: z.RefinementCtx,
) {
  if (value.mb_password !== value.mb_password_confirmation) {
    ctx.addIssue({
      code: 'custom',
      path: ['mb_password_confirmation'],
      message: 'confirmed',
      params: { rule: 'confirmed' },
    });
  }
}

/**
 * `POST /api/v1/register`: the three required consents are separate and must be `true`;
 * marketing is optional. The password may not contain the id or the email.
 *
 * @example
 * registerSchema.safeParse({ mb_id: 'hong', mb_password: 'wick and wax', mb_password_confirmation: 'wick and wax',
 *   mb_name: '홍길동', mb_email: 'hong@example.com', mb_hp: '01012345678',
 *   agree_terms: true, agree_privacy: true, agree_age14: true }).success; // true
 */
export const registerSchema = z
  .object({
    mb_id: mbIdSchema,
    mb_password: newPasswordSchema,
    mb_password_confirmation: z.string().max(128),
    mb_name: mbNameSchema,
    mb_email: mbEmailSchema,
    mb_hp: mbHpSchema,
    agree_terms: consent,
    agree_privacy: consent,
    agree_age14: consent,
    agree_marketing: z.boolean().default(false),
    ...consentVersionsShape,
  })
  .superRefine((value, ctx) => {
    confirmed(value, ctx);
    if (passwordWeakness(value.mb_password, value) === 'password_personal') {
      ctx.addIssue({
        code: 'custom',
        path: ['mb_password'],
        message: 'password_personal',
        params: { rule: 'password_personal' },
      });
    }
  });
export type RegisterInput = z.input<typeof registerSchema>;

/**
 * `POST /api/v1/confirm-my-password`: change the password, proving the current one (the API
 * also refuses a new password that contains the member's id or email).
 *
 * @example
 * confirmMyPasswordSchema.parse({ current_password: 'old12345', mb_password: 'new12345', mb_password_confirmation: 'new12345' });
 */
export const confirmMyPasswordSchema = z
  .object({
    current_password: passwordSchema,
    mb_password: newPasswordSchema,
    mb_password_confirmation: z.string().max(128),
  })
  .superRefine(confirmed);
export type ConfirmMyPasswordInput = z.input<typeof confirmMyPasswordSchema>;

/**
 * `POST /api/v1/reset_password`: the token from the mailed link and the new password (the API
 * also refuses one that contains the member's id or email).
 *
 * @example
 * resetPasswordSchema.parse({ token: 'x'.repeat(43), mb_password: 'new12345', mb_password_confirmation: 'new12345' });
 */
export const resetPasswordSchema = z
  .object({
    token: plainText(z.string().trim().min(1).max(200)),
    mb_password: newPasswordSchema,
    mb_password_confirmation: z.string().max(128),
  })
  .superRefine(confirmed);
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/**
 * A guest's order password (issue 19), checked beside `orderCreateSchema` by the order form
 * and the API: the member password policy, and not containing the orderer's email.
 *
 * @example
 * guestOrderPasswordSchema.safeParse({ order_password: '1234', orderer_email: 'hong@example.com' }).success; // false
 */
export const guestOrderPasswordSchema = withAttributes(
  z
    .object({ order_password: newPasswordSchema, orderer_email: z.string().max(200).default('') })
    .superRefine((value, ctx) => {
      if (
        passwordWeakness(value.order_password, { mb_email: value.orderer_email }) ===
        'password_personal'
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['order_password'],
          message: 'password_personal',
          params: { rule: 'password_personal' },
        });
      }
    }),
  ORDER_ATTRIBUTES,
);
export type GuestOrderPasswordInput = z.input<typeof guestOrderPasswordSchema>;
