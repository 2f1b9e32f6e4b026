import { axeViolations, viewports } from '@atelier/e2e';
import { CookieBrowser } from '@atelier/test-utils/browser';
import { DEMO_MEMBER_PASSWORD, HONG } from '@atelier/test-utils/fixtures';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';

import { demoShopSession } from '../test/demo-shop-session.js';
import { hydrated } from '../test/hydrated.js';
import { pageApi } from '../test/page-api.js';
import { placeTestOrder } from '../test/seed-orders.js';

// axe-core in Chromium on every page type of the frame at 390 and 1440 px, with the phone's
// sidebar, the postcode dialog, the login-needed dialog and a form's 422 dialog open (issue 20
// item 6). Any violation of any impact fails; each test lists every page state it found one on.

const SCREENS = '/tmp/screens/a11y';

const session = demoShopSession(SCREENS);

type Layout = keyof typeof viewports;

/** The violations axe finds on each page state checked; states without any are left out. */
class Findings {
  readonly found: Record<string, string[]> = {};
  constructor(private readonly layout: Layout) {}

  async check(page: Page, state: string) {
    const started = Date.now();
    const violations = await axeViolations(page);
    console.log(`${this.layout} ${state}: axe ${Date.now() - started} ms`);
    if (violations.length === 0) return;
    this.found[state] = violations;
    await page.screenshot({ path: `${SCREENS}/${state}-${this.layout}.png` });
  }
}

async function open(layout: Layout): Promise<Page> {
  const context = await session.browser.newContext(viewports[layout]);
  return context.newPage();
}

async function visit(page: Page, path: string) {
  await page.goto(`${session.shop.baseUrl}${path}`);
  await hydrated(page);
}

async function login(page: Page, mbId: string) {
  await visit(page, '/login');
  await page.locator('#mb_id').fill(mbId);
  await page.locator('#mb_password').fill(DEMO_MEMBER_PASSWORD);
  await page.locator('[data-page="login"] form button[type="submit"]').click();
  await page.waitForURL(`${session.shop.baseUrl}/my-page`);
  await hydrated(page);
}

/** The first product with a variant in stock, one of it in the cart; answers its id. */
async function putInCart(page: Page): Promise<string> {
  const list = await pageApi<{ data: { it_id: string }[] }>(page, 'GET', '/api/v1/product');
  for (const { it_id } of list.body.data) {
    const detail = await pageApi<{ data: { variants: { id: number; stock: number }[] } }>(
      page,
      'GET',
      `/api/v1/product/${it_id}`,
    );
    const variant = detail.body.data.variants.find((v) => v.stock >= 2);
    if (!variant) continue;
    const added = await pageApi(page, 'POST', '/api/v1/cart', {
      it_id,
      variant_id: variant.id,
      qty: 1,
      addons: [],
    });
    expect(added.status).toBeLessThan(300);
    return it_id;
  }
  throw new Error('no product in stock in the demo shop');
}

async function orderFormFromCart(page: Page) {
  await visit(page, '/shop/cart');
  await page.getByRole('button', { name: '전체 주문' }).click();
  await page.waitForURL(/\/shop\/order-form\?lines=/);
  await page.getByRole('heading', { name: '결제 금액' }).waitFor();
}

async function visitorPages(layout: Layout, findings: Findings) {
  const page = await open(layout);
  await visit(page, '/');
  // A new visitor meets the seeded popups over the home page.
  const popups = page.getByRole('dialog', { name: '알림 팝업' });
  await popups.waitFor();
  await findings.check(page, 'home-popups');
  await page.keyboard.press('Escape');
  await popups.waitFor({ state: 'detached' });
  await findings.check(page, 'home');
  if (layout === 'mobile') {
    await page.getByRole('button', { name: '메뉴 열기' }).click();
    await page.getByRole('dialog', { name: '전체 메뉴' }).waitFor();
    await findings.check(page, 'sidebar');
  }
  const products = await pageApi<{ data: { it_id: string }[] }>(page, 'GET', '/api/v1/product');
  for (const [state, path] of [
    ['category', '/shop/category/1'],
    ['product', `/shop/product/${products.body.data[0]!.it_id}`],
    ['search', '/shop/search?keyword=%EC%BA%94%EB%93%A4'],
    ['register', '/register'],
    ['terms', '/contents/privacy?doc=terms'],
    ['privacy', '/contents/privacy'],
    ['not-found', '/no-such-page'],
    ['login', '/login'],
  ] as const) {
    await visit(page, path);
    await findings.check(page, state);
  }

  // A 422 naming no field of the form: the dialog lists its messages (spec §5).
  await page.route('**/api/v1/login', (route) =>
    route.fulfill({
      status: 422,
      json: {
        message: '입력값을 확인해 주세요.',
        errors: { captcha: ['보안 문자를 확인해 주세요.'] },
      },
    }),
  );
  await page.locator('#mb_id').fill(HONG.mb_id);
  await page.locator('#mb_password').fill(DEMO_MEMBER_PASSWORD);
  await page.locator('[data-page="login"] form button[type="submit"]').click();
  await page.getByRole('alertdialog').getByText('보안 문자를 확인해 주세요.').waitFor();
  await findings.check(page, 'form-422-dialog');
  await page.unroute('**/api/v1/login');

  await page.goto(`${session.shop.baseUrl}/my-page/notification`);
  await page.getByRole('alertdialog').getByText('로그인이 필요합니다.').waitFor();
  await findings.check(page, 'login-needed-dialog');
  await page.context().close();
}

async function guestCheckout(layout: Layout, findings: Findings) {
  const page = await open(layout);
  await visit(page, '/shop/cart');
  await putInCart(page);
  await visit(page, '/shop/cart');
  await findings.check(page, 'cart');
  await visit(page, '/shop/quotation');
  await findings.check(page, 'quotation');
  await orderFormFromCart(page);
  await findings.check(page, 'order-form-guest');
  await page.getByRole('button', { name: '우편번호 찾기' }).click();
  await page.getByRole('dialog', { name: '우편번호 찾기' }).getByRole('searchbox').fill('세종대로');
  await page.locator('.atelier-postcode-dialog__result').first().waitFor();
  await findings.check(page, 'postcode-dialog');

  const guest = new CookieBrowser(session.shop.baseUrl);
  const { order } = await placeTestOrder(guest, { orderPassword: 'guest-pass-1' });
  await visit(page, '/shop/my_order_view');
  const lookup = page.locator('[data-page="my-order-view"]:visible');
  await lookup.getByRole('textbox', { name: '주문번호' }).fill(order.od_id);
  await lookup.locator('input[name="order_password"]').fill('guest-pass-1');
  await lookup.getByRole('button', { name: '주문 조회' }).click();
  await lookup.locator(`[data-od-id="${order.od_id}"]`).waitFor();
  await findings.check(page, 'order-view-guest');
  await page.context().close();
}

async function memberPages(layout: Layout, findings: Findings) {
  const page = await open(layout);
  await login(page, HONG.mb_id);
  await findings.check(page, 'my-page');
  await putInCart(page);
  await orderFormFromCart(page);
  await findings.check(page, 'order-form-member');

  const hong = new CookieBrowser(session.shop.baseUrl);
  expect((await hong.login(HONG.mb_id, DEMO_MEMBER_PASSWORD)).status).toBe(200);
  const { order } = await placeTestOrder(hong);
  await visit(page, `/shop/order/${order.od_id}/confirm`);
  await findings.check(page, 'order-complete');
  await visit(page, `/my-page/order/${order.od_id}`);
  await findings.check(page, 'order-view-member');
  await page.context().close();
}

// The two widths at once: each waits mostly on the server and the browser, not on this process.
test.concurrent.for(['mobile', 'desktop'] as const)(
  'axe finds nothing on any page state (%s)',
  { timeout: 180_000 },
  async (layout, { expect }) => {
    const findings = new Findings(layout);
    await visitorPages(layout, findings);
    await guestCheckout(layout, findings);
    await memberPages(layout, findings);
    expect(findings.found).toEqual({});
  },
);
