import type { AdminMail, Paginated } from '@atelier/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditLog, mailOutbox } from '../../db/schema/index.js';
import { download, sheetRows, startTestApi, type TestApi } from '../../testing.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const db = () => api.app.database.db;

describe('the mail outbox in the console', () => {
  it('lists by status, recipient and period with the address masked; shows the text; resends only a failed mail', async () => {
    const [failed, sent] = await db()
      .insert(mailOutbox)
      .values([
        {
          kind: 'order_placed',
          to: 'minji@example.com',
          subject: '주문이 접수되었습니다',
          text: '<script>alert(1)</script> 주문번호 2026',
          transport: 'failed',
          createdAt: new Date('2026-03-02T10:00:00+09:00'),
        },
        {
          kind: 'password_reset',
          to: 'jun@example.com',
          subject: '비밀번호 재설정',
          text: '링크',
          transport: 'outbox',
          createdAt: new Date('2026-03-05T10:00:00+09:00'),
        },
      ])
      .returning();
    const { browser } = await api.signInOperator('customer_service');
    const list = (await browser.get('/api/admin/mail?status=failed&q=minji'))
      .body as Paginated<AdminMail>;
    expect(list.data.map((m) => m.id)).toEqual([failed!.id]);
    expect(list.data[0]!.to).toBe('m***@example.com');
    const period = (await browser.get('/api/admin/mail?from=2026-03-04&to=2026-03-05'))
      .body as Paginated<AdminMail>;
    expect(period.data.map((m) => m.id)).toEqual([sent!.id]);
    const detail = (await browser.get(`/api/admin/mail/${failed!.id}`)).body.data as AdminMail;
    expect(detail.text).toBe('<script>alert(1)</script> 주문번호 2026');

    // Support resends a failed mail; a content editor has no outbox.
    const editor = (await api.signInOperator('content_editor')).browser;
    expect((await editor.post(`/api/admin/mail/${failed!.id}/resend`, {})).status).toBe(403);
    expect((await browser.post(`/api/admin/mail/${sent!.id}/resend`, {})).status).toBe(409);
    const resent = await browser.post(`/api/admin/mail/${failed!.id}/resend`, {});
    expect(resent.status).toBe(200);
    expect(resent.body.data.status).toBe('queued');
    const [record] = await db().select().from(auditLog).where(eq(auditLog.resource, 'mail'));
    expect(record).toMatchObject({
      action: 'resend',
      before: { status: 'failed' },
      after: { status: 'queued' },
    });
  });

  it('downloads the filtered outbox as XLSX, addresses masked as listed', async () => {
    await db().insert(mailOutbox).values({
      kind: 'order_placed',
      to: 'minji@example.com',
      subject: '주문이 접수되었습니다',
      text: '주문번호 2027',
      transport: 'failed',
    });
    const { browser } = await api.signInOperator('customer_service');
    const file = await download(api, browser, '/api/admin/mail/export?status=failed');
    expect(file.status).toBe(200);
    const [header, ...rows] = await sheetRows(file.bytes);
    expect(header).toEqual([
      '만든 시각',
      '종류',
      '받는 사람',
      '제목',
      '상태',
      '보내지 않은 이유',
      '보낸 시각',
    ]);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row[4] === '실패')).toBe(true);
    expect(rows.map((row) => row[2])).toContain('m***@example.com');
    expect(rows.flat().join(' ')).not.toContain('minji@');
  });
});
