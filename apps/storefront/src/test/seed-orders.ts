import { randomUUID } from 'node:crypto';

import type {
  OrderDetail,
  OrderPlaced,
  OrderQuote,
  ProductDetailResponse,
  ProductListItem,
} from '@atelier/contracts';
import type { CookieBrowser } from '@atelier/test-utils/browser';
import { orderBody } from '@atelier/test-utils/order-fixtures';

/**
 * What {@link placeTestOrder} placed: the order, the coupon and points it used, and the variant
 * and quantity it ordered.
 */
export interface PlacedOrder {
  order: OrderDetail;
  couponId: number | null;
  points: number;
  item: { it_id: string; variant_id: number; qty: number };
}

/**
 * Places a 무통장입금 order through the real API, as the checkout would: a product in stock
 * priced at 10,000 won or more, quoted, then placed with an Idempotency-Key. With `wallet`, a
 * member's first usable coupon and 1,000 points go on it; a guest sets `orderPassword`.
 *
 * @throws when the shop answers something other than a placed order.
 */
export async function placeTestOrder(
  browser: CookieBrowser,
  options: { wallet?: boolean; orderPassword?: string } = {},
): Promise<PlacedOrder> {
  if (!browser.xsrf) await browser.start();
  const list = await browser.get('/api/v1/product?per_page=30');
  const products = (list.body as { data: ProductListItem[] }).data;
  let item: PlacedOrder['item'] | null = null;
  for (const product of products) {
    const detail = (await browser.get(`/api/v1/product/${product.it_id}`))
      .body as ProductDetailResponse;
    const variant = detail.data.variants.find(
      (v) => !v.sold_out && v.stock >= 3 && v.price >= 10_000,
    );
    if (variant) {
      item = { it_id: product.it_id, variant_id: variant.id, qty: 1 };
      break;
    }
  }
  if (!item) throw new Error('no product in stock at 10,000 won or more');

  const quote = async (couponIds: number[], points: number) => {
    const res = await browser.post('/api/v1/order/quote', {
      items: [item],
      zonecode: '04524',
      coupon_ids: couponIds,
      points,
    });
    if (res.status !== 200) throw new Error(`quote ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body as OrderQuote;
  };
  let couponId: number | null = null;
  let points = 0;
  let priced = await quote([], 0);
  if (options.wallet) {
    couponId = priced.coupons.find((c) => c.usable && c.kind === 'order')?.id ?? null;
    points = (priced.points?.usable_max ?? 0) >= 1000 ? 1000 : 0;
    priced = await quote(couponId ? [couponId] : [], points);
  }
  const placed = await browser.post(
    '/api/v1/order',
    orderBody([item], priced.amounts.total, {
      payment_method: 'bank_transfer',
      depositor_name: '홍길동',
      coupon_ids: couponId ? [couponId] : [],
      points,
      ...(options.orderPassword ? { order_password: options.orderPassword } : {}),
    }),
    { headers: { 'idempotency-key': randomUUID() } },
  );
  if (placed.status !== 201)
    throw new Error(`order ${placed.status}: ${JSON.stringify(placed.body)}`);
  return { order: (placed.body as OrderPlaced).data, couponId, points, item };
}
