// @vitest-environment node
import { ApiRequestError, createApiClient } from '@atelier/api-client';
import { createFakeFetch, jsonResponse, type FakeRequest } from '@atelier/test-utils/fakes';
import { createTranslationTransport, loadPackage } from '@atelier/translation-ai';
import { describe, expect, it, vi } from 'vitest';

function fakeApi(answer: (sent: FakeRequest) => Response) {
  const { fetch, requests: sent } = createFakeFetch(answer);
  const on401 = vi.fn();
  const on404 = vi.fn();
  const client = createApiClient({
    baseUrl: 'http://shop.test',
    fetch,
    cookie: 'atelier_session=s1; XSRF-TOKEN=xsrf-1',
    on401,
    on404,
  });
  return { client, sent, on401, on404 };
}

describe('loadPackage', () => {
  it('GETs /api/translation-ai/package?locale= and answers the cleaned phrase map', async () => {
    const { client, sent } = fakeApi(() => jsonResponse({ 장바구니: 'Cart', 쿠폰: 3, 적립금: '' }));
    const result = await loadPackage(client, 'en');
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET http://shop.test/api/translation-ai/package?locale=en',
    ]);
    expect(result.ok && result.data).toEqual({ 장바구니: 'Cart' });
  });

  it('answers an empty map for an empty package', async () => {
    const { client } = fakeApi(() => jsonResponse({}));
    const result = await loadPackage(client, 'kr');
    expect(result.ok && result.data).toEqual({});
  });

  it('answers errors as values without calling the global 404 hook', async () => {
    const { client, on404 } = fakeApi(() => jsonResponse({ message: 'Not Found' }, 404));
    const result = await loadPackage(client, 'en');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.kind).toBe('not_found');
    expect(on404).not.toHaveBeenCalled();
  });
});

describe('createTranslationTransport', () => {
  it('submit POSTs the batch with the XSRF header and answers the phrase map', async () => {
    const { client, sent } = fakeApi(() => jsonResponse({ 위시리스트: 'Wish list' }));
    const { submit } = createTranslationTransport(client);
    const batch = { locale: 'en' as const, terms: { 위시리스트: '위시리스트' } };
    await expect(submit(batch)).resolves.toEqual({ 위시리스트: 'Wish list' });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: 'http://shop.test/api/translation-ai/terms',
      body: batch,
    });
    expect(sent[0]?.headers.get('x-xsrf-token')).toBe('xsrf-1');
  });

  it('rejects with an ApiRequestError on failure, without the global 401 hook', async () => {
    const { client, on401 } = fakeApi(() => jsonResponse({ message: 'Unauthenticated.' }, 401));
    const { submit, fetchPackage } = createTranslationTransport(client);
    const failure = await submit({ locale: 'en', terms: { 쿠폰: '쿠폰' } }).catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect((failure as ApiRequestError).status).toBe(401);
    await expect(fetchPackage('en')).rejects.toBeInstanceOf(ApiRequestError);
    await new Promise((resolve) => setTimeout(resolve, 350)); // past the 300 ms 401 debounce
    expect(on401).not.toHaveBeenCalled();
  });

  it('fetchPackage answers the locale package', async () => {
    const { client, sent } = fakeApi(() => jsonResponse({ 장바구니: 'Cart' }));
    await expect(createTranslationTransport(client).fetchPackage('en')).resolves.toEqual({
      장바구니: 'Cart',
    });
    expect(sent[0]?.url).toBe('http://shop.test/api/translation-ai/package?locale=en');
  });
});
