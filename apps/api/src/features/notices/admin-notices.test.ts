import type { AdminNotice, NoticeAttachment, NoticeDetail } from '@atelier/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditLog, noticeAttachments } from '../../db/schema/index.js';
import { startTestApi, type TestApi } from '../../testing.js';
import { filePart, sendForm } from '../content/send-form.js';
import { testImage } from '../media/test-images.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

describe('notices in the console', () => {
  it('writes, pins and edits a notice; the shop list answers the change at once', async () => {
    const { browser } = await api.signInOperator('content_editor');
    const shopper = await api.visitor();
    await shopper.get('/api/v1/notice');
    const created = await browser.post('/api/admin/notices', {
      title: '설 연휴 배송 안내',
      content: '1월 27일부터 30일까지는\n출고가 없습니다.',
      is_pinned: true,
    });
    expect(created.status).toBe(201);
    const notice = created.body.data as AdminNotice;
    const list = await shopper.get('/api/v1/notice');
    expect(list.body.data[0]).toMatchObject({ id: notice.id, is_pinned: true });

    const edited = await browser.put(`/api/admin/notices/${notice.id}`, {
      title: '설 연휴 배송 안내 (변경)',
      content: notice.content,
      is_pinned: false,
      updated_at: notice.updated_at,
    });
    expect(edited.status).toBe(200);
    const stale = await browser.put(`/api/admin/notices/${notice.id}`, {
      title: '늦은 수정',
      content: notice.content,
      updated_at: notice.updated_at,
    });
    expect(stale.status).toBe(409);
    const refused = await browser.post('/api/admin/notices', { title: '', content: '' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.title[0]).toBe('제목 항목은 필수입니다.');
  });

  it('attaches images and PDFs checked by content, refuses anything else, and serves them as downloads', async () => {
    const { browser } = await api.signInOperator('content_editor');
    const { id } = (
      await browser.post('/api/admin/notices', { title: '카탈로그', content: '첨부를 확인하세요.' })
    ).body.data as AdminNotice;
    const url = `${api.url}/api/admin/notices/${id}/attachments`;

    const form = new FormData();
    form.append('files[]', filePart(PDF, '2027 카탈로그.pdf', 'application/pdf'));
    form.append('files[]', filePart(await testImage('jpeg', 400, 300), 'shop.jpg', 'image/jpeg'));
    const added = await sendForm(browser, url, form);
    expect(added.status).toBe(201);
    const files = added.body.data as NoticeAttachment[];
    expect(files.map((f) => [f.file_name, f.content_type])).toEqual([
      ['2027 카탈로그.pdf', 'application/pdf'],
      ['shop.jpg', 'image/jpeg'],
    ]);

    // A renamed executable and a "PDF" without its end marker change nothing.
    const bad = new FormData();
    bad.append('files[]', filePart(Buffer.from('MZ\x90\x00\x03 program'), 'menu.pdf'));
    bad.append('files[]', filePart(Buffer.from('%PDF-1.4 truncated'), 'half.pdf'));
    const refused = await sendForm(browser, url, bad);
    expect(refused.status).toBe(422);
    expect(refused.body.errors['files.0'][0]).toMatch(/'menu.pdf' 파일은 올릴 수 없는 형식/);
    expect(refused.body.errors['files.1'][0]).toMatch(/'half.pdf'/);
    const rows = await api.app.database.db
      .select()
      .from(noticeAttachments)
      .where(eq(noticeAttachments.noticeId, id));
    expect(rows).toHaveLength(2);

    const detail = (await (await api.visitor()).get(`/api/v1/notice/${id}`)).body as NoticeDetail;
    expect(detail.attachments?.map((f) => f.file_name)).toEqual(['2027 카탈로그.pdf', 'shop.jpg']);
    const download = await fetch(`${api.url}${detail.attachments![0]!.url}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);

    const removed = await browser.request(
      'DELETE',
      `/api/admin/notices/${id}/attachments/${files[0]!.id}`,
      undefined,
    );
    expect(removed.status).toBe(200);
    expect((await fetch(`${api.url}${files[0]!.url}`)).status).toBe(404);
    const actions = (
      await api.app.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.resourceId, String(id)))
        .orderBy(desc(auditLog.id))
    ).map((r) => r.action);
    expect(actions).toEqual(['detach', 'attach', 'create']);
  });
});
