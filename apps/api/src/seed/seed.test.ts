import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { members, notices } from '../db/schema/index.js';
import { TestClient } from '../test-client.js';
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
    const notes = await seedDemoData(api.app.database.db, api.app.log, {});
    const adminLine = notes.find((n) => n.startsWith('Admin login'))!;
    const password = /admin \/ (\S+)/.exec(adminLine)![1]!;
    const admin = new TestClient(api.url);
    const res = await admin.login('admin', password);
    expect(res.status).toBe(200);
    expect(res.body.user.is_admin).toBe(true);
    expect(
      (await new TestClient(api.url).login('hong', DEMO_MEMBER_PASSWORD)).body.user.mb_name,
    ).toBe('홍길동');

    const db = api.app.database.db;
    const before = [
      (await db.select({ n: count() }).from(members))[0]!.n,
      (await db.select({ n: count() }).from(notices))[0]!.n,
    ];
    expect(await seedDemoData(db, api.app.log, {})).toEqual([]);
    const after = [
      (await db.select({ n: count() }).from(members))[0]!.n,
      (await db.select({ n: count() }).from(notices))[0]!.n,
    ];
    expect(after).toEqual(before);
  });
});
