export { authThrottles, passwordResetTokens } from './auth.js';
export { cmsPages, type CmsPageRow } from './cms.js';
export { mailOutbox, type MailRow } from './mail.js';
export { members, type MemberRow } from './members.js';
export { noticeAttachments, notices, type NoticeAttachmentRow, type NoticeRow } from './notices.js';
export { sessions, type SessionRow } from './sessions.js';
export { translationTerms, type TranslationTermRow } from './translations.js';
export { categories, type CategoryRow } from './catalog.js';
export { notifications, type NotificationRow } from './notifications.js';
export {
  clickLogs,
  instaFeedItems,
  popups,
  type InstaFeedItemRow,
  type PopupRow,
} from './shell.js';
export {
  productAddons,
  productCategories,
  productImages,
  productOptionGroups,
  productOptionValues,
  products,
  productVariants,
  stockAdjustments,
  type ProductImageRow,
  type ProductRow,
  type ProductVariantRow,
} from './products.js';
export {
  productInquiries,
  productReviewPhotos,
  productReviews,
  reviewEligibilities,
  wishListItems,
  type ProductInquiryRow,
  type ProductReviewRow,
} from './product-feedback.js';
export { productSearch } from './product-search.js';
export {
  cartLines,
  carts,
  type CartLeftOutRow,
  type CartLineAddon,
  type CartLineRow,
} from './cart.js';
export { productShipping, shippingPolicies, shippingSurcharges } from './shipping.js';
export {
  orderLines,
  orders,
  orderStatusHistory,
  sandboxPayments,
  orderRefunds,
  type OrderRefundLine,
  orderRefusals,
  sessionOrderAccess,
  storeOrders,
  type OrderLineAddon,
  type StoreOrderItem,
} from './orders.js';
export { coupons, memberCoupons, pointLedger, pointPolicy } from './promotions.js';
export { memberAddresses } from './addresses.js';
export { policyDocuments, type PolicyDocumentRow } from './policies.js';
export {
  auditLog,
  operatorAuthenticators,
  operatorRecoveryCodes,
  type AuditLogRow,
} from './operators.js';
