import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

import { axeViolations, launchBrowser, startShop, viewports, type Shop } from '@atelier/e2e';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import {
  confirmDialog,
  enrolOwner,
  ownerSignsInWithRecoveryCode,
  signInAndEnrol,
  signInWithPassword,
} from '../../test/console-e2e.js';

// The members area on the built gateway: the owner finds the seed's shopper `hong`, gives
// points with a reason and blocks them; the shop's login then refuses `hong` with the reason.
// On a phone the owner finds the blocked member and unblocks them. Then `emma` becomes an
// operator, loses her phone, and the owner resets her two-factor sign-in: her console session
// ends and she enrols an authenticator again.
const SCREENS = '/tmp/screens/admin';
const ADMIN_PASSWORD = 'members-e2e-2026';

let shop: Shop;
let browser: Browser;
let recoveryCodes: string[] = [];

beforeAll(async () => {
  mkdirSync(SCREENS, { recursive: true });
  [shop, browser] = await Promise.all([
    startShop({ readyTimeoutMs: 300_000, env: { ADMIN_PASSWORD } }),
    launchBrowser(),
  ]);
}, 320_000);

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const balance = async (page: Page) =>
  Number(((await page.getByTestId('points-balance').textContent()) ?? '').replace(/[^\d-]/g, ''));

describe('members in the console', () => {
  test('at 1440 the owner grants points with a reason and blocks a member, who cannot sign in on the shop', async () => {
    const context = await browser.newContext({ ...viewports.desktop, locale: 'ko-KR' });
    const page = await context.newPage();
    recoveryCodes = await enrolOwner(page, `${shop.baseUrl}/admin/members?q=hong`, ADMIN_PASSWORD);
    await page.waitForURL(/\/admin\/members\?q=hong$/);
    const link = page.locator('[data-member="hong"] a');
    await link.waitFor();
    expect(await page.locator('[data-member="hong"]').textContent()).toContain('****');
    const [sheet] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '엑셀 내려받기' }).click(),
    ]);
    expect(sheet.suggestedFilename()).toMatch(/^members-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect((await readFile((await sheet.path())!)).subarray(0, 2).toString()).toBe('PK');
    // A coupon for the selected members, each on their own.
    await page.getByLabel('hong 선택').check();
    await page.getByRole('button', { name: '선택 회원에게 쿠폰 발급' }).click();
    await confirmDialog(page);
    await page.getByTestId('bulk-result').getByText('1건 처리, 0건 거절').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/admin-members-1440.png`, fullPage: true });

    await link.click();
    await page.getByTestId('points-balance').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const before = await balance(page);
    await page.locator('#points-delta').fill('3000');
    await page.locator('#points-reason').fill('리뷰 이벤트 당첨');
    await page.getByRole('button', { name: '적립금 반영' }).click();
    await confirmDialog(page);
    await expect.poll(() => balance(page)).toBe(before + 3000);
    expect(await page.locator('[data-ledger]').first().textContent()).toContain('리뷰 이벤트 당첨');

    // Taking more than the balance is refused, nothing changes.
    await page.locator('#points-delta').fill(String(-(before + 3001)));
    await page.locator('#points-reason').fill('회수');
    await page.getByRole('button', { name: '적립금 반영' }).click();
    const refusal = page.locator('[role="alertdialog"] .atelier-dialog__message');
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('보다 많이 차감할 수 없습니다');
    await confirmDialog(page);
    expect(await balance(page)).toBe(before + 3000);

    await page.locator('#block-reason').fill('결제 도용 의심');
    await page.getByRole('button', { name: '회원 차단' }).click();
    await confirmDialog(page);
    await confirmDialog(page);
    await expect.poll(() => page.getByTestId('member-state').textContent()).toBe('차단');
    expect(await page.getByTestId('member-blocked').textContent()).toContain('결제 도용 의심');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/admin-member-1440.png`, fullPage: true });
    await context.close();

    const shopper = await browser.newContext({ ...viewports.desktop, locale: 'ko-KR' });
    const shopPage = await shopper.newPage();
    await shopPage.goto(`${shop.baseUrl}/login`);
    await shopPage.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await shopPage.locator('#mb_id').fill('hong');
    await shopPage.locator('#mb_password').fill('atelier2026');
    await shopPage.locator('button.atelier-auth__submit').click();
    const message = shopPage.locator('[role="alertdialog"]');
    await message.waitFor();
    expect(await message.textContent()).toContain(
      '이용이 제한된 계정입니다(사유: 결제 도용 의심). 문의는 고객센터로 연락해 주세요.',
    );
    await shopPage.screenshot({ path: `${SCREENS}/shop-login-blocked-1440.png` });
    expect(new URL(shopPage.url()).pathname).toBe('/login');
    await shopper.close();
  });

  test('at 390 the owner finds the blocked member and unblocks them', async () => {
    expect(recoveryCodes).toHaveLength(10);
    const context = await browser.newContext({ ...viewports.mobile, locale: 'ko-KR' });
    const page = await context.newPage();
    await ownerSignsInWithRecoveryCode(
      page,
      `${shop.baseUrl}/admin/members?state=blocked`,
      ADMIN_PASSWORD,
      recoveryCodes[0]!,
    );
    const link = page.locator('[data-member="hong"] a:visible');
    await link.waitFor();
    expect(await page.locator('[data-member]').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/admin-members-390.png`, fullPage: true });
    await link.click();
    await page.getByTestId('member-blocked').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/admin-member-390.png`, fullPage: true });
    await page.locator('#block-reason').fill('본인 확인 완료');
    await page.getByRole('button', { name: '차단 해제' }).click();
    await confirmDialog(page);
    await expect.poll(() => page.getByTestId('member-state').textContent()).toBe('정상');

    // The list sorts by ID from the filter form: the rows follow.
    await page.goto(`${shop.baseUrl}/admin/members`);
    await page.locator('[data-member]').first().waitFor();
    await page.locator('select[name="sort"]:visible').selectOption('mb_id:asc');
    await page.getByRole('button', { name: '검색' }).click();
    await page.waitForURL(/sort=mb_id&order=asc/);
    await expect
      .poll(async () => {
        const ids = await page
          .locator('[data-member]:visible')
          .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-member') ?? ''));
        return ids.length > 1 && ids.every((id, i) => i === 0 || ids[i - 1]! <= id);
      })
      .toBe(true);
    await context.close();
  });

  test('at 1440 the owner resets the two-factor sign-in of an operator who lost her phone', async () => {
    const context = await browser.newContext({ ...viewports.desktop, locale: 'ko-KR' });
    const page = await context.newPage();
    await ownerSignsInWithRecoveryCode(
      page,
      `${shop.baseUrl}/admin/members?q=emma`,
      ADMIN_PASSWORD,
      recoveryCodes[1]!,
    );
    await page.locator('[data-member="emma"] a').click();
    // The select's name is its label and its chosen option.
    await page.getByRole('combobox', { name: /^운영자 권한/ }).selectOption('customer_service');
    await page.getByRole('button', { name: '권한 변경' }).click();
    await confirmDialog(page);

    const phone = await browser.newContext({ ...viewports.mobile, locale: 'ko-KR' });
    const emma = await phone.newPage();
    await emma.goto(`${shop.baseUrl}/admin/login`);
    await signInAndEnrol(emma, 'emma', 'atelier2026');
    await emma.waitForURL(/\/admin$/);

    await page.goto(`${shop.baseUrl}/admin/operators`);
    const own = page.locator('[data-operator="admin"]');
    await own.waitFor();
    expect(await own.getByRole('button', { name: '2단계 인증 초기화' }).count()).toBe(0);
    await page.getByRole('button', { name: 'emma의 2단계 인증 초기화' }).click();
    await confirmDialog(page);
    const done = page.locator('[role="alertdialog"]');
    await done.waitFor();
    expect(await done.textContent()).toContain('2단계 인증을 초기화했습니다');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/admin-operators-1440.png`, fullPage: true });
    await confirmDialog(page);
    await context.close();

    // Her console session has ended; her next sign-in enrols an authenticator again.
    await emma.reload();
    await emma.waitForURL(/\/admin\/login\?redirect=/);
    await signInWithPassword(emma, 'emma', 'atelier2026');
    await emma.getByTestId('totp-secret').waitFor();
    await phone.close();
  });
});
