/**
 * Korean source phrases of the member area (`t()` translates them).
 */
export const MEMBER_LABELS = Object.freeze({
  greeting: '{name}님, 안녕하세요.',
  dashboardIntro: '주문과 혜택, 회원 정보를 한곳에서 확인하세요.',
  notifications: '알림',
  coupons: '쿠폰',
  countUnit: '{count}개',
  couponUnit: '{count}장',
  points: '적립금',
  recentOrders: '최근 주문',
  allOrders: '전체 보기',
  noRecentOrders: '아직 주문하신 내역이 없습니다.',
  shortcuts: '바로가기',
  logout: '로그아웃',
  // Account
  accountInfo: '회원 정보',
  accountIntro: '이름, 이메일, 휴대폰 번호와 마케팅 정보 수신 여부를 변경할 수 있습니다.',
  accountSave: '회원정보 저장',
  accountSaved: '회원정보가 저장되었습니다.',
  marketingConsent: '마케팅 정보 수신 동의 (선택)',
  marketingConsentHint: '신상품, 할인, 이벤트 소식을 이메일과 문자로 받아봅니다.',
  changePassword: '비밀번호 변경',
  unregister: '회원탈퇴',
  unregisterIntro:
    '탈퇴하시면 적립금과 쿠폰이 모두 사라지며 복구할 수 없습니다. 진행 중인 주문이 있으면 완료된 뒤에 탈퇴해 주세요.',
  unregisterPassword: '비밀번호 확인',
  unregisterConfirm: '정말 탈퇴하시겠습니까? 탈퇴 후에는 되돌릴 수 없습니다.',
  unregisterDone: '회원탈퇴가 완료되었습니다. 그동안 이용해 주셔서 감사합니다.',
});

/**
 * The English of {@link MEMBER_LABELS}, key by key: the API seeds the English phrase package from it
 * (through `src/app/english-phrases.ts`).
 */
export const MEMBER_LABELS_EN: Readonly<Record<keyof typeof MEMBER_LABELS, string>> = Object.freeze(
  {
    greeting: 'Hello, {name}.',
    dashboardIntro: 'Your orders, benefits and account details in one place.',
    notifications: 'Notice',
    coupons: 'Coupons',
    countUnit: '{count}',
    couponUnit: '{count}',
    points: 'Points',
    recentOrders: 'Recent orders',
    allOrders: 'See all',
    noRecentOrders: 'You have not ordered anything yet.',
    shortcuts: 'Shortcuts',
    logout: 'Log out',
    accountInfo: 'Member details',
    accountIntro: 'You can change your name, email, mobile number and marketing preference.',
    accountSave: 'Save details',
    accountSaved: 'Your details have been saved.',
    marketingConsent: 'I agree to receive marketing messages (optional)',
    marketingConsentHint:
      'Get news about new products, sales and events by email and text message.',
    changePassword: 'Change password',
    unregister: 'Close account',
    unregisterIntro:
      'Closing your account removes all your points and coupons for good. If you have an order in progress, please wait until it is complete.',
    unregisterPassword: 'Confirm password',
    unregisterConfirm: 'Do you really want to close your account? This cannot be undone.',
    unregisterDone: 'Your account has been closed. Thank you for shopping with us.',
  },
);
