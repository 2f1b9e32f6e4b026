import { viewports } from '@atelier/e2e';
import type { Paginated, ProductReview } from '@atelier/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';

import { browserPhoto } from './test/browser-photo.js';
import { demoShopSession } from './test/demo-shop-session.js';
import { hydrated } from './test/hydrated.js';

const SCREENS = '/tmp/screens';

const session = demoShopSession(SCREENS);

async function login(page: Page, mbId: string) {
  await hydrated(page);
  await page.locator('#mb_id').fill(mbId);
  await page.locator('#mb_password').fill('atelier2026');
  await page.locator('[data-page="login"] form').getByRole('button', { name: '로그인' }).click();
}

/** A product the member received and has not reviewed yet (the demo seed leaves some open). */
async function reviewableProduct(page: Page): Promise<string> {
  const get = async (query: string) =>
    (
      (await (
        await page.request.get(`${session.shop.baseUrl}/api/v1/product-review?${query}`)
      ).json()) as Paginated<ProductReview>
    ).data;
  const reviewed = new Set((await get('mine=1&per_page=50')).map((r) => r.it_id));
  const seeded = [...new Set((await get('per_page=50&sort=new')).map((r) => r.it_id))];
  const open = seeded.filter((itId) => !reviewed.has(itId));
  expect(open.length, 'the demo seed leaves the member a product to review').toBeGreaterThan(0);
  return open[0]!;
}

describe.each(['mobile', 'desktop'] as const)('product page (%s)', (layout) => {
  const width = viewports[layout].viewport.width;
  const member = layout === 'mobile' ? 'kim_soyeon' : 'hong';

  test('options (a sold-out combination refused) → wish toggle behind login → a review with a photo', async () => {
    const context = await session.browser.newContext(viewports[layout]);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));

    // Log in first only to learn which product the member may review, then log out.
    await page.goto(`${session.shop.baseUrl}/login`);
    await login(page, member);
    await page.waitForURL(`${session.shop.baseUrl}/my-page`);
    const itId = await reviewableProduct(page);
    await context.clearCookies();

    const response = await page.goto(`${session.shop.baseUrl}/shop/product/${itId}`);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    const name = (await page.locator('h1').textContent())!;
    expect(name.length).toBeGreaterThan(0);
    expect(await page.title()).toBe(`${name} | 아틀리에`);
    await page.screenshot({ path: `${SCREENS}/product-${width}.png`, fullPage: true });

    // Options: every combination the picker offers; a value leading only to sold-out ones is refused.
    const radios = page.locator('.atelier-option-picker input[type="radio"]');
    if ((await radios.count()) > 0) {
      const groups = page.locator('.atelier-option-picker fieldset');
      const first = groups.nth(0).locator('input[type="radio"]');
      let refused = false;
      for (let i = 0; i < (await first.count()) && !refused; i += 1) {
        if (await first.nth(i).isDisabled()) {
          refused = true;
          break;
        }
        await first.nth(i).check();
        if ((await groups.count()) > 1) {
          const later = groups.nth(1).locator('input[type="radio"]');
          for (let k = 0; k < (await later.count()); k += 1) {
            if (await later.nth(k).isDisabled()) {
              refused = true;
              expect(await later.nth(k).locator('xpath=..').textContent()).toContain('품절');
              await later.nth(k).click({ force: true });
              expect(await later.nth(k).isChecked()).toBe(false);
            }
          }
        }
      }
      // Then a sellable combination: a line with its total.
      for (let g = 0; g < (await groups.count()); g += 1) {
        const values = groups.nth(g).locator('input[type="radio"]:not([disabled])');
        await values.first().check();
      }
      const lines = page.getByRole('region', { name: '선택한 상품' });
      await expect.poll(() => lines.locator('li').count()).toBeGreaterThan(0);
      expect(await page.getByTestId('selected-total').textContent()).not.toBe('0원');
      if (layout === 'desktop')
        expect(refused, 'the demo product has a sold-out combination').toBe(true);
    }
    // Buy now is open since the order form exists (issue 12); the checkout suite follows it.
    expect(await page.getByRole('button', { name: '바로 구매' }).isDisabled()).toBe(false);

    // Wish toggle as a visitor: the login-needed dialog, then login and back to the product.
    await page.getByRole('button', { name: '위시리스트에 담기' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect.poll(() => dialog.textContent()).toContain('로그인이 필요합니다.');
    await dialog.getByRole('button', { name: '확인' }).click();
    await page.waitForURL(`${session.shop.baseUrl}/login?redirect=%2Fshop%2Fproduct%2F${itId}`);
    await login(page, member);
    await page.waitForURL(`${session.shop.baseUrl}/shop/product/${itId}`);
    await hydrated(page);
    const heart = page.getByRole('button', { name: '위시리스트에 담기' });
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');

    // Write a review with a photo.
    await page.getByRole('tab', { name: /상품 후기/ }).click();
    await page.getByRole('button', { name: '후기 작성' }).click();
    const form = page.getByRole('form', { name: '후기 작성' });
    await form.getByRole('radio', { name: '5점' }).check();
    const text = `${width}px에서 쓴 후기: 향이 은은하고 오래 가요. 사진도 올립니다.`;
    await form.getByLabel('후기 내용').fill(text);
    await form.locator('input[type="file"]').setInputFiles({
      name: 'candle.jpg',
      mimeType: 'image/jpeg',
      buffer: await browserPhoto(page),
    });
    await expect.poll(() => form.locator('img').count()).toBe(1);
    await form.getByRole('button', { name: '후기 등록' }).click();
    await expect.poll(() => page.getByText('후기가 등록되었습니다.').count()).toBe(1);
    const mine = page.locator('article[data-review-id]', { hasText: text });
    await expect.poll(() => mine.count()).toBe(1);
    expect(await mine.locator('img').count()).toBe(1);
    await page.screenshot({ path: `${SCREENS}/product-review-${width}.png`, fullPage: true });

    expect(problems).toEqual([]);
    await context.close();
  });

  test('add to cart as a visitor → the cart page: quantity and total, kept across a reload and the login, then removed', async () => {
    const context = await session.browser.newContext(viewports[layout]);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));

    await page.goto(`${session.shop.baseUrl}/shop/product/171011001`);
    await hydrated(page);
    const groups = page.locator('.atelier-option-picker fieldset');
    for (let g = 0; g < (await groups.count()); g += 1) {
      await groups.nth(g).locator('input[type="radio"]:not([disabled])').first().check();
    }
    await page.getByRole('button', { name: '장바구니 담기' }).click();
    const added = page.getByRole('alertdialog');
    await expect.poll(() => added.textContent()).toContain('장바구니에 상품을 담았습니다.');
    await added.getByRole('button', { name: '장바구니 보기' }).click();
    await page.waitForURL(`${session.shop.baseUrl}/shop/cart`);

    const lines = page.locator('.atelier-cart-line');
    await expect.poll(() => lines.count()).toBe(1);
    // The header's cart badge counts the line.
    const badge = page.locator('[data-testid="cart-badge"]:visible');
    await expect.poll(() => badge.textContent()).toBe('1');
    const before = await page.getByTestId('cart-selected-total').textContent();
    await lines.first().getByRole('button', { name: '수량 늘리기' }).click();
    await expect.poll(() => lines.first().getByRole('spinbutton').inputValue()).toBe('2');
    await expect.poll(() => page.getByTestId('cart-selected-total').textContent()).not.toBe(before);
    await page.screenshot({ path: `${SCREENS}/cart-${width}.png`, fullPage: true });

    // The server renders the same cart on a reload, and the login keeps it.
    const response = await page.reload();
    expect(response?.status()).toBe(200);
    await hydrated(page);
    expect(await page.locator('.atelier-cart-line').count()).toBe(1);
    await page.goto(`${session.shop.baseUrl}/login?redirect=%2Fshop%2Fcart`);
    await login(page, member);
    await page.waitForURL(`${session.shop.baseUrl}/shop/cart`);
    await hydrated(page);
    await expect.poll(() => lines.count()).toBeGreaterThan(0);
    expect(await page.locator('.atelier-cart-line', { hasText: '시그니처' }).count()).toBe(1);

    // Take everything out: each removal asks first.
    while ((await lines.count()) > 0) {
      const count = await lines.count();
      await lines.first().getByRole('button', { name: /빼기$/ }).click();
      const confirm = page.getByRole('alertdialog');
      await expect.poll(() => confirm.textContent()).toContain('장바구니에서 빼시겠습니까?');
      await confirm.getByRole('button', { name: '확인' }).click();
      await expect.poll(() => lines.count()).toBe(count - 1);
    }
    expect(await page.getByText('장바구니에 담긴 상품이 없습니다.').count()).toBe(1);
    await expect.poll(() => badge.count()).toBe(0);

    expect(problems).toEqual([]);
    await context.close();
  });
});
