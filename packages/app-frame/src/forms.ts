/**
 * `@atelier/app-frame/forms` — the forms kit: labelled fields with their 422 errors, client
 * validation in the API's wording, the spec §5 error display (field errors, then the scroll
 * to the first; dialogs for the rest), and one submit skeleton. Styles:
 * `import '@atelier/app-frame/forms.css'` beside the form.
 *
 * @example
 * import { createFormFeedbackHook, TextField, useFormSubmit } from '@atelier/app-frame/forms';
 */
export { formText } from './forms/form-text.js';
export {
  FORM_FALLBACK_MESSAGE,
  FORM_FALLBACK_MESSAGE_EN,
  reportFormError,
} from './forms/report-form-error.js';
export type { FormErrorTargets } from './forms/report-form-error.js';
export { TextField } from './forms/text-field.js';
export type { TextFieldProps } from './forms/text-field.js';
export { useActionFailure } from './forms/use-action-failure.js';
export { createFormFeedback, createFormFeedbackHook } from './forms/use-form-feedback.js';
export type {
  FormFeedback,
  FormFeedbackTargets,
  FormSchemaModule,
} from './forms/use-form-feedback.js';
export { useFormSubmit } from './forms/use-form-submit.js';
export { useHydrated } from './forms/use-hydrated.js';
export type { FormSubmit, FormSubmitOptions } from './forms/use-form-submit.js';
export { validateForm } from './forms/validate-form.js';
export type { FormSchema, FormValidation } from './forms/validate-form.js';
