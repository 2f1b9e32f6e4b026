import { createFormFeedbackHook, type FormFeedback } from '@atelier/app-frame/forms';

import type * as FormSchemaModule from './form-schemas.js';

export type FormSchemas = typeof FormSchemaModule;

/**
 * The frame's form feedback over the console's schemas: checks in the browser, then the
 * API's 422 under the fields (spec §5), other failures in a dialog.
 */
export const useFormFeedback: () => FormFeedback<FormSchemas> = createFormFeedbackHook(
  () => import('./form-schemas.js'),
);
