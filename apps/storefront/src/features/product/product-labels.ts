/**
 * Korean source phrases of the product page (`t()` translates them); reviews, questions and
 * the wish list have theirs in `domain/feedback/feedback-labels.ts`. The few of those the page
 * shows before its reviews' code loads (tab names, retry, the wish toggle) are repeated here,
 * same phrase and English, so the page's first load does without the whole feedback map.
 *
 * @example
 * t(PRODUCT_LABELS.total); // '총 상품금액'
 */
export const PRODUCT_LABELS = Object.freeze({
  breadcrumb: '현재 위치',
  home: '홈',
  gallery: '상품 이미지',
  thumbnails: '상품 이미지 목록',
  showImage: '{index}번째 이미지 보기',
  enlarge: '이미지 크게 보기',
  soldOut: '품절',
  soldOutCombination: '품절된 옵션입니다. 다른 옵션을 선택해 주세요.',
  soldOutAddon: '품절된 추가 상품입니다.',
  stockLeft: '재고 {count}개',
  options: '옵션 선택',
  addons: '추가 상품',
  addonChoose: '추가 상품을 선택하세요',
  selectedLines: '선택한 상품',
  selectedEmpty: '옵션을 선택하면 이곳에 담깁니다.',
  lineTotal: '{label} 합계',
  removeLine: '{label} 삭제',
  total: '총 상품금액',
  buyNow: '바로 구매',
  addToCart: '장바구니 담기',
  chooseOption: '옵션을 선택해 주세요.',
  addedToCart: '장바구니에 상품을 담았습니다. 장바구니로 이동하시겠습니까?',
  goToCart: '장바구니 보기',
  keepShopping: '계속 쇼핑하기',
  shipping: '배송 안내',
  shippingFee: '배송비 {fee}',
  shippingFreeOver: '{amount} 이상 구매 시 무료배송',
  tabs: '상품 상세 정보',
  description: '상세 설명',
  infoNotice: '상품정보제공고시',
  safetyReportNo: '안전확인 신고번호',
  related: '함께 보면 좋은 상품',
  recentlyViewed: '최근 본 상품',
  saleEnds: '{date}까지 할인',
  loadFailed: '상품 정보를 불러오지 못했습니다.',
  reviews: '상품 후기',
  questions: '상품 문의',
  retry: '다시 시도',
  wishAdd: '위시리스트에 담기',
  wishAdded: '위시리스트에 담았습니다.',
  wishRemoved: '위시리스트에서 뺐습니다.',
});

/**
 * The English of {@link PRODUCT_LABELS}, key by key.
 *
 * @example
 * PRODUCT_LABELS_EN.total; // 'Total'
 */
export const PRODUCT_LABELS_EN: Readonly<Record<keyof typeof PRODUCT_LABELS, string>> =
  Object.freeze({
    breadcrumb: 'You are here',
    home: 'Home',
    gallery: 'Product images',
    thumbnails: 'Product image list',
    showImage: 'Show image {index}',
    enlarge: 'Enlarge image',
    soldOut: 'Sold out',
    soldOutCombination: 'This option is sold out. Please choose another.',
    soldOutAddon: 'This add-on is sold out.',
    stockLeft: '{count} in stock',
    options: 'Options',
    addons: 'Add-ons',
    addonChoose: 'Choose an add-on',
    selectedLines: 'Your selection',
    selectedEmpty: 'Choose options and they appear here.',
    lineTotal: '{label} total',
    removeLine: 'Remove {label}',
    total: 'Total',
    buyNow: 'Buy now',
    addToCart: 'Add to cart',
    chooseOption: 'Please choose an option.',
    addedToCart: 'Added to your cart. Would you like to see your cart?',
    goToCart: 'View cart',
    keepShopping: 'Keep shopping',
    shipping: 'Shipping',
    shippingFee: 'Shipping {fee}',
    shippingFreeOver: 'Free shipping on orders of {amount} or more',
    tabs: 'Product details',
    description: 'Description',
    infoNotice: 'Product information notice',
    safetyReportNo: 'Safety confirmation report no.',
    related: 'You may also like',
    recentlyViewed: 'Recently viewed',
    saleEnds: 'On sale until {date}',
    loadFailed: 'The product could not be loaded.',
    reviews: 'Product reviews',
    questions: 'Product questions',
    retry: 'Try again',
    wishAdd: 'Add to wish list',
    wishAdded: 'Added to your wish list.',
    wishRemoved: 'Removed from your wish list.',
  });
