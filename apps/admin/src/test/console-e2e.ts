import * as OTPAuth from 'otpauth';
import type { Page } from 'playwright-core';

// The console e2e suites' steps on the built gateway: dialogs, and the operator's sign-in.

/** Clicks the primary button of the open dialog and waits until it has closed. */
export async function confirmDialog(page: Page): Promise<void> {
  const dialog = page.locator('[role="alertdialog"]');
  await dialog.waitFor();
  const title = await dialog.getAttribute('aria-labelledby');
  await dialog.locator('.atelier-button--primary').click();
  await page.locator(`[aria-labelledby="${title}"]`).waitFor({ state: 'detached' });
}

/** The sign-in page's first step: id and password. */
export async function signInWithPassword(page: Page, id: string, password: string): Promise<void> {
  await page.locator('#mb_id').fill(id);
  await page.locator('#mb_password').fill(password);
  await page.getByRole('button', { name: '다음' }).click();
}

/**
 * The seed's owner signs in for the first time at `url` (sent to the sign-in page and back):
 * password, enrolment of an authenticator, the recovery codes kept. Answers the codes.
 */
export async function enrolOwner(page: Page, url: string, password: string): Promise<string[]> {
  await page.goto(url);
  await page.waitForURL(/\/admin\/login\?redirect=/);
  await page.locator('#mb_id').waitFor();
  await signInWithPassword(page, 'admin', password);
  const secret = (await page.getByTestId('totp-secret').textContent())!;
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
  await page.locator('#code').fill(totp.generate());
  await page.getByRole('button', { name: '확인' }).click();
  const codes = page.getByTestId('recovery-codes').locator('code');
  await codes.first().waitFor();
  const recoveryCodes = await codes.allTextContents();
  await page.getByLabel('복구 코드를 안전한 곳에 저장했습니다').check();
  await page.getByRole('button', { name: '계속' }).click();
  return recoveryCodes;
}

/** The owner signs in again with a recovery code (each works once) and lands on `url`. */
export async function signInWithRecoveryCode(
  page: Page,
  url: string,
  password: string,
  code: string,
): Promise<void> {
  await page.goto(url);
  await page.waitForURL(/\/admin\/login\?redirect=/);
  await page.locator('#mb_id').waitFor();
  await signInWithPassword(page, 'admin', password);
  await page.getByRole('button', { name: '복구 코드 사용' }).click();
  await page.locator('#recovery_code').fill(code);
  await page.getByRole('button', { name: '확인' }).click();
}
