import {
  createFormFeedback as createFrameFormFeedback,
  createFormFeedbackHook,
  type FormFeedback as FrameFormFeedback,
  type FormFeedbackTargets,
} from '@atelier/app-frame/forms';

import type * as FormSchemaModule from './form-schemas.js';

export type { FormFeedbackTargets };

/**
 * The storefront's form schemas (module `form-schemas.ts`), as {@link loadFormSchemas} answers them.
 *
 * @example
 * const pick = (schemas: FormSchemas) => schemas.loginSchema;
 */
export type FormSchemas = typeof FormSchemaModule;

/** A storefront form's feedback (the frame's, over the storefront's schemas). */
export type FormFeedback = FrameFormFeedback<FormSchemas>;

// On first use, outside every page's first-load JS: zod and the common-password list.
export const loadFormSchemas = (): Promise<FormSchemas> => import('./form-schemas.js');

export const useFormFeedback: () => FormFeedback = createFormFeedbackHook(loadFormSchemas);

export function createFormFeedback(targets: FormFeedbackTargets): FormFeedback {
  return createFrameFormFeedback(loadFormSchemas, targets);
}
