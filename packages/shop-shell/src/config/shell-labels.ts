/**
 * Every text the shop chrome shows. The defaults ({@link SHOP_SHELL_LABELS_KO}) are Korean
 * source phrases; pass English (or any language) through `ShopShellProvider` — either whole
 * labels or a `translate` function that maps each Korean phrase. `{count}`, `{start}`,
 * `{year}`, `{name}` and `{bank}` are filled in when shown.
 *
 * @example
 * const english: Partial<ShopShellLabels> = { cart: 'Cart', login: 'Log in' };
 */
export interface ShopShellLabels {
  // header and shared
  home: string;
  skipToContent: string;
  mainMenu: string;
  cart: string;
  cartCount: string;
  notifications: string;
  unreadCount: string;
  menuOpen: string;
  search: string;
  searchLabel: string;
  searchPlaceholder: string;
  login: string;
  register: string;
  myPage: string;
  logout: string;
  customerCenter: string;
  language: string;
  allProducts: string;
  viewAll: string;
  categories: string;
  sale: string;
  newItems: string;
  bestSeller: string;
  select: string;
  tssa: string;
  tssaMain: string;
  tssaStudio: string;
  tssaClasses: string;
  tssaBooks: string;
  tssaNotice: string;
  contents: string;
  promotion: string;
  customFragrance: string;
  notice: string;
  faq: string;
  productReview: string;
  productInquiry: string;
  orderLookup: string;
  offlineStore: string;
  wholesale: string;
  dealer: string;
  shipmentCost: string;
  social: string;
  instagram: string;
  youtube: string;
  blog: string;
  kakao: string;
  bannerLabel: string;
  // sidebar
  sidebar: string;
  sidebarClose: string;
  back: string;
  account: string;
  // footers
  supportTitle: string;
  supportHoursWeekdays: string;
  supportHoursLunch: string;
  supportClosed: string;
  bankTitle: string;
  bankHolder: string;
  offlineStoreButton: string;
  noticeTitle: string;
  more: string;
  myOrderColumn: string;
  customerCenterColumn: string;
  companyColumn: string;
  orderHistory: string;
  company: string;
  terms: string;
  privacy: string;
  companyInfo: string;
  companyName: string;
  ceo: string;
  businessNumber: string;
  businessInfoCheck: string;
  mailOrderNumber: string;
  address: string;
  privacyOfficer: string;
  email: string;
  hostingProvider: string;
  escrowTitle: string;
  escrowNotice: string;
  escrowCheck: string;
  copyright: string;
  instagramTitle: string;
  // bottom toolbar and scroll
  toolbar: string;
  toolbarBack: string;
  toolbarForward: string;
  toolbarReload: string;
  toolbarOrders: string;
  toolbarSearch: string;
  toolbarChat: string;
  scrollToTop: string;
  // popups
  popupTitle: string;
  popupConfirm: string;
  popupCancel: string;
  popupPrevious: string;
  popupNext: string;
  popupPause: string;
  popupPlay: string;
  // notifications
  notificationsEmpty: string;
  notificationsLoading: string;
  notificationsFailed: string;
  notificationsRetry: string;
  notificationUnread: string;
  notificationMarkRead: string;
  notificationDelete: string;
  notificationDeleteAll: string;
  // old-brand overlay
  movedTitle: string;
  movedBody: string;
  movedButton: string;
}

/**
 * The Korean default texts (spec wordings where the spec gives them).
 *
 * @example
 * SHOP_SHELL_LABELS_KO.viewAll; // '전체보기'
 */
export const SHOP_SHELL_LABELS_KO: Readonly<ShopShellLabels> = Object.freeze({
  home: '아틀리에 홈',
  skipToContent: '본문 바로가기',
  mainMenu: '주 메뉴',
  cart: '장바구니',
  cartCount: '담긴 상품 {count}개',
  notifications: '알림',
  unreadCount: '읽지 않은 알림 {count}개',
  menuOpen: '메뉴 열기',
  search: '검색',
  searchLabel: '상품 검색',
  searchPlaceholder: '찾으시는 상품을 입력해 주세요',
  login: '로그인',
  register: '회원가입',
  myPage: '마이페이지',
  logout: '로그아웃',
  customerCenter: '고객센터',
  language: '언어',
  allProducts: '전체 상품',
  viewAll: '전체보기',
  categories: '카테고리',
  sale: '세일',
  newItems: '신상품',
  bestSeller: '베스트셀러',
  select: '셀렉트',
  tssa: 'TSSA',
  tssaMain: 'TSSA 홈',
  tssaStudio: '스튜디오',
  tssaClasses: '클래스',
  tssaBooks: '도서',
  tssaNotice: 'TSSA 공지',
  contents: '콘텐츠',
  promotion: '프로모션',
  customFragrance: '커스텀 향',
  notice: '공지사항',
  faq: '자주 묻는 질문',
  productReview: '상품 후기',
  productInquiry: '상품 문의',
  orderLookup: '주문조회',
  offlineStore: '오프라인 매장',
  wholesale: '도매 신청',
  dealer: '대리점 신청',
  shipmentCost: '배송비 안내',
  social: '소셜 미디어',
  instagram: '인스타그램',
  youtube: '유튜브',
  blog: '블로그',
  kakao: '카카오톡 채널',
  bannerLabel: '기획전 배너',
  sidebar: '전체 메뉴',
  sidebarClose: '메뉴 닫기',
  back: '이전 단계로',
  account: '회원 메뉴',
  supportTitle: '고객상담',
  supportHoursWeekdays: '평일',
  supportHoursLunch: '점심시간',
  supportClosed: '주말·공휴일 휴무',
  bankTitle: '무통장입금 계좌',
  bankHolder: '예금주',
  offlineStoreButton: '오프라인 매장 안내',
  noticeTitle: '공지사항',
  more: '더보기',
  myOrderColumn: '나의 주문',
  customerCenterColumn: '고객센터',
  companyColumn: '회사',
  orderHistory: '주문내역',
  company: '회사소개',
  terms: '이용약관',
  privacy: '개인정보처리방침',
  companyInfo: '사업자 정보',
  companyName: '상호',
  ceo: '대표자',
  businessNumber: '사업자등록번호',
  businessInfoCheck: '사업자정보확인',
  mailOrderNumber: '통신판매업 신고번호',
  address: '주소',
  privacyOfficer: '개인정보 보호책임자',
  email: '이메일',
  hostingProvider: '호스팅 서비스 제공자',
  escrowTitle: '구매안전서비스',
  escrowNotice:
    '고객님의 안전한 거래를 위해 현금 등으로 결제 시 저희 쇼핑몰에서 가입한 {name}의 구매안전(에스크로) 서비스를 이용하실 수 있습니다.',
  escrowCheck: '서비스 가입사실 확인',
  copyright: 'ⓒ {start}–{year} {name}. All rights reserved.',
  instagramTitle: '인스타그램',
  toolbar: '빠른 메뉴',
  toolbarBack: '뒤로',
  toolbarForward: '앞으로',
  toolbarReload: '새로고침',
  toolbarOrders: '주문조회',
  toolbarSearch: '상품검색',
  toolbarChat: '채팅 상담',
  scrollToTop: '맨 위로',
  popupTitle: '알림 팝업',
  popupConfirm: '확인',
  popupCancel: '닫기',
  popupPrevious: '이전 팝업',
  popupNext: '다음 팝업',
  popupPause: '자동 넘김 멈춤',
  popupPlay: '자동 넘김 재생',
  notificationsEmpty: '새로운 알림이 없습니다.',
  notificationsLoading: '알림을 불러오는 중입니다.',
  notificationsFailed: '알림을 불러오지 못했습니다.',
  notificationsRetry: '다시 시도',
  notificationUnread: '읽지 않음',
  notificationMarkRead: '읽음',
  notificationDelete: '삭제',
  notificationDeleteAll: '전체 삭제',
  movedTitle: '아틀리에가 새로운 사이트로 이전했습니다',
  movedBody:
    '더 나은 서비스를 위해 새 주소로 이사했습니다. 아래 버튼을 눌러 새 사이트에서 쇼핑을 계속해 주세요.',
  movedButton: '새 사이트로 이동',
});

/**
 * The English of {@link SHOP_SHELL_LABELS_KO}, key by key: the English phrase package is seeded
 * from it, and an app may pass it as `labels`. A Korean phrase shared with other owners has one
 * English phrase everywhere ('알림' is 'Notice' in dialogs and in the header alike).
 *
 * @example
 * SHOP_SHELL_LABELS_EN.viewAll; // 'View all'
 */
export const SHOP_SHELL_LABELS_EN: Readonly<ShopShellLabels> = Object.freeze({
  home: 'Atelier home',
  skipToContent: 'Skip to content',
  mainMenu: 'Main menu',
  cart: 'Cart',
  cartCount: '{count} items',
  notifications: 'Notice',
  unreadCount: '{count} unread',
  menuOpen: 'Open menu',
  search: 'Search',
  searchLabel: 'Search products',
  searchPlaceholder: 'What are you looking for?',
  login: 'Log in',
  register: 'Sign up',
  myPage: 'My page',
  logout: 'Log out',
  customerCenter: 'Customer center',
  language: 'Language',
  allProducts: 'All products',
  viewAll: 'View all',
  categories: 'Categories',
  sale: 'Sale',
  newItems: "What's new",
  bestSeller: 'Best sellers',
  select: 'Select',
  tssa: 'TSSA',
  tssaMain: 'TSSA home',
  tssaStudio: 'Studio',
  tssaClasses: 'Classes',
  tssaBooks: 'Books',
  tssaNotice: 'TSSA notices',
  contents: 'Contents',
  promotion: 'Promotion',
  customFragrance: 'Custom fragrance',
  notice: 'Notices',
  faq: 'FAQ',
  productReview: 'Product reviews',
  productInquiry: 'Product questions',
  orderLookup: 'Order lookup',
  offlineStore: 'Offline store',
  wholesale: 'Wholesale',
  dealer: 'Dealership',
  shipmentCost: 'Shipping fees',
  social: 'Social media',
  instagram: 'Instagram',
  youtube: 'YouTube',
  blog: 'Blog',
  kakao: 'KakaoTalk channel',
  bannerLabel: 'Featured banner',
  sidebar: 'All menus',
  sidebarClose: 'Close menu',
  back: 'Back',
  account: 'Account',
  supportTitle: 'Customer support',
  supportHoursWeekdays: 'Weekdays',
  supportHoursLunch: 'Lunch',
  supportClosed: 'Closed on weekends and public holidays',
  bankTitle: 'Bank transfer account',
  bankHolder: 'Account holder',
  offlineStoreButton: 'Visit our store',
  noticeTitle: 'Notices',
  more: 'More',
  myOrderColumn: 'My orders',
  customerCenterColumn: 'Customer center',
  companyColumn: 'Company',
  orderHistory: 'Orders',
  company: 'About us',
  terms: 'Terms of use',
  privacy: 'Privacy policy',
  companyInfo: 'Business information',
  companyName: 'Company',
  ceo: 'CEO',
  businessNumber: 'Business registration no.',
  businessInfoCheck: 'Verify business',
  mailOrderNumber: 'Mail-order business no.',
  address: 'Address',
  privacyOfficer: 'Privacy officer',
  email: 'Email',
  hostingProvider: 'Hosting provider',
  escrowTitle: 'Buyer protection',
  escrowNotice:
    'For your safety, cash payments can use the escrow service of {name} that this shop has joined.',
  escrowCheck: 'Verify enrolment',
  copyright: 'ⓒ {start}–{year} {name}. All rights reserved.',
  instagramTitle: 'Instagram',
  toolbar: 'Quick menu',
  toolbarBack: 'Back',
  toolbarForward: 'Forward',
  toolbarReload: 'Reload',
  toolbarOrders: 'Order lookup',
  toolbarSearch: 'Search',
  toolbarChat: 'Chat',
  scrollToTop: 'Back to top',
  popupTitle: 'Announcements',
  popupConfirm: 'OK',
  popupCancel: 'Close',
  popupPrevious: 'Previous announcement',
  popupNext: 'Next announcement',
  popupPause: 'Pause slideshow',
  popupPlay: 'Play slideshow',
  notificationsEmpty: 'No new notifications.',
  notificationsLoading: 'Loading notifications…',
  notificationsFailed: 'The notifications could not be loaded.',
  notificationsRetry: 'Try again',
  notificationUnread: 'Unread',
  notificationMarkRead: 'Mark read',
  notificationDelete: 'Delete',
  notificationDeleteAll: 'Delete all',
  movedTitle: 'Atelier has moved to a new site',
  movedBody:
    'We have moved to a new address. Use the button below to keep shopping on our new site.',
  movedButton: 'Go to the new site',
});
