// The contracts schemas the storefront's forms check with, in one module the forms load on
// first use (`loadFormSchemas`): zod is ~30 kB gzip that no page needs before it hydrates (the
// first-load budget, src/first-load-budget.e2e.test.ts). The schemas that set a password, with
// the common-password list, are in password-form-schemas.ts.
export {
  forgetIdSchema,
  forgetPasswordSchema,
  inquiryCreateSchema,
  inquiryUpdateSchema,
  loginSchema,
  myAccountSchema,
  orderClaimSchema,
  orderCreateSchema,
  reviewCreateSchema,
  reviewUpdateSchema,
  unregisterSchema,
} from '@atelier/contracts';
export { validateForm } from '@atelier/app-frame/forms';
