// Issue 19, item 9: return and exchange photos were served on the public /media path to anyone with the URL.
import type { OrderDetail } from '@atelier/contracts';
import type { CookieBrowser } from '@atelier/test-utils/browser';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { orders } from '../db/schema/index.js';
import { markDelivered, shipOrder } from '../features/orders/order-lifecycle.js';
import { moveOrder } from '../features/orders/order-status.js';
import { testImage } from '../features/media/test-images.js';
import { orderBody, startTestApi, type TestApi } from '../testing.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const db = () => api.app.database.db;
let seq = 0;

/** A delivered bank-transfer order of `browser` (a member's, or a guest's with `extra`). */
async function deliveredOrder(browser: CookieBrowser, extra: object = {}) {
  const p = await api.createProduct({ stock: 5 });
  const res = await browser.post(
    '/api/v1/order',
    orderBody([{ it_id: p.it_id, variant_id: p.variant_id, qty: 1 }], 31_000, {
      payment_method: 'bank_transfer',
      depositor_name: '홍길동',
      ...extra,
    }),
    { headers: { 'idempotency-key': `claim-photo-${Date.now()}-${(seq += 1)}` } },
  );
  expect(res.status).toBe(201);
  const od_id = (res.body as { data: OrderDetail }).data.od_id;
  const [row] = await db().select().from(orders).where(eq(orders.odId, od_id));
  await db().transaction((tx) => moveOrder(tx, row!.id, 'paid', 'operator', '입금 확인'));
  await shipOrder(db(), row!.id, 'cj', '111122223333', 'operator');
  await markDelivered(db(), row!.id, 'operator');
  return od_id;
}

async function claimWithPhoto(browser: CookieBrowser, od_id: string): Promise<OrderDetail> {
  const form = new FormData();
  form.append('reason', '상품이 파손되어 도착했습니다.');
  const jpeg = await testImage('jpeg', 800, 600);
  form.append('files[]', new File([new Uint8Array(jpeg)], 'broken.jpg', { type: 'image/jpeg' }));
  const res = await fetch(`${api.url}/api/v1/order/${od_id}/return`, {
    method: 'POST',
    body: form,
    headers: { cookie: browser.jar.cookieHeader() ?? '', 'x-xsrf-token': browser.xsrf ?? '' },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: OrderDetail }).data;
}

const load = (browser: CookieBrowser | undefined, url: string) =>
  fetch(`${api.url}${url}`, { headers: { cookie: browser?.jar.cookieHeader() ?? '' } });

describe('return photos', () => {
  it("are served only to the order's member, never cached, and not on /media", async () => {
    const { browser } = await api.loginMember();
    const od_id = await deliveredOrder(browser);
    const detail = await claimWithPhoto(browser, od_id);
    const [row] = await db().select().from(orders).where(eq(orders.odId, od_id));
    const key = row!.claimPhotos[0]!;
    expect(key).toMatch(/^claims\/[0-9a-f]{32}$/);
    for (const file of ['thumb.webp', 'detail.jpg', 'zoom.webp']) {
      expect((await load(undefined, `/media/${key}/${file}`)).status).toBe(404);
    }
    expect(detail.claim_photos).toHaveLength(1);
    const { thumb, zoom } = detail.claim_photos[0]!;
    expect(thumb).toMatch(
      new RegExp(`^/api/v1/order/${od_id}/claim-photo/[0-9a-f]{32}/thumb\\.webp$`),
    );

    for (const url of [thumb, zoom]) {
      const own = await load(browser, url);
      expect(own.status).toBe(200);
      expect(own.headers.get('content-type')).toBe('image/webp');
      expect(own.headers.get('cache-control')).toBe('private, no-store');
      const meta = await sharp(Buffer.from(await own.arrayBuffer())).metadata();
      expect(meta.format).toBe('webp');
    }
    // The owner reads the same URLs in the order detail later.
    const again = await browser.get(`/api/v1/order/${od_id}`);
    expect((again.body as { data: OrderDetail }).data.claim_photos).toEqual(detail.claim_photos);

    const { browser: stranger } = await api.loginMember();
    const anonymous = await api.visitor();
    for (const other of [stranger, anonymous, undefined]) {
      expect((await load(other, thumb)).status).toBe(404);
    }
    // A key of another order is not this order's photo.
    const otherOrder = await deliveredOrder(browser);
    const borrowed = thumb.replace(od_id, otherOrder);
    expect((await load(browser, borrowed)).status).toBe(404);
  });

  it("are served to the guest's own session and to one that proved the order", async () => {
    const guest = await api.visitor();
    const od_id = await deliveredOrder(guest, { order_password: 'candle-order-77' });
    const detail = await claimWithPhoto(guest, od_id);
    const { thumb } = detail.claim_photos[0]!;
    expect((await load(guest, thumb)).status).toBe(200);

    const elsewhere = await api.visitor();
    expect((await load(elsewhere, thumb)).status).toBe(404);
    // Found by phone alone, the order is shown masked, its claim reason and photos left out.
    const byPhone = await elsewhere.post('/api/v1/order/lookup', { od_id, phone: '01012345678' });
    expect(byPhone.status).toBe(200);
    expect((byPhone.body as { data: OrderDetail }).data).toMatchObject({
      masked: true,
      claim_reason: null,
      claim_photos: [],
    });
    const lookup = await elsewhere.post('/api/v1/order/lookup', {
      od_id,
      order_password: 'candle-order-77',
    });
    expect(lookup.status).toBe(200);
    expect((lookup.body as { data: OrderDetail }).data.claim_photos[0]!.thumb).toBe(thumb);
    const granted = await load(elsewhere, thumb);
    expect(granted.status).toBe(200);
    expect(granted.headers.get('cache-control')).toBe('private, no-store');
  });
});
