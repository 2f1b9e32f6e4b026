import { mkdirSync } from 'node:fs';

import { launchBrowser, startShop, viewports, type Shop } from '@atelier/e2e';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { hydrated } from './test/hydrated.js';

const SCREENS = '/tmp/screens/pages';

let browser: Browser;

beforeAll(async () => {
  mkdirSync(SCREENS, { recursive: true });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe.each(['mobile', 'desktop'] as const)('auth and member pages (%s)', (layout) => {
  const width = viewports[layout].viewport.width;
  // Each layout gets its own shop: the notification test deletes hong's seeded notifications.
  let shop: Shop;

  beforeAll(async () => {
    shop = await startShop();
  });

  afterAll(async () => {
    await shop?.stop();
  });

  async function open(url: string) {
    const context = await browser.newContext(viewports[layout]);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    await page.goto(`${shop.baseUrl}${url}`);
    await hydrated(page);
    return { context, page, problems };
  }

  async function submitLogin(page: Page, id: string, password: string) {
    await page.locator('#mb_id').fill(id);
    await page.locator('#mb_password').fill(password);
    await page.locator('[data-page="login"] form').getByRole('button', { name: '로그인' }).click();
  }

  async function loggedIn(url: string) {
    const session = await open('/login');
    await submitLogin(session.page, 'hong', 'atelier2026');
    await session.page.waitForURL(`${shop.baseUrl}/my-page`);
    await hydrated(session.page);
    if (url !== '/my-page') {
      await session.page.goto(`${shop.baseUrl}${url}`);
      await hydrated(session.page);
    }
    return session;
  }

  test('login → back to the redirect query, with a full page load', async () => {
    const { context, page, problems } = await open('/login?redirect=/my-page/account');
    expect(await page.title()).toBe('로그인 | 아틀리에');
    await page.screenshot({ path: `${SCREENS}/login-${width}.png`, fullPage: true });
    await submitLogin(page, 'hong', 'atelier2026');
    await page.waitForURL(`${shop.baseUrl}/my-page/account`);
    await hydrated(page);
    expect(await page.getByRole('heading', { level: 1, name: '회원정보 수정' }).isVisible()).toBe(
      true,
    );
    expect(await page.locator('#mb_name').inputValue()).not.toBe('');
    await page.screenshot({ path: `${SCREENS}/my-page-account-${width}.png`, fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  });

  test('guarded page while logged out → login needed dialog → login → back on the page', async () => {
    const { context, page } = await open('/my-page/notification');
    const dialog = page.getByRole('alertdialog');
    await expect.poll(() => dialog.textContent()).toContain('로그인이 필요합니다.');
    await dialog.getByRole('button', { name: '확인' }).click();
    await page.waitForURL(`${shop.baseUrl}/login?redirect=%2Fmy-page%2Fnotification`);
    await hydrated(page);
    await submitLogin(page, 'hong', 'atelier2026');
    await page.waitForURL(`${shop.baseUrl}/my-page/notification`);
    await hydrated(page);
    expect(await page.getByRole('heading', { level: 1, name: '알림' }).isVisible()).toBe(true);
    await context.close();
  });

  test('a wrong password shows the field error under the password', async () => {
    const { context, page } = await open('/login');
    await submitLogin(page, 'hong', 'not-the-password1');
    const error = page.locator('[data-field-error-for="mb_password"]');
    await expect.poll(() => error.textContent()).toContain('올바르지 않습니다');
    expect(await page.locator('#mb_password').getAttribute('aria-invalid')).toBe('true');
    expect(page.url()).toBe(`${shop.baseUrl}/login`);
    await page.screenshot({ path: `${SCREENS}/login-error-${width}.png`, fullPage: true });
    await context.close();
  });

  test('register with a taken id shows the field error under the id', async () => {
    const { context, page } = await open('/register');
    expect(await page.getByRole('checkbox', { name: '이용약관 동의 (필수)' }).isChecked()).toBe(
      false,
    );
    await page.screenshot({ path: `${SCREENS}/register-${width}.png`, fullPage: true });
    await page.locator('#mb_id').fill('hong');
    await page.locator('#mb_password').fill('candle2026');
    await page.locator('#mb_password_confirmation').fill('candle2026');
    await page.locator('#mb_name').fill('김하늘');
    await page.locator('#mb_email').fill(`sky-${width}@example.com`);
    await page.locator('#mb_hp').fill('010-9876-5432');
    await page.getByRole('checkbox', { name: '전체 동의' }).check();
    await page.locator('[data-page="register"]').getByRole('button', { name: '가입하기' }).click();
    const error = page.locator('[data-field-error-for="mb_id"]');
    await expect.poll(() => error.textContent()).toContain('이미 사용 중인 아이디입니다.');
    // The page scrolled the first errored field into view, 120 px below the top.
    const top = await page.locator('#mb_id').evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(viewports[layout].viewport.height);
    await page.screenshot({ path: `${SCREENS}/register-error-${width}.png` });
    await context.close();
  });

  test('forgot-password and reset pages render their forms', async () => {
    const { context, page } = await open('/forgot-password');
    await page.screenshot({ path: `${SCREENS}/forgot-password-${width}.png`, fullPage: true });
    await page.getByRole('tab', { name: '비밀번호 찾기' }).click();
    await page.locator('#mb_id').fill('hong');
    await page.locator('#mb_email').fill('hong@example.com');
    await page.getByRole('button', { name: '재설정 링크 받기' }).click();
    await expect.poll(() => page.getByRole('alertdialog').count()).toBe(1);
    await page.screenshot({ path: `${SCREENS}/forgot-password-dialog-${width}.png` });
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();

    await page.goto(`${shop.baseUrl}/shop/reset?token=not-a-real-token`);
    await hydrated(page);
    await page.locator('#mb_password').fill('fresh2026a');
    await page.locator('#mb_password_confirmation').fill('fresh2026a');
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    await expect
      .poll(() => page.getByRole('link', { name: '새 재설정 링크 요청하기' }).count())
      .toBe(1);
    await page.screenshot({ path: `${SCREENS}/password-reset-${width}.png`, fullPage: true });
    await context.close();
  });

  test('notifications: read one (then the list reloads), delete one, the badge follows', async () => {
    const { context, page, problems } = await loggedIn('/my-page');
    expect(await page.getByTestId('notification-count').textContent()).toBe('2개');
    await page.screenshot({ path: `${SCREENS}/my-page-${width}.png`, fullPage: true });

    await page.goto(`${shop.baseUrl}/my-page/notification`);
    await hydrated(page);
    const rows = page.locator('.atelier-notification');
    expect(await rows.count()).toBe(3);
    expect(await page.locator('.atelier-notification--unread').count()).toBe(2);
    await page.screenshot({ path: `${SCREENS}/my-page-notification-${width}.png`, fullPage: true });

    const unread = page.locator('.atelier-notification--unread').first();
    const id = await unread.getAttribute('data-testid');
    const reads = page.waitForRequest((r) =>
      /\/api\/v1\/notification\/\d+\/read-at$/.test(r.url()),
    );
    const reload = page.waitForRequest((r) => r.url().includes('/api/v1/notification?mb_id=hong'));
    await unread.locator('.atelier-notification__open').click();
    await reads;
    await reload;
    await page.goto(`${shop.baseUrl}/my-page/notification`);
    await hydrated(page);
    expect(await page.locator('.atelier-notification--unread').count()).toBe(1);
    expect(
      await page.locator(`.atelier-notification[data-testid="${id}"]`).getAttribute('class'),
    ).not.toContain('unread');
    expect(await page.locator('.atelier-member__count').textContent()).toBe('읽지 않은 알림 1개');

    await page.locator('.atelier-notification__delete').first().click();
    const dialog = page.getByRole('alertdialog');
    await expect.poll(() => dialog.textContent()).toContain('이 알림을 삭제하시겠습니까?');
    await dialog.getByRole('button', { name: '확인' }).click();
    await expect.poll(() => rows.count()).toBe(2);

    await page
      .locator('[data-page="my-page-notification"]')
      .getByRole('button', { name: '전체 삭제' })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
    await expect.poll(() => page.getByText('새로운 알림이 없습니다.').count()).toBe(1);
    await page.goto(`${shop.baseUrl}/my-page`);
    await hydrated(page);
    expect(await page.getByTestId('notification-count').textContent()).toBe('0개');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('logout goes home as a logged-out visitor', async () => {
    const { context, page } = await loggedIn('/my-page');
    await page.locator('[data-page="my-page"]').getByRole('button', { name: '로그아웃' }).click();
    await page.waitForURL(`${shop.baseUrl}/`);
    await hydrated(page);
    await page.goto(`${shop.baseUrl}/login`);
    await hydrated(page);
    expect(page.url()).toBe(`${shop.baseUrl}/login`);
    await context.close();
  });
});
