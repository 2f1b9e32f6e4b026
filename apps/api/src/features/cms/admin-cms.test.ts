import type { AdminCmsPage, CmsNode } from '@atelier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApi, type TestApi } from '../../testing.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const template: CmsNode[] = [
  {
    id: 'hero',
    tag: 'section',
    option: { class: 'cms-hero', style: 'padding: 16px; color: #333' },
    children: [
      { id: 'title', tag: 'h2', option: { props: { innerText: '겨울 향 컬렉션' } } },
      {
        id: 'go',
        tag: 'a',
        option: { props: { innerText: '보러 가기', href: '/shop/list/1011' } },
      },
    ],
  },
];

describe('CMS pages in the console', () => {
  it('saves a page, serves it only once published, and hides it again on unpublish', async () => {
    const { browser } = await api.signInOperator('content_editor');
    const shopper = await api.visitor();
    const created = await browser.post('/api/admin/cms-pages', {
      name: 'winter-banner',
      title: '겨울 배너',
      template,
      closable: true,
    });
    expect(created.status).toBe(201);
    const page = created.body.data as AdminCmsPage;
    expect(page.published_at).toBeNull();
    expect((await shopper.get('/api/cms/published/winter-banner')).status).toBe(404);

    expect((await browser.post(`/api/admin/cms-pages/${page.id}/publish`, {})).status).toBe(200);
    const served = await shopper.get('/api/cms/published/winter-banner');
    expect(served.body).toEqual({ template, link: null, closable: true });

    expect((await browser.post(`/api/admin/cms-pages/${page.id}/unpublish`, {})).status).toBe(200);
    expect((await shopper.get('/api/cms/published/winter-banner')).status).toBe(404);

    const taken = await browser.post('/api/admin/cms-pages', {
      name: 'winter-banner',
      title: '복사본',
      template: [],
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.name[0]).toBe('이미 사용 중인 이름입니다.');
  });

  it.each([
    ['a script tag', [{ id: 'x', tag: 'script', option: { props: { innerText: 'alert(1)' } } }]],
    [
      'a javascript: link',
      [{ id: 'x', tag: 'a', option: { props: { href: 'javascript:alert(1)' } } }],
    ],
    [
      'an event handler prop',
      [{ id: 'x', tag: 'img', option: { props: { src: '/a.jpg', onerror: 'alert(1)' } } }],
    ],
    [
      'a style loading a URL',
      [{ id: 'x', tag: 'div', option: { style: 'background:url(https://x.example/a)' } }],
    ],
    [
      'a data: image',
      [{ id: 'x', tag: 'img', option: { props: { src: 'data:image/png;base64,AAAA' } } }],
    ],
    [
      'a tree too deep',
      [
        Array.from({ length: 20 }).reduce<CmsNode>(
          (child, _, i) => ({ id: `d${i}`, tag: 'div', children: [child] }),
          { id: 'leaf', tag: 'p' },
        ),
      ],
    ],
  ])('refuses a template with %s (422, nothing saved)', async (_name, bad) => {
    const { browser } = await api.signInOperator('content_editor');
    const res = await browser.post('/api/admin/cms-pages', {
      name: 'hostile',
      title: '위험한 페이지',
      template: bad,
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)[0]).toMatch(/^template/);
    const list = await browser.get('/api/admin/cms-pages?q=hostile');
    expect(list.body.total).toBe(0);
  });
});
