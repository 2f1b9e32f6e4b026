import { newMemberRegistration } from '@atelier/test-utils/fixtures';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { members } from '../db/schema/index.js';
import { startTestApi, type TestApi } from '../testing.js';
import { visitorAt } from './visitor-at.js';

// Issue 10, finding 3: registration told which ids and emails exist, without any limit
// (24 sign-ups in a row all succeeded).
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const memberCount = async () =>
  (await api.app.database.db.select({ n: count() }).from(members))[0]!.n;

const registration = (overrides: Record<string, unknown> = {}) => newMemberRegistration(overrides);

describe('registration is throttled per address', () => {
  it('allows REGISTER_MAX_PER_IP sign-ups an hour from one address, then answers 429 and creates nothing', async () => {
    expect(api.config.registerThrottle).toEqual({ perIp: 5, windowMinutes: 60 });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push(
        (await visitorAt(api.app, '198.51.100.30').post('/api/v1/register', registration())).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    const before = await memberCount();
    const blocked = await visitorAt(api.app, '198.51.100.30').post(
      '/api/v1/register',
      registration(),
    );
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('회원가입 요청이 너무 많습니다. 60분 후 다시 시도해 주세요.');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await memberCount()).toBe(before);
    // Another address is not affected.
    expect(
      (await visitorAt(api.app, '198.51.100.31').post('/api/v1/register', registration())).status,
    ).toBe(201);
  });

  it('counts probes of taken ids and emails, so enumeration stops after a few tries', async () => {
    const taken = await api.createMember({ email: 'owner@example.com' });
    const prober = visitorAt(api.app, '198.51.100.32');
    // A taken id is still refused on mb_id (the sign-up form shows it), case-insensitively.
    const id = await prober.post(
      '/api/v1/register',
      registration({ mb_id: taken.mb_id.toUpperCase() }),
    );
    expect(id.status).toBe(422);
    expect(id.body.errors.mb_id).toEqual(['이미 사용 중인 아이디입니다.']);
    const email = await prober.post(
      '/api/v1/register',
      registration({ mb_email: 'OWNER@example.com' }),
    );
    expect(email.status).toBe(422);
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await prober.post('/api/v1/register', registration({ mb_id: taken.mb_id }))).status,
      ).toBe(422);
    }
    const stopped = await prober.post('/api/v1/register', registration({ mb_id: taken.mb_id }));
    expect(stopped.status).toBe(429);
    expect(stopped.body.errors).toBeUndefined();
  });

  it('does not count invalid forms, and answers in English for en sessions', async () => {
    const visitor = visitorAt(api.app, '198.51.100.33');
    await visitor.post('/api/v1/language', { lang: 'en', currency: 'usd' });
    for (let i = 0; i < 8; i += 1) {
      const bad = await visitor.post('/api/v1/register', registration({ agree_terms: false }));
      expect(bad.status).toBe(422);
      expect(bad.body.errors.agree_terms).toHaveLength(1);
    }
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await visitor.post('/api/v1/register', registration({ mb_id: `en_joiner_${i}` }))).status,
      ).toBe(201);
      // Logged in now; the next sign-up starts from a visitor session again.
      await visitor.post('/api/v1/logout');
    }
    const blocked = await visitor.post('/api/v1/register', registration());
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(
      'Too many sign-ups from this network. Please try again in 60 minutes.',
    );
  });
});
