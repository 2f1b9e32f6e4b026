import type { AdminCategory, Category } from '@atelier/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditLog, categories } from '../../db/schema/index.js';
import { startTestApi, type TestApi } from '../../testing.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  // The shop's tree (createProduct seeds it).
  await api.createProduct();
});
afterAll(() => api.close());

const db = () => api.app.database.db;
const audits = () =>
  db()
    .select()
    .from(auditLog)
    .where(eq(auditLog.resource, 'categories'))
    .orderBy(desc(auditLog.id));

async function shopTree(): Promise<Category[]> {
  const res = await (await api.visitor()).get('/api/evans-cart/categories-service');
  return res.body.data as Category[];
}
const flat = (nodes: Category[]): Category[] => nodes.flatMap((n) => [n, ...flat(n.descendants)]);

async function adminList(browser: Awaited<ReturnType<TestApi['signInOperator']>>['browser']) {
  return (await browser.get('/api/admin/categories')).body.data as AdminCategory[];
}

describe('the category tree in the console', () => {
  it('adds and renames a category, each write audited, and the shop menu shows it at once', async () => {
    const { browser } = await api.signInOperator('content_editor');
    // The shop has just answered the tree: the new one must not wait for its version cache.
    await shopTree();
    const created = await browser.post('/api/admin/categories', {
      name: '티라이트',
      name_en: 'Tealights',
      parent_id: 101,
    });
    expect(created.status).toBe(201);
    const category = created.body.data as AdminCategory;
    expect(category).toMatchObject({ parent_id: 101, name: '티라이트', is_visible: true });
    const siblings = (await adminList(browser)).filter((c) => c.parent_id === 101);
    expect(siblings.at(-1)!.id).toBe(category.id);
    expect(flat(await shopTree()).map((c) => c.name)).toContain('티라이트');

    const renamed = await browser.put(`/api/admin/categories/${category.id}`, {
      name: '티라이트 캔들',
      name_en: 'Tealight candles',
    });
    expect(renamed.status).toBe(200);
    const shop = flat(await shopTree()).find((c) => c.id === category.id);
    expect(shop).toMatchObject({ name: '티라이트 캔들', name_en: 'Tealight candles' });

    const [update, create] = await audits();
    expect(create).toMatchObject({ action: 'create', area: 'catalog', before: null });
    expect(update!.before).toMatchObject({ name: '티라이트' });
    expect(update!.after).toMatchObject({ name: '티라이트 캔들' });
  });

  it('refuses a rename made from an older version with the category as it is now (409)', async () => {
    const { browser } = await api.signInOperator('content_editor');
    const owner = (await api.signInOperator('owner')).browser;
    const opened = (
      await browser.post('/api/admin/categories', {
        name: '향초',
        name_en: 'Scented',
        parent_id: 101,
      })
    ).body.data as AdminCategory;
    const first = await owner.put(`/api/admin/categories/${opened.id}`, {
      name: '향초 세트',
      updated_at: opened.updated_at,
    });
    expect(first.status).toBe(200);
    const second = await browser.put(`/api/admin/categories/${opened.id}`, {
      name: '향초 모음',
      updated_at: opened.updated_at,
    });
    expect(second.status).toBe(409);
    expect(second.body.message).toContain('다른 운영자가 먼저 수정했습니다');
    expect(second.body.data.name).toBe('향초 세트');
    const [row] = await db().select().from(categories).where(eq(categories.id, opened.id));
    expect(row!.name).toBe('향초 세트');
  });

  it('reorders siblings up and down, and moves a category under another parent (last there)', async () => {
    const { browser } = await api.signInOperator('manager');
    const under = async (parent: number) =>
      (await adminList(browser)).filter((c) => c.parent_id === parent).map((c) => c.id);
    expect(await under(101)).toEqual(expect.arrayContaining([1011, 1012, 1013]));
    const start = await under(101);
    const up = await browser.post('/api/admin/categories/1012/move', { direction: 'up' });
    expect(up.status).toBe(200);
    const after = await under(101);
    expect(after.indexOf(1012)).toBe(start.indexOf(1012) - 1);
    // The shop's menu follows the new order.
    const shop101 = flat(await shopTree()).find((c) => c.id === 101)!;
    expect(shop101.descendants.map((c) => c.id).slice(0, 2)).toEqual(after.slice(0, 2));
    // At the top already: nothing moves.
    await browser.post(`/api/admin/categories/${after[0]}/move`, { direction: 'up' });
    expect(await under(101)).toEqual(after);
    await browser.post('/api/admin/categories/1012/move', { direction: 'down' });
    expect(await under(101)).toEqual(start);

    const moved = await browser.put('/api/admin/categories/1013', { parent_id: 102 });
    expect(moved.status).toBe(200);
    expect((await under(102)).at(-1)).toBe(1013);
    // Not under itself or its own descendants; not under a category that does not exist.
    const loop = await browser.put('/api/admin/categories/1', { parent_id: 1013 });
    expect(loop.status).toBe(409);
    expect(loop.body.message).toMatch(/하위 카테고리 아래로 옮길 수 없습니다/);
    const unknown = await browser.put('/api/admin/categories/1013', { parent_id: 999_999 });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors)).toEqual(['parent_id']);
    await browser.put('/api/admin/categories/1013', { parent_id: 101 });
  });

  it('hides a category from the shop with everything under it, and shows it again', async () => {
    const { browser } = await api.signInOperator('owner');
    const hidden = await browser.put('/api/admin/categories/102', { is_visible: false });
    expect(hidden.body.data.is_visible).toBe(false);
    const ids = flat(await shopTree()).map((c) => c.id);
    expect(ids).not.toContain(102);
    expect(ids).not.toContain(1021);
    // The console still lists it.
    expect((await adminList(browser)).find((c) => c.id === 102)?.is_visible).toBe(false);
    await browser.put('/api/admin/categories/102', { is_visible: true });
    expect(flat(await shopTree()).map((c) => c.id)).toContain(1021);
  });

  it('refuses to delete a category holding products or sub-categories, and deletes an empty one', async () => {
    const { browser } = await api.signInOperator('manager');
    const full = await browser.request('DELETE', '/api/admin/categories/1011', undefined);
    expect(full.status).toBe(409);
    expect(full.body.message).toMatch(/'소이 캔들' 카테고리에 상품 \d+개, 하위 카테고리 0개/);
    const parent = await browser.request('DELETE', '/api/admin/categories/101', undefined);
    expect(parent.status).toBe(409);
    expect(parent.body.message).toMatch(/하위 카테고리 [1-9]\d*개/);
    expect(await db().select().from(categories).where(eq(categories.id, 1011))).toHaveLength(1);

    const empty = (
      await browser.post('/api/admin/categories', { name: '임시', name_en: 'Temporary' })
    ).body.data as AdminCategory;
    expect(empty.parent_id).toBeNull();
    const removed = await browser.request('DELETE', `/api/admin/categories/${empty.id}`, undefined);
    expect(removed.status).toBe(200);
    expect(flat(await shopTree()).map((c) => c.id)).not.toContain(empty.id);
    expect((await audits())[0]).toMatchObject({ action: 'delete', after: null });
  });

  it('validates names with field errors in the operator language and writes nothing', async () => {
    const { browser } = await api.signInOperator('content_editor');
    await browser.post('/api/v1/language', { lang: 'en', currency: 'usd' });
    const before = (await audits()).length;
    const res = await browser.post('/api/admin/categories', {
      name: ' ',
      name_en: 'x'.repeat(101),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.name).toEqual(['The category name field is required.']);
    expect(Object.keys(res.body.errors).sort()).toEqual(['name', 'name_en']);
    expect((await audits()).length).toBe(before);
  });

  it('lets a customer-service operator look but not change', async () => {
    const { browser } = await api.signInOperator('customer_service');
    expect((await browser.get('/api/admin/categories')).status).toBe(200);
    const res = await browser.put('/api/admin/categories/1011', { name: '바꿈' });
    expect(res.status).toBe(403);
  });
});
