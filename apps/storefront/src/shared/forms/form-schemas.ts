// The contracts schemas the storefront's forms check with, in one module the forms load on
// first use (`loadFormSchemas`): zod and the common-password list are ~40 kB gzip that no page
// needs before it hydrates (the first-load budget, src/first-load-budget.e2e.test.ts).
export {
  confirmMyPasswordSchema,
  forgetIdSchema,
  forgetPasswordSchema,
  guestOrderPasswordSchema,
  inquiryCreateSchema,
  inquiryUpdateSchema,
  loginSchema,
  myAccountSchema,
  orderClaimSchema,
  orderCreateSchema,
  registerSchema,
  resetPasswordSchema,
  reviewCreateSchema,
  reviewUpdateSchema,
  unregisterSchema,
} from '@atelier/contracts';
export { validateForm } from '@atelier/app-frame/forms';
