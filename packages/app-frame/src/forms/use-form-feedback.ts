import type { AttributeLabels, FieldErrors, Lang } from '@atelier/contracts';
import { useT } from '@atelier/translation-ai';
import { useDialog, useFormErrors } from '@atelier/ui-kit';
import { useEffect, useMemo } from 'react';

import { FORM_FALLBACK_MESSAGE, reportFormError } from './report-form-error.js';
import type { FormSchema, validateForm } from './validate-form.js';

/**
 * The module of an app's form schemas, loaded on first use (zod and its messages stay out of
 * every page's first load): its schemas and the frame's `validateForm`, re-exported.
 *
 * @example
 * // src/shared/forms/form-schemas.ts
 * export { loginSchema } from '@atelier/contracts';
 * export { validateForm } from '@atelier/app-frame/forms';
 */
export interface FormSchemaModule {
  validateForm: typeof validateForm;
}

/**
 * What {@link useFormFeedback} answers, `S` the app's schema module.
 *
 * @example
 * const { check, fail, start }: FormFeedback<FormSchemas> = useFormFeedback();
 */
export interface FormFeedback<S extends FormSchemaModule = FormSchemaModule> {
  /** Clears the form's errors: a new request starts (spec §5). */
  start(): void;
  /**
   * Validates with the schema `pick` chooses (loaded on first use); shows the errors and
   * answers `null` when invalid, the fields named as the API names them for that schema.
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
 * `useFormErrors`), the dialogs, and the visitor's language.
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
 * A form's feedback outside a component: for code a form loads on submit (the order form's
 * placing), so the page's first load does not carry the feedback and its error report.
 *
 * @example
 * const feedback = createFormFeedback(() => import('./form-schemas.js'), { showErrors, clearErrors, dialogs, t, locale });
 * const input = await feedback.check((s) => s.orderCreateSchema, values);
 */
export function createFormFeedback<S extends FormSchemaModule>(
  loadSchemas: () => Promise<S>,
  targets: FormFeedbackTargets,
): FormFeedback<S> {
  const { showErrors, dialogs, t, locale } = targets;
  return {
    start: targets.clearErrors,
    async check<T>(
      pick: (schemas: S) => FormSchema<T>,
      values: unknown,
      fieldId?: (name: string) => string,
      attributes?: AttributeLabels,
    ): Promise<T | null> {
      const schemas = await loadSchemas();
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
 * The app's `useFormFeedback` hook over its schema module: field errors and dialogs for a
 * form inside a ui-kit `FormErrorsProvider`, client-side validation in the API's wording,
 * then the server's answer shown the same way. The schemas load once the page is
 * interactive, so the first submit does not wait for them.
 *
 * @example
 * export const loadFormSchemas = () => import('./form-schemas.js');
 * export const useFormFeedback = createFormFeedbackHook(loadFormSchemas);
 * // in a form
 * const feedback = useFormFeedback();
 * const input = await feedback.check((s) => s.loginSchema, values);
 */
export function createFormFeedbackHook<S extends FormSchemaModule>(
  loadSchemas: () => Promise<S>,
): () => FormFeedback<S> {
  return function useFormFeedback(): FormFeedback<S> {
    const { t, locale } = useT();
    const dialogs = useDialog();
    const { showErrors, clearErrors } = useFormErrors();
    useEffect(() => {
      void loadSchemas();
    }, []);
    return useMemo(
      () => createFormFeedback(loadSchemas, { showErrors, clearErrors, dialogs, t, locale }),
      [showErrors, clearErrors, dialogs, t, locale],
    );
  };
}
