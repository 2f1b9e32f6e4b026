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
