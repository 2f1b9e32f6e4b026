import { z } from 'zod';

const DIGITS = /^\d{1,15}$/;

/**
 * An integer from `min` to `max`, given as a JSON number or as a string of decimal digits (a
 * query string, a form field). Nothing else is read as a number: `z.coerce.number` took hex
 * (`"0x10"` as 16), exponents (`"1e2"`), signs, spaces and booleans (`true` as 1). Anything
 * else is refused with the `whole_number` message.
 *
 * @example
 * wholeNumber(1, 99).parse('12'); // 12
 * wholeNumber(1, 99).safeParse('0x10').success; // false
 */
export function wholeNumber(min: number, max: number) {
  return z.preprocess<unknown, z.ZodNumber, number | string>(
    (value, ctx) => {
      if (value === undefined || value === null || typeof value === 'number') return value;
      if (typeof value === 'string' && DIGITS.test(value)) return Number(value);
      ctx.addIssue({ code: 'custom', params: { rule: 'whole_number' }, input: value });
      return z.NEVER;
    },
    z
      .number()
      .refine(Number.isInteger, { params: { rule: 'whole_number' }, abort: true })
      .min(min)
      .max(max),
  );
}
