import type { CurrentPolicies, PolicyDocument } from '@atelier/contracts';
import { CookieBrowser } from '@atelier/test-utils/browser';
import { newMemberRegistration } from '@atelier/test-utils/fixtures';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { members, orders, policyDocuments } from '../../db/schema/index.js';
import { seedDemoData } from '../../seed/seed.js';
import { koreaDate } from '../../shared/korea-time.js';
import { orderBody, startTestApi, type TestApi } from '../../testing.js';
import { currentPolicies } from './policy-queries.js';
import { policySeeder } from './policy-seeder.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ env: { REGISTER_MAX_PER_IP: '1000' } });
  await seedDemoData(api.app.database.db, api.app.log, { seeders: [policySeeder] });
});
afterAll(() => api.close());

const db = () => api.app.database.db;
const DAY = 86_400_000;
const GUEST_PASSWORD = 'wick-and-wax-2026';
const section = (heading: string) => [{ heading, paragraphs: ['…'] }];

async function publish(kind: 'terms' | 'privacy', version: number, effectiveOn: string) {
  await db()
    .insert(policyDocuments)
    .values({
      kind,
      version,
      effectiveOn,
      sections: section(`v${version}`),
      sectionsEn: section(`v${version} en`),
    });
}
async function unpublish(kind: 'terms' | 'privacy', version: number) {
  await db()
    .delete(policyDocuments)
    .where(and(eq(policyDocuments.kind, kind), eq(policyDocuments.version, version)));
}

describe('GET /api/v1/policy/{kind}', () => {
  it('answers the version in force, in both languages, with every version listed', async () => {
    const res = await new CookieBrowser(api.url).get('/api/v1/policy/privacy');
    expect(res.status).toBe(200);
    const doc = res.body as PolicyDocument;
    expect(doc).toMatchObject({ kind: 'privacy', version: 2, effective_on: '2026-03-01' });
    expect(doc.current).toBe(true);
    expect(doc.sections.map((s) => s.heading)).toContain('9. 개인정보 보호책임자');
    expect(doc.sections_en.map((s) => s.heading)).toContain('9. Privacy officer');
    expect(doc.versions).toEqual([
      { version: 2, effective_on: '2026-03-01', current: true, upcoming: false },
      { version: 1, effective_on: '2025-01-01', current: false, upcoming: false },
    ]);
  });

  it('keeps earlier versions readable with ?version=', async () => {
    const res = await new CookieBrowser(api.url).get('/api/v1/policy/terms?version=1');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ kind: 'terms', version: 1, current: false });
    expect(JSON.stringify(res.body.sections)).toContain('CJ대한통운');
  });

  it('answers 404 for an unknown version and 422 for an unknown document', async () => {
    const browser = new CookieBrowser(api.url);
    expect((await browser.get('/api/v1/policy/terms?version=99')).status).toBe(404);
    expect((await browser.get('/api/v1/policy/cookies')).status).toBe(422);
    expect((await browser.get('/api/v1/policy/terms?version=abc')).status).toBe(422);
  });

  it('lists a version published ahead as upcoming and readable, not in force', async () => {
    const tomorrow = koreaDate(new Date(Date.now() + DAY));
    await publish('privacy', 3, tomorrow);
    try {
      const browser = new CookieBrowser(api.url);
      const current = await browser.get('/api/v1/policy/privacy');
      expect(current.body.version).toBe(2);
      expect(current.body.versions[0]).toEqual({
        version: 3,
        effective_on: tomorrow,
        current: false,
        upcoming: true,
      });
      const ahead = await browser.get('/api/v1/policy/privacy?version=3');
      expect(ahead.body).toMatchObject({ version: 3, current: false, upcoming: true });
      expect(((await browser.get('/api/v1/policy')).body as CurrentPolicies).privacy).toEqual({
        version: 2,
        effective_on: '2026-03-01',
      });
    } finally {
      await unpublish('privacy', 3);
    }
  });
});

describe('which version is in force', () => {
  it('switches at 00:00 Korea time of the effective date', async () => {
    await publish('terms', 5, '2030-05-01');
    try {
      const before = await currentPolicies(db(), new Date('2030-04-30T14:59:59Z'));
      const after = await currentPolicies(db(), new Date('2030-04-30T15:00:00Z'));
      expect(before.terms?.version).toBe(2);
      expect(after.terms).toEqual({ version: 5, effective_on: '2030-05-01' });
      expect(after.privacy?.version).toBe(2);
    } finally {
      await unpublish('terms', 5);
    }
  });
});

describe('consents store the version accepted with their time', () => {
  it('a sign-up stores the versions in force with the consent timestamps', async () => {
    const browser = new CookieBrowser(api.url);
    await browser.start();
    const res = await browser.post(
      '/api/v1/register',
      newMemberRegistration({ terms_version: 2, privacy_version: 2 }, 'policy1'),
    );
    expect(res.status).toBe(201);
    expect(res.body.user.consents).toMatchObject({ terms_version: 2, privacy_version: 2 });
    const row = await db().query.members.findFirst({
      where: eq(members.mbId, res.body.user.mb_id),
    });
    expect(row).toMatchObject({ termsVersion: 2, privacyVersion: 2 });
    expect(Date.now() - row!.termsAgreedAt.getTime()).toBeLessThan(60_000);
    expect(row!.privacyAgreedAt.getTime()).toBe(row!.termsAgreedAt.getTime());
  });

  it('a sign-up that sends no version accepts the one in force', async () => {
    const browser = new CookieBrowser(api.url);
    await browser.start();
    const res = await browser.post('/api/v1/register', newMemberRegistration({}, 'policy2'));
    expect(res.status).toBe(201);
    expect(res.body.user.consents).toMatchObject({ terms_version: 2, privacy_version: 2 });
  });

  it('a sign-up that accepted a version no longer in force is a 409 and creates nobody', async () => {
    const browser = new CookieBrowser(api.url);
    await browser.start();
    const before = (await db().select({ n: count() }).from(members))[0]!.n;
    const res = await browser.post(
      '/api/v1/register',
      newMemberRegistration({ terms_version: 1, privacy_version: 2 }, 'policy3'),
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('개정');
    expect(res.body.policies.terms).toEqual({ version: 2, effective_on: '2026-03-01' });
    expect((await db().select({ n: count() }).from(members))[0]!.n).toBe(before);
  });

  it('an order stores the versions in force at its consent time', async () => {
    const p = await api.createProduct({ price: { krw: 28_000, usd: 2_200 }, stock: 5 });
    const browser = new CookieBrowser(api.url);
    await browser.start();
    const items = [{ it_id: p.it_id, variant_id: p.variant_id, qty: 1 }];
    const res = await browser.post(
      '/api/v1/order',
      orderBody(items, 31_000, {
        terms_version: 2,
        privacy_version: 2,
        order_password: GUEST_PASSWORD,
      }),
      { headers: { 'idempotency-key': `policy-order-${Date.now()}` } },
    );
    expect(res.status).toBe(201);
    const [row] = await db().select().from(orders).where(eq(orders.odId, res.body.data.od_id));
    expect(row).toMatchObject({ termsVersion: 2, privacyVersion: 2 });
    expect(Date.now() - row!.agreedAt.getTime()).toBeLessThan(60_000);
  });

  it('an order that accepted a privacy policy no longer in force is a 409 and places nothing', async () => {
    const p = await api.createProduct({ price: { krw: 28_000, usd: 2_200 }, stock: 5 });
    const browser = new CookieBrowser(api.url);
    await browser.start();
    const before = (await db().select({ n: count() }).from(orders))[0]!.n;
    const res = await browser.post(
      '/api/v1/order',
      orderBody([{ it_id: p.it_id, variant_id: p.variant_id, qty: 1 }], 31_000, {
        privacy_version: 1,
        order_password: GUEST_PASSWORD,
      }),
      { headers: { 'idempotency-key': `policy-order-stale-${Date.now()}` } },
    );
    expect(res.status).toBe(409);
    expect(res.body.policies.privacy.version).toBe(2);
    expect((await db().select({ n: count() }).from(orders))[0]!.n).toBe(before);
  });
});
