import type { AdminPopup, AuditEntry, Paginated } from '@atelier/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditLog, members } from '../../db/schema/index.js';
import { download, sheetRows, startTestApi, type TestApi } from '../../testing.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const db = () => api.app.database.db;
const auditOf = (resource: string) =>
  db().select().from(auditLog).where(eq(auditLog.resource, resource)).orderBy(desc(auditLog.id));

const popup = {
  title: '여름 기획전',
  title_en: 'Summer sale',
  link: '/shop/list/1011',
  thumbnail_ko: '/media/popups/summer.jpg',
  sort: 2,
};

describe('a resource definition gives its /api/admin routes', () => {
  it('creates, edits and deletes a popup, each write audited with its values before and after', async () => {
    const { browser, mb_id } = await api.signInOperator('content_editor');
    const created = await browser.post('/api/admin/popups', popup);
    expect(created.status).toBe(201);
    const { id } = created.body.data as AdminPopup;
    expect(created.body.data).toMatchObject({
      title: '여름 기획전',
      is_active: true,
      type: 'daily',
    });
    // The shop's list shows it at once.
    const shop = await (await api.visitor()).get('/api/v1/popup?active=true');
    expect(shop.body.data.map((p: { id: number }) => p.id)).toContain(id);

    const edited = await browser.put(`/api/admin/popups/${id}`, { ...popup, title: '가을 기획전' });
    expect(edited.status).toBe(200);
    const removed = await browser.request('DELETE', `/api/admin/popups/${id}`, undefined);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('삭제되었습니다.');
    expect((await browser.get(`/api/admin/popups/${id}`)).status).toBe(404);

    const records = await auditOf('popups');
    expect(records.map((r) => r.action)).toEqual(['delete', 'update', 'create']);
    const [deleted, updated, create] = records;
    expect(create).toMatchObject({
      mbId: mb_id,
      area: 'content',
      resourceId: String(id),
      before: null,
    });
    expect(create!.after).toMatchObject({ title: '여름 기획전' });
    expect(updated!.before).toMatchObject({ title: '여름 기획전' });
    expect(updated!.after).toMatchObject({ title: '가을 기획전' });
    expect(deleted!.before).toMatchObject({ title: '가을 기획전' });
    expect(deleted!.after).toBeNull();
    expect(create!.ip).toBe('127.0.0.1');
  });

  it('validates with field errors in the operator language and writes nothing', async () => {
    const { browser } = await api.signInOperator('manager');
    const before = (await auditOf('popups')).length;
    const res = await browser.post('/api/admin/popups', { title: '', sort: -1 });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['sort', 'thumbnail_ko', 'title']);
    expect((await auditOf('popups')).length).toBe(before);
  });

  it('lists with pagination, search, filters and sort, and refuses an unknown sort', async () => {
    const { browser } = await api.signInOperator('owner');
    for (let i = 0; i < 3; i += 1)
      await browser.post('/api/admin/popups', {
        ...popup,
        title: `목록 ${i}`,
        sort: i,
        is_active: i !== 1,
      });
    const page = (await browser.get('/api/admin/popups?q=목록&per_page=2&sort=sort&order=asc'))
      .body as Paginated<AdminPopup>;
    expect(page).toMatchObject({
      current_page: 1,
      per_page: 2,
      total: 3,
      last_page: 2,
      from: 1,
      to: 2,
    });
    expect(page.data.map((p) => p.title)).toEqual(['목록 0', '목록 1']);
    const inactive = (await browser.get('/api/admin/popups?q=목록&active=false')).body;
    expect(inactive.data.map((p: AdminPopup) => p.title)).toEqual(['목록 1']);
    const bad = await browser.get('/api/admin/popups?sort=password');
    expect(bad.status).toBe(422);
  });

  it('masks email and phone in the member list', async () => {
    const { browser } = await api.signInOperator('customer_service');
    const shopper = await api.createMember({
      name: '마스킹회원',
      email: 'masked@example.com',
      hp: '010-5555-6666',
    });
    const res = await browser.get('/api/admin/members?q=마스킹회원');
    expect(res.body.data).toEqual([
      expect.objectContaining({
        id: shopper.id,
        mb_email: 'm***@example.com',
        mb_hp: '010-****-6666',
      }),
    ]);
    expect(JSON.stringify(res.body)).not.toContain('5555');
  });
});

describe('two operators editing one row', () => {
  it('refuses the second save made from an older version, answering the row as it is now', async () => {
    const first = await api.signInOperator('content_editor');
    const second = await api.signInOperator('manager');
    const created = (await first.browser.post('/api/admin/popups', popup)).body.data as AdminPopup;
    const saved = await first.browser.put(`/api/admin/popups/${created.id}`, {
      ...popup,
      title: '먼저 저장',
      updated_at: created.updated_at,
    });
    expect(saved.status).toBe(200);
    const before = (await auditOf('popups')).length;
    const late = await second.browser.put(`/api/admin/popups/${created.id}`, {
      ...popup,
      title: '나중 저장',
      updated_at: created.updated_at,
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/다른 운영자가 먼저 수정했습니다/);
    expect(late.body.data).toMatchObject({ title: '먼저 저장' });
    expect((await auditOf('popups')).length).toBe(before);
    const fresh = await second.browser.put(`/api/admin/popups/${created.id}`, {
      ...popup,
      title: '나중 저장',
      updated_at: late.body.data.updated_at,
    });
    expect(fresh.status).toBe(200);
  });
});

describe('roles (owners only)', () => {
  it('gives a role after the password, ends the changed member’s console sessions, and keeps the last owner', async () => {
    const owner = await api.signInOperator('owner');
    const staff = await api.signInOperator('workshop_staff');
    expect((await staff.browser.get('/api/admin/me')).status).toBe(200);

    const changed = await owner.browser.put(`/api/admin/operators/${staff.id}`, {
      role: 'manager',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ role: 'manager' });
    expect((await staff.browser.get('/api/admin/me')).status).toBe(401);
    const [record] = await auditOf('operators');
    expect(record).toMatchObject({ area: 'roles', action: 'update', resourceId: String(staff.id) });
    expect(record!.before).toMatchObject({ role: 'workshop_staff' });
    expect(record!.after).toMatchObject({ role: 'manager' });

    // Every other owner first loses the role; then the last one cannot.
    await db().update(members).set({ operatorRole: null }).where(eq(members.operatorRole, 'owner'));
    await db().update(members).set({ operatorRole: 'owner' }).where(eq(members.id, owner.id));
    const before = (await auditOf('operators')).length;
    const last = await owner.browser.put(`/api/admin/operators/${owner.id}`, { role: 'manager' });
    expect(last.status).toBe(409);
    expect(last.body.message).toMatch(/마지막 대표 관리자/);
    expect((await auditOf('operators')).length).toBe(before);
  });
});

describe('the audit log (owners)', () => {
  it('filters by operator, area, action and period, newest first, paginated', async () => {
    const owner = await api.signInOperator('owner');
    const editor = await api.signInOperator('content_editor');
    await editor.browser.post('/api/admin/popups', { ...popup, title: '감사 1' });
    await editor.browser.post('/api/admin/popups', { ...popup, title: '감사 2' });
    const mine = (
      await owner.browser.get(`/api/admin/audit-log?operator=${editor.mb_id}&per_page=1`)
    ).body as Paginated<AuditEntry>;
    expect(mine.total).toBe(2);
    expect(mine.data).toHaveLength(1);
    expect(mine.data[0]).toMatchObject({
      operator: editor.mb_id,
      area: 'content',
      action: 'create',
    });
    expect(mine.data[0]!.after).toMatchObject({ title: '감사 2' });

    const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
    const period = await owner.browser.get(
      `/api/admin/audit-log?operator=${editor.mb_id}&area=content&action=create&from=${today}&to=${today}`,
    );
    expect(period.body.total).toBe(2);
    const past = await owner.browser.get(
      `/api/admin/audit-log?operator=${editor.mb_id}&to=2020-01-01`,
    );
    expect(past.body.total).toBe(0);
    expect((await owner.browser.get('/api/admin/audit-log?area=nowhere')).status).toBe(422);

    // The same filter as an XLSX sheet: every matching record, newest first.
    const sheet = await download(
      api,
      owner.browser,
      `/api/admin/audit-log/export?operator=${editor.mb_id}`,
    );
    expect(sheet.status).toBe(200);
    const [header, ...rows] = await sheetRows(sheet.bytes);
    expect(header!.slice(0, 5)).toEqual(['일시', '운영자', 'IP', '영역', '작업']);
    expect(rows.map((r) => [r[1], r[3], r[4]])).toEqual([
      [editor.mb_id, 'content', 'create'],
      [editor.mb_id, 'content', 'create'],
    ]);
    expect(rows[0]![8]).toContain('감사 2');
    expect((await download(api, editor.browser, '/api/admin/audit-log/export')).status).toBe(403);
    const refused = await editor.browser.get('/api/admin/audit-log');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      "'감사 로그' 메뉴의 조회 권한이 없습니다. 필요하면 대표 관리자에게 권한을 요청해 주세요.",
    );
    await editor.browser.post('/api/v1/language', { lang: 'en', currency: 'usd' });
    expect((await editor.browser.get('/api/admin/audit-log')).body.message).toBe(
      "Your role does not allow viewing in 'Audit log'. Ask the shop owner if you need it.",
    );
  });
});
