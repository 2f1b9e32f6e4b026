import type { Page } from 'playwright-core';

// Steps of the console's Chromium suites (the built gateway), shared by every area's e2e.

/** Presses the primary button of the open dialog and waits until it has closed. */
export async function confirmDialog(page: Page): Promise<void> {
  const dialog = page.locator('[role="alertdialog"]');
  await dialog.waitFor();
  const title = await dialog.getAttribute('aria-labelledby');
  await dialog.locator('.atelier-button--primary').click();
  await page.locator(`[aria-labelledby="${title}"]`).waitFor({ state: 'detached' });
}

/** The sign-in page's first step: ID and password. */
export async function signInWithPassword(page: Page, id: string, password: string) {
  await page.locator('#mb_id').fill(id);
  await page.locator('#mb_password').fill(password);
  await page.getByRole('button', { name: '다음' }).click();
}

/**
 * The first owner's first sign-in on a fresh shop (from the sign-in page): password, enrolment
 * of an authenticator from the shown key, the recovery codes kept; answers the key and codes.
 * The console then shows the page the sign-in was redirected from.
 */
export async function enrolOwner(
  page: Page,
  password: string,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const OTPAuth = await import('otpauth');
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
  return { secret, recoveryCodes };
}
