/**
 * Korean source phrases of the cart page (`t()` translates them).
 *
 * @example
 * t(CART_LABELS.empty); // '장바구니에 담긴 상품이 없습니다.'
 */
export const CART_LABELS = Object.freeze({
  title: '장바구니',
  intro: '담아 둔 상품의 가격과 재고는 볼 때마다 새로 확인합니다.',
  empty: '장바구니에 담긴 상품이 없습니다.',
  keepShopping: '쇼핑 계속하기',
  selectAll: '전체 선택',
  selectLine: '{name} 주문에 포함',
  option: '옵션',
  addon: '추가 상품: {name} {qty}개',
  remove: '빼기',
  removeLine: '{name} 빼기',
  removeConfirm: '이 상품을 장바구니에서 빼시겠습니까?',
  removed: '장바구니에서 뺐습니다.',
  lineTotal: '{name} 합계',
  priceChanged: '담은 뒤 가격이 {before}에서 {now}(으)로 바뀌었습니다.',
  soldOut: '품절되어 주문할 수 없습니다.',
  overStock: '재고가 {stock}개 남았습니다. 수량을 줄여 주세요.',
  unavailable: '더 이상 판매하지 않는 상품입니다.',
  qtyCapped: '재고에 맞춰 수량을 {before}개에서 {now}개로 줄였습니다.',
  leftOut:
    '장바구니에는 상품을 {max}개까지 담을 수 있어, 로그인 전에 담은 상품 중 {names}은(는) 옮기지 못했습니다.',
  summary: '결제 예정 금액',
  selectedTotal: '선택 상품 금액',
  shippingFee: '배송비',
  freeShipping: '무료',
  freeShippingAfter: '{amount} 더 담으면 무료배송',
  orderTotal: '합계',
  orderSelected: '선택 상품 주문',
  orderAll: '전체 주문',
  loadFailed: '장바구니를 불러오지 못했습니다.',
  retry: '다시 시도',
});

/**
 * The English of {@link CART_LABELS}, key by key.
 *
 * @example
 * CART_LABELS_EN.empty; // 'Your cart is empty.'
 */
export const CART_LABELS_EN: Readonly<Record<keyof typeof CART_LABELS, string>> = Object.freeze({
  title: 'Cart',
  intro: 'Prices and stock of what you saved are checked again every time you look.',
  empty: 'Your cart is empty.',
  keepShopping: 'Continue shopping',
  selectAll: 'Select all',
  selectLine: 'Include {name} in the order',
  option: 'Option',
  addon: 'Add-on: {name} × {qty}',
  remove: 'Remove',
  removeLine: 'Remove {name}',
  removeConfirm: 'Remove this item from your cart?',
  removed: 'Removed from your cart.',
  lineTotal: '{name} total',
  priceChanged: 'The price changed from {before} to {now} since you added it.',
  soldOut: 'Sold out: it cannot be ordered.',
  overStock: 'Only {stock} left. Please lower the quantity.',
  unavailable: 'This product is no longer sold.',
  qtyCapped: 'The quantity was lowered from {before} to {now} to match the stock.',
  leftOut:
    'The cart holds up to {max} items, so {names} from before you logged in could not be moved in.',
  summary: 'Order summary',
  selectedTotal: 'Selected items',
  shippingFee: 'Shipping',
  freeShipping: 'Free',
  freeShippingAfter: 'Add {amount} more for free shipping',
  orderTotal: 'Total',
  orderSelected: 'Order selected',
  orderAll: 'Order all',
  loadFailed: 'Your cart could not be loaded.',
  retry: 'Try again',
});
