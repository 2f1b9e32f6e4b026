import type { ProductDetail, ProductImage, ProductListItem } from '@atelier/contracts';

/**
 * A product image as the API answers it, for tests.
 */
export function testImage(id: number, alt: string): ProductImage {
  const rendition = (size: number, ext: string) => ({
    url: `/media/p/${id}/img-${size}.${ext}`,
    width: size,
    height: size,
  });
  return {
    id,
    alt,
    width: 1600,
    height: 1600,
    thumb: { webp: rendition(400, 'webp'), jpeg: rendition(400, 'jpg') },
    detail: { webp: rendition(800, 'webp'), jpeg: rendition(800, 'jpg') },
    zoom: { webp: rendition(1600, 'webp'), jpeg: rendition(1600, 'jpg') },
  };
}

/**
 * A listing item for tests (related products, wish list).
 */
export function testListItem(itId: string, name: string): ProductListItem {
  return {
    it_id: itId,
    name,
    price: 24000,
    sale_price: null,
    list_price: null,
    currency: 'krw',
    thumbnail: testImage(Number(itId.slice(-2)), name),
    rating: 4.5,
    review_count: 2,
    sold_out: false,
    flags: [],
  };
}

/**
 * A candle with two option groups (향 × 용량, 라벤더 / 200g sold out), one add-on, a safety
 * report number and four reviews, as `GET /api/v1/product/{it_id}` answers it in Korean.
 */
export function testProduct(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    it_id: '1700000001',
    name: '라벤더 소이 캔들',
    price: 28000,
    sale_price: null,
    list_price: null,
    currency: 'krw',
    thumbnail: testImage(1, '라벤더 소이 캔들'),
    rating: 4.3,
    review_count: 4,
    sold_out: false,
    flags: ['best'],
    summary: '은은한 라벤더 향의 천연 소이 왁스 캔들',
    description: [
      { id: 'd1', tag: 'p', option: { props: { innerText: '손으로 부어 만든 캔들입니다.' } } },
    ],
    sale_ends_at: null,
    breadcrumb: [
      { id: 1, name: '캔들' },
      { id: 11, name: '소이 캔들' },
    ],
    category_ids: [1, 11],
    images: [testImage(1, '라벤더 소이 캔들 정면'), testImage(2, '라벤더 소이 캔들 측면')],
    option_groups: [
      {
        id: 1,
        name: '향',
        values: [
          { id: 3, name: '라벤더' },
          { id: 4, name: '시더우드' },
        ],
      },
      {
        id: 2,
        name: '용량',
        values: [
          { id: 7, name: '200g' },
          { id: 8, name: '400g' },
        ],
      },
    ],
    variants: [
      {
        id: 9,
        sku: 'LAV-200',
        option_value_ids: [3, 7],
        price: 28000,
        price_delta: 0,
        stock: 0,
        sold_out: true,
      },
      {
        id: 10,
        sku: 'LAV-400',
        option_value_ids: [3, 8],
        price: 42000,
        price_delta: 14000,
        stock: 5,
        sold_out: false,
      },
      {
        id: 11,
        sku: 'CED-200',
        option_value_ids: [4, 7],
        price: 28000,
        price_delta: 0,
        stock: 12,
        sold_out: false,
      },
      {
        id: 12,
        sku: 'CED-400',
        option_value_ids: [4, 8],
        price: 42000,
        price_delta: 14000,
        stock: 3,
        sold_out: false,
      },
    ],
    addons: [
      { id: 2, name: '선물 포장', price: 2000, stock: 100, sold_out: false },
      { id: 3, name: '심지 트리머', price: 9000, stock: 0, sold_out: true },
    ],
    info_notice: [
      { label: '용량', value: '200g / 400g' },
      { label: '제조국', value: '대한민국' },
    ],
    safety_report_no: 'CB063F-0001-2026',
    tags: ['캔들'],
    rating_summary: { average: 4.3, count: 4, distribution: [0, 1, 0, 0, 3] },
    shipping: { fee: 3000, free_over: 50000 },
    offers: [
      { currency: 'krw', price: 28000 },
      { currency: 'usd', price: 2200 },
    ],
    related: [testListItem('1700000002', '유칼립투스 디퓨저')],
    created_at: '2026-11-01 09:00:00',
    updated_at: '2026-11-20 09:00:00',
    ...overrides,
  };
}
