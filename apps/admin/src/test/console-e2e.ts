import * as OTPAuth from 'otpauth';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// Steps the console's Chromium suites share: the ui-kit dialogs, and the operator's sign-in.

/** Presses the primary button of the open ui-kit dialog (a confirm, or an alert's OK). */
export async function confirmDialog(page: Page) {
  const dialog = page.locator('[role="alertdialog"]');
  await dialog.waitFor();
  const title = await dialog.getAttribute('aria-labelledby');
  await dialog.locator('.atelier-button--primary').click();
  await page.locator(`[aria-labelledby="${title}"]`).waitFor({ state: 'detached' });
}

/** The first step of the console's sign-in on `/admin/login`: ID and password. */
export async function signInWithPassword(page: Page, id: string, password: string) {
  await page.locator('#mb_id').fill(id);
  await page.locator('#mb_password').fill(password);
  await page.getByRole('button', { name: '다음' }).click();
}

/**
 * The owner's first sign-in after the password step: enrols the authenticator from the QR
 * step's secret, keeps the recovery codes and goes on. Answers the recovery codes.
 */
export async function enrolAuthenticator(page: Page): Promise<string[]> {
  const secret = (await page.getByTestId('totp-secret').textContent())!;
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
  await page.locator('#code').fill(totp.generate());
  await page.getByRole('button', { name: '확인' }).click();
  const codes = page.getByTestId('recovery-codes').locator('code');
  await codes.first().waitFor();
  const recoveryCodes = await codes.allTextContents();
  expect(recoveryCodes).toHaveLength(10);
  await page.getByLabel('복구 코드를 안전한 곳에 저장했습니다').check();
  await page.getByRole('button', { name: '계속' }).click();
  return recoveryCodes;
}

/** The second step with a recovery code instead of the authenticator's. */
export async function signInWithRecoveryCode(page: Page, code: string) {
  await page.getByRole('button', { name: '복구 코드 사용' }).click();
  await page.locator('#recovery_code').fill(code);
  await page.getByRole('button', { name: '확인' }).click();
}

/** Goes to `url` without a session and waits for the sign-in page it is sent to. */
async function toSignIn(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForURL(/\/admin\/login\?redirect=/);
  await page.locator('#mb_id').waitFor();
}

/**
 * The seed's owner signs in for the first time at `url` (sent to the sign-in page and back):
 * password, enrolment of an authenticator, the recovery codes kept. Answers the codes.
 */
export async function enrolOwner(page: Page, url: string, password: string): Promise<string[]> {
  await toSignIn(page, url);
  await signInWithPassword(page, 'admin', password);
  return enrolAuthenticator(page);
}

/** The owner signs in again at `url` with a recovery code (each works once). */
export async function ownerSignsInWithRecoveryCode(
  page: Page,
  url: string,
  password: string,
  code: string,
): Promise<void> {
  await toSignIn(page, url);
  await signInWithPassword(page, 'admin', password);
  await signInWithRecoveryCode(page, code);
}

/** An operator's first sign-in: password, then the authenticator enrolled. Answers the recovery codes. */
export async function signInAndEnrol(page: Page, id: string, password: string): Promise<string[]> {
  await signInWithPassword(page, id, password);
  return enrolAuthenticator(page);
}
