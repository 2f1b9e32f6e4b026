import type { AdminQuestion, AdminReview, Paginated } from '@atelier/contracts';
import { CookieBrowser } from '@atelier/test-utils/browser';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditLog, mailOutbox, notifications, products } from '../../db/schema/index.js';
import { download, sheetRows, startTestApi, type TestApi } from '../../testing.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const db = () => api.app.database.db;

async function buyerReview(productId: number, itId: string, rating: number) {
  const member = await api.createMember();
  const browser = new CookieBrowser(api.url);
  await browser.login(member.mb_id, member.password);
  await api.grantReviewLine(member.id, productId);
  const res = await browser.post('/api/v1/product-review', {
    it_id: itId,
    rating,
    content: '향이 은은하고 오래가요. 다시 살게요.',
  });
  expect(res.status).toBe(201);
  return res.body.id as number;
}

async function figures(productId: number) {
  const [row] = await db()
    .select({ count: products.reviewCount, sum: products.ratingSum })
    .from(products)
    .where(eq(products.id, productId));
  return row!;
}

describe('reviews in the console', () => {
  it('lists by product and rating, hides one (the shop stops showing it, figures follow) and shows it again', async () => {
    const product = await api.createProduct();
    const good = await buyerReview(product.id, product.it_id, 5);
    const bad = await buyerReview(product.id, product.it_id, 1);
    const { browser } = await api.signInOperator('content_editor');

    const list = (await browser.get(`/api/admin/reviews?it_id=${product.it_id}`))
      .body as Paginated<AdminReview>;
    expect(list.data.map((r) => r.id).sort()).toEqual([good, bad].sort());
    const ones = (await browser.get(`/api/admin/reviews?it_id=${product.it_id}&rating=1`)).body;
    expect(ones.data.map((r: AdminReview) => r.id)).toEqual([bad]);
    expect(await figures(product.id)).toEqual({ count: 2, sum: 6 });

    const hidden = await browser.put(`/api/admin/reviews/${bad}/visibility`, { hidden: true });
    expect(hidden.status).toBe(200);
    expect(hidden.body.data.is_hidden).toBe(true);
    expect(await figures(product.id)).toEqual({ count: 1, sum: 5 });
    const shop = await (await api.visitor()).get(`/api/v1/product-review?it_id=${product.it_id}`);
    expect(shop.body.data.map((r: { id: number }) => r.id)).toEqual([good]);
    const hiddenOnly = (await browser.get(`/api/admin/reviews?it_id=${product.it_id}&hidden=true`))
      .body;
    expect(hiddenOnly.data.map((r: AdminReview) => r.id)).toEqual([bad]);

    await browser.put(`/api/admin/reviews/${bad}/visibility`, { hidden: false });
    expect(await figures(product.id)).toEqual({ count: 2, sum: 6 });
    const [shown, hide] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.resource, 'reviews'))
      .orderBy(desc(auditLog.id));
    expect(hide).toMatchObject({ action: 'hide', resourceId: String(bad), area: 'catalog' });
    expect(shown).toMatchObject({ action: 'show', after: { is_hidden: false } });
  });

  it('downloads the filtered reviews as XLSX', async () => {
    const product = await api.createProduct();
    await buyerReview(product.id, product.it_id, 4);
    await buyerReview(product.id, product.it_id, 2);
    const { browser } = await api.signInOperator('content_editor');
    const file = await download(
      api,
      browser,
      `/api/admin/reviews/export?it_id=${product.it_id}&rating=2`,
    );
    expect(file.status).toBe(200);
    const [header, ...rows] = await sheetRows(file.bytes);
    expect(header).toEqual([
      '작성일시',
      '상품코드',
      '상품명',
      '별점',
      '내용',
      '사진',
      '작성자',
      '상태',
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]![1]).toBe(product.it_id);
    expect(rows[0]!.slice(3, 5)).toEqual(['2', '향이 은은하고 오래가요. 다시 살게요.']);
    expect(rows[0]![7]).toBe('노출');
  });

  it('refuses a workshop operator (no catalog permission) and a bad body', async () => {
    const { browser } = await api.signInOperator('workshop_staff');
    expect((await browser.get('/api/admin/reviews')).status).toBe(403);
    const editor = (await api.signInOperator('manager')).browser;
    const bad = await editor.put('/api/admin/reviews/1/visibility', { hidden: 'maybe' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['hidden']);
  });
});

describe('product questions in the console', () => {
  it('lists unanswered first, answers a secret question (the asker is notified, it stays secret on the shop), edits the answer', async () => {
    const product = await api.createProduct();
    const asker = await api.loginMember();
    const ask = (subject: string, secret: boolean) =>
      asker.browser.post('/api/v1/product-inquiry', {
        it_id: product.it_id,
        subject,
        content: '200g도 다시 들어오나요?',
        ...(secret ? { secret: '1' } : {}),
      });
    const secretId = (await ask('비밀 문의', true)).body.id as number;
    const openId = (await ask('공개 문의', false)).body.id as number;
    const { browser, mb_id: operatorId } = await api.signInOperator('customer_service');
    // Customer service may look at the catalog, not answer.
    const refused = await browser.put(`/api/admin/questions/${secretId}/answer`, { answer: '네' });
    expect(refused.status).toBe(403);

    const editor = await api.signInOperator('manager');
    const answered = await editor.browser.put(`/api/admin/questions/${openId}/answer`, {
      answer: '다음 주에 들어옵니다.',
    });
    expect(answered.status).toBe(200);
    const page = (await editor.browser.get(`/api/admin/questions?it_id=${product.it_id}`))
      .body as Paginated<AdminQuestion>;
    expect(page.data.map((q) => q.id)).toEqual([secretId, openId]);
    expect(page.data[0]).toMatchObject({ is_secret: true, subject: '비밀 문의', answer: null });

    const secret = await editor.browser.put(`/api/admin/questions/${secretId}/answer`, {
      answer: '재입고 예정입니다.\n감사합니다.',
    });
    expect(secret.body.data).toMatchObject({ answered_by: editor.mb_id });
    const firstAt = secret.body.data.answered_at as string;
    const edited = await editor.browser.put(`/api/admin/questions/${secretId}/answer`, {
      answer: '12월 3일 재입고됩니다.',
    });
    expect(edited.body.data).toMatchObject({
      answer: '12월 3일 재입고됩니다.',
      answered_at: firstAt,
    });
    expect(operatorId).not.toBe(editor.mb_id);

    const notes = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.memberId, asker.id))
      .orderBy(desc(notifications.id));
    expect(notes).toHaveLength(3);
    expect(notes[0]!.title).toMatch(/상품 문의에 답변이 등록되었습니다/);
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'inquiry_answered'))
      .orderBy(desc(mailOutbox.id));
    expect(mails[0]).toMatchObject({ to: `${asker.mb_id}@example.com` });
    // The operator's words are not in the mail: the shop's own text only.
    expect(mails[0]!.text).not.toContain('재입고');

    // On the shop, another visitor sees the secret question's answer state but not its text.
    const shop = await (await api.visitor()).get(`/api/v1/product-inquiry?it_id=${product.it_id}`);
    const shown = shop.body.data.find((q: { id: number }) => q.id === secretId);
    expect(shown).toMatchObject({ answered: true, answer: null, content: null, secret: true });
    const audit = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.resource, 'questions'))
      .orderBy(desc(auditLog.id));
    expect(audit[0]).toMatchObject({
      action: 'answer',
      before: { answer: '재입고 예정입니다.\n감사합니다.' },
      after: { answer: '12월 3일 재입고됩니다.' },
    });
  });

  it('refuses an empty answer with the field error and notifies nobody', async () => {
    const product = await api.createProduct();
    const asker = await api.loginMember();
    const id = (
      await asker.browser.post('/api/v1/product-inquiry', {
        it_id: product.it_id,
        subject: '문의',
        content: '내용',
      })
    ).body.id as number;
    const { browser } = await api.signInOperator('owner');
    const res = await browser.put(`/api/admin/questions/${id}/answer`, { answer: '   ' });
    expect(res.status).toBe(422);
    expect(res.body.errors.answer).toEqual(['답변 항목은 필수입니다.']);
    const notes = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.memberId, asker.id));
    expect(notes).toHaveLength(0);
  });
});
