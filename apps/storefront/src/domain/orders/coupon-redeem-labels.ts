/**
 * Korean source phrases of redeeming a coupon code (`/my-page/coupon`, the order form);
 * `t()` translates them.
 */
export const COUPON_REDEEM_LABELS = Object.freeze({
  title: '쿠폰 코드 등록',
  code: '쿠폰 코드',
  hint: '받으신 쿠폰 코드를 입력하면 보유 쿠폰에 추가됩니다. 코드마다 한 번 등록할 수 있습니다.',
  submit: '등록',
  required: '쿠폰 코드를 입력해 주세요.',
});

/** The English of {@link COUPON_REDEEM_LABELS}, key by key (the English phrase package). */
export const COUPON_REDEEM_LABELS_EN: Readonly<Record<keyof typeof COUPON_REDEEM_LABELS, string>> =
  Object.freeze({
    title: 'Redeem a coupon code',
    code: 'Coupon code',
    hint: 'Enter a coupon code you received to add it to your coupons. Each code can be redeemed once.',
    submit: 'Redeem',
    required: 'Please enter a coupon code.',
  });
