import type { CookieBrowser } from '@atelier/test-utils/browser';

/**
 * Tests: sends a multipart form with the browser's cookies and XSRF header, as the api-client
 * does, and answers the status and JSON body.
 */
export async function sendForm(
  browser: CookieBrowser,
  url: string,
  form: FormData,
  // Tests read arbitrary fields of JSON answers.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): Promise<{ status: number; body: Record<string, any> }> {
  const res = await fetch(url, {
    method: 'POST',
    body: form,
    headers: { cookie: browser.jar.cookieHeader() ?? '', 'x-xsrf-token': browser.xsrf ?? '' },
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

/** Tests: a file part. */
export const filePart = (bytes: Buffer, name: string, type = 'application/octet-stream') =>
  new File([new Uint8Array(bytes)], name, { type });
