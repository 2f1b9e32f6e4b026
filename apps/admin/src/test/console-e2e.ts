import * as OTPAuth from 'otpauth';
import type { Page } from 'playwright-core';

// What the console's Chromium suites share: signing in and answering the console's dialogs.

/** Confirms the open alert dialog (its primary button) and waits for it to close. */
export async function confirmDialog(page: Page) {
  const dialog = page.locator('[role="alertdialog"]');
  await dialog.waitFor();
  const title = await dialog.getAttribute('aria-labelledby');
  await dialog.locator('.atelier-button--primary').click();
  await page.locator(`[aria-labelledby="${title}"]`).waitFor({ state: 'detached' });
}

/** The first step of the console's sign-in: the id and password. */
export async function signInWithPassword(page: Page, id: string, password: string) {
  await page.locator('#mb_id').fill(id);
  await page.locator('#mb_password').fill(password);
  await page.getByRole('button', { name: '다음' }).click();
}

/**
 * Signs in an operator who has no authenticator yet, on the sign-in page: the password, the
 * enrolment (the secret shown, a code from it), the recovery codes saved. Answers the codes.
 */
export async function signInEnrolling(page: Page, id: string, password: string) {
  await signInWithPassword(page, id, password);
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

/** Signs in with the password and a recovery code instead of the authenticator's code. */
export async function signInWithRecoveryCode(
  page: Page,
  id: string,
  password: string,
  code: string,
) {
  await signInWithPassword(page, id, password);
  await page.getByRole('button', { name: '복구 코드 사용' }).click();
  await page.locator('#recovery_code').fill(code);
  await page.getByRole('button', { name: '확인' }).click();
}
