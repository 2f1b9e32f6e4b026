import type { z } from 'zod';

// Unicode's control characters (C0 with NUL, ESC, BEL…, DEL and C1). PostgreSQL cannot store
// NUL in text, and the others only hide or fake text in logs, mails and operator screens.
const CONTROL = /\p{Cc}/u;
// The same, less tab, line feed and carriage return: text that may span lines.
const CONTROL_EXCEPT_LAYOUT = /(?![\t\n\r])\p{Cc}/u;

/**
 * True when `value` holds a control character: any of C0, DEL and C1, or with `multiline`
 * any of those but tab, line feed and carriage return.
 *
 * @example
 * hasControlCharacters('홍\u0000길동'); // true
 * hasControlCharacters('첫 줄\n둘째 줄', { multiline: true }); // false
 */
export function hasControlCharacters(
  value: string,
  { multiline = false }: { multiline?: boolean } = {},
): boolean {
  return (multiline ? CONTROL_EXCEPT_LAYOUT : CONTROL).test(value);
}

/**
 * The refinement every free-text field of a request ends with: a control character is a
 * `control_characters` field error (422 in the session language), so it never reaches the
 * database or a log. Add it after `trim()`, so a trailing line break is still trimmed away.
 *
 * @example
 * const nameSchema = plainText(z.string().trim().min(1).max(30));
 * nameSchema.safeParse('홍\u0000길동').success; // false
 */
export function plainText<S extends z.ZodType<string>>(
  schema: S,
  options: { multiline?: boolean } = {},
): S {
  return schema.refine((value) => !hasControlCharacters(value, options), {
    params: { rule: 'control_characters' },
  }) as S;
}
