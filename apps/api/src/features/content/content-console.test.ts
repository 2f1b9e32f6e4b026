import type { AdminInstaItem, AdminPopup, Paginated } from '@atelier/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditLog } from '../../db/schema/index.js';
import { startTestApi, type TestApi } from '../../testing.js';
import { testImage } from '../media/test-images.js';
import { filePart, sendForm } from './send-form.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const auditOf = (resource: string) =>
  api.app.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.resource, resource))
    .orderBy(desc(auditLog.id));

describe('popups in the console', () => {
  it('shows the shop the same popup fields the console edits, and refuses unsafe links', async () => {
    const { browser } = await api.signInOperator('content_editor');
    const created = await browser.post('/api/admin/popups', {
      title: '봄 기획전',
      title_en: 'Spring sale',
      type: 'once',
      link: '/shop/list/1011',
      link_en: 'https://atelier.example/en',
      thumbnail_ko: '/media/content/a/zoom.webp',
      thumbnail_en: null,
    });
    expect(created.status).toBe(201);
    const popup = created.body.data as AdminPopup;
    const shop = await (await api.visitor()).get('/api/v1/popup');
    const shown = shop.body.data.find((p: { id: number }) => p.id === popup.id);
    const { sort, is_active, starts_at, ends_at, click_count, updated_at, ...wire } = popup;
    expect({ sort, is_active, starts_at, ends_at, click_count, updated_at }).toMatchObject({
      is_active: true,
    });
    expect(shown).toEqual(wire);

    const refused = await browser.post('/api/admin/popups', {
      title: '나쁜 링크',
      thumbnail_ko: 'javascript:alert(1)',
      link: '//evil.example',
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors).sort()).toEqual(['link', 'thumbnail_ko']);
    expect(refused.body.errors.link[0]).toMatch(/링크 항목은 \/로 시작하는/);
  });

  it('reorders popups in one audited write; an unknown id changes nothing', async () => {
    const { browser } = await api.signInOperator('content_editor');
    const ids: number[] = [];
    for (const title of ['A', 'B', 'C']) {
      const res = await browser.post('/api/admin/popups', { title, thumbnail_ko: '/a.jpg' });
      ids.push(res.body.data.id);
    }
    const order = [ids[2]!, ids[0]!, ids[1]!];
    expect((await browser.post('/api/admin/popups/reorder', { ids: order })).status).toBe(200);
    const list = await browser.get('/api/admin/popups?sort=sort&order=asc&per_page=100');
    const sorted = (list.body as Paginated<AdminPopup>).data
      .filter((p) => ids.includes(p.id))
      .map((p) => p.id);
    expect(sorted).toEqual(order);
    const [record] = await auditOf('popups');
    expect(record).toMatchObject({ action: 'reorder', area: 'content', after: { order } });

    const bad = await browser.post('/api/admin/popups/reorder', { ids: [ids[0], 2147480000] });
    expect(bad.status).toBe(422);
    const again = await browser.get('/api/admin/popups?sort=sort&order=asc&per_page=100');
    expect(
      (again.body as Paginated<AdminPopup>).data.filter((p) => ids.includes(p.id)).map((p) => p.id),
    ).toEqual(order);
  });
});

describe('content images', () => {
  it('stores an image checked by content and refuses a file that is not one', async () => {
    const { browser } = await api.signInOperator('content_editor');
    const form = new FormData();
    form.append('files[]', filePart(await testImage('png', 600, 400), 'popup.png', 'image/png'));
    const ok = await sendForm(browser, `${api.url}/api/admin/content/images`, form);
    expect(ok.status).toBe(201);
    expect(ok.body.data.url).toMatch(/^\/media\/content\/[0-9a-f]+\/zoom\.webp$/);
    const image = await fetch(`${api.url}${ok.body.data.url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect((await auditOf('content-images'))[0]).toMatchObject({ action: 'upload' });

    const fake = new FormData();
    fake.append('files[]', filePart(Buffer.from('MZ\x90\x00 not an image'), 'x.jpg', 'image/jpeg'));
    const refused = await sendForm(browser, `${api.url}/api/admin/content/images`, fake);
    expect(refused.status).toBe(422);
    expect(refused.body.errors['files.0'][0]).toMatch(/이미지가 아닙니다/);
  });

  it('refuses a member without a role', async () => {
    const member = await api.loginMember();
    const form = new FormData();
    form.append('files[]', filePart(await testImage('png', 10, 10), 'a.png', 'image/png'));
    expect(
      (await sendForm(member.browser, `${api.url}/api/admin/content/images`, form)).status,
    ).toBe(403);
  });
});

describe('the Instagram feed', () => {
  it('adds, reorders and hides items; the shop shows only active ones in order', async () => {
    const { browser } = await api.signInOperator('content_editor');
    const add = async (n: number) =>
      (
        await browser.post('/api/admin/insta-feed', {
          media_url: `/media/content/${n}/zoom.webp`,
          permalink: `https://www.instagram.com/p/${n}`,
          caption: `캔들 ${n}`,
        })
      ).body.data as AdminInstaItem;
    const [a, b, c] = [await add(1), await add(2), await add(3)];
    await browser.post('/api/admin/insta-feed/reorder', { ids: [c!.id, a!.id, b!.id] });
    const hide = await browser.put(`/api/admin/insta-feed/${a!.id}`, {
      media_url: a!.media_url,
      permalink: a!.permalink,
      caption: a!.caption,
      is_active: false,
      sort: 1,
    });
    expect(hide.status).toBe(200);
    const shop = await (await api.visitor()).get('/api/v1/insta-feeds');
    const ids = shop.body.data.map((i: { id: string }) => Number(i.id));
    expect(ids.filter((id: number) => [a!.id, b!.id, c!.id].includes(id))).toEqual([c!.id, b!.id]);
    expect((await auditOf('insta-feed')).map((r) => r.action)).toEqual([
      'update',
      'reorder',
      'create',
      'create',
      'create',
    ]);
    const bad = await browser.post('/api/admin/insta-feed', {
      media_url: 'data:image/png;base64,AAAA',
      permalink: 'https://www.instagram.com/p/x',
    });
    expect(bad.status).toBe(422);
  });
});
