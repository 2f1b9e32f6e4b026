import { z } from 'zod';

import { COMMON_PASSWORDS } from './common-passwords.js';

/** Why a new password may not be used; each is a rule of `VALIDATION_MESSAGES`. */
export type PasswordWeakness = 'password_rule' | 'password_common' | 'password_personal';

/** What a password must not contain: the member's own id and email. */
export interface PasswordContext {
  mb_id?: string | null;
  mb_email?: string | null;
}

/** Shortest new password, in characters (ASVS 5.0 V6.2.1). */
export const MIN_PASSWORD_LENGTH = 8;

// Words anyone guessing a password here tries first: the shop's own name.
const SHOP_WORDS = ['atelier', '아틀리에'];
// Shorter ids or email names would refuse too much by accident (`kim` in `kimchi-jjigae…`).
const MIN_PERSONAL_WORD = 4;

let common: Set<string> | undefined;

/**
 * The first reason `password` is too weak to set, or `null` (ASVS 5.0 V6.2): shorter than
 * 8 characters; blank or one character repeated; one of the 3,000 most common passwords
 * (ignoring case and surrounding spaces) or built on the shop's name; containing the
 * member's id, email or the name part of the email. No composition rules.
 *
 * @example
 * passwordWeakness('password1'); // 'password_common'
 * passwordWeakness('hong-candles-42', { mb_id: 'hong' }); // 'password_personal'
 * passwordWeakness('wick and wax at dawn'); // null
 */
export function passwordWeakness(
  password: string,
  context: PasswordContext = {},
): PasswordWeakness | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) return 'password_rule';
  const plain = password.normalize('NFKC').trim().toLowerCase();
  if (plain === '' || /^(.)\1*$/su.test(plain)) return 'password_common';
  // Built on first use: pages that set no password never pay for the list.
  common ??= new Set(COMMON_PASSWORDS.split('\n'));
  if (common.has(plain) || common.has(plain.replace(/\s+/g, ''))) return 'password_common';
  if (SHOP_WORDS.some((word) => plain.includes(word))) return 'password_common';
  const email = context.mb_email?.trim().toLowerCase();
  const personal = [context.mb_id?.trim().toLowerCase(), email, email?.split('@')[0]];
  if (personal.some((word) => word && word.length >= MIN_PERSONAL_WORD && plain.includes(word))) {
    return 'password_personal';
  }
  return null;
}

/**
 * A new password (sign-up, change, reset): 8–64 characters that pass
 * {@link passwordWeakness}. Forms that know the id or email also check the password against
 * them (`registerSchema`; the API for a change or reset).
 *
 * @example
 * newPasswordSchema.safeParse('password1').success; // false: too common
 * newPasswordSchema.safeParse('wick and wax at dawn').success; // true
 */
export const newPasswordSchema = z
  .string()
  .min(1)
  .max(64)
  .superRefine((value, ctx) => {
    const weakness = passwordWeakness(value);
    if (weakness) ctx.addIssue({ code: 'custom', message: weakness, params: { rule: weakness } });
  });
