import { CookieBrowser } from '@atelier/test-utils/browser';
import * as OTPAuth from 'otpauth';

/**
 * A visitor or member session as a browser holds it: its cookies and the XSRF header.
 *
 * @example
 * await fetch(`${baseUrl}/api/v1/cart`, { method: 'POST', headers: session.headers, body });
 */
export interface BenchSession {
  headers: Record<string, string>;
}

/**
 * A new session of the built shop at `baseUrl`; with `register`, the session of a member who
 * just signed up with those details; with `login`, of that member logged in.
 *
 * @example
 * const visitor = await visitorSession(shop.baseUrl);
 */
export async function visitorSession(
  baseUrl: string,
  register?: Record<string, unknown>,
  login?: { mb_id: string; mb_password: string },
): Promise<BenchSession> {
  const check = await fetch(`${baseUrl}/api/v1/login-check`, { method: 'POST' });
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  };
  keep(check);
  const headers = (): Record<string, string> => ({
    cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
    'content-type': 'application/json',
  });
  if (register) {
    const joined = await fetch(`${baseUrl}/api/v1/register`, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify(register),
    });
    if (!joined.ok) throw new Error(`bench sign-up: ${joined.status} ${await joined.text()}`);
    keep(joined);
  }
  if (login) {
    const res = await fetch(`${baseUrl}/api/v1/login`, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify(login),
    });
    if (!res.ok) throw new Error(`bench login: ${res.status} ${await res.text()}`);
    keep(res);
  }
  return { headers: headers() };
}

/**
 * An operator's console session on the built shop: the password, then the authenticator's code
 * (the first sign-in enrols the authenticator; its secret comes back in the enrolment step).
 * Answers the `Cookie` header a browser of that session sends.
 *
 * @example
 * const cookie = await consoleSession(shop.baseUrl, 'admin', ADMIN_PASSWORD);
 */
export async function consoleSession(
  baseUrl: string,
  mbId: string,
  password: string,
): Promise<string> {
  const browser = new CookieBrowser(baseUrl);
  await browser.start();
  const login = await browser.post('/api/admin/login', { mb_id: mbId, mb_password: password });
  const step = login.body as { step?: string; secret?: string };
  if (login.status !== 200 || step.step !== 'enrol' || !step.secret)
    throw new Error(`console sign-in: ${login.status} ${JSON.stringify(login.body)}`);
  const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(step.secret) }).generate();
  const factor = await browser.post('/api/admin/login/second-factor', { code });
  if (factor.status !== 200) throw new Error(`console second factor: ${factor.status}`);
  return browser.jar.cookieHeader()!;
}
