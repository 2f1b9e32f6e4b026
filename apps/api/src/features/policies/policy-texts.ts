import type { PolicySection } from '@atelier/contracts';

// The demo shop's terms of use and privacy policy. The company details are the footer's
// DEMO placeholders (shop-shell's COMPANY_INFO): replace both with the operator's own.

interface Bilingual {
  kr: PolicySection[];
  en: PolicySection[];
}

const COMPANY = {
  kr: '(주)아틀리에(대표 김하늘, 사업자등록번호 123-45-67890, 통신판매업 신고 제2026-경기부천-0000호, 경기도 부천시 원미구 길주로 000, 3층)',
  en: 'Atelier Co., Ltd. (CEO Haneul Kim, business registration 123-45-67890, mail-order registration No. 2026-Gyeonggi Bucheon-0000, 3F, 000 Gilju-ro, Wonmi-gu, Bucheon-si, Gyeonggi-do)',
};

/** Carrier of each version: version 2 follows the courier change of the notices. */
const CARRIER = [
  { kr: 'CJ대한통운', en: 'CJ Logistics' },
  { kr: '한진택배', en: 'Hanjin Express' },
] as const;

/** 이용약관, version 1 (2025-01-01) or 2 (2026-03-01): 2 shortens returns of opened goods. */
export function termsText(version: 1 | 2): Bilingual {
  const carrier = CARRIER[version - 1]!;
  return {
    kr: [
      {
        heading: '제1조 (목적)',
        paragraphs: [
          `이 약관은 ${COMPANY.kr}(이하 "회사")가 운영하는 온라인 쇼핑몰 아틀리에(이하 "몰")에서 제공하는 캔들·디퓨저·향료·DIY 재료 판매 및 관련 서비스(이하 "서비스")를 이용함에 있어 회사와 이용자의 권리, 의무 및 책임사항을 정함을 목적으로 합니다.`,
        ],
      },
      {
        heading: '제2조 (회원가입)',
        items: [
          '이용자는 몰이 정한 가입 양식에 따라 회원정보를 기입하고 이 약관과 개인정보 수집 및 이용에 동의한다는 의사표시를 함으로써 회원가입을 신청합니다.',
          '만 14세 미만은 회원으로 가입할 수 없습니다.',
          '타인의 명의를 사용하거나 허위 정보를 기재한 경우 회사는 가입을 거절하거나 사후에 회원 자격을 제한할 수 있습니다.',
          '회원은 언제든지 마이페이지에서 탈퇴할 수 있으며, 회사는 즉시 탈퇴를 처리합니다.',
        ],
      },
      {
        heading: '제3조 (주문 및 결제)',
        items: [
          '이용자는 상품을 선택하고 배송지와 결제수단을 입력한 뒤, 구매조건을 확인하고 동의함으로써 구매를 신청합니다.',
          '결제는 신용카드, 계좌이체, 가상계좌, 무통장입금 등 몰이 정한 방법으로 할 수 있습니다. 무통장입금은 주문일로부터 안내된 기한 안에 입금하지 않으면 주문이 자동 취소됩니다.',
          '회사는 재고 부족, 가격 표시의 명백한 오류 등 주문을 이행할 수 없는 사유가 있는 경우 지체 없이 이용자에게 알리고, 이미 결제된 대금은 3영업일 이내에 환급합니다.',
        ],
      },
      {
        heading: '제4조 (청약철회)',
        items: [
          '이용자는 「전자상거래 등에서의 소비자보호에 관한 법률」 제17조에 따라 상품을 받은 날부터 7일 이내에 청약을 철회할 수 있습니다. 상품이 표시·광고 내용과 다르거나 계약 내용과 다르게 이행된 경우에는 받은 날부터 3개월 이내, 그 사실을 안 날부터 30일 이내에 철회할 수 있습니다.',
          version === 1
            ? '다음의 경우에는 청약철회가 제한됩니다: 이용자의 책임으로 상품이 멸실·훼손된 경우, 포장을 개봉하거나 사용하여 상품 가치가 현저히 감소한 경우(향료·원액 등), 이용자의 주문에 따라 개별 제작된 상품(커스텀 향, 각인 보틀 등)인 경우.'
            : '다음의 경우에는 청약철회가 제한됩니다: 이용자의 책임으로 상품이 멸실·훼손된 경우, 캔들을 연소했거나 향료·원액의 밀봉을 개봉하여 상품 가치가 현저히 감소한 경우, 이용자의 주문에 따라 개별 제작된 상품(커스텀 향, 각인 보틀, 소분 향료 등)인 경우. 회사는 이러한 상품의 상세 페이지와 포장에 철회 제한 사실을 표시합니다.',
          '청약철회 시 회사는 상품을 반환받은 날부터 3영업일 이내에 대금을 환급하며, 신용카드 결제는 카드사를 통해 승인을 취소합니다.',
        ],
      },
      {
        heading: '제5조 (배송)',
        items: [
          `상품은 결제(입금) 확인 후 영업일 기준 1~3일 안에 ${carrier.kr}를 통해 발송됩니다. 주문 제작 상품은 상세 페이지에 표시된 제작 기간이 더해집니다.`,
          '배송비는 몰에 표시된 기준에 따르며, 제주 및 도서산간 지역은 추가 배송비가 부과됩니다.',
          '천재지변, 택배사 사정 등 회사의 책임이 없는 사유로 배송이 지연될 수 있으며, 이 경우 회사는 지체 없이 알립니다.',
        ],
      },
      {
        heading: '제6조 (반품 및 교환)',
        items: [
          '반품·교환은 마이페이지의 주문 상세에서 신청하거나 고객센터(1800-8914)로 요청할 수 있습니다.',
          '단순 변심에 의한 반품·교환의 왕복 배송비는 이용자가, 상품의 하자 또는 오배송에 의한 경우는 회사가 부담합니다.',
          '유리 용기 등 파손 상품은 수령 즉시 사진과 함께 알려 주시면 무상으로 교환해 드립니다.',
        ],
      },
      {
        heading: '제7조 (면책)',
        items: [
          '회사는 천재지변, 전쟁, 기간통신사업자의 서비스 중지 등 불가항력으로 서비스를 제공할 수 없는 경우 책임이 면제됩니다.',
          '캔들과 디퓨저는 상품에 표시된 사용상 주의사항(연소 시 자리 비우지 않기, 어린이·반려동물 손이 닿지 않는 곳에 두기 등)을 지켜 사용해야 하며, 이를 지키지 않아 생긴 손해에 대해 회사는 책임을 지지 않습니다.',
          '회사는 이용자의 귀책사유로 인한 서비스 이용 장애에 대하여 책임을 지지 않습니다.',
        ],
      },
      {
        heading: '제8조 (분쟁 해결)',
        paragraphs: [
          '서비스 이용과 관련한 분쟁은 고객센터를 통해 우선 협의하며, 협의가 되지 않는 경우 한국소비자원 또는 전자문서·전자거래분쟁조정위원회에 조정을 신청할 수 있습니다. 소송은 민사소송법상 관할 법원에 제기합니다.',
        ],
      },
    ],
    en: [
      {
        heading: 'Article 1 (Purpose)',
        paragraphs: [
          `These terms set out the rights, obligations and responsibilities of ${COMPANY.en} (the "Company") and its users in using the Atelier online shop (the "Shop") and its sale of candles, diffusers, fragrance oils and DIY supplies and related services (the "Services").`,
        ],
      },
      {
        heading: 'Article 2 (Membership)',
        items: [
          'You apply for membership by completing the sign-up form and agreeing to these terms and to the collection and use of your personal data.',
          'Persons under 14 may not become members.',
          "The Company may refuse or later restrict a membership that uses another person's name or false details.",
          'You may leave at any time from My Page; the Company processes it immediately.',
        ],
      },
      {
        heading: 'Article 3 (Orders and payment)',
        items: [
          'You place an order by choosing products, entering the delivery address and payment method, and confirming and accepting the purchase terms.',
          'You may pay by credit card, bank transfer, virtual account or direct deposit as the Shop offers. A direct-deposit order is cancelled automatically if the payment does not arrive within the stated deadline.',
          'If an order cannot be fulfilled (out of stock, an obvious pricing error), the Company tells you without delay and refunds any payment within 3 business days.',
        ],
      },
      {
        heading: 'Article 4 (Withdrawal)',
        items: [
          'Under Article 17 of the Act on the Consumer Protection in Electronic Commerce, you may withdraw within 7 days of receiving the goods; if the goods differ from their description or the contract, within 3 months of receipt or 30 days of when you knew or could have known.',
          version === 1
            ? 'Withdrawal is not available when the goods were lost or damaged through your fault, when opening or use has substantially reduced their value (fragrance oils and the like), or when they were made to your order (custom scents, engraved bottles).'
            : 'Withdrawal is not available when the goods were lost or damaged through your fault, when a candle has been burned or the seal of a fragrance oil opened so that its value is substantially reduced, or when the goods were made to your order (custom scents, engraved bottles, decanted oils). The Company marks these limits on the product pages and the packaging.',
          'On withdrawal the Company refunds within 3 business days of receiving the goods back; card payments are cancelled through the card issuer.',
        ],
      },
      {
        heading: 'Article 5 (Delivery)',
        items: [
          `Goods are shipped with ${carrier.en} within 1–3 business days of payment (or deposit) being confirmed. Made-to-order goods add the production time shown on their page.`,
          'Shipping fees follow the rates shown in the Shop; Jeju and remote islands carry a surcharge.',
          "Delivery may be delayed for reasons beyond the Company's control (natural disasters, the carrier); the Company tells you without delay.",
        ],
      },
      {
        heading: 'Article 6 (Returns and exchanges)',
        items: [
          'Request a return or exchange from the order details on My Page or through customer service (1800-8914).',
          'Return shipping for a change of mind is yours to pay; for defective or wrongly shipped goods the Company pays.',
          'Glass containers broken in transit are replaced free of charge if you report them with a photo on receipt.',
        ],
      },
      {
        heading: 'Article 7 (Limitation of liability)',
        items: [
          'The Company is not liable when it cannot provide the Services because of force majeure such as natural disasters, war or an outage of a telecommunications carrier.',
          'Candles and diffusers must be used according to the safety notes on the product (never leave a burning candle unattended; keep out of reach of children and pets); the Company is not liable for damage caused by ignoring them.',
          'The Company is not liable for service problems caused by the user.',
        ],
      },
      {
        heading: 'Article 8 (Disputes)',
        paragraphs: [
          'Disputes are first discussed with customer service; failing agreement, you may apply for mediation to the Korea Consumer Agency or the Electronic Document and Transaction Dispute Mediation Committee. Lawsuits go to the court competent under the Civil Procedure Act.',
        ],
      },
    ],
  };
}

/** 개인정보처리방침, version 1 (2025-01-01) or 2 (2026-03-01): 2 changes the courier and asks consent for analytics cookies. */
export function privacyText(version: 1 | 2): Bilingual {
  const carrier = CARRIER[version - 1]!;
  return {
    kr: [
      {
        heading: '총칙',
        paragraphs: [
          `${COMPANY.kr}(이하 "회사")는 「개인정보 보호법」에 따라 이용자의 개인정보를 보호하고 관련 고충을 신속하게 처리하기 위하여 다음과 같이 개인정보처리방침을 수립·공개합니다.`,
        ],
      },
      {
        heading: '1. 수집하는 개인정보 항목',
        items: [
          '회원가입: (필수) 아이디, 비밀번호, 이름, 이메일, 휴대전화번호 / (선택) 마케팅 정보 수신 동의',
          '주문·배송: (필수) 주문자 이름·휴대전화번호·이메일, 받는 분 이름·휴대전화번호·주소, 비회원 주문 비밀번호 / (선택) 배송 메모, 무통장입금 입금자명',
          '결제: 결제수단, 결제 승인번호 등 결제 기록(카드번호 등 결제정보는 PG사가 처리하며 회사는 보관하지 않습니다)',
          '반품·후기: 사유, 사진(사진의 위치정보 등 메타데이터는 저장 전에 삭제합니다)',
          '서비스 이용 과정에서 자동 생성: 접속 IP, 쿠키, 접속 일시, 서비스 이용 기록',
        ],
      },
      {
        heading: '2. 개인정보의 이용 목적',
        items: [
          '회원 관리: 본인 확인, 부정 이용 방지, 가입 의사 확인, 고지사항 전달',
          '주문 이행: 상품 배송, 결제 및 환불, 주문·배송 안내, 반품·교환 처리',
          '고객 상담: 문의 응대, 불만 처리',
          '마케팅(동의한 경우에 한함): 신상품·이벤트 안내',
        ],
      },
      {
        heading: '3. 개인정보의 보유 및 이용 기간',
        paragraphs: [
          '회원 정보는 회원 탈퇴 시 지체 없이 파기합니다. 다만 관련 법령에 따라 다음 정보는 정해진 기간 동안 보관합니다.',
        ],
        items: [
          '계약 또는 청약철회 등에 관한 기록: 5년 (전자상거래법)',
          '대금결제 및 재화 등의 공급에 관한 기록: 5년 (전자상거래법)',
          '소비자의 불만 또는 분쟁처리에 관한 기록: 3년 (전자상거래법)',
          '표시·광고에 관한 기록: 6개월 (전자상거래법)',
          '웹사이트 방문 기록(접속 IP 등): 3개월 (통신비밀보호법)',
        ],
      },
      {
        heading: '4. 개인정보의 제3자 제공',
        paragraphs: [
          '회사는 이용자의 개인정보를 이용 목적의 범위 안에서만 처리하며, 주문 이행을 위하여 다음과 같이 제공합니다.',
        ],
        items: [
          `${carrier.kr}: 받는 분 이름·휴대전화번호·주소, 배송 메모 — 상품 배송 — 배송 완료 후 6개월`,
          '토스페이먼츠(주) (PG사): 주문번호, 결제 금액, 주문자 이름·이메일 — 결제 처리 및 에스크로 — 전자상거래법에 따른 보존 기간(5년)',
        ],
      },
      {
        heading: '5. 개인정보 처리의 위탁',
        items: [
          '토스페이먼츠(주): 결제 대행 및 구매안전(에스크로) 서비스',
          `${carrier.kr}: 상품 배송`,
          '(주)아틀리에 호스팅: 서버 및 데이터 보관(국내)',
          '이메일 발송 대행사: 주문·배송 안내 메일 발송',
        ],
      },
      {
        heading: '6. 개인정보의 파기',
        paragraphs: [
          '보유 기간이 지나거나 처리 목적이 달성된 개인정보는 지체 없이 파기합니다. 전자 파일은 복구할 수 없는 방법으로 삭제하고, 종이 문서는 분쇄하거나 소각합니다. 법령에 따라 보관하는 정보는 다른 정보와 분리하여 보관합니다.',
        ],
      },
      {
        heading: '7. 정보주체의 권리와 행사 방법',
        items: [
          '이용자는 언제든지 자신의 개인정보를 열람·정정·삭제하거나 처리 정지를 요구할 수 있습니다.',
          '마이페이지의 회원정보 수정과 회원 탈퇴, 또는 고객센터(1800-8914, help@atelier.example)를 통해 요청할 수 있으며, 회사는 지체 없이 조치합니다.',
          '만 14세 미만 아동의 개인정보는 수집하지 않습니다.',
        ],
      },
      {
        heading: '8. 쿠키의 운영',
        items: [
          '회사는 로그인 유지, 장바구니, 언어 설정을 위하여 쿠키를 사용합니다.',
          version === 1
            ? '이용자는 브라우저 설정에서 쿠키 저장을 거부할 수 있으나, 이 경우 로그인과 주문이 제한될 수 있습니다.'
            : '방문 통계(분석) 쿠키를 사용하는 경우에는 별도로 동의를 받으며, 동의하지 않아도 서비스 이용에 제한이 없습니다. 이용자는 브라우저 설정에서 쿠키 저장을 거부할 수 있으나, 이 경우 로그인과 주문이 제한될 수 있습니다.',
        ],
      },
      {
        heading: '9. 개인정보 보호책임자',
        items: [
          '개인정보 보호책임자: 박서연',
          '연락처: 1800-8914, help@atelier.example',
          '개인정보 침해에 대한 신고나 상담은 개인정보침해신고센터(privacy.kisa.or.kr, 국번 없이 118), 개인정보분쟁조정위원회(www.kopico.go.kr, 1833-6972)에 문의할 수 있습니다.',
        ],
      },
      {
        heading: '10. 개인정보처리방침의 변경',
        paragraphs: [
          '이 개인정보처리방침을 변경하는 경우 시행일 7일 전부터(이용자 권리에 중요한 변경은 30일 전부터) 공지사항과 이 페이지를 통해 알리며, 이전 버전은 이 페이지에서 계속 확인할 수 있습니다.',
        ],
      },
    ],
    en: [
      {
        heading: 'General',
        paragraphs: [
          `${COMPANY.en} (the "Company") sets out and publishes this privacy policy under the Personal Information Protection Act to protect your personal data and to handle related complaints promptly.`,
        ],
      },
      {
        heading: '1. What we collect',
        items: [
          'Sign-up: (required) ID, password, name, email, mobile number / (optional) consent to marketing messages',
          "Orders and delivery: (required) orderer's name, mobile number and email; recipient's name, mobile number and address; a guest order's password / (optional) delivery note, depositor name for direct deposit",
          'Payment: payment method and approval records (card details are handled by the payment gateway; the Company does not keep them)',
          'Returns and reviews: the reason and photos (location data and other metadata are removed before storing)',
          'Generated while you use the Shop: IP address, cookies, access times, usage records',
        ],
      },
      {
        heading: '2. Why we use it',
        items: [
          'Membership: identifying you, preventing misuse, confirming sign-up, sending notices',
          'Orders: delivery, payment and refunds, order and delivery updates, returns and exchanges',
          'Customer service: answering enquiries and complaints',
          'Marketing (only if you agreed): new products and events',
        ],
      },
      {
        heading: '3. How long we keep it',
        paragraphs: [
          'Member data is destroyed without delay when you leave. The following are kept for the periods the law requires:',
        ],
        items: [
          'Records of contracts and withdrawals: 5 years (E-Commerce Act)',
          'Records of payment and supply of goods: 5 years (E-Commerce Act)',
          'Records of consumer complaints and disputes: 3 years (E-Commerce Act)',
          'Records of labelling and advertising: 6 months (E-Commerce Act)',
          'Website access records (IP address): 3 months (Protection of Communications Secrets Act)',
        ],
      },
      {
        heading: '4. Data provided to third parties',
        paragraphs: [
          'The Company uses your data only for the purposes above and provides it as follows to fulfil your order:',
        ],
        items: [
          `${carrier.en}: recipient's name, mobile number and address, delivery note — delivery — 6 months after delivery`,
          "Toss Payments Co., Ltd. (payment gateway): order number, amount, orderer's name and email — payment processing and escrow — the E-Commerce Act's retention period (5 years)",
        ],
      },
      {
        heading: '5. Processing entrusted to others',
        items: [
          'Toss Payments Co., Ltd.: payment processing and purchase protection (escrow)',
          `${carrier.en}: delivery`,
          'Atelier Co., Ltd. hosting: servers and data storage (in Korea)',
          'Email delivery provider: order and delivery emails',
        ],
      },
      {
        heading: '6. Destruction',
        paragraphs: [
          'Data past its retention period or purpose is destroyed without delay: electronic files by methods that cannot be recovered, paper by shredding or incineration. Data kept by law is stored apart from other data.',
        ],
      },
      {
        heading: '7. Your rights',
        items: [
          'You may at any time ask to see, correct or delete your personal data or to stop its processing.',
          'Use Edit account and Leave on My Page, or contact customer service (1800-8914, help@atelier.example); the Company acts without delay.',
          'We do not collect personal data of children under 14.',
        ],
      },
      {
        heading: '8. Cookies',
        items: [
          'The Company uses cookies to keep you logged in and to keep your cart and language.',
          version === 1
            ? 'You may refuse cookies in your browser settings, but logging in and ordering may then not work.'
            : 'Analytics cookies, where used, need your separate consent, and refusing them limits nothing. You may refuse cookies in your browser settings, but logging in and ordering may then not work.',
        ],
      },
      {
        heading: '9. Privacy officer',
        items: [
          'Privacy officer: Seoyeon Park',
          'Contact: 1800-8914, help@atelier.example',
          'To report or discuss a privacy violation you may also contact the Personal Information Infringement Report Center (privacy.kisa.or.kr, 118) or the Personal Information Dispute Mediation Committee (www.kopico.go.kr, 1833-6972).',
        ],
      },
      {
        heading: '10. Changes to this policy',
        paragraphs: [
          'Changes are announced in the notices and on this page 7 days before they take effect (30 days for changes that matter to your rights); earlier versions stay readable on this page.',
        ],
      },
    ],
  };
}
