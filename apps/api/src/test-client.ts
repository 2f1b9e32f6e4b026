/** Answer of {@link TestClient} calls. */
export interface TestResponse {
  status: number;
  headers: Headers;
  // Tests read arbitrary fields of JSON answers.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/**
 * A tiny cookie-keeping HTTP client for API tests: it behaves like a browser tab
 * (cookies, XSRF header from the XSRF-TOKEN cookie) over real HTTP.
 *
 * @example
 * const client = new TestClient(api.url);
 * await client.start();
 * await client.post('/api/v1/login', { mb_id: 'hong', mb_password: 'atelier2026' });
 */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  get xsrf(): string | undefined {
    const value = this.cookies.get('XSRF-TOKEN');
    return value === undefined ? undefined : decodeURIComponent(value);
  }

  /** Opens the session, as the storefront does first. */
  async start(): Promise<TestResponse> {
    return this.post('/api/v1/login-check', undefined, { xsrf: false });
  }

  async login(mbId: string, password: string): Promise<TestResponse> {
    if (!this.xsrf) await this.start();
    return this.post('/api/v1/login', { mb_id: mbId, mb_password: password });
  }

  get(path: string, headers: Record<string, string> = {}) {
    return this.request('GET', path, undefined, { headers });
  }

  post(
    path: string,
    body?: unknown,
    opts: { headers?: Record<string, string>; xsrf?: boolean; raw?: string } = {},
  ) {
    return this.request('POST', path, body, opts);
  }

  put(
    path: string,
    body?: unknown,
    opts: { headers?: Record<string, string>; xsrf?: boolean } = {},
  ) {
    return this.request('PUT', path, body, opts);
  }

  async request(
    method: string,
    path: string,
    body: unknown,
    opts: { headers?: Record<string, string>; xsrf?: boolean; raw?: string } = {},
  ): Promise<TestResponse> {
    const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    if (method !== 'GET' && opts.xsrf !== false && this.xsrf) headers['x-xsrf-token'] = this.xsrf;
    let payload: string | undefined = opts.raw;
    if (payload === undefined && body !== undefined) payload = JSON.stringify(body);
    if (payload !== undefined) headers['content-type'] ??= 'application/json';
    const res = await fetch(`${this.baseUrl}${path}`, { method, headers, body: payload });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '')
        this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, headers: res.headers, body: parsed };
  }
}
