/**
 * The English of the route table's Korean page titles and meta descriptions, by Korean phrase
 * (a phrase several routes share is listed once). The API seeds the English phrase package from
 * it (through `src/app/english-phrases.ts`).
 */
export const ROUTE_META_EN: Readonly<Record<string, string>> = Object.freeze({
  '아틀리에 — 캔들·디퓨저·향료 공방': 'Atelier — candles, diffusers and fragrance studio',
  '천연 소이 왁스 캔들과 디퓨저, 향료와 DIY 재료, 나만의 향 커스텀과 TSSA 공방 클래스까지 만나는 아틀리에입니다.':
    'Atelier: natural soy wax candles and diffusers, fragrance oils and DIY supplies, custom scents and TSSA workshop classes.',
  로그인: 'Log in',
  '아틀리에 회원으로 로그인하고 주문 내역과 적립금, 쿠폰 혜택을 확인하세요.':
    'Log in to Atelier to see your orders, points and coupons.',
  회원가입: 'Sign up',
  '아틀리에 회원가입: 가입 즉시 3,000원 적립금과 신상품·할인 소식을 받아보세요.':
    'Join Atelier: get 3,000 won in points right away, plus news on new products and sales.',
  '아이디·비밀번호 찾기': 'Find ID / password',
  '가입한 이메일로 아이디를 찾거나 비밀번호 재설정 링크를 받으세요.':
    'Find your ID or get a password reset link at the email you signed up with.',
  '비밀번호 재설정': 'Reset password',
  '메일로 받은 링크로 아틀리에 계정의 새 비밀번호를 설정하세요.':
    'Set a new password for your Atelier account with the link from your email.',
  마이페이지: 'My page',
  '주문과 알림, 쿠폰, 회원 정보를 한곳에서 확인하는 아틀리에 마이페이지입니다.':
    'Your Atelier page: orders, notifications, coupons and account details in one place.',
  '회원정보 수정': 'Edit account',
  '회원 정보와 비밀번호를 변경하거나 회원탈퇴를 할 수 있습니다.':
    'Change your details and password, or close your account.',
  알림: 'Notice',
  '주문, 배송, 혜택 소식을 알림으로 확인하세요.':
    'See news about your orders, deliveries and benefits.',
  주문내역: 'Orders',
  '기간과 주문 상태별로 주문 내역을 조회하고 주문 상세를 확인하세요.':
    'Look up your orders by period and status, and open any order for its details.',
  '주문 상세': 'Order details',
  '주문 상품과 결제, 배송 정보, 진행 내역을 확인하고 주문을 취소할 수 있습니다.':
    'See the items, payment, delivery and history of your order, and cancel it while you still can.',
  '주문번호와 주문 비밀번호 또는 휴대폰 번호로 비회원 주문을 조회하세요.':
    'Look up a guest order with its order number and the order password or mobile number.',
  '매장 주문내역': 'In-store orders',
  'TSSA 수강내역': 'TSSA classes',
  '1:1 문의': '1:1 inquiries',
  '상품 문의': 'Product questions',
  '상품 후기': 'Product reviews',
  위시리스트: 'Wish list',
  쿠폰: 'Coupons',
  '사용 가능한 쿠폰과 사용 완료, 기간 만료된 쿠폰을 확인하세요.':
    'See your available, used and expired coupons.',
  적립금: 'Points',
  '적립금 잔액과 적립·사용 내역, 이용 안내를 확인하세요.':
    'See your points balance, how you earned and used them, and how points work.',
  '나의 향 레시피': 'My fragrance recipes',
  콘텐츠: 'Contents',
  회사소개: 'About us',
  셀렉트: 'Select',
  '오프라인 매장': 'Offline store',
  '이용약관·개인정보처리방침': 'Terms of use and privacy policy',
  프로모션: 'Promotion',
  고객센터: 'Customer center',
  공지사항: 'Notices',
  '도매 신청': 'Wholesale',
  '자주 묻는 질문': 'FAQ',
  '대리점 신청': 'Dealership',
  자료실: 'Downloads',
  '배송비 안내': 'Shipping fees',
  '클래스 문의': 'Class inquiries',
  '대량 구매 문의': 'Bulk order inquiries',
  베스트셀러: 'Best sellers',
  '상품 목록': 'Products',
  '상품 상세': 'Product details',
  견적서: 'Quotation',
  장바구니: 'Cart',
  '주문서 작성': 'Checkout',
  '주문 완료': 'Order complete',
  '결제 확인': 'Payment confirmation',
  '테스트 결제': 'Test payment',
  '상품 검색': 'Search products',
  신상품: "What's new",
  '커스텀 보틀': 'Custom bottle',
  '커스텀 향 서비스': 'Custom fragrance service',
  '커스텀 향': 'Custom fragrance',
  '페이지를 찾을 수 없습니다': 'Page not found',
  '내가 남긴 상품 문의와 답변을 확인하고 수정하거나 삭제할 수 있습니다.':
    'See, edit or delete the product questions you asked and their answers.',
  '내가 작성한 상품 후기를 확인하고 수정하거나 삭제할 수 있습니다.':
    'See, edit or delete the product reviews you wrote.',
  '마음에 드는 상품을 담아 두는 나의 위시리스트입니다.':
    'Your wish list: the products you saved for later.',
  '아틀리에 상품에 대한 고객 문의와 답변을 모아 보세요.':
    "Customers' questions about Atelier products, with our answers.",
  '캔들과 디퓨저, 향료를 직접 사용한 고객님들의 포토 후기와 별점을 확인하세요.':
    'Photo reviews and ratings from customers who use our candles, diffusers and fragrance oils.',
});
