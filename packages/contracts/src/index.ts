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
  AdminPopup,
  AdminPopupInput,
  ClickLogInput,
  ClickLogResponse,
  InstaFeedItem,
  InstaFeedResponse,
  Popup,
  PopupQueryInput,
  ResourceClickInput,
  ResourceClickResponse,
} from './content.js';
export {
  adminPopupSchema,
  clickLogSchema,
  popupQuerySchema,
  resourceClickSchema,
} from './content.js';
export type {
  ApiMessageBody,
  DataResponse,
  FieldErrors,
  MessageResponse,
  Paginated,
  ValidationErrorBody,
} from './envelopes.js';
export { PAGE_MAX, paginate } from './envelopes.js';
export type { SitemapProduct, SitemapResponse } from './sitemap.js';
export { createCookieJar, type CookieJar } from './cookie-jar.js';
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
export { formatCount, formatMoney, minorUnitDigits } from './money.js';
export type { FormatMoneyOptions } from './money.js';
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
  GuestOrderPasswordInput,
  RegisterInput,
  ResetPasswordInput,
} from './password-forms.js';
export {
  confirmMyPasswordSchema,
  guestOrderPasswordSchema,
  registerSchema,
  resetPasswordSchema,
} from './password-forms.js';
export type { PasswordContext, PasswordWeakness } from './password-policy.js';
export { MIN_PASSWORD_LENGTH, newPasswordSchema, passwordWeakness } from './password-policy.js';
export type { NoticeDetail, NoticeSort, NoticeSummary } from './notice.js';
export type {
  CurrentPolicies,
  PolicyDocument,
  PolicyKind,
  PolicyQueryInput,
  PolicySection,
  PolicyVersionSummary,
} from './policy.js';
export { consentVersionsShape, POLICY_KINDS, policyQuerySchema } from './policy.js';
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
export { IMAGE_MAX_SIDE, IMAGE_UPLOAD_TYPES } from './media.js';
export { hasControlCharacters, plainText } from './text.js';
export { wholeNumber } from './whole-number.js';
export type { AttributeLabels, LocalText, ValidationRule } from './validation-messages.js';
export {
  MEMBER_ATTRIBUTES,
  VALIDATION_MESSAGES,
  attributeLabel,
  formatIssues,
  validationMessage,
} from './validation-messages.js';
export { attributesOf } from './schema-attributes.js';
export type {
  ImageRendition,
  InfoNoticeRow,
  ProductAddon,
  ProductDetail,
  ProductDetailResponse,
  ProductImage,
  ProductListItem,
  ProductListQuery,
  ProductListQueryInput,
  ProductOfferPrice,
  ProductOptionGroup,
  ProductSuggestion,
  ProductSuggestResponse,
  ProductVariant,
  RatingSummary,
  ShippingInfo,
} from './product.js';
export {
  PRODUCT_FLAGS,
  PRODUCT_KEYWORD_MAX,
  PRODUCT_MAX_PER_PAGE,
  PRODUCT_SORTS,
  PRODUCT_SUGGEST_LIMIT,
} from './product-constants.js';
export type { ProductFlag, ProductSort } from './product-constants.js';
export {
  productIdParamSchema,
  productListQuerySchema,
  productSuggestQuerySchema,
} from './product.js';
export type {
  InquiryCreateInput,
  InquiryListQueryInput,
  InquiryUpdateInput,
  ProductInquiry,
  ProductReview,
  ReviewCreateInput,
  ReviewListQueryInput,
  ReviewPhoto,
  ReviewUpdateInput,
  WishListItem,
} from './product-feedback.js';
export {
  FEEDBACK_ATTRIBUTES,
  inquiryCreateSchema,
  inquiryListQuerySchema,
  inquiryUpdateSchema,
  reviewCreateSchema,
  reviewListQuerySchema,
  reviewUpdateSchema,
  wishListAddSchema,
  wishListQuerySchema,
} from './product-feedback.js';
export {
  INQUIRY_CONTENT_MAX,
  INQUIRY_SUBJECT_MAX,
  REVIEW_CONTENT_MAX,
  REVIEW_CONTENT_MIN,
  REVIEW_MAX_PHOTOS,
  REVIEW_PHOTO_MAX_BYTES,
} from './product-feedback-constants.js';
export type {
  Cart,
  CartAddInput,
  CartLeftOut,
  CartLine,
  CartLineAddonView,
  CartLineChange,
} from './cart.js';
export {
  CART_ATTRIBUTES,
  CART_MAX_ADDONS,
  CART_MAX_LINES,
  CART_MAX_QTY,
  cartAddSchema,
  cartLineParamSchema,
  cartLineUpdateSchema,
} from './cart.js';
export type {
  BankTransferInfo,
  CouponKind,
  OrderAmountChanged,
  OrderAmounts,
  OrderCheckoutStart,
  OrderClaimPhoto,
  OrderCoupon,
  OrderCreateInput,
  OrderDetail,
  OrderLineView,
  OrderPlaced,
  OrderPoints,
  OrderQuote,
  OrderListQuery,
  OrderLookupInput,
  OrderQuoteInput,
  OrderShipment,
  OrderStatusChange,
  OrderSummary,
  PaymentConfirmInput,
} from './order.js';
export type {
  CarrierCode,
  CashReceiptType,
  OrderHistoryReason,
  OrderStatus,
  PaymentMethod,
} from './order-constants.js';
export {
  businessNumberDigits,
  IDEMPOTENCY_KEY_MAX,
  ORDER_CLAIM_MAX_PHOTOS,
  ORDER_CLAIM_REASON_MAX,
  ORDER_CLAIM_REASON_MIN,
  orderClaimSchema,
  ORDER_ATTRIBUTES,
  ORDER_MAX_LINES,
  orderCancelSchema,
  orderCreateSchema,
  orderIdParamSchema,
  orderLinesSchema,
  orderListQuerySchema,
  orderLookupSchema,
  orderQuoteSchema,
  paymentConfirmSchema,
} from './order.js';
export {
  AUTO_CONFIRM_DAYS,
  CARRIERS,
  CASH_RECEIPT_LABELS,
  CASH_RECEIPT_METHODS,
  CASH_RECEIPT_TYPES,
  isOrderHistoryReason,
  ORDER_HISTORY_REASON_LABELS,
  ORDER_HISTORY_REASONS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  POINTS_RULES,
} from './order-constants.js';
export type {
  AddressInput,
  MemberCouponStatus,
  MemberCouponView,
  PointEntry,
  PointHistory,
  PointReason,
  SavedAddress,
  StoreOrderView,
} from './member-wallet.js';
export {
  ADDRESS_ATTRIBUTES,
  ADDRESS_BOOK_MAX,
  addressSchema,
  couponListQuerySchema,
  MEMBER_COUPON_STATUSES,
} from './member-wallet.js';
export type { AdminAction, AdminArea, AdminPermission, OperatorRole } from './operator-roles.js';
export {
  ADMIN_ACTION_LABELS,
  ADMIN_ACTIONS,
  ADMIN_AREA_LABELS,
  ADMIN_AREAS,
  OPERATOR_ROLE_LABELS,
  OPERATOR_ROLES,
  roleCan,
  ROLE_PERMISSIONS,
} from './operator-roles.js';
export type {
  AdminLoginInput,
  AdminLoginStep,
  AdminMember,
  AdminOperator,
  AuditEntry,
  AuditQueryInput,
  OperatorRoleInput,
  OperatorView,
  ReauthInput,
  ReauthRequiredBody,
  SecondFactorInput,
  SecondFactorResponse,
} from './operator.js';
export {
  adminLoginSchema,
  auditQuerySchema,
  operatorRoleSchema,
  REAUTH_WINDOW_MINUTES,
  reauthSchema,
  secondFactorSchema,
} from './operator.js';
export type {
  AdminOrderDetail,
  AdminOrderListItem,
  AdminOrderListQuery,
  AdminShipInput,
} from './admin-order.js';
export {
  adminCancelSchema,
  adminOrderListQuerySchema,
  adminOrderMemoSchema,
  adminShipSchema,
} from './admin-order.js';
export type {
  AdminClaimAcceptInput,
  AdminOrderMoney,
  AdminPackingSlip,
  AdminRefund,
  AdminRefundableLine,
  AdminRefundInput,
  AdminStoreOrder,
  AdminStoreOrderInput,
  RefundState,
} from './admin-order-money.js';
export {
  adminClaimAcceptSchema,
  adminClaimRefuseSchema,
  adminRefundManualSchema,
  adminRefundSchema,
  adminStoreOrderQuerySchema,
  adminStoreOrderSchema,
  ORDER_MONEY_ATTRIBUTES,
  REFUND_STATES,
  refundIdParamSchema,
  storeOrderIdParamSchema,
} from './admin-order-money.js';
export type {
  AdminCategory,
  AdminCategoryCreateInput,
  AdminCategoryMoveInput,
  AdminCategoryUpdateInput,
  AdminQuestion,
  AdminQuestionAnswerInput,
  AdminQuestionQuery,
  AdminReview,
  AdminReviewQuery,
  AdminReviewVisibilityInput,
} from './admin-catalog.js';
export {
  ADMIN_CATALOG_ATTRIBUTES,
  adminCategoryCreateSchema,
  adminCategoryMoveSchema,
  adminCategoryUpdateSchema,
  adminQuestionAnswerSchema,
  adminQuestionQuerySchema,
  adminReviewQuerySchema,
  adminReviewVisibilitySchema,
} from './admin-catalog.js';
export type {
  AdminBlockInput,
  AdminIssuableCoupon,
  AdminIssueCouponInput,
  AdminMemberCoupon,
  AdminMemberDetail,
  AdminPointsInput,
} from './admin-members.js';
export {
  ADMIN_MEMBER_ATTRIBUTES,
  adminBlockSchema,
  adminIssueCouponSchema,
  adminPointsSchema,
} from './admin-members.js';
export type {
  AdminCmsPage,
  AdminCmsPageInput,
  AdminInstaItem,
  AdminInstaItemInput,
  AdminMail,
  AdminMailQuery,
  AdminNotice,
  AdminNoticeInput,
  AdminTranslationQuery,
  AdminTranslationTerm,
  CmsNodeTag,
  MailStatus,
  NoticeAttachment,
  ReorderInput,
  TranslationApproveInput,
  TranslationCoverage,
  TranslationStatus,
  TranslationSuggestion,
  UploadedContentImage,
} from './admin-content.js';
export {
  adminCmsPageSchema,
  adminInstaItemSchema,
  adminMailQuerySchema,
  adminNoticeSchema,
  adminTranslationQuerySchema,
  CMS_NODE_TAGS,
  CMS_TEMPLATE_LIMITS,
  cmsNodeSchema,
  cmsTemplateSchema,
  CONTENT_ATTRIBUTES,
  isSafeLink,
  MAIL_STATUS_LABELS,
  MAIL_STATUSES,
  NOTICE_ATTACHMENT_MAX_BYTES,
  NOTICE_ATTACHMENT_TYPES,
  NOTICE_ATTACHMENTS_MAX,
  reorderSchema,
  safeLinkSchema,
  TRANSLATION_STATUSES,
  translationApproveSchema,
} from './admin-content.js';
export type {
  AdminCoupon,
  AdminCouponInput,
  AdminCouponIssued,
  AdminCouponUsage,
  AdminCouponIssueInput,
  AdminShippingPolicy,
  AdminShippingSurcharge,
  CouponIssueMode,
  CouponRedeemInput,
  PointPolicy,
  PointPolicyInput,
  ShippingPolicyInput,
  ShippingSurchargeInput,
} from './promotions.js';
export {
  adminCouponIssueSchema,
  adminCouponSchema,
  COUPON_ISSUE_MODE_LABELS,
  couponBenefit,
  COUPON_ISSUE_MODES,
  COUPON_KIND_LABELS,
  COUPON_KINDS,
  couponCodeSchema,
  couponRedeemSchema,
  pointPolicySchema,
  PROMOTION_ATTRIBUTES,
  shippingPolicySchema,
  shippingSurchargeSchema,
} from './promotions.js';
export type {
  AdminCategoryOption,
  AdminProductBulkAction,
  AdminProductBulkInput,
  AdminProductBulkResponse,
  AdminProductDetail,
  AdminProductInput,
  AdminProductListItem,
  AdminProductListQuery,
  AdminProductValues,
  AdminStockAdjustInput,
  StockAdjustment,
} from './admin-product.js';
export {
  ADMIN_PRODUCT_ATTRIBUTES,
  ADMIN_PRODUCT_BULK_ACTIONS,
  adminProductBulkSchema,
  adminProductListQuerySchema,
  adminProductSchema,
  adminStockAdjustSchema,
  STOCK_REASONS,
} from './admin-product.js';
export type {
  AdminBulkActionInput,
  AdminBulkResponse,
  AdminBulkRowResult,
  AdminDashboard,
  AdminOrderExportQuery,
  AdminOrderFilter,
  DashboardDay,
  DashboardFigures,
  DashboardWork,
  ShipmentRowResult,
  ShipmentUploadResponse,
} from './admin-order-bulk.js';
export {
  adminBulkActionSchema,
  adminOrderExportQuerySchema,
  adminOrderFilterSchema,
  adminOrderSortSchema,
} from './admin-order-bulk.js';
export type {
  AdminBulkAction,
  AdminOrderSort,
  OrderWorkQueue,
  ShipmentRowRefusal,
} from './admin-order-lists.js';
export {
  ADMIN_BULK_ACTIONS,
  ADMIN_BULK_MAX,
  ADMIN_ORDER_SORTS,
  LOW_STOCK_THRESHOLD,
  ORDER_WORK_QUEUES,
  SHIPMENT_ROW_REFUSALS,
  SHIPMENT_UPLOAD_COLUMNS,
  SHIPMENT_UPLOAD_LIMITS,
} from './admin-order-lists.js';
export { DEFAULT_POINT_POLICY } from './point-policy.js';
export type { PointPolicyValues } from './point-policy.js';
