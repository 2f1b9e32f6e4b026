/**
 * Korean source phrases that only the order form's parts loaded after hydration use (the
 * 현금영수증 request, 전체 동의), kept out of `CHECKOUT_LABELS`, which the form's first load
 * carries. `t()` translates them; the request's kinds are the contracts' `CASH_RECEIPT_LABELS`.
 */
export const ORDER_FORM_PART_LABELS = Object.freeze({
  agreeAll: '전체 동의',
  agreeAllHint: '아래 필수 항목에 모두 동의합니다.',
  receiptTitle: '현금영수증',
  receiptPhone: '휴대폰 번호',
  receiptPhoneHint: '소득공제를 받을 휴대폰 번호를 입력해 주세요.',
  receiptBusiness: '사업자등록번호',
  receiptBusinessHint: '숫자 10자리 (예: 123-45-67890)',
  receiptNote: '입금이 확인되면 발급해 드립니다.',
});

/**
 * The English of {@link ORDER_FORM_PART_LABELS}, key by key.
 */
export const ORDER_FORM_PART_LABELS_EN: Readonly<
  Record<keyof typeof ORDER_FORM_PART_LABELS, string>
> = Object.freeze({
  agreeAll: 'Agree to all',
  agreeAllHint: 'I agree to every required item below.',
  receiptTitle: 'Cash receipt',
  receiptPhone: 'Mobile number',
  receiptPhoneHint: 'The Korean mobile number the income deduction is registered to.',
  receiptBusiness: 'Business registration no.',
  receiptBusinessHint: '10 digits (e.g. 123-45-67890)',
  receiptNote: 'It is issued once we receive your payment.',
});
