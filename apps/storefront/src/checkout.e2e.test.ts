import { mkdirSync } from 'node:fs';

import type { Cart, OrderDetail, ProductDetail, SavedAddress } from '@atelier/contracts';
import { launchBrowser, startShop, viewports, type Shop } from '@atelier/e2e';
import { DEMO_MEMBER_PASSWORD } from '@atelier/test-utils/fixtures';
import {
  ADDRESS_FINDER_LABELS_EN,
  ADDRESS_FINDER_LABELS_KO,
  OFFLINE_POSTCODE_LABELS_EN,
  OFFLINE_POSTCODE_LABELS_KO,
} from '@atelier/ui-kit';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { CART_LABELS, CART_LABELS_EN } from './features/cart/cart-labels.js';
import { CHECKOUT_LABELS, CHECKOUT_LABELS_EN } from './features/checkout/checkout-labels.js';
import {
  ORDER_RESULT_LABELS,
  ORDER_RESULT_LABELS_EN,
} from './features/checkout/order-result-labels.js';
import { hydrated } from './test/hydrated.js';
import { pageApi as api } from './test/page-api.js';

// The checkout in real Chromium at 390 and 1440 px against the built shop (sandbox PG, offline
// postcode finder): a guest pays by card through the sandbox page; a member pays by bank transfer
// with a coupon and points; a shopper who switched to English pays in dollars by card; a guest
// is issued a virtual account and the order is paid when the deposit arrives; a member keeps the
// address book from the order form's dialog; a changed amount (409) is shown and accepted; a
// tampered amount charges nothing.

const SCREENS = '/tmp/screens';
const SHOTS = '/tmp/shots-lazy';

let shop: Shop;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(SCREENS, { recursive: true });
  mkdirSync(SHOTS, { recursive: true });
  [shop, browser] = await Promise.all([startShop({ readyTimeoutMs: 300_000 }), launchBrowser()]);
}, 320_000);

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

/** A KRW variant in stock (at least 6) and the quantity that makes its goods reach `atLeast`. */
async function sellable(page: Page, atLeast: number) {
  const list = await api<{ data: { it_id: string }[] }>(page, 'GET', '/api/v1/product?per_page=30');
  for (const { it_id } of list.body.data) {
    const detail = await api<{ data: ProductDetail }>(page, 'GET', `/api/v1/product/${it_id}`);
    const variant = detail.body.data.variants.find(
      (v) => !v.sold_out && v.stock >= 6 && v.price >= 5_000 && v.price <= 40_000,
    );
    if (variant)
      return {
        it_id,
        variant_id: variant.id,
        qty: Math.max(1, Math.ceil(atLeast / variant.price)),
      };
  }
  throw new Error('no sellable product in the demo shop');
}

/** The phrases the helpers below find on the page, in each language of the shop. */
const PHRASES = {
  ko: {
    cart: CART_LABELS,
    checkout: { ...CHECKOUT_LABELS, ...ORDER_RESULT_LABELS },
    address: ADDRESS_FINDER_LABELS_KO,
    postcode: OFFLINE_POSTCODE_LABELS_KO,
  },
  en: {
    cart: CART_LABELS_EN,
    checkout: { ...CHECKOUT_LABELS_EN, ...ORDER_RESULT_LABELS_EN },
    address: ADDRESS_FINDER_LABELS_EN,
    postcode: OFFLINE_POSTCODE_LABELS_EN,
  },
} as const;
type Language = keyof typeof PHRASES;

async function putInCart(page: Page, atLeast: number): Promise<Cart> {
  const item = await sellable(page, atLeast);
  const answer = await api<Cart>(page, 'POST', '/api/v1/cart', { ...item, addons: [] });
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  return answer.body;
}

async function login(page: Page, mbId: string) {
  await page.goto(`${shop.baseUrl}/login`);
  await hydrated(page);
  await page.locator('#mb_id').fill(mbId);
  await page.locator('#mb_password').fill(DEMO_MEMBER_PASSWORD);
  await page.locator('[data-page="login"] form button[type="submit"]').click();
  await page.waitForURL(`${shop.baseUrl}/my-page`);
}

/** The cart page's "전체 주문" → the order form with every orderable line. */
async function orderAllFromCart(page: Page, language: Language = 'ko') {
  const { cart, checkout } = PHRASES[language];
  await page.goto(`${shop.baseUrl}/shop/cart`);
  await hydrated(page);
  await page.getByRole('button', { name: cart.orderAll }).click();
  await page.waitForURL(/\/shop\/order-form\?lines=/);
  await page.getByRole('heading', { name: checkout.summaryTitle }).waitFor();
}

/** The offline postcode dialog: search, pick the first result, type the details. */
async function findAddress(
  page: Page,
  keyword: string,
  details: string,
  language: Language = 'ko',
) {
  const { address, postcode } = PHRASES[language];
  await page.getByRole('button', { name: address.find }).click();
  const dialog = page.getByRole('dialog', { name: postcode.title });
  await dialog.getByRole('searchbox').fill(keyword);
  await dialog.getByRole('button', { name: postcode.search, exact: true }).click();
  await dialog.locator('.atelier-postcode-dialog__result').first().click();
  await expect.poll(() => dialog.count()).toBe(0);
  await page.locator('#address2').fill(details);
}

async function fillGuest(page: Page, language: Language = 'ko') {
  await page.locator('#orderer_name').fill('김손님');
  await page.locator('#orderer_phone').fill('010-2222-3333');
  await page.locator('#orderer_email').fill('guest@example.com');
  await page.getByText(PHRASES[language].checkout.sameAsOrderer).click();
  await page.locator('#order_password').fill('candle-light-7');
}

async function agree(page: Page, language: Language = 'ko') {
  const { checkout } = PHRASES[language];
  await page.getByRole('checkbox', { name: checkout.agreePrivacy }).check();
  await page.getByRole('checkbox', { name: checkout.agreePurchase }).check();
}

/** The header's language control (the phone's toggle, the desktop's select) → English, reloaded. */
async function switchToEnglish(page: Page, layout: keyof typeof viewports) {
  if (layout === 'mobile') await page.getByRole('button', { name: '언어: English' }).click();
  else await page.getByRole('combobox', { name: '언어' }).selectOption('en');
  const confirm = page.getByRole('alertdialog');
  await confirm.waitFor();
  await Promise.all([
    page.waitForEvent('load'),
    confirm.getByRole('button', { name: '확인' }).click(),
  ]);
  await hydrated(page);
  expect(await page.locator('html').getAttribute('lang')).toBe('en');
}

const total = (page: Page) => page.getByTestId('checkout-total').textContent();

describe.each(['mobile', 'desktop'] as const)('checkout (%s)', (layout) => {
  const width = viewports[layout].viewport.width;
  const member = layout === 'mobile' ? 'kim_soyeon' : 'hong';

  test('a guest pays by card through the sandbox PG: cart → order form → postcode → approve → thank-you', async () => {
    const context = await browser.newContext(viewports[layout]);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    await page.goto(`${shop.baseUrl}/`);
    await hydrated(page);
    await putInCart(page, 12_000);
    await orderAllFromCart(page);

    // Consents start unchecked; the surcharge waits for the address.
    expect(await page.getByRole('checkbox', { name: /개인정보 수집·이용/ }).isChecked()).toBe(
      false,
    );
    expect(await page.getByRole('checkbox', { name: /구매에 동의/ }).isChecked()).toBe(false);
    expect(await page.getByText('배송지를 입력하면 도서산간').count()).toBe(1);
    await fillGuest(page);
    // Jeju first: the surcharge appears; then Seoul: it goes again.
    await findAddress(page, '문연로', '101호');
    await expect.poll(() => page.getByTestId('checkout-surcharge').textContent()).toBe('3,000원');
    await findAddress(page, '세종대로 110', '3층');
    await expect.poll(() => page.getByTestId('checkout-surcharge').count()).toBe(0);
    await page.getByRole('combobox', { name: '배송 메모' }).click();
    await page.getByRole('option', { name: '문 앞에 놓아 주세요' }).click();
    await agree(page);
    expect(await page.getByTestId('cart-badge').count()).toBeGreaterThan(0);
    await page.screenshot({ path: `${SCREENS}/order-form-guest-${width}.png`, fullPage: true });
    const amount = (await total(page))!;

    await page.getByTestId('checkout-pay').click();
    await page.waitForURL(/\/shop\/sandbox-pg\?/);
    await hydrated(page);
    expect(await page.getByText('테스트 결제 페이지입니다').count()).toBe(1);
    expect(await page.getByTestId('sandbox-amount').textContent()).toBe(amount);
    // Served on its own (a full load), the page tells search engines to keep out.
    expect(await (await page.request.get(page.url())).text()).toContain(
      '<meta name="robots" content="noindex, nofollow">',
    );
    await page.screenshot({ path: `${SCREENS}/sandbox-pg-${width}.png`, fullPage: true });

    const confirm = page.waitForRequest((r) => r.url().endsWith('/api/v1/payment/confirm'));
    await page.getByRole('button', { name: '승인' }).click();
    const sent = JSON.parse((await confirm).postData() ?? '{}') as Record<string, string>;
    await page.waitForURL(/\/shop\/order\/\d{16}\/confirm$/);
    await page.getByTestId('thanks-status').waitFor();
    expect(await page.getByTestId('thanks-status').textContent()).toBe('결제완료');
    expect(await page.getByTestId('thanks-total').textContent()).toBe(amount);
    const odId = (await page.getByTestId('thanks-order-id').textContent())!;
    expect(sent.orderId).toBe(odId);
    // Paid, the lines left the cart: the header's badge counts none.
    await expect.poll(() => page.getByTestId('cart-badge').count()).toBe(0);
    await page.screenshot({ path: `${SCREENS}/thank-you-card-${width}.png`, fullPage: true });

    // The return URL again (a reload): confirmed once, the same thank-you page.
    const again = new URLSearchParams({
      paymentKey: sent.paymentKey!,
      orderId: sent.orderId!,
      amount: String(sent.amount),
    });
    const response = await page.goto(`${shop.baseUrl}/shop/payment_confirm?${again}`);
    expect(response?.url()).toBe(`${shop.baseUrl}/shop/order/${odId}/confirm`);
    expect(await page.getByTestId('thanks-status').textContent()).toBe('결제완료');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('a shopper who switched to English pays in dollars by card through the sandbox PG', async () => {
    const context = await browser.newContext(viewports[layout]);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    // The cart page, not home: home's popup carousel covers the header for a new visitor.
    await page.goto(`${shop.baseUrl}/shop/cart`);
    await hydrated(page);
    await putInCart(page, 12_000);
    await switchToEnglish(page, layout);
    const { checkout } = PHRASES.en;
    await orderAllFromCart(page, 'en');

    const amount = (await total(page))!;
    expect(amount).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
    await fillGuest(page, 'en');
    await findAddress(page, '세종대로 110', '3F', 'en');
    await page.getByRole('radio', { name: checkout.payCard }).check();
    await agree(page, 'en');
    expect(await page.getByTestId('checkout-pay').textContent()).toBe(`Pay ${amount}`);
    await page.screenshot({ path: `${SCREENS}/order-form-en-${width}.png`, fullPage: true });

    await page.getByTestId('checkout-pay').click();
    await page.waitForURL(/\/shop\/sandbox-pg\?/);
    await hydrated(page);
    expect(await page.getByText(checkout.sandboxNotice).count()).toBe(1);
    expect(await page.getByTestId('sandbox-amount').textContent()).toBe(amount);
    await page.getByRole('button', { name: checkout.approve }).click();

    await page.waitForURL(/\/shop\/order\/\d{16}\/confirm$/);
    await page.getByTestId('thanks-status').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(checkout.thanksTitle);
    expect(await page.getByTestId('thanks-status').textContent()).toBe('Paid');
    expect(await page.getByTestId('thanks-total').textContent()).toBe(amount);
    expect(await page.getByTestId('thanks-goods').textContent()).toMatch(/^\$/);
    const odId = (await page.getByTestId('thanks-order-id').textContent())!;
    await expect.poll(() => page.getByTestId('cart-badge').count()).toBe(0);
    await page.screenshot({ path: `${SCREENS}/thank-you-en-${width}.png`, fullPage: true });

    // Charged in dollars (cents), the amount shown; paid, the lines leave the cart.
    const order = await api<{ data: OrderDetail }>(page, 'GET', `/api/v1/order/${odId}`);
    expect(order.body.data).toMatchObject({ currency: 'usd', status: 'paid' });
    expect(order.body.data.amounts.total).toBe(
      Math.round(Number(amount.replace(/[$,]/g, '')) * 100),
    );
    const after = await api<Cart>(page, 'GET', '/api/v1/cart');
    expect(after.body.count).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('a guest is issued a virtual account by the sandbox PG (입금대기), then the deposit pays the order', async () => {
    const context = await browser.newContext(viewports[layout]);
    const page = await context.newPage();
    await page.goto(`${shop.baseUrl}/`);
    await hydrated(page);
    await putInCart(page, 8_000);
    await orderAllFromCart(page);
    await fillGuest(page);
    await findAddress(page, '세종대로 175', '2층');
    await page.getByRole('radio', { name: '가상계좌' }).check();
    await agree(page);
    const amount = (await total(page))!;

    await page.getByTestId('checkout-pay').click();
    await page.waitForURL(/\/shop\/sandbox-pg\?/);
    await hydrated(page);
    expect(new URL(page.url()).searchParams.get('method')).toBe('virtual_account');
    const confirm = page.waitForRequest((r) => r.url().endsWith('/api/v1/payment/confirm'));
    await page.getByRole('button', { name: '가상계좌 발급' }).click();
    const { paymentKey } = JSON.parse((await confirm).postData() ?? '{}') as Record<string, string>;

    await page.waitForURL(/\/shop\/order\/\d{16}\/confirm$/);
    await page.getByTestId('thanks-status').waitFor();
    expect(await page.getByTestId('thanks-status').textContent()).toBe('입금대기');
    expect(await page.getByTestId('thanks-total').textContent()).toBe(amount);
    expect(await page.getByTestId('thanks-account').textContent()).toMatch(/\d{6,}/);
    expect(await page.getByTestId('thanks-deadline').textContent()).toMatch(/^\d{4}-\d{2}-\d{2}/);
    const odId = (await page.getByTestId('thanks-order-id').textContent())!;
    await page.screenshot({ path: `${SCREENS}/thank-you-virtual-${width}.png`, fullPage: true });
    const waiting = await api<{ data: OrderDetail }>(page, 'GET', `/api/v1/order/${odId}`);
    expect(waiting.body.data).toMatchObject({
      status: 'awaiting_deposit',
      payment_method: 'virtual_account',
      paid_at: null,
    });

    // The bank tells the sandbox PG of the deposit; its webhook pays the order.
    const deposit = await api(page, 'POST', `/api/v1/sandbox-pg/payments/${paymentKey}/deposit`);
    expect(deposit.status).toBe(200);
    await page.reload();
    await hydrated(page);
    expect(await page.getByTestId('thanks-status').textContent()).toBe('결제완료');
    expect(await page.getByTestId('thanks-account').count()).toBe(0);
    const paid = await api<{ data: OrderDetail }>(page, 'GET', `/api/v1/order/${odId}`);
    expect(paid.body.data.status).toBe('paid');
    expect(paid.body.data.paid_at).not.toBeNull();
    const cart = await api<Cart>(page, 'GET', '/api/v1/cart');
    expect(cart.body.count).toBe(0);
    await context.close();
  });

  test('buy now on the product page opens the order form with that choice, leaving the cart alone', async () => {
    const context = await browser.newContext(viewports[layout]);
    const page = await context.newPage();
    await page.goto(`${shop.baseUrl}/`);
    await hydrated(page);
    const { it_id } = await sellable(page, 5_000);
    await page.goto(`${shop.baseUrl}/shop/product/${it_id}`);
    await hydrated(page);
    const name = (await page.locator('h1').textContent())!;
    const groups = page.locator('.atelier-option-picker fieldset');
    for (let g = 0; g < (await groups.count()); g += 1)
      await groups.nth(g).locator('input[type="radio"]:not([disabled])').first().check();
    await page.getByRole('button', { name: '바로 구매' }).click();
    await page.waitForURL(/\/shop\/order-form\?items=/);
    await page.getByRole('heading', { name: '결제 금액' }).waitFor();
    expect(await page.locator('.atelier-checkout-line__name').first().textContent()).toBe(name);
    const cart = await api<Cart>(page, 'GET', '/api/v1/cart');
    expect(cart.body.count).toBe(0);
    await context.close();
  });

  test('a member pays by bank transfer with a coupon and points and sees the account and deadline', async () => {
    const context = await browser.newContext(viewports[layout]);
    const page = await context.newPage();
    await login(page, member);
    await putInCart(page, 32_000);
    await orderAllFromCart(page);

    // Prefilled from the member's details.
    expect(await page.locator('#orderer_name').inputValue()).not.toBe('');
    expect(await page.locator('#orderer_email').inputValue()).toContain('@');
    if ((await page.locator('#address1').inputValue()) === '') {
      await page.getByText('주문자 정보와 동일').click();
      await findAddress(page, '세종대로 110', '3층');
    }
    const before = (await total(page))!;

    // The welcome coupon (3,000원 off) and every usable point.
    await page.getByRole('combobox', { name: '주문 쿠폰' }).click();
    await page.getByRole('option', { name: /신규 가입 3,000원 할인/ }).click();
    await expect.poll(() => page.getByTestId('checkout-discount').textContent()).toBe('-3,000원');
    await page.getByRole('button', { name: '모두 사용' }).click();
    await expect.poll(() => page.getByTestId('checkout-points').textContent()).toBe('-3,000원');
    await expect.poll(() => total(page)).not.toBe(before);

    await page.getByRole('radio', { name: '무통장입금' }).check();
    expect(await page.locator('#depositor_name').inputValue()).not.toBe('');
    await agree(page);
    expect(await page.getByTestId('cart-badge').count()).toBeGreaterThan(0);
    await page.screenshot({ path: `${SCREENS}/order-form-member-${width}.png`, fullPage: true });
    const amount = (await total(page))!;
    await page.getByTestId('checkout-pay').click();

    await page.waitForURL(/\/shop\/order\/\d{16}\/confirm$/);
    await page.getByTestId('thanks-status').waitFor();
    expect(await page.getByTestId('thanks-status').textContent()).toBe('입금대기');
    expect(await page.getByTestId('thanks-total').textContent()).toBe(amount);
    expect(await page.getByTestId('thanks-discount').textContent()).toBe('-3,000원');
    expect(await page.getByTestId('thanks-points').textContent()).toBe('-3,000원');
    // A transfer is ordered once placed: its lines left the cart and the header's badge.
    await expect.poll(() => page.getByTestId('cart-badge').count()).toBe(0);
    expect(await page.getByTestId('thanks-account').textContent()).toMatch(/\d/);
    expect(await page.getByTestId('thanks-deadline').textContent()).toMatch(/^\d{4}-\d{2}-\d{2}/);
    const odId = (await page.getByTestId('thanks-order-id').textContent())!;
    expect(await page.getByRole('link', { name: '주문 상세 보기' }).getAttribute('href')).toBe(
      `/my-page/order/${odId}`,
    );
    await page.screenshot({ path: `${SCREENS}/thank-you-bank-${width}.png`, fullPage: true });

    // Cancelled again so the coupon and points come back for the other runs.
    const cancelled = await api(page, 'POST', `/api/v1/order/${odId}/cancel`, { reason: 'e2e' });
    expect(cancelled.status).toBeLessThan(300);
    await context.close();
  });

  test('a member saves the typed address to the book, makes it the default and deletes it, in the dialog', async () => {
    const context = await browser.newContext(viewports[layout]);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    // A hydration mismatch is a console error.
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    await login(page, member);
    const label = `e2e ${width}`;
    const before = await api<{ data: SavedAddress[] }>(page, 'GET', '/api/v1/address');
    for (const stale of before.body.data.filter((address) => address.label === label))
      await api(page, 'DELETE', `/api/v1/address/${stale.id}`);
    const formerDefault = before.body.data.find(
      (address) => address.is_default && address.label !== label,
    );
    // A book with a default already: the address saved next is not the default at once.
    const home = formerDefault
      ? null
      : (
          await api<{ data: SavedAddress[] }>(page, 'POST', '/api/v1/address', {
            label: `e2e home ${width}`,
            name: '홍길동',
            phone: '010-1234-5678',
            zonecode: '04524',
            address1: '서울 중구 세종대로 110',
            address2: '3층',
            is_default: true,
          })
        ).body.data.find((address) => address.label === `e2e home ${width}`);
    const cart = await putInCart(page, 8_000);
    await orderAllFromCart(page);
    // The sections below the first view come with the page on a client navigation.
    expect(await page.getByRole('heading', { name: '약관 동의' }).count()).toBe(1);
    await page.screenshot({ path: `${SHOTS}/order-form-member-${width}.png`, fullPage: true });
    // Served whole by the server and hydrated: the deferred sections keep their markup.
    await page.reload();
    await hydrated(page);
    expect(await page.getByRole('heading', { name: '약관 동의' }).count()).toBe(1);
    await page.locator('#checkout-recipient-title').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/order-form-recipient-${width}.png` });

    // A recipient typed in the form, then saved from the address book dialog.
    await page.locator('#recipient_name').fill('박수령');
    await page.locator('#recipient_phone').fill('010-7777-8888');
    await findAddress(page, '문연로', `${width}호`);
    await page.getByRole('button', { name: '배송지 목록', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '배송지 목록' });
    await dialog.waitFor();
    await dialog.getByLabel('배송지명').fill(label);
    await dialog.getByRole('button', { name: '배송지 목록에 추가' }).click();
    await dialog.getByText('배송지 목록에 추가했습니다.').waitFor();
    const saved = dialog.getByRole('listitem').filter({ hasText: label });
    await expect.poll(() => saved.count()).toBe(1);
    expect(await saved.textContent()).toContain(`제주특별자치도 제주시 문연로 6 ${width}호`);
    expect(await saved.getByText('기본 배송지', { exact: true }).count()).toBe(0);
    expect(await dialog.getByText('배송지 목록에 있는 주소입니다.').count()).toBe(1);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/address-book-dialog-${width}.png` });

    // The default address: first in the book, with its badge.
    await saved.getByRole('button', { name: '기본 배송지로 설정' }).click();
    await dialog.getByText('기본 배송지로 설정했습니다.').waitFor();
    await expect.poll(() => dialog.getByRole('listitem').first().textContent()).toContain(label);
    expect(await saved.getByText('기본 배송지', { exact: true }).count()).toBe(1);
    expect(await saved.getByRole('button', { name: '기본 배송지로 설정' }).count()).toBe(0);
    const book = await api<{ data: SavedAddress[] }>(page, 'GET', '/api/v1/address');
    expect(book.body.data[0]).toMatchObject({ label, is_default: true, zonecode: '63122' });
    await page.screenshot({ path: `${SHOTS}/address-book-default-${width}.png` });

    // Used, edited in the form, and the entry updated with the edit.
    await saved.getByRole('button', { name: '이 배송지 사용' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await page.locator('#address2').fill(`${width}호 별관`);
    await page.getByRole('button', { name: '배송지 목록', exact: true }).click();
    await dialog.waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/address-book-edited-${width}.png` });
    await saved.getByRole('button', { name: '입력한 주소로 수정' }).click();
    await dialog.getByText('배송지를 수정했습니다.').waitFor();
    await expect.poll(() => saved.textContent()).toContain(`문연로 6 ${width}호 별관`);
    expect(await saved.getByRole('button', { name: '입력한 주소로 수정' }).count()).toBe(0);
    const edited = await api<{ data: SavedAddress[] }>(page, 'GET', '/api/v1/address');
    expect(edited.body.data.find((address) => address.label === label)).toMatchObject({
      address2: `${width}호 별관`,
      is_default: true,
    });

    // Deleted after confirming.
    await saved.getByRole('button', { name: '삭제' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain(`${label} 배송지를 삭제하시겠습니까?`);
    await confirm.getByRole('button', { name: '삭제' }).click();
    await dialog.getByText('배송지를 삭제했습니다.').waitFor();
    await expect.poll(() => saved.count()).toBe(0);
    const after = await api<{ data: SavedAddress[] }>(page, 'GET', '/api/v1/address');
    expect(after.body.data.some((address) => address.label === label)).toBe(false);

    // Closed, the form still holds the address typed.
    await dialog.getByRole('button', { name: '닫기' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.locator('#address2').inputValue()).toBe(`${width}호 별관`);
    expect(problems).toEqual([]);

    // The demo member's cart and default address as they were, for the other runs.
    for (const line of cart.lines) await api(page, 'DELETE', `/api/v1/cart/${line.id}`);
    if (home) await api(page, 'DELETE', `/api/v1/address/${home.id}`);
    if (formerDefault) {
      const { id, ...rest } = formerDefault;
      await api(page, 'PUT', `/api/v1/address/${id}`, { ...rest, is_default: true });
    }
    await context.close();
  });

  test('an amount changed between quote and submit (409) is shown and ordered at once accepted', async () => {
    const context = await browser.newContext(viewports[layout]);
    const page = await context.newPage();
    await page.goto(`${shop.baseUrl}/`);
    await hydrated(page);
    const cart = await putInCart(page, 8_000);
    await orderAllFromCart(page);
    await fillGuest(page);
    await findAddress(page, '세종대로 175', '1층');
    await agree(page);
    const shown = (await total(page))!;

    // Meanwhile (another tab) the line's quantity changes: the server's amount is no longer
    // the one on the page.
    const line = cart.lines[0]!;
    const changed = await api(page, 'PUT', `/api/v1/cart/${line.id}`, { qty: line.qty + 1 });
    expect(changed.status).toBe(200);

    const orders = page.waitForResponse((r) => r.url().endsWith('/api/v1/order'));
    await page.getByTestId('checkout-pay').click();
    expect((await orders).status()).toBe(409);
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    const fresh = (await dialog.getByTestId('changed-total').textContent())!;
    expect(fresh).not.toBe(shown);
    await expect.poll(() => total(page)).toBe(fresh);
    await page.waitForTimeout(400); // the dialog's opening transition
    await page.screenshot({ path: `${SCREENS}/order-form-409-${width}.png` });
    await dialog.getByRole('button', { name: '새 금액으로 주문' }).click();
    await page.waitForURL(/\/shop\/sandbox-pg\?/);
    await hydrated(page);
    expect(await page.getByTestId('sandbox-amount').textContent()).toBe(fresh);
    await context.close();
  });

  test('a tampered amount is refused with the mismatch message and nothing is paid', async () => {
    const context = await browser.newContext(viewports[layout]);
    const page = await context.newPage();
    await page.goto(`${shop.baseUrl}/`);
    await hydrated(page);
    await putInCart(page, 8_000);
    await orderAllFromCart(page);
    await fillGuest(page);
    await findAddress(page, '테헤란로', '5층');
    await agree(page);
    await page.getByTestId('checkout-pay').click();
    await page.waitForURL(/\/shop\/sandbox-pg\?/);
    await hydrated(page);
    const odId = (await page.getByTestId('sandbox-order-id').textContent())!;
    await page.getByRole('button', { name: '금액 변조' }).click();
    await page.waitForURL(/\/shop\/payment_confirm\?/);
    const message = page.getByTestId('payment-failure-message');
    await message.waitFor();
    expect(await message.textContent()).toMatch(/금액/);
    expect(await page.getByText('결제가 완료되지 않았습니다.').count()).toBe(1);
    expect(await page.getByRole('link', { name: '장바구니로 돌아가기' }).count()).toBe(1);
    expect(
      await page.getByRole('link', { name: '주문서로 돌아가기' }).getAttribute('href'),
    ).toMatch(/^\/shop\/order-form\?lines=/);
    await page.screenshot({
      path: `${SCREENS}/payment-confirm-tamper-${width}.png`,
      fullPage: true,
    });

    // A reload shows the same refusal; the order is still unpaid.
    await page.reload();
    await message.waitFor();
    const order = await api<{ data: OrderDetail }>(page, 'GET', `/api/v1/order/${odId}`);
    expect(order.body.data.status).toBe('awaiting_payment');
    expect(order.body.data.paid_at).toBeNull();
    await context.close();
  });
});
