// The client against the real API (real Fastify app, real database), the way SSR uses it:
// one cookie jar per "browser", cookies forwarded, Set-Cookie applied.
import { seedDemoData } from '@atelier/api';
import type {
  LanguageResponse,
  LoginCheckResponse,
  LoginResponse,
  NoticeSummary,
  Paginated,
  UserMessageResponse,
} from '@atelier/contracts';
import { startTestApi, type TestApi } from '@atelier/api/testing';
import {
  createApiClient,
  unwrap,
  type ApiClient,
  type ApiError,
  type ApiResult,
  type CookieJar,
} from '@atelier/api-client';
import { CookieBrowser } from '@atelier/test-utils/browser';
import { afterAll, beforeAll, describe, expect, it, vi, type Mock } from 'vitest';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  // The demo notices, so the list and its ETag are about real rows.
  await seedDemoData(api.app.database.db, api.app.log, { objectStore: api.app.objectStore });
});
afterAll(async () => {
  await api?.close();
});

function failure(result: ApiResult<unknown>): ApiError {
  if (result.ok) throw new Error(`expected a failure, got ${result.status}`);
  return result.error;
}

const registration = (mbId: string, email: string) => ({
  mb_id: mbId,
  mb_password: 'candle2026',
  mb_password_confirmation: 'candle2026',
  mb_name: '홍길동',
  mb_email: email,
  mb_hp: '010-1234-5678',
  agree_terms: true,
  agree_privacy: true,
  agree_age14: true,
  agree_marketing: false,
});

/** A client acting as a new {@link CookieBrowser} (its jar and `fetch` spy). */
function browserClient(on401?: () => void): { jar: CookieJar; client: ApiClient } {
  const browser = new CookieBrowser(api.url);
  return { jar: browser.jar, client: createApiClient({ ...browser.clientOptions, on401 }) };
}

describe('@atelier/api-client against the real API', () => {
  let jar: CookieJar;
  let client: ApiClient;
  let on401: Mock<() => void>;

  beforeAll(() => {
    on401 = vi.fn<() => void>();
    ({ jar, client } = browserClient(on401));
  });

  it('login-check as a visitor sets the session and XSRF cookies through the jar', async () => {
    const check = unwrap(await client.post<LoginCheckResponse>('/api/v1/login-check'));
    expect(check).toMatchObject({ user: null, lang: 'kr', currency: 'krw' });
    expect(typeof check.cart_key).toBe('string');
    expect(jar.get('atelier_session')).toBeTruthy();
    expect(jar.get('XSRF-TOKEN')).toBeTruthy();
  });

  it('registers, and a duplicate mb_id answers 422 with errors.mb_id', async () => {
    const created = await client.post<UserMessageResponse>(
      '/api/v1/register',
      registration('candlefan', 'fan@example.com'),
    );
    expect(created.ok && created.status).toBe(201);
    expect(created.ok && created.data.user.mb_id).toBe('candlefan');

    const other = browserClient().client;
    unwrap(await other.post<LoginCheckResponse>('/api/v1/login-check'));
    const duplicate = failure(
      await other.post<UserMessageResponse>(
        '/api/v1/register',
        registration('candlefan', 'other@example.com'),
      ),
    );
    expect(duplicate.kind).toBe('validation');
    if (duplicate.kind !== 'validation') return;
    expect(duplicate.status).toBe(422);
    expect(duplicate.message).toBeTruthy();
    expect(duplicate.errors.mb_id?.[0]).toBeTruthy();
  });

  it('logs out, refuses a wrong password with a field map, then logs in', async () => {
    unwrap(await client.post('/api/v1/logout'));
    expect(unwrap(await client.post<LoginCheckResponse>('/api/v1/login-check')).user).toBeNull();

    const wrong = failure(
      await client.post<LoginResponse>('/api/v1/login', {
        mb_id: 'candlefan',
        mb_password: 'nope12345',
      }),
    );
    expect(wrong).toMatchObject({ kind: 'validation', status: 422 });
    if (wrong.kind !== 'validation') return;
    expect(Object.keys(wrong.errors)).toContain('mb_password');
    expect(wrong.errors.mb_password?.[0]).toEqual(expect.any(String));

    const tokenBefore = jar.get('XSRF-TOKEN');
    const login = unwrap(
      await client.post<LoginResponse>('/api/v1/login', {
        mb_id: 'candlefan',
        mb_password: 'candle2026',
      }),
    );
    expect(login.user).toMatchObject({ mb_id: 'candlefan', mb_name: '홍길동' });
    // The session rotated on login; the jar carries the new token to the next call.
    expect(jar.get('XSRF-TOKEN')).not.toBe(tokenBefore);
    expect(unwrap(await client.post<LoginCheckResponse>('/api/v1/login-check')).user?.mb_id).toBe(
      'candlefan',
    );
  });

  it('updates my account with PUT', async () => {
    const updated = unwrap(
      await client.put<UserMessageResponse>('/api/v1/my-account/candlefan', {
        mb_name: '김향초',
        mb_email: 'fan@example.com',
        mb_hp: '01098765432',
        agree_marketing: true,
      }),
    );
    expect(updated.user).toMatchObject({
      mb_id: 'candlefan',
      mb_name: '김향초',
      mb_hp: '010-9876-5432',
    });
    expect(updated.user.consents.marketing_agreed_at).toEqual(expect.any(String));
  });

  it('switches the language to en/usd', async () => {
    const switched = unwrap(
      await client.post<LanguageResponse>('/api/v1/language', { lang: 'en', currency: 'usd' }),
    );
    expect(switched).toMatchObject({ lang: 'en', currency: 'usd' });
    expect(unwrap(await client.post<LoginCheckResponse>('/api/v1/login-check'))).toMatchObject({
      lang: 'en',
      currency: 'usd',
    });
    const mismatched = failure(
      await client.post<LanguageResponse>('/api/v1/language', { lang: 'en', currency: 'krw' }),
    );
    expect(mismatched.kind === 'validation' && Object.keys(mismatched.errors)).toContain(
      'currency',
    );
  });

  it('lists notices with an ETag; the second call is a 304 answered from the cache', async () => {
    const query = { page: 1, per_page: 5, sort: 'created_at', order: 'desc' } as const;
    const first = await client.get<Paginated<NoticeSummary>>('/api/v1/notice', { query: query });
    expect(first.ok && first.status).toBe(200);
    if (!first.ok) return;
    expect(first.data).toMatchObject({ current_page: 1, per_page: 5, from: 1, to: 5 });
    expect(first.data.data).toHaveLength(5);
    expect(first.data.total).toBeGreaterThan(5);
    expect(first.headers.get('etag')).toBeTruthy();

    const second = await client.get<Paginated<NoticeSummary>>('/api/v1/notice', { query: query });
    expect(second.ok && second.status).toBe(304);
    expect(second.ok && second.data).toEqual(first.data);
  });

  it('answers csrf (419) for a POST without the XSRF token, and with a wrong one', async () => {
    const sessionOnly = createApiClient({
      baseUrl: api.url,
      cookie: () => `atelier_session=${jar.get('atelier_session') ?? ''}`,
    });
    const missing = failure(
      await sessionOnly.post('/api/v1/language', { lang: 'kr', currency: 'krw' }),
    );
    expect(missing).toMatchObject({ kind: 'csrf', status: 419 });
    expect(missing.message).toMatch(/token/i); // the session speaks English now

    const client = createApiClient({ baseUrl: api.url, cookie: jar.cookieHeader });
    const wrong = failure(
      await client.post(
        '/api/v1/language',
        { lang: 'kr', currency: 'krw' },
        { headers: { 'X-XSRF-TOKEN': 'forged' } },
      ),
    );
    expect(wrong.kind).toBe('csrf');
  });

  it('maps a 401 for a visitor and calls on401 once', async () => {
    unwrap(await client.post('/api/v1/logout'));
    const results = await Promise.all([
      client.put<UserMessageResponse>('/api/v1/my-account/candlefan', {
        mb_name: 'x',
        mb_email: 'x@example.com',
        mb_hp: '01012345678',
        agree_marketing: false,
      }),
      client.post('/api/v1/confirm-my-password', {
        current_password: 'candle2026',
        mb_password: 'candle2027',
        mb_password_confirmation: 'candle2027',
      }),
    ]);
    for (const result of results)
      expect(failure(result)).toMatchObject({ kind: 'unauthorized', status: 401 });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(on401).toHaveBeenCalledTimes(1);
  });

  it('answers 404 for an unknown notice', async () => {
    const error = failure(await browserClient().client.get('/api/v1/notice/999999'));
    expect(error).toMatchObject({ kind: 'not_found', status: 404 });
  });
});
