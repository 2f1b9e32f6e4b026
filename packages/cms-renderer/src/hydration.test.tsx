// The server HTML, parsed by a browser DOM (happy-dom rearranges misnested markup the way
// browsers do), must hydrate without a single mismatch or React warning.
import type { CmsNode } from '@atelier/contracts';
import { CmsBanner, CmsRenderer, CMS_BANNER_STORAGE_KEY } from '@atelier/cms-renderer';
import { act, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

let consoleError: MockInstance;
let consoleWarn: MockInstance;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
  consoleWarn = vi.spyOn(console, 'warn');
  document.body.innerHTML = '';
  localStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function hydrate(element: ReactElement) {
  const serverHtml = renderToString(element);
  const container = document.createElement('div');
  container.innerHTML = serverHtml;
  document.body.append(container);
  const parsedHtml = container.innerHTML;
  const recoverable = vi.fn();
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, element, { onRecoverableError: recoverable });
  });
  return {
    serverHtml,
    parsedHtml,
    container,
    recoverable,
    unmount: () => act(() => root!.unmount()),
  };
}

/** A comparable form of a DOM tree: attributes sorted, styles without spacing and quotes. */
function canonical(node: Node): string {
  if (node.nodeType === 3) return JSON.stringify(node.textContent);
  if (node.nodeType !== 1) return '';
  const element = node as Element;
  const attributes = [...element.attributes]
    .map(
      (a) =>
        `${a.name}=${a.name === 'style' ? a.value.replace(/[\s"']/g, '').replace(/;$/, '') : a.value}`,
    )
    .sort();
  return `<${element.tagName.toLowerCase()} ${attributes.join(' ')}>${[...element.childNodes].map(canonical).join('')}</>`;
}

async function clientOnly(element: ReactElement) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(element));
  const tree = canonical(container);
  await act(async () => root.unmount());
  return tree;
}

function expectNoWarnings(recoverable: ReturnType<typeof vi.fn>) {
  expect(recoverable).not.toHaveBeenCalled();
  expect(consoleError).not.toHaveBeenCalled();
  expect(consoleWarn).not.toHaveBeenCalled();
}

const n = (
  tag: string,
  props: Record<string, unknown> = {},
  children?: CmsNode[],
  extra: Partial<NonNullable<CmsNode['option']>> = {},
): CmsNode => ({
  id: `${tag}-${Math.random().toString(36).slice(2, 8)}`,
  tag,
  option: { ...extra, props },
  ...(children ? { children } : {}),
});

const page: CmsNode[] = [
  n('section', {}, [
    n('h1', { innerText: '아틀리에 봄 컬렉션' }),
    n('p', { innerText: '소이 캔들 ' }, [
      n('strong', { innerText: '20%' }),
      n('br'),
      n('a', { href: '/shop/best-seller', innerText: '베스트' }),
    ]),
    n('picture', {}, [
      n('source', { srcset: '/a.webp 1x, /a@2x.webp 2x', type: 'image/webp' }),
      n('img', { src: '/a.jpg', alt: '캔들', width: 320, loading: 'lazy' }),
    ]),
    n('img', { src: 'https://cdn.atelier.kr/b.jpg', alt: '디퓨저' }),
    n('ul', {}, [n('li', { innerText: '무료 배송' }), n('li', { innerText: '선물 포장' })]),
    n('table', {}, [
      n('tr', {}, [
        n('th', { innerText: '지역' }),
        n('td', { innerText: '3,000원', colspan: '2' }),
      ]),
    ]),
    n('a', { href: 'https://instagram.com/atelier', target: '_blank', innerText: '인스타그램' }),
    n('div', { id: 'notice', 'aria-label': '공지', 'data-track': 'x' }, [], {
      class: 'box',
      style: 'padding: 4px; background-image: url(/bg.png)',
    }),
    n('button', { innerText: '구매하기' }),
  ]),
];

const misnested: CmsNode[] = [
  n('p', {}, [
    n('div', { innerText: 'div in p' }),
    n('table', {}, [n('tr', {}, [n('td', { innerText: 'x' })])]),
    n('h2', { innerText: 'h2 in p' }),
    n('ul', {}, [n('li', { innerText: 'li' })]),
    n('hr'),
  ]),
  n('a', { href: '/a' }, [
    n('a', { href: '/b', innerText: 'a in a' }),
    n('button', { innerText: 'button in a' }),
  ]),
  n('button', {}, [n('button', { innerText: 'button in button' })]),
  n('h1', {}, [n('h2', { innerText: 'h2 in h1' })]),
  n('li', { innerText: 'li outside a list' }),
  n('tr', {}, [n('td', { innerText: 'row outside a table' })]),
  n('table', { innerText: 'text in table' }, [
    n('div', { innerText: 'div in table' }),
    n('tr', { innerText: 'text in tr' }, [n('div'), n('td', { innerText: 'cell' })]),
    n('thead', {}, [n('td')]),
  ]),
  n('picture', {}, [n('p', { innerText: 'p in picture' }), n('img', { src: '/x.png' })]),
  n('source', { srcset: '/x.png' }),
];

const hostile: CmsNode[] = [
  n('script', { innerText: 'alert(1)' }),
  n('img', { src: 'javascript:alert(1)', onerror: 'alert(1)' }),
  n('a', {
    href: 'data:text/html,x',
    onclick: 'alert(1)',
    innerText: '<script>alert(1)</script>',
    'aria-evil': 'x',
    'data-X': 'y',
  }),
  n('div', { innerText: 'x' }, [], {
    style: 'width: expression(alert(1)); color: red; position: fixed',
    class: '"><b>',
  }),
];

describe('server render and hydration match', () => {
  it.each([
    ['a normal page', page, undefined],
    [
      'a linked page',
      page.slice(0, 1).map((s) => ({ ...s, children: s.children!.slice(0, 3) })),
      '/contents/promotion',
    ],
    ['nestings the parser would rearrange', misnested, undefined],
    ['a hostile template', hostile, 'javascript:alert(1)'],
  ])('%s hydrates without mismatch or warnings', async (_, template, link) => {
    const element = <CmsRenderer template={template} link={link} />;
    const { serverHtml, parsedHtml, container, recoverable, unmount } = await hydrate(element);
    expectNoWarnings(recoverable);
    // The browser parser left the server markup as it was (nothing was rearranged)…
    expect(parsedHtml).toBe(
      serverHtml
        .replace(/\/>/g, '>')
        .replace(/colSpan/g, 'colspan')
        .replace(/srcSet/g, 'srcset'),
    );
    // …and hydration changed nothing either; a client-only render builds the same DOM.
    expect(container.innerHTML).toBe(parsedHtml);
    container.querySelector('link[rel="preload"]')?.remove();
    const hydrated = canonical(container);
    await unmount();
    expect(await clientOnly(element)).toBe(hydrated);
  });

  it('a translated page and banner hydrate without mismatch or warnings', async () => {
    const english: Record<string, string> = {
      '아틀리에 봄 컬렉션': 'Atelier spring collection',
      '소이 캔들': 'Soy candles',
      캔들: 'Candle',
      공지: 'Notice',
      '오늘만 무료 배송': 'Free shipping today only',
    };
    const translateText = (phrase: string) => english[phrase] ?? phrase;
    const element = (
      <div>
        <CmsBanner
          banner={{
            id: 'notice',
            closable: true,
            template: [n('p', { innerText: '오늘만 무료 배송' })],
          }}
          lang="en"
          translateText={translateText}
        />
        <CmsRenderer template={page} translateText={translateText} />
      </div>
    );
    const { serverHtml, container, recoverable, unmount } = await hydrate(element);
    expectNoWarnings(recoverable);
    expect(serverHtml).toContain('<h1>Atelier spring collection</h1>');
    expect(serverHtml).toContain('<p>Soy candles <strong>20%</strong>');
    expect(serverHtml).toContain('alt="Candle"');
    expect(serverHtml).toContain('aria-label="Notice"');
    expect(serverHtml).toContain('<p>Free shipping today only</p>');
    expect(container.querySelector('h1')?.textContent).toBe('Atelier spring collection');
    container.querySelector('link[rel="preload"]')?.remove();
    const hydrated = canonical(container);
    await unmount();
    expect(await clientOnly(element)).toBe(hydrated);
  });

  it('detects a mismatch when there is one (the check above is live)', async () => {
    const serverHtml = renderToString(<p>server</p>);
    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    const recoverable = vi.fn();
    consoleError.mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, <p>client</p>, { onRecoverableError: recoverable });
    });
    expect(recoverable.mock.calls.length + consoleError.mock.calls.length).toBeGreaterThan(0);
  });

  it('hydrates banners: a dismissed closable banner hides right after hydration, without a mismatch', async () => {
    const template = [n('p', { innerText: '오늘만 무료 배송' })];
    localStorage.setItem(
      CMS_BANNER_STORAGE_KEY,
      JSON.stringify({ 'home-banner-top': Date.now() + 60_000 }),
    );
    const element = (
      <div>
        <CmsBanner banner={{ id: 'home-banner-top', closable: true, template }} />
        <CmsBanner banner={{ id: 'notice', closable: false, template }} lang="en" />
      </div>
    );
    const { serverHtml, container, recoverable } = await hydrate(element);
    expect(serverHtml).toContain('data-banner-id="home-banner-top"');
    expect(serverHtml).toContain(
      '<button type="button" class="atelier-cms-banner__close">닫기</button>',
    );
    expectNoWarnings(recoverable);
    expect(container.querySelector('[data-banner-id="home-banner-top"]')).toBeNull();
    expect(container.querySelector('[data-banner-id="notice"]')?.textContent).toBe(
      '오늘만 무료 배송',
    );
  });
});
