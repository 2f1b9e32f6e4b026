import type { FastifyInstance } from 'fastify';

/** An answer of a {@link VisitorAt} request. */
export interface VisitorAnswer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  // Tests read arbitrary fields of JSON answers.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** A browser at one network address, talking to the API in-process (see {@link visitorAt}). */
export interface VisitorAt {
  readonly address: string;
  /** Opens the session (login-check) when there is none, then sends `body` as JSON with the XSRF header. */
  post(url: string, body?: unknown, headers?: Record<string, string>): Promise<VisitorAnswer>;
  /** Logs in (opening the session first). */
  login(mbId: string, password: string): Promise<VisitorAnswer>;
}

/**
 * A cookie-keeping visitor whose requests reach the real API from the socket address
 * `address` (Fastify's `inject`), so tests can play several machines without trusting any
 * forwarded header.
 */
export function visitorAt(app: FastifyInstance, address: string): VisitorAt {
  const jar = new Map<string, string>();
  const send = async (url: string, body: unknown, headers: Record<string, string>) => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const xsrf = jar.get('XSRF-TOKEN');
    const res = await app.inject({
      method: 'POST',
      url,
      remoteAddress: address,
      headers: {
        accept: 'application/json',
        ...(cookie ? { cookie } : {}),
        ...(xsrf ? { 'x-xsrf-token': decodeURIComponent(xsrf) } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    for (const c of res.cookies) jar.set(c.name, c.value);
    let parsed: unknown = res.body;
    try {
      parsed = res.body ? JSON.parse(res.body) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: res.statusCode, headers: res.headers, body: parsed };
  };
  const visitor: VisitorAt = {
    address,
    async post(url, body, headers = {}) {
      if (!jar.has('XSRF-TOKEN')) await send('/api/v1/login-check', undefined, {});
      return send(url, body, headers);
    },
    login: (mbId, password) =>
      visitor.post('/api/v1/login', { mb_id: mbId, mb_password: password }),
  };
  return visitor;
}
