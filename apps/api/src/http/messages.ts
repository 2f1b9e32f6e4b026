import type { Lang, LocalText } from '@atelier/contracts';

/** Every non-field message the API answers with, in Korean and English. */
export const MESSAGES = {
  bad_request: { kr: '잘못된 요청입니다.', en: 'The request is invalid.' },
  malformed_json: {
    kr: '요청 본문이 올바른 JSON 형식이 아닙니다.',
    en: 'The request body is not valid JSON.',
  },
  unsupported_media_type: {
    kr: '지원하지 않는 요청 형식입니다.',
    en: 'This content type is not supported.',
  },
  payload_too_large: {
    kr: '요청 본문이 너무 큽니다.',
    en: 'The request body is too large.',
  },
  bad_host: {
    kr: '요청의 호스트(Host) 헤더가 올바르지 않습니다.',
    en: "The request's Host header is invalid.",
  },
  bad_url: {
    kr: '요청 주소가 올바르지 않습니다.',
    en: 'The requested address is invalid.',
  },
  url_too_long: { kr: '요청 주소가 너무 깁니다.', en: 'The requested address is too long.' },
  headers_too_large: {
    kr: '요청 헤더가 너무 큽니다.',
    en: 'The request headers are too large.',
  },
  request_timeout: {
    kr: '요청 시간이 초과되었습니다. 다시 시도해 주세요.',
    en: 'The request timed out. Please try again.',
  },
  unauthorized: { kr: '로그인이 필요합니다.', en: 'Please log in to continue.' },
  forbidden: { kr: '접근 권한이 없습니다.', en: 'You do not have permission to do this.' },
  own_account_only: {
    kr: '본인 계정 정보만 수정할 수 있습니다.',
    en: 'You can only change your own account.',
  },
  not_found: {
    kr: '페이지를 찾을 수 없거나 접근할 수 없습니다.',
    en: 'The page was not found or is not accessible.',
  },
  method_not_allowed: { kr: '허용되지 않은 요청입니다.', en: 'This method is not allowed.' },
  csrf: {
    kr: '보안 토큰이 만료되었거나 올바르지 않습니다. 페이지를 새로고침한 뒤 다시 시도해 주세요.',
    en: 'Your security token has expired or is invalid. Please refresh the page and try again.',
  },
  too_many_logins: {
    kr: '로그인 시도가 너무 많습니다. {minutes}분 후 다시 시도해 주세요.',
    en: 'Too many login attempts. Please try again in {minutes} minutes.',
  },
  too_many_requests: {
    kr: '요청이 너무 많습니다. {minutes}분 후 다시 시도해 주세요.',
    en: 'Too many requests. Please try again in {minutes} minutes.',
  },
  too_many_password_attempts: {
    kr: '비밀번호를 너무 많이 틀렸습니다. {minutes}분 후 다시 시도해 주세요.',
    en: 'Too many wrong passwords. Please try again in {minutes} minutes.',
  },
  too_many_orders: {
    kr: '주문 요청이 너무 많습니다. {minutes}분 후 다시 시도해 주세요.',
    en: 'Too many orders in a short time. Please try again in {minutes} minutes.',
  },
  too_many_order_lookups: {
    kr: '주문 조회에 너무 많이 실패했습니다. {minutes}분 후 다시 시도해 주세요.',
    en: 'Too many failed order look-ups. Please try again in {minutes} minutes.',
  },
  guest_unpaid_limit: {
    kr: '비회원은 결제 전 주문의 상품을 모두 합쳐 {max}개까지 주문할 수 있습니다. 이전 주문을 결제하거나 취소한 뒤, 또는 로그인한 뒤 주문해 주세요.',
    en: 'As a guest you can hold at most {max} items in unpaid orders. Please pay for or cancel your earlier orders, or log in, and order again.',
  },
  too_many_registrations: {
    kr: '회원가입 요청이 너무 많습니다. {minutes}분 후 다시 시도해 주세요.',
    en: 'Too many sign-ups from this network. Please try again in {minutes} minutes.',
  },
  too_many_uploads: {
    kr: '사진 올리기 요청이 너무 많습니다. {minutes}분 후 다시 시도해 주세요.',
    en: 'Too many photo uploads. Please try again in {minutes} minutes.',
  },
  image_work_busy: {
    kr: '지금은 사진을 처리하는 요청이 많습니다. 잠시 후 다시 시도해 주세요.',
    en: 'We are processing many photos right now. Please try again in a moment.',
  },
  upload_fields_first: {
    kr: '요청 형식이 올바르지 않습니다. 입력 항목을 사진보다 먼저 보내 주세요.',
    en: 'The request is malformed: send the form fields before the photos.',
  },
  server_error: {
    kr: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
    en: 'Something went wrong on our side. Please try again shortly.',
  },
  unavailable: {
    kr: '서비스를 일시적으로 사용할 수 없습니다.',
    en: 'The service is temporarily unavailable.',
  },
  registered: { kr: '회원가입이 완료되었습니다.', en: 'Your account has been created.' },
  logged_out: { kr: '로그아웃되었습니다.', en: 'You have been logged out.' },
  account_updated: { kr: '회원정보가 수정되었습니다.', en: 'Your account has been updated.' },
  password_changed: { kr: '비밀번호가 변경되었습니다.', en: 'Your password has been changed.' },
  password_reset: {
    kr: '비밀번호가 재설정되었습니다. 새 비밀번호로 로그인해 주세요.',
    en: 'Your password has been reset. Please log in with the new password.',
  },
  unregistered: {
    kr: '회원탈퇴가 완료되었습니다. 그동안 이용해 주셔서 감사합니다.',
    en: 'Your membership has been closed. Thank you for shopping with us.',
  },
  reset_mail_sent: {
    kr: '입력하신 정보와 일치하는 회원이 있으면 비밀번호 재설정 메일을 보내드렸습니다.',
    en: 'If the details match a member, we have sent a password reset email.',
  },
  id_mail_sent: {
    kr: '입력하신 정보와 일치하는 회원이 있으면 아이디를 메일로 보내드렸습니다.',
    en: 'If the details match a member, we have emailed the ID.',
  },
  saved: { kr: '저장되었습니다.', en: 'Saved.' },
  insufficient_stock: {
    kr: '재고가 부족합니다. 수량을 확인해 주세요.',
    en: 'There is not enough stock. Please check the quantity.',
  },
  review_not_eligible: {
    kr: '구매 후 배송이 완료된 상품만 후기를 작성할 수 있습니다. 이미 작성하신 주문은 다시 작성할 수 없습니다.',
    en: 'You can review a product once it has been delivered to you, once per purchase.',
  },
  own_posts_only: {
    kr: '본인이 작성한 글만 수정하거나 삭제할 수 있습니다.',
    en: 'You can only change or delete your own posts.',
  },
  inquiry_answered: {
    kr: '답변이 등록된 문의는 수정할 수 없습니다. 새 문의를 남겨 주세요.',
    en: 'A question that has been answered cannot be changed. Please ask a new one.',
  },
  review_deleted: { kr: '후기가 삭제되었습니다.', en: 'Your review has been deleted.' },
  inquiry_deleted: { kr: '문의가 삭제되었습니다.', en: 'Your question has been deleted.' },
  sold_out: {
    kr: '품절된 상품입니다. 다른 옵션을 선택해 주세요.',
    en: 'This item is sold out. Please choose another option.',
  },
  cart_full: {
    kr: '장바구니에는 최대 {max}개 상품까지 담을 수 있습니다.',
    en: 'Your cart can hold up to {max} items.',
  },
  product_unavailable: {
    kr: "'{name}' 상품은 현재 판매하지 않습니다. 주문에서 빼 주세요.",
    en: "'{name}' is no longer sold. Please remove it from your order.",
  },
  policy_changed: {
    kr: '이용약관 또는 개인정보처리방침이 개정되었습니다. 새 내용을 확인하신 뒤 다시 동의해 주세요.',
    en: 'The terms of use or the privacy policy have changed. Please review the new version and agree again.',
  },
  order_amount_changed: {
    kr: '주문 금액이 변경되었습니다. 변경된 금액을 확인하신 뒤 다시 주문해 주세요.',
    en: 'The order amount has changed. Please check the new amount and order again.',
  },
  idempotency_key_required: {
    kr: '주문 요청을 확인할 수 없습니다. 페이지를 새로고침한 뒤 다시 시도해 주세요.',
    en: 'The order request could not be verified. Please refresh the page and try again.',
  },
  idempotency_key_reused: {
    kr: '이미 처리된 주문 요청입니다. 페이지를 새로고침한 뒤 다시 주문해 주세요.',
    en: 'This order request was already used. Please refresh the page and order again.',
  },
  order_password_required: {
    kr: '비회원 주문은 주문 조회용 비밀번호가 필요합니다.',
    en: 'Guest orders need an order password for looking the order up.',
  },
  order_not_cancellable: {
    kr: '배송이 시작된 주문은 취소할 수 없습니다. 반품을 신청해 주세요.',
    en: 'An order that has shipped cannot be cancelled. Please request a return.',
  },
  order_cancelled: { kr: '주문이 취소되었습니다.', en: 'Your order has been cancelled.' },
  order_expired: {
    kr: '결제 기한이 지나 주문이 취소되었습니다. 다시 주문해 주세요.',
    en: 'The payment time ran out and the order was cancelled. Please order again.',
  },
  order_already_paid: {
    kr: '이미 결제가 완료된 주문입니다.',
    en: 'This order has already been paid.',
  },
  payment_amount_mismatch: {
    kr: '결제 금액이 주문 금액과 다릅니다. 결제가 진행되지 않았습니다.',
    en: 'The payment amount does not match the order. You have not been charged.',
  },
  payment_currency_mismatch: {
    kr: '결제 통화가 주문 통화와 다릅니다. 결제가 진행되지 않았습니다.',
    en: 'The payment currency does not match the order. You have not been charged.',
  },
  payment_method_mismatch: {
    kr: '주문할 때 고른 결제 수단으로만 결제할 수 있습니다.',
    en: 'This order can only be paid with the payment method chosen when ordering.',
  },
  payment_failed: {
    kr: '결제가 완료되지 않았습니다: {reason}',
    en: 'The payment did not go through: {reason}',
  },
  payment_not_found: {
    kr: '결제 정보를 찾을 수 없습니다.',
    en: 'The payment could not be found.',
  },
  order_not_shippable: {
    kr: '결제가 완료된 주문만 발송할 수 있습니다.',
    en: 'Only a paid order can be shipped.',
  },
  order_not_deliverable: {
    kr: '배송 중인 주문만 배송완료로 바꿀 수 있습니다.',
    en: 'Only an order on its way can be marked delivered.',
  },
  order_not_confirmable: {
    kr: '배송이 완료된 주문만 구매확정할 수 있습니다.',
    en: 'You can confirm a purchase once it has been delivered.',
  },
  order_not_claimable: {
    kr: '반품·교환은 배송완료 후 구매확정 전까지 신청할 수 있습니다.',
    en: 'Returns and exchanges can be requested after delivery and before the purchase is confirmed.',
  },
  address_book_full: {
    kr: '배송지는 최대 {max}개까지 저장할 수 있습니다.',
    en: 'You can save up to {max} addresses.',
  },
  coupon_used: {
    kr: '이미 사용된 쿠폰입니다. 쿠폰을 다시 선택해 주세요.',
    en: 'That coupon has already been used. Please choose again.',
  },
  order_lookup_failed: {
    kr: '주문번호와 주문 비밀번호(또는 휴대폰 번호)를 확인해 주세요.',
    en: 'Please check the order number and the order password (or mobile number).',
  },
  wish_list_removed: {
    kr: '위시리스트에서 삭제되었습니다.',
    en: 'Removed from your wish list.',
  },
  operator_forbidden: {
    kr: "'{area}' 메뉴의 {action} 권한이 없습니다. 필요하면 대표 관리자에게 권한을 요청해 주세요.",
    en: "Your role does not allow {action} in '{area}'. Ask the shop owner if you need it.",
  },
  operator_only: {
    kr: '운영자 계정이 아닙니다. 관리자 화면은 권한을 받은 운영자만 사용할 수 있습니다.',
    en: 'This is not an operator account. Only operators with a role can use the console.',
  },
  operator_sign_in_required: {
    kr: '관리자 로그인(비밀번호와 인증 앱 코드)이 필요합니다.',
    en: 'Please sign in to the console with your password and authenticator code.',
  },
  too_many_codes: {
    kr: '인증 코드를 너무 많이 틀렸습니다. {minutes}분 후 다시 시도해 주세요.',
    en: 'Too many wrong codes. Please try again in {minutes} minutes.',
  },
  reauth_required: {
    kr: '개인정보 보기·환불·권한 변경 전에는 비밀번호를 다시 확인해야 합니다.',
    en: 'Please enter your password again before refunds, role changes or revealing personal data.',
  },
  reauthenticated: {
    kr: '비밀번호가 확인되었습니다. 5분 동안 민감한 작업을 할 수 있습니다.',
    en: 'Password confirmed. Sensitive actions are open for 5 minutes.',
  },
  last_owner: {
    kr: '마지막 대표 관리자의 권한은 바꿀 수 없습니다. 다른 대표 관리자를 먼저 지정해 주세요.',
    en: 'The last owner cannot lose the owner role. Make someone else an owner first.',
  },
  own_two_factor: {
    kr: '본인의 2단계 인증은 초기화할 수 없습니다. 복구 코드를 새로 발급하거나 다른 대표 관리자에게 요청해 주세요.',
    en: 'You cannot reset your own two-factor sign-in. Issue new recovery codes, or ask another owner.',
  },
  two_factor_reset: {
    kr: '2단계 인증을 초기화했습니다. 다음 로그인 때 인증 앱을 다시 등록합니다.',
    en: 'Two-factor sign-in was reset. The authenticator is enrolled again at the next sign-in.',
  },
  deleted: { kr: '삭제되었습니다.', en: 'Deleted.' },
  edit_conflict: {
    kr: '다른 운영자가 먼저 수정했습니다. 바뀐 내용을 확인한 뒤 다시 저장해 주세요.',
    en: 'Another operator saved this first. Please review their changes and save again.',
  },
  order_not_awaiting_transfer: {
    kr: '입금을 기다리는 무통장입금 주문만 입금 확인할 수 있습니다. 주문 상태를 확인해 주세요.',
    en: 'Only a bank-transfer order awaiting its transfer can be marked paid. Please check its status.',
  },
  order_not_preparable: {
    kr: '결제가 완료된 주문만 상품준비중으로 바꿀 수 있습니다.',
    en: 'Only a paid order can be marked as being prepared.',
  },
  order_status_refused: {
    kr: "현재 상태가 '{status}'인 주문이라 처리할 수 없습니다. {reason}",
    en: "The order is '{status}', so this cannot be done. {reason}",
  },
  refund_not_paid: {
    kr: '결제되지 않은 주문은 환불할 수 없습니다.',
    en: 'An order that was not paid cannot be refunded.',
  },
  refund_over_paid: {
    kr: '결제 금액에서 이미 환불한 금액을 뺀 {refundable}까지만 환불할 수 있습니다.',
    en: 'Only {refundable} can still be refunded: what was paid less what was refunded.',
  },
  refund_line_over: {
    kr: "'{name}'은(는) {left}개까지만 환불할 수 있습니다.",
    en: "Only {left} of '{name}' can still be refunded.",
  },
  refund_not_failed: {
    kr: '실패한 환불만 다시 시도하거나 직접 환불로 기록할 수 있습니다.',
    en: 'Only a failed refund can be retried or recorded as paid back by hand.',
  },
  claim_not_requested: {
    kr: '반품·교환 요청 중인 주문만 승인하거나 거절할 수 있습니다.',
    en: 'Only an order with a return or exchange request can have it accepted or refused.',
  },
  store_order_unknown_member: {
    kr: '해당 아이디의 회원이 없습니다.',
    en: 'There is no member with this ID.',
  },
  member_blocked: {
    kr: '이용이 제한된 계정입니다(사유: {reason}). 문의는 고객센터로 연락해 주세요.',
    en: 'This account has been suspended (reason: {reason}). Please contact customer service.',
  },
  operator_not_blockable: {
    kr: '운영자 권한이 있는 회원은 차단할 수 없습니다. 먼저 운영자 권한을 해제해 주세요.',
    en: 'A member with an operator role cannot be blocked. Remove their role first.',
  },
  points_over_balance: {
    kr: '적립금 잔액({balance}원)보다 많이 차감할 수 없습니다.',
    en: 'Cannot take more than the balance of {balance} points.',
  },
  coupon_not_issuable: {
    kr: '사용 기간이 지났거나 아직 시작되지 않은 쿠폰은 발급할 수 없습니다.',
    en: 'This coupon is outside its validity period and cannot be issued.',
  },
  category_not_empty: {
    kr: "'{name}' 카테고리에 상품 {products}개, 하위 카테고리 {children}개, 쿠폰 {coupons}개가 연결되어 있어 삭제할 수 없습니다. 먼저 옮기거나 카테고리를 숨겨 주세요.",
    en: "'{name}' still holds {products} products, {children} sub-categories and {coupons} coupons, so it cannot be deleted. Move them first, or hide the category.",
  },
  category_parent_invalid: {
    kr: '카테고리를 자기 자신이나 하위 카테고리 아래로 옮길 수 없습니다.',
    en: 'A category cannot be moved under itself or one of its sub-categories.',
  },
  mail_not_failed: {
    kr: '발송에 실패한 메일만 다시 보낼 수 있습니다.',
    en: 'Only a mail that failed to send can be sent again.',
  },
  coupon_issued_delete: {
    kr: '회원에게 {n}장 발급된 쿠폰은 삭제할 수 없습니다. 사용 기간을 오늘까지로 바꿔 발급을 끝내 주세요.',
    en: 'This coupon was issued to members {n} times, so it cannot be deleted. Set its period to end today instead.',
  },
  coupon_ended: {
    kr: '사용 기간이 끝난 쿠폰은 발급할 수 없습니다. 기간을 먼저 늘려 주세요.',
    en: 'A coupon whose period has ended cannot be issued. Extend its period first.',
  },
  coupon_redeemed: {
    kr: "'{name}' 쿠폰이 등록되었습니다.",
    en: "The coupon '{name}' was added to your coupons.",
  },
  coupons_issued: {
    kr: '{n}명에게 쿠폰을 발급했습니다.',
    en: 'Issued the coupon to {n} members.',
  },
  shipment_file_type: {
    kr: '엑셀(.xlsx) 또는 CSV 파일만 올릴 수 있습니다. 양식을 내려받아 사용해 주세요.',
    en: 'Only an Excel (.xlsx) or CSV file can be uploaded. Please use the template.',
  },
  shipment_file_missing: {
    kr: '올릴 파일을 선택해 주세요.',
    en: 'Please choose a file to upload.',
  },
  shipment_file_too_large: {
    kr: '파일이 너무 큽니다. {max}MB 이하로 올려 주세요.',
    en: 'The file is too large. Please upload at most {max} MB.',
  },
  shipment_too_many_rows: {
    kr: '한 번에 {max}행까지 올릴 수 있습니다. 파일을 나누어 올려 주세요. (이 파일: {rows}행)',
    en: 'At most {max} rows can be uploaded at once. Please split the file. (This file: {rows} rows)',
  },
  shipment_no_rows: {
    kr: '파일에 발송할 행이 없습니다. 양식의 열(주문번호, 택배사, 송장번호)을 확인해 주세요.',
    en: 'The file has no rows to ship. Please check the template columns (order number, carrier, tracking number).',
  },
  shipment_unknown_order: {
    kr: "주문번호 '{od_id}'인 주문이 없습니다.",
    en: "There is no order number '{od_id}'.",
  },
  bulk_unknown_product: {
    kr: "상품코드 '{it_id}'인 상품이 없습니다.",
    en: "There is no product with the code '{it_id}'.",
  },
  shipment_unknown_carrier: {
    kr: "'{carrier}'은(는) 등록된 택배사가 아닙니다. ({carriers})",
    en: "'{carrier}' is not a known carrier. ({carriers})",
  },
  shipment_missing_tracking: {
    kr: '송장번호가 비어 있습니다.',
    en: 'The tracking number is missing.',
  },
  shipment_bad_tracking: {
    kr: '송장번호는 숫자와 영문 8~30자여야 합니다.',
    en: 'A tracking number has 8 to 30 digits or letters.',
  },
  shipment_duplicate_order: {
    kr: '같은 주문번호가 파일 {line}행에 이미 있습니다.',
    en: 'The same order number is already on line {line} of the file.',
  },
} as const satisfies Record<string, LocalText>;

/** A key of {@link MESSAGES}. */
export type MessageKey = keyof typeof MESSAGES;

/**
 * A server message in the session language with `{name}` placeholders filled.
 */
export function message(
  key: MessageKey,
  lang: Lang,
  values: Record<string, string | number> = {},
): string {
  return MESSAGES[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
