import type { RouteName } from './route-table.js';

/**
 * The meta description of a page, Korean source phrase by route name (translated through the
 * translation package); a route without one shows the home page's. Only the server writes
 * descriptions (`buildHead`), so they live apart from the route table, which the browser loads
 * with every page for its paths and titles.
 */
export const ROUTE_DESCRIPTIONS: Readonly<Partial<Record<RouteName, string>>> & {
  readonly Home: string;
} = {
  Home: '천연 소이 왁스 캔들과 디퓨저, 향료와 DIY 재료, 나만의 향 커스텀과 TSSA 공방 클래스까지 만나는 아틀리에입니다.',
  Login: '아틀리에 회원으로 로그인하고 주문 내역과 적립금, 쿠폰 혜택을 확인하세요.',
  Register: '아틀리에 회원가입: 가입 즉시 3,000원 적립금과 신상품·할인 소식을 받아보세요.',
  ForgotPassword: '가입한 이메일로 아이디를 찾거나 비밀번호 재설정 링크를 받으세요.',
  PasswordReset: '메일로 받은 링크로 아틀리에 계정의 새 비밀번호를 설정하세요.',
  MyPage: '주문과 알림, 쿠폰, 회원 정보를 한곳에서 확인하는 아틀리에 마이페이지입니다.',
  MyPageAccount: '회원 정보와 비밀번호를 변경하거나 회원탈퇴를 할 수 있습니다.',
  MyPageNotification: '주문, 배송, 혜택 소식을 알림으로 확인하세요.',
  MyPageOrder: '기간과 주문 상태별로 주문 내역을 조회하고 주문 상세를 확인하세요.',
  MyPageOrderShow: '주문 상품과 결제, 배송 정보, 진행 내역을 확인하고 주문을 취소할 수 있습니다.',
  MyPageProductInquiry: '내가 남긴 상품 문의와 답변을 확인하고 수정하거나 삭제할 수 있습니다.',
  MyPageProductReview: '내가 작성한 상품 후기를 확인하고 수정하거나 삭제할 수 있습니다.',
  MyPageWishList: '마음에 드는 상품을 담아 두는 나의 위시리스트입니다.',
  MyPageCoupon: '사용 가능한 쿠폰과 사용 완료, 기간 만료된 쿠폰을 확인하세요.',
  MyPagePoint: '적립금 잔액과 적립·사용 내역, 이용 안내를 확인하세요.',
  CustomerProductInquiry: '아틀리에 상품에 대한 고객 문의와 답변을 모아 보세요.',
  CustomerProductReview:
    '캔들과 디퓨저, 향료를 직접 사용한 고객님들의 포토 후기와 별점을 확인하세요.',
  MyOrderView: '주문번호와 주문 비밀번호 또는 휴대폰 번호로 비회원 주문을 조회하세요.',
};
