import { vi, type Mock } from 'vitest';

/**
 * One request a fake fetch received.
 *
 * @example
 * const request: FakeRequest = {
 *   method: 'POST', url: 'http://shop.test/api/v1/login?x=1', path: '/api/v1/login', search: '?x=1',
 *   headers: new Headers(), body: { mb_id: 'hong' },
 * };
 */
export interface FakeRequest {
  method: string;
  /** The whole URL. */
  url: string;
  path: string;
  /** The query with its `?`, `''` without one. */
  search: string;
  headers: Headers;
  /** The parsed JSON body; `undefined` without a string body. */
  body: unknown;
  /** A multipart body as sent (fields and `files[]`). */
  form?: FormData;
}

/**
 * What a fake fetch answers a request with: a Response as it is, or a JSON answer
 * (default status 200, default body `{}`); nothing means 200 `{}`.
 *
 * @example
 * const answer: FakeAnswer = { status: 422, body: { message: '입력값을 확인해 주세요.' } };
 */
export type FakeAnswer = Response | { status?: number; body?: unknown } | undefined;

/**
 * A JSON response.
 *
 * @example
 * createFakeFetch(() => jsonResponse({ message: 'Not Found' }, 404));
 */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const urlOf = (input: RequestInfo | URL): URL =>
  new URL(input instanceof Request ? input.url : String(input));

/**
 * A fetch spy that answers with `answer` instead of the network and keeps every request,
 * parsed, in `requests` (in order).
 *
 * @example
 * const { fetch, requests } = createFakeFetch((request) =>
 *   request.path === '/api/v1/login' ? { status: 422, body: { message: '…', errors: {} } } : undefined,
 * );
 * const api = createEndpoints(createApiClient({ baseUrl: 'http://shop.test', fetch }));
 * await api.auth.login({ mb_id: 'hong', mb_password: 'x' });
 * requests[0]?.body; // { mb_id: 'hong', mb_password: 'x' }
 */
export function createFakeFetch(answer: (request: FakeRequest) => FakeAnswer = () => undefined) {
  const requests: FakeRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = urlOf(input);
    const raw = init?.body;
    const request: FakeRequest = {
      method: init?.method ?? 'GET',
      url: url.href,
      path: url.pathname,
      search: url.search,
      headers: new Headers(init?.headers),
      body: typeof raw === 'string' && raw !== '' ? JSON.parse(raw) : undefined,
      ...(raw instanceof FormData ? { form: raw } : {}),
    };
    requests.push(request);
    const answered = answer(request);
    if (answered instanceof Response) return answered;
    return jsonResponse(answered?.body ?? {}, answered?.status ?? 200);
  });
  return { fetch, requests };
}

/**
 * The requests a fetch spy was called with, as `METHOD /path`, in order.
 *
 * @example
 * expect(requestsOf(browser.fetch)).toEqual(['POST /api/v1/logout']);
 */
export function requestsOf(fetch: Mock<typeof globalThis.fetch>): string[] {
  return fetch.mock.calls.map(
    ([input, init]) => `${init?.method ?? 'GET'} ${urlOf(input).pathname}`,
  );
}
