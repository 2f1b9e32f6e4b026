// The schemas of the forms that set a password (sign-up, change, reset, a guest's order
// password), with the common-password list (~11.6 kB gzip) they check against: loaded by those
// forms only (`loadPasswordFormSchemas`), not with every form's schemas.
export * from './form-schemas.js';
export {
  confirmMyPasswordSchema,
  guestOrderPasswordSchema,
  registerSchema,
  resetPasswordSchema,
} from '@atelier/contracts';
