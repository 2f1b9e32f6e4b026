import * as OTPAuth from 'otpauth';
import type { Page } from 'playwright-core';

// Sign-in and dialog steps shared by the console's Chromium suites.

/** Presses the primary button of the open alert dialog and waits for it to close. */
export async function confirmDialog(page: Page): Promise<void> {
  const dialog = page.locator('[role="alertdialog"]');
  await dialog.waitFor();
  const title = await dialog.getAttribute('aria-labelledby');
  await dialog.locator('.atelier-button--primary').click();
  await page.locator(`[aria-labelledby="${title}"]`).waitFor({ state: 'detached' });
}

/** Fills the console's sign-in form with an id and password and goes on. */
export async function signInWithPassword(page: Page, id: string, password: string): Promise<void> {
  await page.locator('#mb_id').fill(id);
  await page.locator('#mb_password').fill(password);
  await page.getByRole('button', { name: '다음' }).click();
}

/**
 * An operator's first sign-in on the sign-in page: password, the authenticator enrolled from
 * the shown secret, its code, and the recovery codes acknowledged. Answers the TOTP generator
 * and the recovery codes.
 */
export async function signInAndEnrol(
  page: Page,
  id: string,
  password: string,
): Promise<{ totp: OTPAuth.TOTP; recoveryCodes: string[] }> {
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
  return { totp, recoveryCodes };
}
