import { z } from 'zod';

import { plainText } from './text.js';

/**
 * The signed-in member as the API answers it (legacy Gnuboard field names).
 *
 * @example
 * const user: SessionUser = {
 *   mb_id: 'hong', mb_name: '홍길동', mb_email: 'hong@example.com', mb_hp: '010-1234-5678',
 *   is_admin: false, mb_datetime: '2026-01-01T00:00:00.000Z',
 *   consents: { terms_agreed_at: '…', terms_version: 2, privacy_agreed_at: '…', privacy_version: 2, age14_confirmed_at: '…', marketing_agreed_at: null },
 * };
 */
export interface SessionUser {
  mb_id: string;
  mb_name: string;
  mb_email: string;
  mb_hp: string;
  is_admin: boolean;
  /** Joined at, ISO 8601. */
  mb_datetime: string;
  consents: MemberConsents;
}

/**
 * When each consent was given (ISO 8601); `null` = not given. `terms_version` and
 * `privacy_version`: the policy versions accepted (`null`: given before versions were kept).
 */
export interface MemberConsents {
  terms_agreed_at: string;
  terms_version: number | null;
  privacy_agreed_at: string;
  privacy_version: number | null;
  age14_confirmed_at: string;
  marketing_agreed_at: string | null;
}

const rule = (name: string) => ({ params: { rule: name } });

/**
 * Formats a Korean mobile number as `010-1234-5678`; international numbers keep
 * their `+` and digits. Returns `null` when the value is not a mobile number.
 *
 * @example
 * normalisePhone('01012345678'); // '010-1234-5678'
 * normalisePhone('+1 415 555 0100'); // '+14155550100'
 * normalisePhone('12'); // null
 */
export function normalisePhone(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed.startsWith('+')) {
    const digits = trimmed.slice(1).replace(/[\s-]/g, '');
    return /^\d{8,15}$/.test(digits) ? `+${digits}` : null;
  }
  const digits = trimmed.replace(/[\s-]/g, '');
  const m = /^(01[016789])(\d{3,4})(\d{4})$/.exec(digits);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : null;
}

/** Login id: 4–20 of a-z, 0-9, _ starting with a letter; stored lower-case. */
export const mbIdSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(20)
  .refine((v) => /^[a-z][a-z0-9_]{3,19}$/.test(v), rule('mb_id_rule'));

/** Any password typed to prove who you are (no strength rules, bounded). */
export const passwordSchema = z.string().min(1).max(128);

export const mbNameSchema = plainText(z.string().trim().min(1).max(30));
export const mbEmailSchema = z.string().trim().toLowerCase().min(1).max(100).pipe(z.email());
export const mbHpSchema = z
  .string()
  .trim()
  .min(1)
  .max(20)
  .refine((v) => normalisePhone(v) !== null, rule('phone'))
  .transform((v) => normalisePhone(v) as string);

/**
 * `POST /api/v1/login`.
 *
 * @example
 * loginSchema.parse({ mb_id: 'Hong ', mb_password: 'secret123' }).mb_id; // 'hong'
 */
export const loginSchema = z.object({
  mb_id: plainText(z.string().trim().toLowerCase().min(1).max(50)),
  mb_password: passwordSchema,
});
export type LoginInput = z.input<typeof loginSchema>;

/**
 * `PUT /api/v1/my-account/{mb_id}`: the member's own editable fields.
 *
 * @example
 * myAccountSchema.parse({ mb_name: '홍길동', mb_email: 'a@b.kr', mb_hp: '010-1111-2222', agree_marketing: true });
 */
export const myAccountSchema = z.object({
  mb_name: mbNameSchema,
  mb_email: mbEmailSchema,
  mb_hp: mbHpSchema,
  agree_marketing: z.boolean(),
});
export type MyAccountInput = z.input<typeof myAccountSchema>;

/**
 * `POST /api/v1/unregister`: leaving needs the password.
 *
 * @example
 * unregisterSchema.parse({ mb_password: 'abcd1234' });
 */
export const unregisterSchema = z.object({ mb_password: passwordSchema });
export type UnregisterInput = z.input<typeof unregisterSchema>;

/**
 * `POST /api/v1/forget_password`: mails a single-use reset link.
 *
 * @example
 * forgetPasswordSchema.parse({ mb_id: 'hong', mb_email: 'hong@example.com' });
 */
export const forgetPasswordSchema = z.object({
  mb_id: plainText(z.string().trim().toLowerCase().min(1).max(50)),
  mb_email: mbEmailSchema,
});
export type ForgetPasswordInput = z.input<typeof forgetPasswordSchema>;

/**
 * `POST /api/v1/forget_id`: mails the login id of the member with this name and email.
 *
 * @example
 * forgetIdSchema.parse({ mb_name: '홍길동', mb_email: 'hong@example.com' });
 */
export const forgetIdSchema = z.object({ mb_name: mbNameSchema, mb_email: mbEmailSchema });
export type ForgetIdInput = z.input<typeof forgetIdSchema>;

/**
 * Answer of `POST /api/v1/register` (201; the new member is logged in) and of
 * `PUT /api/v1/my-account/{mb_id}`.
 *
 * @example
 * const answer: UserMessageResponse = { user, message: '회원가입이 완료되었습니다.' };
 */
export interface UserMessageResponse {
  user: SessionUser;
  message: string;
}
