import type { AttributeLabels, FieldErrors, Lang } from '@atelier/contracts';
import { useT } from '@atelier/translation-ai';
import { useDialog, useFormErrors } from '@atelier/ui-kit';
import { useEffect, useMemo } from 'react';

import { FORM_FALLBACK_MESSAGE, reportFormError } from './report-form-error.js';
import type * as FormSchemaModule from './form-schemas.js';
import type * as PasswordFormSchemaModule from './password-form-schemas.js';
import type { FormSchema } from './validate-form.js';

/**
 * The forms' schemas (module `form-schemas.ts`), as {@link loadFormSchemas} answers them.
 *
 * @example
 * const pick = (schemas: FormSchemas) => schemas.loginSchema;
 */
export type FormSchemas = typeof FormSchemaModule;

/**
 * Loads the forms' schemas and validator: on first use, outside every page's first-load JS.
 *
 * @example
 * const { loginSchema } = await loadFormSchemas();
 */
export const loadFormSchemas = (): Promise<FormSchemas> => import('./form-schemas.js');

/**
 * The forms' schemas with those that set a password (module `password-form-schemas.ts`).
 *
 * @example
 * const pick = (schemas: PasswordFormSchemas) => schemas.registerSchema;
 */
export type PasswordFormSchemas = typeof PasswordFormSchemaModule;

/**
 * Loads {@link PasswordFormSchemas}: for the forms that set a password only, since the
 * common-password list comes with them.
 *
 * @example
 * const feedback = useFormFeedback(loadPasswordFormSchemas);
 */
export const loadPasswordFormSchemas = (): Promise<PasswordFormSchemas> =>
  import('./password-form-schemas.js');

/**
 * What {@link useFormFeedback} answers.
 *
 * @example
 * const { check, fail, start }: FormFeedback = useFormFeedback();
 */
export interface FormFeedback<S extends FormSchemas = FormSchemas> {
  /** Clears the form's errors: a new request starts (spec §5). */
  start(): void;
  /**
   * Validates with the contracts schema `pick` chooses (loaded on first use); shows the errors
   * and answers `null` when invalid, the fields named as the API names them for that schema.
   * `attributes` overrides those labels.
   */
  check<T>(
    pick: (schemas: S) => FormSchema<T>,
    values: unknown,
    fieldId?: (name: string) => string,
    attributes?: AttributeLabels,
  ): Promise<T | null>;
  /** Shows a failed request (422 under the fields, 429 and others in dialogs). */
  fail(error: unknown, fieldId?: (name: string) => string): Promise<void>;
}

function renamed(errors: FieldErrors, fieldId?: (name: string) => string): FieldErrors {
  if (!fieldId) return errors;
  return Object.fromEntries(Object.entries(errors).map(([name, list]) => [fieldId(name), list]));
}

/**
 * Where {@link createFormFeedback} shows what it finds: the form's error store (ui-kit
 * `useFormErrors`), the dialogs, and the shopper's language.
 *
 * @example
 * const targets: FormFeedbackTargets = { showErrors, clearErrors, dialogs, t, locale: 'kr' };
 */
export interface FormFeedbackTargets {
  showErrors: (errors: FieldErrors) => unknown;
  clearErrors: () => void;
  dialogs: {
    alert: (message: string) => Promise<void>;
    error: (message: string) => Promise<void>;
  };
  t: (phrase: string) => string;
  locale: Lang;
}

/**
 * {@link useFormFeedback} outside a component: for code a form loads on submit (the order
 * form's placing), so the page's first load does not carry the feedback and its error report.
 * `load` answers the schemas `check` picks from (default {@link loadFormSchemas}).
 *
 * @example
 * const feedback = createFormFeedback({ showErrors, clearErrors, dialogs, t, locale });
 * const input = await feedback.check((s) => s.orderCreateSchema, values);
 */
export function createFormFeedback(targets: FormFeedbackTargets): FormFeedback;
export function createFormFeedback<S extends FormSchemas>(
  targets: FormFeedbackTargets,
  load: () => Promise<S>,
): FormFeedback<S>;
export function createFormFeedback(
  targets: FormFeedbackTargets,
  load: () => Promise<FormSchemas> = loadFormSchemas,
): FormFeedback {
  const { showErrors, dialogs, t, locale } = targets;
  return {
    start: targets.clearErrors,
    async check<T>(
      pick: (schemas: FormSchemas) => FormSchema<T>,
      values: unknown,
      fieldId?: (name: string) => string,
      attributes?: AttributeLabels,
    ): Promise<T | null> {
      const schemas = await load();
      const result = schemas.validateForm(pick(schemas), values, locale, attributes);
      if (result.ok) return result.data;
      showErrors(renamed(result.errors, fieldId));
      return null;
    },
    fail: (error: unknown, fieldId?: (name: string) => string) =>
      reportFormError(error, {
        showErrors,
        dialogs: {
          alert: (message) => dialogs.alert(message),
          error: (message) => dialogs.error(message),
        },
        fallbackMessage: t(FORM_FALLBACK_MESSAGE),
        fieldId,
      }),
  };
}

/**
 * Field errors and dialogs for a form inside a ui-kit `FormErrorsProvider`: client-side
 * validation in the API's wording, then the server's answer shown the same way. A form that
 * sets a password passes {@link loadPasswordFormSchemas}.
 *
 * @example
 * const feedback = useFormFeedback();
 * const input = await feedback.check((s) => s.loginSchema, values);
 * if (input) dispatch(login({ credentials: input })).unwrap().catch((e) => feedback.fail(e));
 */
export function useFormFeedback(): FormFeedback;
export function useFormFeedback<S extends FormSchemas>(load: () => Promise<S>): FormFeedback<S>;
export function useFormFeedback(load: () => Promise<FormSchemas> = loadFormSchemas): FormFeedback {
  const { t, locale } = useT();
  const dialogs = useDialog();
  const { showErrors, clearErrors } = useFormErrors();
  // Warm the schemas once the page is interactive, so the first submit does not wait for them.
  useEffect(() => {
    void load();
  }, [load]);
  return useMemo(
    () => createFormFeedback({ showErrors, clearErrors, dialogs, t, locale }, load),
    [showErrors, clearErrors, dialogs, t, locale, load],
  );
}
