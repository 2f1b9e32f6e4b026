/**
 * Korean source phrases of the printable quotation (견적서; `t()` translates them).
 *
 * @example
 * t(QUOTATION_LABELS.title); // '견적서'
 */
export const QUOTATION_LABELS = Object.freeze({
  title: '견적서',
  number: '견적번호',
  date: '견적일',
  validUntil: '유효기간',
  validNote: '견적일로부터 30일',
  recipient: '수신',
  recipientPlaceholder: '회사명 / 담당자',
  supplier: '공급자',
  businessNumber: '사업자등록번호',
  company: '상호',
  ceo: '대표자',
  address: '주소',
  phone: '연락처',
  intro: '아래와 같이 견적합니다.',
  grandTotal: '합계 금액 (부가세 포함)',
  item: '품명',
  option: '옵션',
  qty: '수량',
  unitPrice: '단가',
  supply: '공급가액',
  vat: '세액',
  amount: '금액',
  shipping: '배송비',
  shippingNote: '제주·도서산간 지역은 추가 배송비가 있습니다.',
  free: '무료',
  total: '합계',
  note: '비고',
  notes: '재고와 가격은 주문 시점에 다시 확인됩니다. 대량 구매는 고객센터로 문의해 주세요.',
  print: '인쇄하기',
  back: '장바구니로',
  empty: '견적을 낼 상품이 없습니다. 장바구니에 상품을 담아 주세요.',
  loadFailed: '견적서를 만들지 못했습니다.',
  retry: '다시 시도',
});

/**
 * The English of {@link QUOTATION_LABELS}, key by key.
 *
 * @example
 * QUOTATION_LABELS_EN.title; // 'Quotation'
 */
export const QUOTATION_LABELS_EN: Readonly<Record<keyof typeof QUOTATION_LABELS, string>> =
  Object.freeze({
    title: 'Quotation',
    number: 'Quotation no.',
    date: 'Date',
    validUntil: 'Valid',
    validNote: '30 days from the date',
    recipient: 'To',
    recipientPlaceholder: 'Company / contact person',
    supplier: 'Supplier',
    businessNumber: 'Business registration no.',
    company: 'Company',
    ceo: 'CEO',
    address: 'Address',
    phone: 'Phone',
    intro: 'We are pleased to quote as follows.',
    grandTotal: 'Total (VAT included)',
    item: 'Item',
    option: 'Option',
    qty: 'Quantity',
    unitPrice: 'Unit price',
    supply: 'Net',
    vat: 'VAT',
    amount: 'Amount',
    shipping: 'Shipping',
    shippingNote: 'Jeju and island addresses pay an extra shipping fee.',
    free: 'Free',
    total: 'Total',
    note: 'Notes',
    notes: 'Stock and prices are checked again when you order. For bulk orders please contact us.',
    print: 'Print',
    back: 'Back to cart',
    empty: 'There is nothing to quote. Please add items to your cart.',
    loadFailed: 'The quotation could not be made.',
    retry: 'Try again',
  });
