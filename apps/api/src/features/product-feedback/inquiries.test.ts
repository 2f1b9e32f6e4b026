import { CookieBrowser } from '@atelier/test-utils/browser';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { productInquiries, products } from '../../db/schema/index.js';
import { startTestApi, type TestApi } from '../../testing.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const db = () => api.app.database.db;

async function loggedIn(options: { lang?: 'kr' | 'en'; isAdmin?: boolean } = {}) {
  const member = await api.createMember({ operatorRole: options.isAdmin ? 'owner' : null });
  const browser = new CookieBrowser(api.url);
  await browser.login(member.mb_id, member.password);
  if (options.lang === 'en')
    await browser.post('/api/v1/language', { lang: 'en', currency: 'usd' });
  return { member, browser };
}

async function answer(id: number, text: string, by: number) {
  await db()
    .update(productInquiries)
    .set({ answer: text, answeredAt: new Date(), answeredBy: by })
    .where(eq(productInquiries.id, id));
}

const questionCount = async () => (await db().select({ n: count() }).from(productInquiries))[0]!.n;

describe('POST /api/v1/product-inquiry', () => {
  it('lets a member ask (201, the question as they see it) and refuses visitors with 401', async () => {
    const product = await api.createProduct({ name: '우드윅 캔들', nameEn: 'Wood wick candle' });
    const { member, browser } = await loggedIn({ lang: 'en' });
    const res = await browser.post('/api/v1/product-inquiry', {
      it_id: product.it_id,
      subject: '  재입고 문의  ',
      content: '200g도 다시 들어오나요?\n선물용으로 필요합니다.',
      secret: '1',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      it_id: product.it_id,
      product_name: 'Wood wick candle',
      subject: '재입고 문의',
      content: '200g도 다시 들어오나요?\n선물용으로 필요합니다.',
      secret: true,
      visible: true,
      answered: false,
      answer: null,
      answered_at: null,
      author: `${member.mb_id.slice(0, 3)}***`,
      is_mine: true,
    });

    const visitor = new CookieBrowser(api.url);
    await visitor.start();
    const before = await questionCount();
    const refused = await visitor.post('/api/v1/product-inquiry', {
      it_id: product.it_id,
      subject: '문의',
      content: '내용',
    });
    expect(refused.status).toBe(401);
    expect(await questionCount()).toBe(before);
  });

  it('answers bad input with 422 and a field map in the session language, and writes nothing', async () => {
    const product = await api.createProduct();
    const kr = await loggedIn();
    const before = await questionCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ subject: '   ' }, 'subject', '제목 항목은 필수입니다.'],
      [{ subject: 'x'.repeat(101) }, 'subject', '제목 항목은 100자 이하로 입력해 주세요.'],
      [
        { subject: '제목\n둘째 줄' },
        'subject',
        '제목 항목에 사용할 수 없는 문자가 포함되어 있습니다.',
      ],
      [{ content: '' }, 'content', '내용 항목은 필수입니다.'],
      [
        { content: '내용\u0007' },
        'content',
        '내용 항목에 사용할 수 없는 문자가 포함되어 있습니다.',
      ],
      [{ secret: 'maybe' }, 'secret', '비밀글 항목의 형식이 올바르지 않습니다.'],
    ];
    for (const [change, field, error] of cases) {
      const res = await kr.browser.post('/api/v1/product-inquiry', {
        it_id: product.it_id,
        subject: '재입고 문의',
        content: '언제 들어오나요?',
        ...change,
      });
      expect(res.status, JSON.stringify(change)).toBe(422);
      expect(res.body.errors[field], JSON.stringify(change)).toEqual([error]);
    }
    const en = await loggedIn({ lang: 'en' });
    const res = await en.browser.post('/api/v1/product-inquiry', { it_id: product.it_id });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      subject: ['The subject field is required.'],
      content: ['The content field is required.'],
    });
    expect(await questionCount()).toBe(before);
  });

  it('answers 404 for an unknown or hidden product', async () => {
    const hidden = await api.createProduct({ visible: false });
    const { browser } = await loggedIn();
    for (const itId of [hidden.it_id, 'NOPE123']) {
      const res = await browser.post('/api/v1/product-inquiry', {
        it_id: itId,
        subject: '문의',
        content: '내용',
      });
      expect(res.status).toBe(404);
    }
  });
});

describe('secret questions', () => {
  const SUBJECT = '비밀 주소 변경 부탁드립니다';
  const CONTENT = '주문 배송지를 서울시 종로구 비밀동 1번지로 바꿔 주세요.';
  const ANSWER = '비밀동 1번지로 변경해 드렸습니다.';

  it('reach only their author and operators, through every list', async () => {
    const product = await api.createProduct();
    const author = await loggedIn();
    const other = await loggedIn();
    const admin = await loggedIn({ isAdmin: true });
    const asked = await author.browser.post('/api/v1/product-inquiry', {
      it_id: product.it_id,
      subject: SUBJECT,
      content: CONTENT,
      secret: true,
    });
    await answer(asked.body.id, ANSWER, admin.member.id);
    await other.browser.post('/api/v1/product-inquiry', {
      it_id: product.it_id,
      subject: '공개 문의',
      content: '심지 길이가 어떻게 되나요?',
    });
    const visitor = new CookieBrowser(api.url);

    const lists = [
      `/api/v1/product-inquiry?it_id=${product.it_id}`,
      '/api/v1/product-inquiry?per_page=50',
      '/api/v1/product-inquiry?answered=1&per_page=50',
    ];
    for (const who of [visitor, other.browser]) {
      for (const url of [
        ...lists,
        ...(who === visitor ? [] : ['/api/v1/product-inquiry?mine=1']),
      ]) {
        const res = await who.get(url);
        expect(res.status, url).toBe(200);
        const raw = JSON.stringify(res.body);
        for (const secret of [SUBJECT, CONTENT, ANSWER]) expect(raw, url).not.toContain(secret);
        const row = res.body.data.find((q: { id: number }) => q.id === asked.body.id);
        if (url.includes('mine=1')) {
          expect(row, url).toBeUndefined();
          continue;
        }
        expect(row, url).toMatchObject({
          subject: null,
          content: null,
          answer: null,
          secret: true,
          visible: false,
          answered: true,
          is_mine: false,
        });
      }
    }
    for (const [who, urls] of [
      [author.browser, [...lists, '/api/v1/product-inquiry?mine=1']],
      [admin.browser, lists],
    ] as const) {
      for (const url of urls) {
        const row = (await who.get(url)).body.data.find(
          (q: { id: number }) => q.id === asked.body.id,
        );
        expect(row, url).toMatchObject({
          subject: SUBJECT,
          content: CONTENT,
          answer: ANSWER,
          visible: true,
          is_mine: who === author.browser,
        });
      }
    }
  });

  it('leave the product page when the author makes a public question secret', async () => {
    const product = await api.createProduct();
    const author = await loggedIn();
    const asked = await author.browser.post('/api/v1/product-inquiry', {
      it_id: product.it_id,
      subject: SUBJECT,
      content: CONTENT,
    });
    const visitor = new CookieBrowser(api.url);
    const url = `/api/v1/product-inquiry?it_id=${product.it_id}`;
    expect(JSON.stringify((await visitor.get(url)).body)).toContain(SUBJECT);
    await author.browser.put(`/api/v1/product-inquiry/${asked.body.id}`, {
      subject: SUBJECT,
      content: CONTENT,
      secret: true,
    });
    expect(JSON.stringify((await visitor.get(url)).body)).not.toContain(SUBJECT);
  });
});

describe('GET /api/v1/product-inquiry', () => {
  it('filters by product, answer state and mine, newest first, and leaves unlisted products out', async () => {
    const product = await api.createProduct();
    const hidden = await api.createProduct();
    const a = await loggedIn();
    const b = await loggedIn();
    const ask = async (who: { browser: CookieBrowser }, itId: string, subject: string) =>
      (
        await who.browser.post('/api/v1/product-inquiry', {
          it_id: itId,
          subject,
          content: '문의 내용입니다.',
        })
      ).body.id as number;
    const q1 = await ask(a, product.it_id, '첫 문의');
    const q2 = await ask(b, product.it_id, '둘째 문의');
    const q3 = await ask(a, hidden.it_id, '숨김 상품 문의');
    await answer(q1, '답변드립니다.', b.member.id);
    await db().update(products).set({ isVisible: false }).where(eq(products.id, hidden.id));

    const ids = async (query: string, who: CookieBrowser = b.browser) =>
      (await who.get(`/api/v1/product-inquiry?${query}`)).body.data.map(
        (q: { id: number }) => q.id,
      );
    expect(await ids(`it_id=${product.it_id}`)).toEqual([q2, q1]);
    expect(await ids(`it_id=${product.it_id}&answered=1`)).toEqual([q1]);
    expect(await ids(`it_id=${product.it_id}&answered=0`)).toEqual([q2]);
    expect(await ids(`it_id=${hidden.it_id}`)).toEqual([]);
    expect(await ids('per_page=50')).not.toContain(q3);
    expect(await ids('mine=1', a.browser)).toEqual([q3, q1]);

    const visitor = new CookieBrowser(api.url);
    expect((await visitor.get('/api/v1/product-inquiry?mine=1')).status).toBe(401);
    const bad = await visitor.get('/api/v1/product-inquiry?answered=perhaps&per_page=500');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['answered', 'per_page']);

    const url = `/api/v1/product-inquiry?it_id=${product.it_id}`;
    const etag = (await visitor.get(url)).headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    expect((await visitor.get(url, { 'if-none-match': etag! })).status).toBe(304);
  });
});

describe('PUT and DELETE /api/v1/product-inquiry/{id}', () => {
  it('lets the author change a question until it is answered, then answers 409', async () => {
    const product = await api.createProduct();
    const { member, browser } = await loggedIn();
    const asked = (
      await browser.post('/api/v1/product-inquiry', {
        it_id: product.it_id,
        subject: '재입고 문의',
        content: '언제 들어오나요?',
      })
    ).body;
    const changed = await browser.put(`/api/v1/product-inquiry/${asked.id}`, {
      subject: '재입고 문의 (200g)',
      content: '200g도 들어오나요?',
      secret: false,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      id: asked.id,
      subject: '재입고 문의 (200g)',
      secret: false,
    });

    await answer(asked.id, '다음 주에 입고됩니다.', member.id);
    const late = await browser.put(`/api/v1/product-inquiry/${asked.id}`, {
      subject: '바꿔치기',
      content: '답변 뒤에 질문을 바꿉니다.',
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(
      '답변이 등록된 문의는 수정할 수 없습니다. 새 문의를 남겨 주세요.',
    );
    const [row] = await db()
      .select()
      .from(productInquiries)
      .where(eq(productInquiries.id, asked.id));
    expect(row!.subject).toBe('재입고 문의 (200g)');
  });

  it("refuses someone else's question with 403, an unknown one with 404 and visitors with 401", async () => {
    const product = await api.createProduct();
    const author = await loggedIn();
    const asked = (
      await author.browser.post('/api/v1/product-inquiry', {
        it_id: product.it_id,
        subject: '재입고 문의',
        content: '언제 들어오나요?',
      })
    ).body;
    const other = await loggedIn({ lang: 'en' });
    const body = { subject: '남의 문의', content: '바꿔 봅니다.' };
    const put = await other.browser.put(`/api/v1/product-inquiry/${asked.id}`, body);
    expect(put.status).toBe(403);
    expect(put.body.message).toBe('You can only change or delete your own posts.');
    expect(
      (await other.browser.request('DELETE', `/api/v1/product-inquiry/${asked.id}`, undefined))
        .status,
    ).toBe(403);
    expect((await other.browser.put('/api/v1/product-inquiry/999999', body)).status).toBe(404);
    const visitor = new CookieBrowser(api.url);
    await visitor.start();
    expect((await visitor.put(`/api/v1/product-inquiry/${asked.id}`, body)).status).toBe(401);
    expect(
      (await visitor.request('DELETE', `/api/v1/product-inquiry/${asked.id}`, undefined)).status,
    ).toBe(401);
    const bad = await author.browser.put(`/api/v1/product-inquiry/${asked.id}`, { subject: '' });
    expect(bad.status).toBe(422);
    const [row] = await db()
      .select()
      .from(productInquiries)
      .where(eq(productInquiries.id, asked.id));
    expect([row!.subject, row!.content]).toEqual(['재입고 문의', '언제 들어오나요?']);

    const deleted = await author.browser.request(
      'DELETE',
      `/api/v1/product-inquiry/${asked.id}`,
      undefined,
    );
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: '문의가 삭제되었습니다.' });
    expect(
      await db().select().from(productInquiries).where(eq(productInquiries.id, asked.id)),
    ).toEqual([]);
  });
});
