import {
  attributesOf,
  formatIssues,
  type AttributeLabels,
  type FieldErrors,
  type Lang,
} from '@atelier/contracts';

/**
 * A contracts schema as far as {@link validateForm} needs it (zod's `safeParse`).
 *
 * @example
 * const schema: FormSchema<LoginInput> = loginSchema;
 */
export interface FormSchema<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: Parameters<typeof formatIssues>[0] } };
}

/**
 * What {@link validateForm} answers: the parsed input, or the field errors in the
 * server's wording (same Korean/English messages as a 422).
 *
 * @example
 * const result: FormValidation<{ mb_id: string }> = { ok: false, errors: { mb_id: ['아이디 항목은 필수입니다.'] } };
 */
export type FormValidation<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/**
 * Checks form values with a contracts schema before they are sent, so the visitor gets
 * the API's messages without a round trip, the fields named by the labels the API uses for
 * that schema (`attributesOf`). `attributes` overrides them.
 *
 * @example
 * const checked = validateForm(loginSchema, { mb_id: '', mb_password: '' }, 'kr');
 * if (!checked.ok) showErrors(checked.errors);
 * validateForm(orderClaimSchema, { reason: '' }, 'en'); // { reason: ['The reason field must be at least 5 characters.'] }
 */
export function validateForm<T>(
  schema: FormSchema<T>,
  values: unknown,
  lang: Lang,
  attributes: AttributeLabels = attributesOf(schema),
): FormValidation<T> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, errors: formatIssues(parsed.error.issues, lang, attributes) };
}
