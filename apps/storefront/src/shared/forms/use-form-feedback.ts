import {
  createFormFeedback as createFrameFormFeedback,
  createFormFeedbackHook,
  type FormFeedback as FrameFormFeedback,
  type FormFeedbackTargets,
} from '@atelier/app-frame/forms';

import type * as FormSchemaModule from './form-schemas.js';
import type * as PasswordFormSchemaModule from './password-form-schemas.js';

export type { FormFeedbackTargets };

export type FormSchemas = typeof FormSchemaModule;
/** Every form schema plus those that set a password, which bring the common-password list. */
export type PasswordFormSchemas = typeof PasswordFormSchemaModule;

export type FormFeedback<S extends FormSchemas = FormSchemas> = FrameFormFeedback<S>;

// On first use, outside every page's first-load JS: zod; the common-password list only with
// the forms that set a password.
export const loadFormSchemas = (): Promise<FormSchemas> => import('./form-schemas.js');
export const loadPasswordFormSchemas = (): Promise<PasswordFormSchemas> =>
  import('./password-form-schemas.js');

export const useFormFeedback: () => FormFeedback = createFormFeedbackHook(loadFormSchemas);
export const usePasswordFormFeedback: () => FormFeedback<PasswordFormSchemas> =
  createFormFeedbackHook(loadPasswordFormSchemas);

export function createFormFeedback<S extends FormSchemas = FormSchemas>(
  targets: FormFeedbackTargets,
  loadSchemas: () => Promise<S> = loadFormSchemas as () => Promise<S>,
): FormFeedback<S> {
  return createFrameFormFeedback(loadSchemas, targets);
}
