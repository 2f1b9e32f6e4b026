import type { FastifyInstance } from 'fastify';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../config/env.js';
import { translationTerms } from '../db/schema/index.js';
import type { Translator } from '../ports/translator/translator.js';
import { createServer } from '../server.js';
import { createTestDatabase } from '../testing.js';

// Issue 10, finding 8: anonymous visitors could store translation terms without limit (200
// phrases × 500 characters in one call), and with a translator configured every one of them
// would have been machine-translated at the shop's cost.
const MAX_PENDING = 50;
let app: FastifyInstance;
let drop: () => Promise<void>;
const asked: string[] = [];

beforeAll(async () => {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    TRANSLATION_MAX_PENDING: String(MAX_PENDING),
    TRANSLATION_MIN_REPORTERS: '3',
  });
  const translator: Translator = {
    async translate(phrases) {
      asked.push(...phrases);
      return Object.fromEntries(phrases.map((p) => [p, `EN(${p})`]));
    },
  };
  const database = await createTestDatabase();
  drop = database.drop;
  app = await createServer(config, { database: database.handle, logger: false, translator });
});
afterAll(async () => {
  await app.close();
  await drop();
});

/** A visitor from `address`: opens a session, then reports phrases as the storefront does. */
async function visitor(address: string) {
  const check = await app.inject({
    method: 'POST',
    url: '/api/v1/login-check',
    remoteAddress: address,
  });
  const cookies = Object.fromEntries(check.cookies.map((c) => [c.name, c.value]));
  return (phrases: string[]) =>
    app.inject({
      method: 'POST',
      url: '/api/translation-ai/terms',
      remoteAddress: address,
      cookies,
      headers: { 'x-xsrf-token': decodeURIComponent(cookies['XSRF-TOKEN']!) },
      payload: { locale: 'en', terms: Object.fromEntries(phrases.map((p) => [p, p])) },
    });
}

async function stored(where = eq(translationTerms.locale, 'en')) {
  const [row] = await app.database.db.select({ n: count() }).from(translationTerms).where(where);
  return row!.n;
}
const waiting = () =>
  stored(
    and(
      eq(translationTerms.locale, 'en'),
      isNull(translationTerms.translated),
      isNull(translationTerms.confirmedAt),
    ),
  );

describe('POST /api/translation-ai/terms', () => {
  it('keeps at most TRANSLATION_MAX_PENDING unconfirmed phrases, however many are sent', async () => {
    const report = await visitor('198.51.100.1');
    const flood = Array.from({ length: 200 }, (_, i) => `${i} ${'가'.repeat(490)}`);
    const res = await report(flood);
    expect(res.statusCode).toBe(200);
    expect(await waiting()).toBe(MAX_PENDING);
    expect((await report(flood.map((p) => `다른 ${p.slice(0, 400)}`))).statusCode).toBe(200);
    expect(await waiting()).toBe(MAX_PENDING);
    // None of it is one of the shop's own phrases: the translator was not asked.
    await app.translationQueue.idle();
    expect(asked).toEqual([]);
  });

  it('refuses a session that reports too often with 429 and stores nothing more', async () => {
    const report = await visitor('198.51.100.2');
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await report([`빈도 ${i}`])).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    const refused = await report(['빈도 마지막']);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^요청이 너무 많습니다\. \d+분 후 다시 시도해 주세요\.$/,
    );
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(await stored(eq(translationTerms.source, '빈도 마지막'))).toBe(0);
  });

  it('refuses an address that reports too often, across sessions', async () => {
    const statuses: number[] = [];
    for (let s = 0; s < 5; s += 1) {
      const report = await visitor('198.51.100.3');
      for (let i = 0; i < 25; i += 1) statuses.push((await report([`주소 ${s} ${i}`])).statusCode);
    }
    expect(statuses.slice(0, 120).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(120).every((s) => s === 429)).toBe(true);
  });

  it('sends the translator only phrases the shop shows: reported from 3 addresses, or in its catalogue', async () => {
    // Room for the phrases below: an operator (or the cleanup) cleared the flood.
    await app.database.db.delete(translationTerms);
    const phrase = '새 기획전 안내';
    for (const [i, address] of ['203.0.113.1', '203.0.113.1', '203.0.113.2'].entries()) {
      const report = await visitor(address);
      expect((await report([phrase])).statusCode, String(i)).toBe(200);
    }
    await app.translationQueue.idle();
    expect(asked).toEqual([]);

    const third = await visitor('203.0.113.3');
    await third([phrase]);
    await app.translationQueue.idle();
    expect(asked).toEqual([phrase]);

    // A phrase of the built catalogue (not seeded here) is the shop's own from the first report.
    const catalogue = await visitor('203.0.113.4');
    await catalogue(['장바구니']);
    await app.translationQueue.idle();
    expect(asked).toEqual([phrase, '장바구니']);
    const answer = await catalogue([phrase, '장바구니']);
    expect(answer.json()).toEqual({ [phrase]: `EN(${phrase})`, 장바구니: 'EN(장바구니)' });
  });

  it('forgets unconfirmed phrases after a week, so a flood cannot hold the cap', async () => {
    const report = await visitor('198.51.100.9');
    await report(['지난주 문구']);
    await app.database.db
      .update(translationTerms)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(translationTerms.source, '지난주 문구'));
    expect(await app.translationQueue.purgeUnconfirmed()).toBe(1);
    expect(await stored(eq(translationTerms.source, '지난주 문구'))).toBe(0);
    // Confirmed and translated phrases stay.
    expect(await stored(eq(translationTerms.source, '장바구니'))).toBe(1);
  });
});
