// @vitest-environment node
// The translator against the real API (real Fastify app, real database), the way an SSR
// render or the browser uses it: a session and XSRF cookie first, then the package and the
// batched reporting through @atelier/api-client. Real timers: the batch really waits 2 s.
import { seedReferenceData } from '@atelier/api';
import { startTestApi, type TestApi } from '@atelier/api/testing';
import { createApiClient, createCookieJar, unwrap, type ApiClient } from '@atelier/api-client';
import {
  createI18n,
  createTranslationTransport,
  createTranslator,
  loadPackage,
  type PhraseMap,
  type TermsBatch,
} from '@atelier/translation-ai';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

let api: TestApi;
let client: ApiClient;

beforeAll(async () => {
  api = await startTestApi();
  // The English package every app ships with ('장바구니' → 'Cart', …).
  await seedReferenceData(api.app.database.db, api.app.log);
  const jar = createCookieJar();
  client = createApiClient({ baseUrl: api.url, cookie: jar.cookieHeader, onSetCookie: jar.store });
  unwrap(await client.post('/api/v1/login-check'));
  expect(jar.get('XSRF-TOKEN')).toBeTruthy();
});
afterAll(async () => {
  await api?.close();
});

/** The API transport, with every batch and answer recorded. */
function recordedTransport() {
  const transport = createTranslationTransport(client);
  const batches: Array<{ at: number; batch: TermsBatch; answer?: PhraseMap }> = [];
  let settled: () => void = () => {};
  const nextAnswer = () => new Promise<void>((resolve) => (settled = resolve));
  const submit = async (batch: TermsBatch) => {
    const entry: (typeof batches)[number] = { at: performance.now(), batch };
    batches.push(entry);
    try {
      entry.answer = await transport.submit(batch);
      return entry.answer;
    } finally {
      settled();
    }
  };
  return { ...transport, submit, batches, nextAnswer };
}

describe('@atelier/translation-ai against the real API', () => {
  it('loads the package, translates through i18next and reports misses in one batch', async () => {
    const transport = recordedTransport();
    const onSubmitError = vi.fn();
    const translator = createTranslator({ locale: 'en', ...transport, onSubmitError });

    const pkg = await translator.loadPackage();
    expect(pkg['장바구니']).toBe('Cart');
    const kr = await loadPackage(client, 'kr');
    expect(kr.ok && kr.data).toEqual({});

    const i18n = createI18n({ translator });
    expect(i18n.t('장바구니')).toBe('Cart');
    expect(i18n.t('최대 {max}개의 파일만 업로드할 수 있습니다.', { max: 3 })).toBe(
      'Only up to 3 files can be uploaded.',
    );

    const answered = transport.nextAnswer();
    expect(i18n.t('통합 테스트 문구 {n}', { n: 1 })).toBe('통합 테스트 문구 1');
    expect(translator.t('   ')).toBe('   ');
    const lastMiss = performance.now();
    expect(translator.t('향초 선물 세트')).toBe('향초 선물 세트');
    await answered;

    expect(transport.batches).toHaveLength(1);
    const [first] = transport.batches;
    expect(first?.batch).toEqual({
      locale: 'en',
      terms: { '통합 테스트 문구 {n}': '통합 테스트 문구 {n}', '향초 선물 세트': '향초 선물 세트' },
    });
    // Real timers fire a millisecond early at worst; the point is the 2 s wait happened.
    expect(first!.at - lastMiss).toBeGreaterThanOrEqual(1990);
    expect(first?.answer).toEqual({}); // queued on the server, no translation yet
    expect(onSubmitError).not.toHaveBeenCalled();
    expect(translator.getPending()).toEqual([]);
  });

  it('merges the translations the server answers for reported phrases', async () => {
    const transport = recordedTransport();
    // A package that lacks '로그인', which the server has.
    const translator = createTranslator({ locale: 'en', packages: { en: {} }, ...transport });
    const i18n = createI18n({ translator });
    expect(i18n.t('로그인')).toBe('로그인');
    await translator.flush();
    expect(transport.batches.map((b) => b.answer)).toEqual([{ 로그인: 'Log in' }]);
    expect(i18n.t('로그인')).toBe('Log in');
    expect(translator.t('로그인')).toBe('Log in');
  });

  it('splits 250 misses into requests the server accepts (200 + 50)', async () => {
    const transport = recordedTransport();
    const onSubmitError = vi.fn();
    const translator = createTranslator({
      locale: 'en',
      packages: { en: {} },
      ...transport,
      onSubmitError,
    });
    for (let i = 0; i < 250; i += 1) translator.t(`대량 문구 ${i}`);
    await translator.flush();
    expect(transport.batches.map((b) => Object.keys(b.batch.terms).length)).toEqual([200, 50]);
    expect(onSubmitError).not.toHaveBeenCalled();
  });
});
