/**
 * Korean source phrases of the listing pages (category, best sellers, new items, search);
 * `t()` translates them.
 *
 * @example
 * t(CATALOG_LABELS.resultCount, { count: 12 }); // '상품 12개'
 */
export const CATALOG_LABELS = Object.freeze({
  home: '홈',
  breadcrumb: '현재 위치',
  subCategories: '하위 카테고리',
  allInCategory: '전체',
  resultCount: '상품 {count}개',
  sort: '정렬',
  sortNew: '신상품순',
  sortBest: '판매순',
  sortPriceAsc: '낮은 가격순',
  sortPriceDesc: '높은 가격순',
  sortReview: '리뷰 많은순',
  sortName: '이름순',
  sortRelevance: '정확도순',
  filters: '필터',
  priceRange: '가격',
  minPrice: '최저 가격',
  maxPrice: '최고 가격',
  priceUnit: '통화 단위: {currency}',
  inStock: '품절 상품 제외',
  flag: '상품 구분',
  flagAll: '전체',
  flagBest: '베스트',
  flagNew: '새 상품',
  flagRecommended: '추천',
  flagSale: '세일',
  apply: '적용',
  reset: '초기화',
  products: '상품 목록',
  empty: '조건에 맞는 상품이 없습니다.',
  failed: '상품을 불러오지 못했습니다.',
  retry: '다시 시도',
  searchLabel: '검색어',
  searchSubmit: '검색',
  searchPrompt: '찾으시는 상품의 이름을 입력해 주세요. 초성(ㅋㄷ)으로도 찾을 수 있습니다.',
  searchResultCount: "'{keyword}' 검색 결과 {count}개",
  searchEmpty: "'{keyword}'에 대한 검색 결과가 없습니다.",
  searchEmptyHint: '철자를 확인하거나 더 짧은 단어로 다시 검색해 보세요.',
  searchTitle: "'{keyword}' 검색 결과",
  categoryDescription: '{name} 상품 {count}개를 아틀리에에서 만나보세요.',
  searchDescription: "아틀리에에서 '{keyword}'(으)로 찾은 상품 {count}개입니다.",
  searchPageDescription: '캔들, 디퓨저, 향료와 DIY 재료를 이름이나 초성으로 찾아보세요.',
  bestSellerDescription: '지난 30일 동안 가장 많이 팔린 아틀리에의 캔들·디퓨저·향료입니다.',
  newItemDescription: '아틀리에에 새로 들어온 캔들·디퓨저·향료와 DIY 재료입니다.',
});

/**
 * The English of {@link CATALOG_LABELS}, key by key (seeds the English phrase package through
 * `src/app/english-phrases.ts`).
 *
 * @example
 * CATALOG_LABELS_EN.sortPriceAsc; // 'Price: low to high'
 */
export const CATALOG_LABELS_EN: Readonly<Record<keyof typeof CATALOG_LABELS, string>> =
  Object.freeze({
    home: 'Home',
    breadcrumb: 'You are here',
    subCategories: 'Subcategories',
    allInCategory: 'All',
    resultCount: '{count} products',
    sort: 'Sort',
    sortNew: 'Newest',
    sortBest: 'Best selling',
    sortPriceAsc: 'Price: low to high',
    sortPriceDesc: 'Price: high to low',
    sortReview: 'Most reviewed',
    sortName: 'Name',
    sortRelevance: 'Relevance',
    filters: 'Filters',
    priceRange: 'Price',
    minPrice: 'Minimum price',
    maxPrice: 'Maximum price',
    priceUnit: 'Currency: {currency}',
    inStock: 'Hide sold-out products',
    flag: 'Product type',
    flagAll: 'All',
    flagBest: 'Best',
    flagNew: 'New',
    flagRecommended: 'Recommended',
    flagSale: 'Sale',
    apply: 'Apply',
    reset: 'Reset',
    products: 'Products',
    empty: 'No products match these filters.',
    failed: 'The products could not be loaded.',
    retry: 'Try again',
    searchLabel: 'Search term',
    searchSubmit: 'Search',
    searchPrompt:
      'Type the name of the product you are looking for. Korean initial consonants work too.',
    searchResultCount: "{count} results for '{keyword}'",
    searchEmpty: "No results for '{keyword}'.",
    searchEmptyHint: 'Check the spelling or try a shorter word.',
    searchTitle: "Results for '{keyword}'",
    categoryDescription: 'Shop {count} {name} products at Atelier.',
    searchDescription: "{count} products at Atelier for '{keyword}'.",
    searchPageDescription:
      'Find candles, diffusers, fragrances and DIY supplies by name or Korean initial consonants.',
    bestSellerDescription:
      "Atelier's best-selling candles, diffusers and fragrances of the last 30 days.",
    newItemDescription: 'New candles, diffusers, fragrances and DIY supplies at Atelier.',
  });
