import { CookieBrowser } from '@atelier/test-utils/browser';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { translationTerms } from '../../db/schema/index.js';
import { createOpenAiTranslator } from '../../ports/translator/openai-translator.js';
import type { Translator } from '../../ports/translator/translator.js';
import { seedReferenceData } from '../../seed/seed.js';
import { createServer } from '../../server.js';
import { createTestDatabase, startTestApi, type TestApi } from '../../testing.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await seedReferenceData(api.app.database.db, api.app.log);
});
afterAll(() => api.close());

describe('GET /api/translation-ai/package', () => {
  it('answers the English package as a phrase map with an ETag, and {} for kr', async () => {
    const client = new CookieBrowser(api.url);
    const en = await client.get('/api/translation-ai/package?locale=en');
    expect(en.status).toBe(200);
    expect(en.body['장바구니']).toBe('Cart');
    expect(en.body['확인']).toBe('OK');
    const etag = en.headers.get('etag')!;
    expect(
      (await client.get('/api/translation-ai/package?locale=en', { 'if-none-match': etag })).status,
    ).toBe(304);
    expect((await client.get('/api/translation-ai/package?locale=kr')).body).toEqual({});
  });

  it('refuses an unknown locale', async () => {
    const res = await new CookieBrowser(api.url).get('/api/translation-ai/package?locale=fr');
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['locale']);
  });
});

describe('POST /api/translation-ai/terms', () => {
  it('stores unseen phrases once, drops blanks and answers the translations it has', async () => {
    const client = new CookieBrowser(api.url);
    await client.start();
    const res = await client.post('/api/translation-ai/terms', {
      locale: 'en',
      terms: { 장바구니: '장바구니', '새로운 문구': '새로운 문구', '  ': '  ', '': '' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ 장바구니: 'Cart' });
    await client.post('/api/translation-ai/terms', {
      locale: 'en',
      terms: { '새로운 문구': '새로운 문구' },
    });
    const rows = (await api.app.database.db.select().from(translationTerms)).filter(
      (r) => r.source === '새로운 문구',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.translated).toBeNull();
    expect(
      (await api.app.database.db.select().from(translationTerms)).some(
        (r) => r.source.trim() === '',
      ),
    ).toBe(false);
  });

  it('bounds the input: 200 terms, 500 characters, and needs the XSRF token', async () => {
    const client = new CookieBrowser(api.url);
    await client.start();
    const many = Object.fromEntries(
      Array.from({ length: 201 }, (_, i) => [`문구 ${i}`, `문구 ${i}`]),
    );
    const tooMany = await client.post('/api/translation-ai/terms', { locale: 'en', terms: many });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors.terms).toEqual(['문구 항목은 200개 이하여야 합니다.']);
    const long = 'ㄱ'.repeat(501);
    const tooLong = await client.post('/api/translation-ai/terms', {
      locale: 'en',
      terms: { [long]: long },
    });
    expect(tooLong.status).toBe(422);
    const wrongShape = await client.post('/api/translation-ai/terms', {
      locale: 'en',
      terms: ['a'],
    });
    expect(wrongShape.status).toBe(422);
    const noXsrf = await client.post(
      '/api/translation-ai/terms',
      { locale: 'en', terms: { a: 'a' } },
      { xsrf: false },
    );
    expect(noXsrf.status).toBe(419);
  });
});

describe('machine translation through the translator port', () => {
  it('translates queued phrases in the background and the package then has them', async () => {
    const seen: string[][] = [];
    const fake: Translator = {
      async translate(phrases) {
        seen.push(phrases);
        return Object.fromEntries(phrases.map((p) => [p, `EN(${p})`]));
      },
    };
    const { handle, drop } = await createTestDatabase();
    // One reporter is enough here (a phrase outside the catalogue normally needs three, issue 10).
    const config = { ...api.config, translationReports: { minReporters: 1, maxPending: 1000 } };
    const app = await createServer(config, {
      database: handle,
      logger: false,
      translator: fake,
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address() as { port: number };
    try {
      const client = new CookieBrowser(`http://127.0.0.1:${address.port}`);
      await client.start();
      await client.post('/api/translation-ai/terms', {
        locale: 'en',
        terms: { '향료 원액': '향료 원액' },
      });
      await app.translationQueue.idle();
      expect(seen).toEqual([['향료 원액']]);
      const pkg = await client.get('/api/translation-ai/package?locale=en');
      expect(pkg.body['향료 원액']).toBe('EN(향료 원액)');
    } finally {
      await app.close();
      await drop();
    }
  });

  it('the OpenAI-compatible adapter asks for a JSON map and keeps only the phrases it was given', async () => {
    const upstream = Fastify();
    let received: { model?: string; messages?: Array<{ content: string }> } = {};
    let auth: string | undefined;
    upstream.post('/v1/chat/completions', async (request) => {
      received = request.body as typeof received;
      auth = request.headers.authorization;
      return {
        choices: [
          {
            message: {
              content: JSON.stringify({ 장바구니: 'Cart', 엉뚱한: 'injected', 로그인: 42 }),
            },
          },
        ],
      };
    });
    await upstream.listen({ host: '127.0.0.1', port: 0 });
    try {
      const port = (upstream.server.address() as { port: number }).port;
      const translator = createOpenAiTranslator({
        baseUrl: `http://127.0.0.1:${port}/v1`,
        apiKey: 'sk-test',
        model: 'test-model',
      });
      const out = await translator.translate(['장바구니', '로그인'], 'en');
      expect(out).toEqual({ 장바구니: 'Cart' });
      expect(received.model).toBe('test-model');
      expect(JSON.parse(received.messages![1]!.content)).toEqual(['장바구니', '로그인']);
      expect(auth).toBe('Bearer sk-test');
    } finally {
      await upstream.close();
    }
  });
});
