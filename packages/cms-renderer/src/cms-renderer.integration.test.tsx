// @vitest-environment node
// Published pages from the real API (real Fastify app, real database with the demo seed),
// fetched with the real client and server-rendered, as the storefront's SSR does.
import { seedDemoData } from '@atelier/api';
import { startTestApi, type TestApi } from '@atelier/api/testing';
import { createApiClient, unwrap, type ApiClient } from '@atelier/api-client';
import type { CmsNode, CmsPublishedPage } from '@atelier/contracts';
import { CmsBanner, CmsRenderer } from '@atelier/cms-renderer';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let api: TestApi;
let client: ApiClient;
const cmsPage = (name: string) => client.get<CmsPublishedPage>(`/api/cms/published/${name}`);
beforeAll(async () => {
  api = await startTestApi();
  await seedDemoData(api.app.database.db, api.app.log, { objectStore: api.app.objectStore });
  client = createApiClient({ baseUrl: api.url });
});
afterAll(async () => {
  await api?.close();
});

/** Every innerText of a template, escaped the way React writes text. */
function texts(nodes: readonly CmsNode[]): string[] {
  return nodes.flatMap((node) => [
    ...(typeof node.option?.props?.innerText === 'string'
      ? [
          node.option.props.innerText
            .replace(/&/g, '&amp;')
            .replace(/</g, '&lt;')
            .replace(/>/g, '&gt;'),
        ]
      : []),
    ...texts(node.children ?? []),
  ]);
}

describe('CmsRenderer with the real API', () => {
  it('renders the published home-main page', async () => {
    const res = await fetch(`${api.url}/api/cms/published/home-main`);
    expect(res.status).toBe(200);
    const page = unwrap(await cmsPage('home-main'));
    expect(Array.isArray(page.template)).toBe(true);
    expect(page.template.length).toBeGreaterThan(0);

    const out = renderToString(<CmsRenderer template={page.template} link={page.link} />);
    expect(out.startsWith(page.link ? '<a href=' : '<div class="atelier-cms">')).toBe(true);
    const expected = texts(page.template);
    expect(expected.length).toBeGreaterThan(0);
    for (const text of expected) expect(out).toContain(text);
    expect(out).not.toMatch(/<script|\son[a-z]+=|javascript:/i);
  });

  it('renders the closable home-banner-top banner with its close button', async () => {
    const page = unwrap(await cmsPage('home-banner-top'));
    expect(page.closable).toBe(true);
    const out = renderToString(
      <CmsBanner
        banner={{ id: 'home-banner-top', closable: true, template: page.template, link: page.link }}
        storage={null}
      />,
    );
    expect(out).toContain('<button type="button" class="atelier-cms-banner__close">닫기</button>');
    for (const text of texts(page.template)) expect(out).toContain(text);
  });

  it('answers 404 for a page that does not exist', async () => {
    const result = await cmsPage('no-such-page');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.kind).toBe('not_found');
  });
});
