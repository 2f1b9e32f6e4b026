/**
 * Korean source phrases only the checkout pages after the order form use (the sandbox PG page,
 * the payment return, the thank-you page): kept out of `CHECKOUT_LABELS`, which the order form's
 * first load carries. `t()` translates them.
 *
 * @example
 * t(ORDER_RESULT_LABELS.thanksTitle); // '주문이 완료되었습니다'
 */
export const ORDER_RESULT_LABELS = Object.freeze({
  sandboxTitle: '테스트 결제',
  sandboxNotice: '테스트 결제 페이지입니다. 실제 결제가 이루어지지 않습니다.',
  sandboxIntro: '개발·테스트용 샌드박스 PG입니다. 결과를 골라 주세요.',
  orderNumber: '주문번호',
  orderName: '주문명',
  amount: '금액',
  method: '결제 수단',
  approve: '승인',
  fail: '실패',
  issueVirtual: '가상계좌 발급',
  tamper: '금액 변조',
  sandboxBad: '결제 정보가 올바르지 않습니다.',
  confirmTitle: '결제 확인',
  paymentFailed: '결제가 완료되지 않았습니다.',
  paymentCanceled: '결제를 취소하셨습니다. 주문은 결제 기한까지 보관됩니다.',
  paymentBadReturn: '결제 결과를 확인할 수 없습니다.',
  backToOrderForm: '주문서로 돌아가기',
  thanksTitle: '주문이 완료되었습니다',
  thanksIntro: '아틀리에를 이용해 주셔서 감사합니다.',
  thanksDeposit: '아래 계좌로 입금해 주시면 주문이 확정됩니다.',
  status: '주문 상태',
  orderedAt: '주문일시',
  bankTitle: '입금 안내',
  bank: '은행',
  account: '계좌번호',
  holder: '예금주',
  deadline: '입금 기한',
  recipient: '받으시는 분',
  address: '배송지',
  orderDetail: '주문 상세 보기',
  guestLookup: '비회원은 주문번호와 주문 비밀번호로 주문을 조회할 수 있습니다.',
  continueShopping: '쇼핑 계속하기',
});

/**
 * The English of {@link ORDER_RESULT_LABELS}, key by key.
 *
 * @example
 * ORDER_RESULT_LABELS_EN.thanksTitle;
 */
export const ORDER_RESULT_LABELS_EN: Readonly<Record<keyof typeof ORDER_RESULT_LABELS, string>> =
  Object.freeze({
    sandboxTitle: 'Test payment',
    sandboxNotice: 'This is a test payment page. No real payment is made.',
    sandboxIntro: 'The sandbox PG for development and tests. Choose an outcome.',
    orderNumber: 'Order number',
    orderName: 'Order',
    amount: 'Amount',
    method: 'Payment method',
    approve: 'Approve',
    fail: 'Fail',
    issueVirtual: 'Issue a virtual account',
    tamper: 'Tamper with the amount',
    sandboxBad: 'The payment details are not valid.',
    confirmTitle: 'Payment confirmation',
    paymentFailed: 'The payment was not completed.',
    paymentCanceled: 'You cancelled the payment. The order is kept until its payment deadline.',
    paymentBadReturn: 'The payment result could not be read.',
    backToOrderForm: 'Back to checkout',
    thanksTitle: 'Thank you for your order',
    thanksIntro: 'Thank you for shopping at Atelier.',
    thanksDeposit: 'Your order is confirmed once we receive your transfer to the account below.',
    status: 'Order status',
    orderedAt: 'Order date',
    bankTitle: 'Bank transfer',
    bank: 'Bank',
    account: 'Account number',
    holder: 'Account holder',
    deadline: 'Deposit by',
    recipient: 'Recipient',
    address: 'Address',
    orderDetail: 'View order details',
    guestLookup: 'Guests can look up the order with its number and the order password.',
    continueShopping: 'Continue shopping',
  });
