import { CookieBrowser } from '@atelier/test-utils/browser';
import {
  DEMO_MEMBERS,
  DEMO_MEMBER_PASSWORD as FIXTURE_PASSWORD,
} from '@atelier/test-utils/fixtures';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { members, notices } from '../db/schema/index.js';
import { startTestApi, type TestApi } from '../testing.js';
import { DEMO_MEMBER_PASSWORD } from './member-seeder.js';
import { seedDemoData } from './seed.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('seedDemoData', () => {
  it('seeds an admin with the printed password and demo members, once', async () => {
    const notes = await seedDemoData(api.app.database.db, api.app.log, {
      objectStore: api.app.objectStore,
    });
    const adminLine = notes.find((n) => n.startsWith('Admin login'))!;
    const password = /admin \/ (\S+)/.exec(adminLine)![1]!;
    const admin = new CookieBrowser(api.url);
    const res = await admin.login('admin', password);
    expect(res.status).toBe(200);
    expect(res.body.user.is_admin).toBe(true);
    // The seed's admin is the shop's owner, and enrols an authenticator on the first console sign-in.
    const console = new CookieBrowser(api.url);
    await console.start();
    const step = await console.post('/api/admin/login', { mb_id: 'admin', mb_password: password });
    expect(step.body.step).toBe('enrol');
    const [owner] = await api.app.database.db
      .select({ role: members.operatorRole })
      .from(members)
      .where(eq(members.mbId, 'admin'));
    expect(owner?.role).toBe('owner');
    const hong = new CookieBrowser(api.url);
    expect((await hong.login('hong', DEMO_MEMBER_PASSWORD)).body.user.mb_name).toBe('홍길동');
    // The order form fills the recipient from the default address: the demo member has one.
    const book = (await hong.get('/api/v1/address')).body.data;
    expect(
      book.map((a: { label: string; is_default: boolean }) => [a.label, a.is_default]),
    ).toEqual([
      ['집', true],
      ['회사', false],
    ]);

    const db = api.app.database.db;
    const before = [
      (await db.select({ n: count() }).from(members))[0]!.n,
      (await db.select({ n: count() }).from(notices))[0]!.n,
    ];
    expect(await seedDemoData(db, api.app.log, { objectStore: api.app.objectStore })).toEqual([]);
    const after = [
      (await db.select({ n: count() }).from(members))[0]!.n,
      (await db.select({ n: count() }).from(notices))[0]!.n,
    ];
    expect(after).toEqual(before);
  });

  it('seeds the demo members as the shared test fixtures describe them', async () => {
    await seedDemoData(api.app.database.db, api.app.log, { objectStore: api.app.objectStore });
    expect(FIXTURE_PASSWORD).toBe(DEMO_MEMBER_PASSWORD);
    for (const { mb_id, mb_name, mb_email, mb_hp, is_admin } of DEMO_MEMBERS) {
      const res = await new CookieBrowser(api.url).login(mb_id, DEMO_MEMBER_PASSWORD);
      expect(res.body.user).toMatchObject({ mb_id, mb_name, mb_email, mb_hp, is_admin });
    }
  });
});
