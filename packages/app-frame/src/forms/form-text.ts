/**
 * The text of the named fields of a form (missing fields are `''`), ready for the zod
 * schema of the call.
 *
 * @example
 * const input = feedback.check(loginSchema, formText(event.currentTarget, ['mb_id', 'mb_password']));
 */
export function formText<K extends string>(
  form: HTMLFormElement | FormData,
  names: readonly K[],
): Record<K, string> {
  const data = form instanceof FormData ? form : new FormData(form);
  const values = {} as Record<K, string>;
  for (const name of names) values[name] = String(data.get(name) ?? '');
  return values;
}
