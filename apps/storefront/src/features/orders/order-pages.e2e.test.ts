import { mkdirSync } from 'node:fs';

import type { OrderDetail, OrderSummary, Paginated, ProductDetail } from '@atelier/contracts';
import { launchBrowser, startShop, viewports, type Shop } from '@atelier/e2e';
import { CookieBrowser } from '@atelier/test-utils/browser';
import { DEMO_MEMBER_PASSWORD, HONG, KIM_SOYEON } from '@atelier/test-utils/fixtures';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { browserPhoto } from '../../test/browser-photo.js';
import { hydrated } from '../../test/hydrated.js';
import { placeTestOrder } from '../../test/seed-orders.js';

// Orders are placed through the API (as the checkout will), then followed in real Chromium at
// both widths: the member finds, filters, opens and cancels one and sees the coupon, points and
// stock come back; a member asks for a return of a delivered order (the demo seed's) with a
// photo; a guest looks one up by number and password; another member gets the 404 page.

const SCREENS = '/tmp/screens';

let shop: Shop;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(SCREENS, { recursive: true });
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

/** A browser page at `layout`, logged in as `mbId` through the login form when given. */
async function open(layout: keyof typeof viewports, mbId?: string) {
  const context = await browser.newContext(viewports[layout]);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  if (mbId) {
    await page.goto(`${shop.baseUrl}/login`);
    await hydrated(page);
    await page.locator('#mb_id').fill(mbId);
    await page.locator('#mb_password').fill(DEMO_MEMBER_PASSWORD);
    await page.locator('[data-page="login"] form button[type="submit"]').click();
    await page.waitForURL(`${shop.baseUrl}/my-page`);
  }
  return { page, problems, close: () => context.close() };
}

async function apiMember(mbId: string): Promise<CookieBrowser> {
  const api = new CookieBrowser(shop.baseUrl);
  expect((await api.login(mbId, DEMO_MEMBER_PASSWORD)).status).toBe(200);
  // A member keeps the language they last chose (the English screens choose it): orders here are in won.
  expect((await api.post('/api/v1/language', { lang: 'kr', currency: 'krw' })).status).toBe(200);
  return api;
}

/** The view on screen (kept-alive views of earlier URLs stay in the DOM, hidden). */
const view = (page: Page, name: string) => page.locator(`[data-page="${name}"]:visible`);

/**
 * Picks `status` in the order list's 주문 상태 filter, once the page has hydrated (before, the
 * server-rendered combobox does not open) and the visible view's filter is on screen (after a
 * client navigation the view of the new URL replaces the kept one).
 */
async function chooseStatus(page: Page, list: Locator, status: string) {
  await hydrated(page);
  const filter = list.locator('#order-status-filter');
  await filter.waitFor({ state: 'visible' });
  await filter.click();
  await list.getByRole('option', { name: status }).click();
}

describe.each(['mobile', 'desktop'] as const)('order tracking (%s)', (layout) => {
  test('a member finds, filters, opens and cancels an order; coupon, points and stock come back', async () => {
    const hong = await apiMember(HONG.mb_id);
    const { order, couponId, points, item } = await placeTestOrder(hong, { wallet: true });
    expect(couponId).not.toBeNull();
    expect(points).toBe(1000);
    const stockNow = async () => {
      const detail = (await hong.get(`/api/v1/product/${item.it_id}`)).body as {
        data: ProductDetail;
      };
      return detail.data.variants.find((variant) => variant.id === item.variant_id)?.stock;
    };
    const { page, problems, close } = await open(layout, HONG.mb_id);
    await hydrated(page);
    await page.screenshot({ path: `${SCREENS}/orders-dashboard-${layout}.png`, fullPage: true });

    await page.goto(`${shop.baseUrl}/my-page/order`);
    await hydrated(page);
    const list = view(page, 'my-page-order');
    const row = list.locator(`[data-od-id="${order.od_id}"]`);
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.innerText()).toContain('입금대기');
    await page.screenshot({ path: `${SCREENS}/orders-list-${layout}.png`, fullPage: true });

    await list.getByRole('link', { name: '1개월' }).click();
    await page.waitForURL(/period=1/);
    await expect.poll(() => row.count()).toBe(1);
    await chooseStatus(page, list, '배송완료');
    await page.waitForURL(/status=delivered/);
    // hong's delivered demo order is in the list, the order just placed is not.
    await expect.poll(() => list.locator('[data-od-id]').count()).toBe(1);
    expect(await row.count()).toBe(0);
    expect(await list.locator('[data-od-id]').innerText()).toContain('배송완료');
    await chooseStatus(page, list, '입금대기');
    await page.waitForURL(/status=awaiting_deposit/);
    await expect.poll(() => row.count()).toBe(1);

    await row.getByRole('link').click();
    await page.waitForURL(`${shop.baseUrl}/my-page/order/${order.od_id}`);
    const detail = view(page, 'my-page-order-show');
    await expect.poll(() => detail.getByText('입금 기한', { exact: true }).count()).toBe(1);
    expect(await detail.innerText()).toContain(order.od_id);
    await page.screenshot({ path: `${SCREENS}/orders-detail-${layout}.png`, fullPage: true });

    // Product answers are kept up to a second after a stock change (the API's version cache):
    // by now, seconds after placing, the held stock shows.
    const held = await stockNow();
    await detail.getByRole('button', { name: '주문 취소' }).click();
    const dialog = page.getByRole('dialog', { name: '주문을 취소하시겠습니까?' });
    await dialog.getByRole('combobox', { name: '취소 사유' }).click();
    await dialog.getByRole('option', { name: '단순 변심' }).click();
    await dialog.getByLabel('자세한 사유 (선택)').fill('다른 향으로 다시 주문할게요');
    await page.screenshot({ path: `${SCREENS}/orders-cancel-dialog-${layout}.png` });
    await dialog.getByRole('button', { name: '주문 취소하기' }).click();
    await expect.poll(() => detail.locator('[data-status="cancelled"]').first().count()).toBe(1);
    expect(await detail.locator('.atelier-order-detail__summary').innerText()).toContain('취소');
    expect(await detail.innerText()).toContain('돌려받은 적립금 1,000원');
    expect(await detail.innerText()).toContain('단순 변심: 다른 향으로 다시 주문할게요');
    await page.screenshot({ path: `${SCREENS}/orders-cancelled-${layout}.png`, fullPage: true });

    await page.goto(`${shop.baseUrl}/my-page/point`);
    await hydrated(page);
    const ledger = view(page, 'my-page-point');
    expect(await ledger.getByTestId('point-balance').innerText()).toBe('3,000원');
    const latest = ledger.locator('.atelier-points__entry').first();
    expect(await latest.innerText()).toContain('주문 취소 환원');
    expect(await latest.locator('.atelier-points__delta--plus').innerText()).toBe('+1,000원');
    expect(await latest.getByRole('link').getAttribute('href')).toBe(
      `/my-page/order/${order.od_id}`,
    );
    await page.screenshot({ path: `${SCREENS}/orders-point-${layout}.png`, fullPage: true });

    await page.goto(`${shop.baseUrl}/my-page/coupon`);
    await hydrated(page);
    expect(
      await view(page, 'my-page-coupon').locator(`[data-coupon-id="${couponId}"]`).count(),
    ).toBe(1);
    await page.screenshot({ path: `${SCREENS}/orders-coupon-${layout}.png`, fullPage: true });
    await expect.poll(stockNow, { timeout: 5_000 }).toBe(held! + item.qty);

    expect(problems).toEqual([]);
    await close();
  });

  test('a member with a delivered order asks for a return with a reason and a photo and sees 반품요청', async () => {
    // The demo seed delivers one order to each member: kim_soyeon's here, hong's on desktop.
    const member = layout === 'mobile' ? KIM_SOYEON.mb_id : HONG.mb_id;
    const api = await apiMember(member);
    const delivered = (await api.get('/api/v1/order?status=delivered'))
      .body as Paginated<OrderSummary>;
    expect(delivered.data).toHaveLength(1);
    const odId = delivered.data[0]!.od_id;
    const { page, problems, close } = await open(layout, member);
    await page.goto(`${shop.baseUrl}/my-page/order/${odId}`);
    await hydrated(page);
    const detail = view(page, 'my-page-order-show');
    expect(await detail.locator('.atelier-order-detail__summary').innerText()).toContain(
      '배송완료',
    );

    await detail.getByRole('button', { name: '반품 신청' }).click();
    const dialog = page.getByRole('dialog', { name: '반품 신청' });
    await dialog.getByLabel('반품 사유').fill('유리 용기가 깨져서 도착했습니다.');
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'broken.jpg',
      mimeType: 'image/jpeg',
      buffer: await browserPhoto(page),
    });
    // The preview is drawn (an object URL the page's CSP lets through).
    await expect
      .poll(() => dialog.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(320);
    await page.screenshot({ path: `${SCREENS}/orders-return-dialog-${layout}.png` });
    await dialog.getByRole('button', { name: '반품 신청하기' }).click();
    await dialog.waitFor({ state: 'detached' });

    await expect
      .poll(() => detail.locator('.atelier-order-detail__summary').innerText())
      .toContain('반품요청');
    expect(await detail.getByRole('region', { name: '반품·교환 사유' }).innerText()).toContain(
      '유리 용기가 깨져서 도착했습니다.',
    );
    expect(await detail.getByRole('button', { name: '반품 신청' }).count()).toBe(0);
    // The photo sent comes back as the owner's private thumbnail; a click enlarges it.
    const thumb = detail.getByRole('img', { name: '반품·교환 신청 사진 1' });
    await expect
      .poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await thumb.getAttribute('src')).toMatch(
      new RegExp(`^/api/v1/order/${odId}/claim-photo/[^/]+/thumb\\.webp$`),
    );
    await page.screenshot({
      path: `${SCREENS}/orders-return-requested-${layout}.png`,
      fullPage: true,
    });
    await detail.getByRole('button', { name: '신청 사진 1 크게 보기' }).click();
    const preview = page.getByRole('dialog', { name: '반품·교환 신청 사진 1' });
    const zoom = preview.getByRole('img');
    await expect
      .poll(() => zoom.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await zoom.getAttribute('src')).toMatch(/\/zoom\.webp$/);
    await page.screenshot({ path: `${SCREENS}/orders-return-photo-${layout}.png` });
    await page.locator('.atelier-image-preview-modal').click({ position: { x: 5, y: 5 } });
    await preview.waitFor({ state: 'detached' });
    const after = (await api.get(`/api/v1/order/${odId}`)).body as { data: OrderDetail };
    expect(after.data).toMatchObject({
      status: 'return_requested',
      claim_reason: '유리 용기가 깨져서 도착했습니다.',
      can_claim: false,
    });
    expect(problems).toEqual([]);
    await close();
  });

  test('a guest looks an order up by number and password from the login page', async () => {
    const guest = new CookieBrowser(shop.baseUrl);
    const { order } = await placeTestOrder(guest, { orderPassword: 'guest-pass-1' });
    const { page, problems, close } = await open(layout);
    await page.goto(`${shop.baseUrl}/login`);
    await hydrated(page);
    await page.getByRole('link', { name: '비회원 주문조회' }).click();
    await page.waitForURL(`${shop.baseUrl}/shop/my_order_view`);
    const lookup = view(page, 'my-order-view');
    await page.screenshot({ path: `${SCREENS}/orders-lookup-form-${layout}.png`, fullPage: true });
    await lookup.getByRole('textbox', { name: '주문번호' }).fill(order.od_id);
    await lookup.locator('input[name="order_password"]').fill('wrong-pass');
    await lookup.getByRole('button', { name: '주문 조회' }).click();
    await expect
      .poll(() => page.getByRole('alertdialog').innerText())
      .toContain('주문번호와 주문 비밀번호(또는 휴대폰 번호)를 확인해 주세요.');
    await page.screenshot({ path: `${SCREENS}/orders-lookup-failed-${layout}.png` });
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    await lookup.locator('input[name="order_password"]').fill('guest-pass-1');
    await lookup.getByRole('button', { name: '주문 조회' }).click();
    await expect.poll(() => lookup.locator(`[data-od-id="${order.od_id}"]`).count()).toBe(1);
    expect(await lookup.innerText()).toContain('입금 기한');
    await page.screenshot({ path: `${SCREENS}/orders-lookup-${layout}.png`, fullPage: true });
    expect(problems).toEqual([]);
    await close();
  });

  test("another member opening hong's order gets the not-found page (404)", async () => {
    const hong = await apiMember(HONG.mb_id);
    const { order } = await placeTestOrder(hong);
    const { page, close } = await open(layout, KIM_SOYEON.mb_id);
    const res = await page.goto(`${shop.baseUrl}/my-page/order/${order.od_id}`);
    expect(res?.status()).toBe(404);
    await hydrated(page);
    expect(await page.locator('[data-page="not-found"]:visible').count()).toBe(1);
    expect(await page.locator('body').innerText()).not.toContain(order.od_id);
    await close();
  });
});

describe.each(['mobile', 'desktop'] as const)('order pages in English (%s)', (layout) => {
  test('screens of every order page', async () => {
    const hong = await apiMember(HONG.mb_id);
    const { order } = await placeTestOrder(hong, { wallet: true });
    const { page, close } = await open(layout, HONG.mb_id);
    await page.goto(`${shop.baseUrl}/?lang=en`);
    for (const [name, url] of [
      ['dashboard', '/my-page'],
      ['list', '/my-page/order'],
      ['detail', `/my-page/order/${order.od_id}`],
      ['coupon', '/my-page/coupon'],
      ['point', '/my-page/point'],
    ] as const) {
      await page.goto(`${shop.baseUrl}${url}`);
      await hydrated(page);
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      await page.screenshot({ path: `${SCREENS}/orders-en-${name}-${layout}.png`, fullPage: true });
    }
    await close();
    const guest = await open(layout);
    await guest.page.goto(`${shop.baseUrl}/shop/my_order_view?lang=en`);
    await hydrated(guest.page);
    await guest.page.screenshot({
      path: `${SCREENS}/orders-en-lookup-${layout}.png`,
      fullPage: true,
    });
    await guest.close();
  });
});
