export type { CmsNode, CmsPublishedPage } from './cms.js';
export type { ApiMessageBody, FieldErrors, Paginated, ValidationErrorBody } from './envelopes.js';
export { paginate } from './envelopes.js';
export type { Currency, Lang } from './locale.js';
export {
  DEFAULT_CURRENCY,
  DEFAULT_LANG,
  LANGUAGE_CURRENCY,
  normaliseCurrency,
  normaliseLang,
} from './locale.js';
export type {
  ConfirmMyPasswordInput,
  ForgetIdInput,
  ForgetPasswordInput,
  LoginInput,
  MemberConsents,
  MyAccountInput,
  RegisterInput,
  ResetPasswordInput,
  SessionUser,
  UnregisterInput,
} from './member.js';
export {
  confirmMyPasswordSchema,
  forgetIdSchema,
  forgetPasswordSchema,
  loginSchema,
  mbEmailSchema,
  mbHpSchema,
  mbIdSchema,
  mbNameSchema,
  myAccountSchema,
  newPasswordSchema,
  normalisePhone,
  passwordSchema,
  registerSchema,
  resetPasswordSchema,
  unregisterSchema,
} from './member.js';
export type { NoticeSummary } from './notice.js';
export type {
  LanguageInput,
  ListQuery,
  LoginCheckResponse,
  LoginResponse,
  MessageResponse,
  SetStatisticSessionInput,
} from './session.js';
export { languageSchema, listQuerySchema, setStatisticSessionSchema } from './session.js';
export type { AttributeLabels, LocalText, ValidationRule } from './validation-messages.js';
export {
  MEMBER_ATTRIBUTES,
  VALIDATION_MESSAGES,
  attributeLabel,
  formatIssues,
  validationMessage,
} from './validation-messages.js';
