/**
 * `@atelier/contracts` — every request and response shape of the Atelier API, split by area:
 * the zod schemas the API validates input with, the wire types clients use, and the
 * localised validation messages.
 *
 * @example
 * import { loginSchema, type LoginCheckResponse, type Paginated } from '@atelier/contracts';
 */
export type { CategoriesResponse, Category, CategoryResponse } from './catalog.js';
export type { CmsNode, CmsPublishedPage } from './cms.js';
export { cmsPageParamsSchema } from './cms.js';
export type {
  ClickLogInput,
  ClickLogResponse,
  InstaFeedItem,
  InstaFeedResponse,
  Popup,
  PopupQueryInput,
  ResourceClickInput,
  ResourceClickResponse,
} from './content.js';
export { clickLogSchema, popupQuerySchema, resourceClickSchema } from './content.js';
export type {
  ApiMessageBody,
  FieldErrors,
  MessageResponse,
  Paginated,
  ValidationErrorBody,
} from './envelopes.js';
export { paginate } from './envelopes.js';
export { isValidHostHeader, SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from './http.js';
export { idParamSchema } from './id-param.js';
export type { IdParam } from './id-param.js';
export type { ListQuery, ListQueryInput } from './list-query.js';
export { listQuerySchema } from './list-query.js';
export type { Currency, Lang } from './locale.js';
export {
  DEFAULT_CURRENCY,
  DEFAULT_LANG,
  LANGUAGE_CURRENCY,
  normaliseCurrency,
  normaliseLang,
} from './locale.js';
export { currencySchema, langSchema } from './locale-schemas.js';
export type {
  ForgetIdInput,
  ForgetPasswordInput,
  LoginInput,
  MemberConsents,
  MyAccountInput,
  SessionUser,
  UnregisterInput,
  UserMessageResponse,
} from './member.js';
export {
  forgetIdSchema,
  forgetPasswordSchema,
  loginSchema,
  mbEmailSchema,
  mbHpSchema,
  mbIdSchema,
  mbNameSchema,
  myAccountSchema,
  normalisePhone,
  passwordSchema,
  unregisterSchema,
} from './member.js';
export type {
  ConfirmMyPasswordInput,
  RegisterInput,
  ResetPasswordInput,
} from './password-forms.js';
export { confirmMyPasswordSchema, registerSchema, resetPasswordSchema } from './password-forms.js';
export type { PasswordContext, PasswordWeakness } from './password-policy.js';
export { MIN_PASSWORD_LENGTH, newPasswordSchema, passwordWeakness } from './password-policy.js';
export type { NoticeDetail, NoticeSort, NoticeSummary } from './notice.js';
export { noticeSortSchema } from './notice.js';
export type {
  AppNotification,
  NotificationDeleteResponse,
  NotificationListQuery,
  NotificationListResponse,
  NotificationResponse,
} from './notification.js';
export { notificationListQuerySchema } from './notification.js';
export type {
  LanguageInput,
  LanguageResponse,
  LoginCheckResponse,
  LoginResponse,
  SetStatisticSessionInput,
  StatisticSessionResponse,
} from './session.js';
export { languageSchema, setStatisticSessionSchema } from './session.js';
export type {
  TranslationPackageQuery,
  TranslationPhrases,
  TranslationTermsInput,
} from './translation.js';
export {
  MAX_TERM_LENGTH,
  MAX_TERMS_PER_REQUEST,
  translationPackageQuerySchema,
  translationTermsSchema,
} from './translation.js';
export { hasControlCharacters, plainText } from './text.js';
export type { AttributeLabels, LocalText, ValidationRule } from './validation-messages.js';
export {
  MEMBER_ATTRIBUTES,
  VALIDATION_MESSAGES,
  attributeLabel,
  formatIssues,
  validationMessage,
} from './validation-messages.js';
