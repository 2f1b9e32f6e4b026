import type { AdminTranslationTerm, Paginated, TranslationCoverage } from '@atelier/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditLog, translationTerms } from '../../db/schema/index.js';
import type { Translator } from '../../ports/translator/translator.js';
import { startTestApi, type TestApi } from '../../testing.js';

// The translator port's fake: "EN(phrase)" for every phrase, so the suggestion is visible.
const fakeTranslator: Translator = {
  async translate(phrases) {
    return Object.fromEntries(phrases.map((p) => [p, `EN(${p})`]));
  },
};

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ translator: fakeTranslator });
});
afterAll(() => api.close());

const db = () => api.app.database.db;

async function addTerms(rows: { source: string; translated?: string; origin?: string }[]) {
  return db()
    .insert(translationTerms)
    .values(rows.map((r) => ({ locale: 'en', translated: null, origin: null, ...r })))
    .returning();
}

describe('the translation queue in the console', () => {
  it('lists waiting phrases, suggests, approves and rejects; the shop package follows at once', async () => {
    const [pending, machine, toReject] = await addTerms([
      { source: '향초 만들기 키트' },
      { source: '선물 포장', translated: 'Gift wrap (machine)', origin: 'machine' },
      { source: 'ㅋㅋㅋ 스팸' },
    ]);
    const { browser } = await api.signInOperator('content_editor');
    const shopper = await api.visitor();
    await shopper.post('/api/v1/language', { lang: 'en', currency: 'usd' });
    const before = await shopper.get('/api/translation-ai/package?locale=en');
    expect(before.body['향초 만들기 키트']).toBeUndefined();

    const queue = (await browser.get('/api/admin/translations?locale=en'))
      .body as Paginated<AdminTranslationTerm>;
    const statuses = Object.fromEntries(queue.data.map((t) => [t.source, t.status]));
    expect(statuses).toMatchObject({
      '향초 만들기 키트': 'pending',
      '선물 포장': 'machine',
      'ㅋㅋㅋ 스팸': 'pending',
    });

    const suggestion = await browser.post(`/api/admin/translations/${pending!.id}/suggestion`, {});
    expect(suggestion.body).toEqual({ suggestion: 'EN(향초 만들기 키트)' });

    const approved = await browser.post(`/api/admin/translations/${pending!.id}/approve`, {
      translated: 'Candle making kit',
    });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({
      status: 'approved',
      translated: 'Candle making kit',
    });
    const after = await shopper.get('/api/translation-ai/package?locale=en');
    expect(after.body['향초 만들기 키트']).toBe('Candle making kit');

    await browser.post(`/api/admin/translations/${machine!.id}/approve`, {
      translated: 'Gift wrapping',
    });
    const rejected = await browser.post(`/api/admin/translations/${toReject!.id}/reject`, {});
    expect(rejected.body.data.status).toBe('rejected');

    const waiting = (await browser.get('/api/admin/translations?locale=en&q=스팸'))
      .body as Paginated<AdminTranslationTerm>;
    expect(waiting.total).toBe(0);
    const rejectedList = (await browser.get('/api/admin/translations?locale=en&status=rejected'))
      .body as Paginated<AdminTranslationTerm>;
    expect(rejectedList.data.map((t) => t.id)).toEqual([toReject!.id]);

    // A rejected phrase is not sent to the machine translator, even when reported again.
    await shopper.post('/api/translation-ai/terms', {
      locale: 'en',
      terms: { 'ㅋㅋㅋ 스팸': 'ㅋㅋㅋ 스팸' },
    });
    await api.app.translationQueue.idle();
    const [still] = await db()
      .select()
      .from(translationTerms)
      .where(eq(translationTerms.id, toReject!.id));
    expect(still).toMatchObject({ translated: null, origin: 'rejected' });

    const records = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.resource, 'translations'))
      .orderBy(desc(auditLog.id));
    expect(records.map((r) => r.action)).toEqual(['reject', 'approve', 'approve']);
    expect(records[2]).toMatchObject({
      area: 'translations',
      before: { translated: null, status: 'pending' },
      after: { translated: 'Candle making kit', status: 'approved' },
    });
  });

  it('answers coverage per locale in percent, rejected phrases left out', async () => {
    const { browser } = await api.signInOperator('manager');
    const coverage = (await browser.get('/api/admin/translations/coverage')).body
      .data as TranslationCoverage[];
    const en = coverage.find((c) => c.locale === 'en')!;
    const rows = await db()
      .select()
      .from(translationTerms)
      .where(eq(translationTerms.locale, 'en'));
    const counted = rows.filter((r) => r.origin !== 'rejected');
    expect(en.total).toBe(counted.length);
    expect(en.translated).toBe(counted.filter((r) => r.translated !== null).length);
    expect(en.percent).toBe(Math.floor((en.translated / en.total) * 1000) / 10);
  });

  it('refuses an empty approval with a field error and changes nothing', async () => {
    const [term] = await addTerms([{ source: '빈 번역' }]);
    const { browser } = await api.signInOperator('content_editor');
    const res = await browser.post(`/api/admin/translations/${term!.id}/approve`, {
      translated: '  ',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.translated[0]).toBe('번역 항목은 필수입니다.');
    const [row] = await db()
      .select()
      .from(translationTerms)
      .where(eq(translationTerms.id, term!.id));
    expect(row!.translated).toBeNull();
  });
});
