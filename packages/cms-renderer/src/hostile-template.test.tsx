// Templates an attacker with CMS access (or a tampered API answer) could send. Every
// assertion is on the HTML a server render would ship.
import type { CmsNode } from '@atelier/contracts';
import { CmsRenderer } from '@atelier/cms-renderer';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';

const render = (template: unknown, props: Record<string, unknown> = {}) =>
  renderToString(<CmsRenderer template={template as CmsNode[]} {...props} />);

/** Every attribute name in the output. */
const attributeNames = (out: string) =>
  [...out.matchAll(/<[a-z0-9]+((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*\/?>/gi)].flatMap((m) =>
    [...(m[1] ?? '').matchAll(/\s+([^\s=>/]+)/g)].map((a) => a[1]!.toLowerCase()),
  );

const count = (out: string, needle: string) => out.split(needle).length - 1;

describe('a hostile template renders safely', () => {
  afterEach(() => {
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect(Object.prototype).not.toHaveProperty('innerText');
  });

  it('drops script, style, iframe and other code or embed tags with their content', () => {
    const out = render([
      { id: '1', tag: 'script', option: { props: { innerText: 'alert("script")', src: '/x.js' } } },
      { id: '2', tag: 'SCRIPT', option: { props: { innerText: 'alert("upper")' } } },
      { id: '3', tag: ' script ', option: { props: { innerText: 'alert("spaced")' } } },
      { id: '4', tag: 'style', option: { props: { innerText: 'body{display:none}' } } },
      { id: '5', tag: 'iframe', option: { props: { src: 'https://evil.example' } } },
      { id: '6', tag: 'object', option: { props: { data: 'evil.swf' } } },
      { id: '7', tag: 'embed', option: { props: { src: 'evil.swf' } } },
      {
        id: '8',
        tag: 'svg',
        children: [{ id: '8a', tag: 'script', option: { props: { innerText: 'alert(8)' } } }],
      },
      {
        id: '9',
        tag: 'form',
        option: { props: { action: 'https://evil.example' } },
        children: [{ id: '9a', tag: 'input' }],
      },
      { id: '10', tag: 'template', option: { props: { innerText: 'alert(10)' } } },
      {
        id: '11',
        tag: 'meta',
        option: { props: { 'http-equiv': 'refresh', content: '0;url=https://evil.example' } },
      },
      { id: '12', tag: 'base', option: { props: { href: 'https://evil.example/' } } },
      {
        id: '13',
        tag: 'link',
        option: { props: { rel: 'stylesheet', href: 'https://evil.example/x.css' } },
      },
      {
        id: '14',
        tag: 'div',
        children: [{ id: '14a', tag: 'script', option: { props: { innerText: 'alert(14)' } } }],
      },
      { id: '15', tag: 'p', option: { props: { innerText: '정상 문단' } } },
    ]);
    expect(out).toBe('<div class="atelier-cms"><div></div><p>정상 문단</p></div>');
  });

  it('renders tag names that are not names as div, never as raw markup', () => {
    const out = render([
      { id: '1', tag: 'img src=x onerror=alert(1)', option: { props: { innerText: 'a' } } },
      { id: '2', tag: '<script>', option: { props: { innerText: 'b' } } },
      { id: '3', tag: 'div><script>alert(1)</script', option: { props: { innerText: 'c' } } },
    ]);
    expect(out).toBe('<div class="atelier-cms"><div>a</div><div>b</div><div>c</div></div>');
  });

  it('drops every event handler prop, in any spelling', () => {
    const handlers = {
      onclick: 'alert(1)',
      onClick: 'alert(2)',
      ONERROR: 'alert(3)',
      onError: 'alert(4)',
      onload: 'alert(5)',
      onMouseOver: 'alert(6)',
      onfocus: 'alert(7)',
      onanimationstart: 'alert(8)',
      onPointerEnter: () => {
        throw new Error('must not be attached');
      },
    };
    const out = render([
      { id: '1', tag: 'img', option: { props: { src: '/a.jpg', alt: 'a', ...handlers } } },
      { id: '2', tag: 'div', option: { props: { innerText: 'x', ...handlers } } },
      { id: '3', tag: 'a', option: { props: { href: '/a', innerText: 'y', ...handlers } } },
      { id: '4', tag: 'button', option: { props: { innerText: 'z', ...handlers } } },
    ]);
    expect(attributeNames(out).filter((name) => name.startsWith('on'))).toEqual([]);
    expect(out).not.toMatch(/alert/);
    expect(out).toContain('<img src="/a.jpg" alt="a"/>');
    expect(out).toContain('<button type="button">z</button>');
  });

  it('never renders raw HTML: innerHTML, dangerouslySetInnerHTML and children props do nothing', () => {
    const out = render([
      {
        id: '1',
        tag: 'div',
        option: {
          props: {
            dangerouslySetInnerHTML: { __html: '<img src=x onerror=alert(1)>' },
            innerHTML: '<script>alert(2)</script>',
            outerHTML: '<script>alert(3)</script>',
            children: '<script>alert(4)</script>',
            srcdoc: '<script>alert(5)</script>',
            is: 'x-evil',
            ref: 'evil',
            key: 'evil',
            style: 'color:red',
            className: 'from-props',
            class: 'from-props',
          },
        },
      },
    ]);
    expect(out).toBe('<div class="atelier-cms"><div></div></div>');
  });

  it('renders innerText with markup as text', () => {
    const out = render([
      { id: '1', tag: 'p', option: { props: { innerText: '<script>alert(1)</script>' } } },
      { id: '2', tag: 'span', option: { props: { innerText: '<img src=x onerror=alert(2)>' } } },
      {
        id: '3',
        tag: 'a',
        option: { props: { href: '/a', innerText: '"><svg onload=alert(3)>' } },
      },
      {
        id: '4',
        tag: 'p',
        option: { props: { innerText: '</p></div><script>alert(4)</script>' } },
      },
    ]);
    expect(out).not.toMatch(/<script|<img|<svg/i);
    expect(out).toContain('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(out).toContain('<span>&lt;img src=x onerror=alert(2)&gt;</span>');
    expect(out).toContain('<a href="/a">&quot;&gt;&lt;svg onload=alert(3)&gt;</a>');
  });

  const BAD_URLS = [
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    '&#106;avascript:alert(1)',
    '%6Aavascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'file:///etc/passwd',
  ];

  it.each(BAD_URLS)('drops the href %j', (url) => {
    const out = render([
      { id: '1', tag: 'a', option: { props: { href: url, innerText: '링크' } } },
      { id: '2', tag: 'blockquote', option: { props: { cite: url, innerText: '인용' } } },
    ]);
    expect(out).toBe('<div class="atelier-cms"><a>링크</a><blockquote>인용</blockquote></div>');
    expect(
      render([{ id: '1', tag: 'p', option: { props: { innerText: 'x' } } }], { link: url }),
    ).toBe('<div class="atelier-cms"><p>x</p></div>');
  });

  it.each(BAD_URLS)('drops the src and srcset %j', (url) => {
    const out = render([
      { id: '1', tag: 'img', option: { props: { src: url, srcset: `${url} 2x`, alt: '그림' } } },
      {
        id: '2',
        tag: 'picture',
        children: [
          { id: '3', tag: 'source', option: { props: { srcset: `/ok.webp 1x, ${url} 2x` } } },
          { id: '4', tag: 'img', option: { props: { srcSet: `/ok.jpg 1x, ${url}`, alt: '' } } },
        ],
      },
    ]);
    expect(out).toBe(
      '<div class="atelier-cms"><img alt="그림"/><picture><source/><img alt=""/></picture></div>',
    );
  });

  it('refuses mailto: and tel: as image sources', () => {
    expect(render([{ id: '1', tag: 'img', option: { props: { src: 'tel:1800-8914' } } }])).toBe(
      '<div class="atelier-cms"><img alt=""/></div>',
    );
  });

  it('gives target=_blank links noopener noreferrer whatever rel says, and refuses other targets', () => {
    const out = render([
      {
        id: '1',
        tag: 'a',
        option: { props: { href: 'https://a.kr', target: '_blank', rel: 'opener' } },
      },
      {
        id: '2',
        tag: 'a',
        option: { props: { href: 'https://a.kr', target: '_BLANK', rel: 'nofollow' } },
      },
      { id: '3', tag: 'a', option: { props: { href: 'https://a.kr', target: 'top-frame' } } },
      { id: '4', tag: 'a', option: { props: { href: 'https://a.kr', target: '_parent' } } },
    ]);
    expect(out).toBe(
      '<div class="atelier-cms">' +
        '<a href="https://a.kr" target="_blank" rel="noopener noreferrer"></a>' +
        '<a href="https://a.kr" target="_blank" rel="nofollow noopener noreferrer"></a>' +
        '<a href="https://a.kr"></a><a href="https://a.kr"></a></div>',
    );
  });

  it.each([
    ['width: expression(alert(1))', 'expression'],
    ['background-image: url(javascript:alert(1))', 'javascript'],
    ['background-image: url("javascript:alert(1)")', 'javascript'],
    ['background: url(data:image/svg+xml;base64,PHN2Zz4=)', 'data:'],
    ['behavior: url(xss.htc)', 'behavior'],
    ['color: behavior', 'behavior'],
    ['-moz-binding: url(https://evil/xss.xml#xss)', 'binding'],
    ['color: red</style><script>alert(1)</script>', 'script'],
    ['font-family: "</style><script>alert(1)</script>"', 'script'],
    ['color: @import url(https://evil/x.css)', 'import'],
    ['background-image: \\75 rl(javascript:alert(1))', 'javascript'],
    ['list-style-image: url(https://evil/track.png)', 'url('],
    ['position: fixed; top: 0; left: 0', 'fixed'],
  ])('filters the style %j', (style, forbidden) => {
    const out = render([
      {
        id: '1',
        tag: 'div',
        option: { style: `margin: 4px; ${style}`, props: { innerText: 'x' } },
      },
    ]);
    expect(out.toLowerCase()).not.toContain(forbidden);
    expect(out).toContain('margin:4px');
  });

  it('filters style objects, including values that smuggle declarations', () => {
    const out = render([
      {
        id: '1',
        tag: 'div',
        option: {
          style: {
            color: 'red;background-image:url(javascript:alert(1))',
            backgroundImage: 'url(javascript:alert(2))',
            behavior: 'url(x.htc)',
            MozBinding: 'url(x.xml)',
            padding: '2px',
          },
        },
      },
    ]);
    expect(out).toBe('<div class="atelier-cms"><div style="padding:2px"></div></div>');
  });

  it('keeps only safe class tokens', () => {
    const out = render([
      { id: '1', tag: 'div', option: { class: 'ok also_ok x-1 "><script> a{b} url(x) 한글 ok' } },
      { id: '2', tag: 'div', option: { class: ['array'] as unknown as string } },
    ]);
    expect(out).toBe(
      '<div class="atelier-cms"><div class="ok also_ok x-1"></div><div></div></div>',
    );
  });

  it('prefixes ids so a template cannot clobber window globals', () => {
    const out = render([
      { id: '1', tag: 'div', option: { props: { id: 'dataLayer' } } },
      { id: '2', tag: 'div', option: { props: { id: 'x" onclick="alert(1)' } } },
      { id: '3', tag: 'a', option: { props: { name: 'location', href: '#" onmouseover="x' } } },
    ]);
    expect(out).toBe(
      '<div class="atelier-cms"><div id="cms-dataLayer"></div><div></div><a></a></div>',
    );
  });

  it('drops attributes that are not allowed for the tag or have bad values', () => {
    const out = render([
      {
        id: '1',
        tag: 'div',
        option: {
          props: {
            href: '/a',
            src: '/a.jpg',
            formaction: 'javascript:alert(1)',
            xmlns: 'http://www.w3.org/1999/xhtml',
            'xlink:href': 'javascript:alert(1)',
            'aria-evil': 'x',
            'data-X': 'upper',
            'data-<x>': 'bad name',
            'data-': 'empty name',
            'data-ok': { toString: () => 'obj' },
            'aria-label': 'x'.repeat(600),
            tabindex: 1,
            contenteditable: true,
            autofocus: true,
          },
        },
      },
      {
        id: '2',
        tag: 'img',
        option: { props: { src: '/a.jpg', width: '100%', height: -1, loading: 'sometimes' } },
      },
      { id: '3', tag: 'td', option: { props: { colspan: 9999 } } },
    ]);
    // React may put an image preload <link> first; the template's own markup follows.
    expect(out.replace(/^<link rel="preload" as="image" href="\/a.jpg"\/>/, '')).toBe(
      '<div class="atelier-cms"><div data-x="upper"></div><img src="/a.jpg" alt=""/><div></div></div>',
    );
  });

  it('ignores __proto__ and constructor keys and inherited values', () => {
    const parsed = JSON.parse(`[
      {"id":"1","tag":"p","__proto__":{"children":[{"id":"x","tag":"script"}]},
       "option":{"__proto__":{"class":"inherited"},
                 "props":{"innerText":"본문","__proto__":{"onclick":"alert(1)","polluted":true},
                          "constructor":{"prototype":{"polluted":true}},"prototype":{"polluted":true}}}},
      {"id":"2","tag":"__proto__","option":{"props":{"innerText":"proto tag"}}},
      {"id":"3","tag":"constructor","option":{"props":{"innerText":"constructor tag"}}},
      {"id":"4","tag":"toString","option":{"props":{"innerText":"toString tag"}}}
    ]`);
    const inherited = Object.create({
      tag: 'p',
      option: { props: { innerText: 'inherited node' } },
    });
    const inheritedProps = {
      id: '5',
      tag: 'span',
      option: Object.create({ props: { innerText: 'inherited option' } }),
    };
    const withProtoProps = {
      id: '6',
      tag: 'span',
      option: { props: Object.create({ innerText: 'inherited text', href: '/x' }) },
    };
    const out = render([...parsed, inherited, inheritedProps, withProtoProps], { components: {} });
    expect(out).toBe(
      '<div class="atelier-cms"><p>본문</p><div>proto tag</div><div>constructor tag</div><div>toString tag</div>' +
        '<span></span><span></span></div>',
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('stops at 32 levels for 10 000 levels of nesting, without a stack overflow', () => {
    let deepest: CmsNode = { id: 'leaf', tag: 'span', option: { props: { innerText: 'bottom' } } };
    for (let i = 0; i < 10_000; i += 1) deepest = { id: `d${i}`, tag: 'div', children: [deepest] };
    const out = render([deepest]);
    expect(count(out, '<div')).toBe(1 + 32);
    expect(out).not.toContain('bottom');
    expect(render([deepest], { limits: { maxDepth: 5 } }).split('<div').length - 1).toBe(1 + 5);
  });

  it('renders at most 2 000 of 100 000 nodes', () => {
    const flat = Array.from({ length: 100_000 }, (_, i) => ({
      id: `n${i}`,
      tag: 'span',
      option: { props: { innerText: 'x' } },
    }));
    const out = render(flat);
    expect(count(out, '<span')).toBe(2000);
    const wide = [{ id: 'root', tag: 'ul', children: flat.map((n) => ({ ...n, tag: 'li' })) }];
    expect(count(render(wide), '<li')).toBe(1999);
    expect(count(render(flat, { limits: { maxNodes: 10 } }), '<span')).toBe(10);
    // The highest limit a caller may set still renders one wide node without a stack overflow.
    expect(count(render(wide, { limits: { maxNodes: 1e9 } }), '<li')).toBe(99_999);
  });

  it('clamps limits a caller got wrong', () => {
    let deepest: CmsNode = { id: 'leaf', tag: 'span' };
    for (let i = 0; i < 1_000; i += 1) deepest = { id: `d${i}`, tag: 'div', children: [deepest] };
    expect(count(render([deepest], { limits: { maxDepth: 1e9 } }), '<div')).toBe(1 + 256);
    expect(count(render([deepest], { limits: { maxDepth: -1, maxNodes: NaN } }), '<div')).toBe(
      1 + 32,
    );
  });

  it('counts junk entries too, so a sparse or junk-filled array cannot stall a render', () => {
    const started = Date.now();
    const sparse = new Array(1_000_000_000);
    sparse[5] = { id: 'a', tag: 'p', option: { props: { innerText: 'sparse' } } };
    const junk = [...Array.from({ length: 5_000 }, () => null), { id: 'late', tag: 'p' }];
    expect(render(sparse)).toBe('<div class="atelier-cms"><p>sparse</p></div>');
    expect(render([{ id: 'r', tag: 'div', children: sparse }])).toBe(
      '<div class="atelier-cms"><div><p>sparse</p></div></div>',
    );
    expect(render(junk)).toBe('<div class="atelier-cms"></div>');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('ignores children that are not arrays', () => {
    const child = { id: 'c', tag: 'span', option: { props: { innerText: 'child' } } };
    const out = render([
      { id: '1', tag: 'div', option: { props: { innerText: 'a' } }, children: 'oops' },
      { id: '2', tag: 'div', option: { props: { innerText: 'b' } }, children: child },
      {
        id: '3',
        tag: 'div',
        option: { props: { innerText: 'c' } },
        children: { 0: child, length: 1 },
      },
      { id: '4', tag: 'div', option: { props: { innerText: 'd' } }, children: 42 },
      { id: '5', tag: 'div', option: { props: { innerText: 'e' } }, children: null },
    ]);
    expect(out).toBe(
      '<div class="atelier-cms"><div>a</div><div>b</div><div>c</div><div>d</div><div>e</div></div>',
    );
  });

  it('survives wrong types everywhere', () => {
    for (const template of [
      '<script>alert(1)</script>',
      42,
      true,
      null,
      undefined,
      {},
      { length: 3 },
      () => 1,
    ]) {
      expect(render(template)).toBe('<div class="atelier-cms"></div>');
    }
    const out = render([
      null,
      undefined,
      'p',
      42,
      [{ id: 'nested', tag: 'p' }],
      { id: 1, tag: 7 },
      { id: 2, tag: { toString: () => 'script' } },
      { id: 3, tag: ['p'] },
      { id: 4, tag: '' },
      { id: 5, tag: 'p', option: 'class=x' },
      { id: 6, tag: 'p', option: { props: ['innerText'] } },
      { id: 7, tag: 'p', option: { props: { innerText: { toString: () => '<b>x</b>' } } } },
      { id: 8, tag: 'p', option: { props: { innerText: true } } },
      { id: 9, tag: 'p', option: { props: { innerText: ['a', 'b'] } } },
      { id: 10, tag: 'p', option: { class: 42, style: 42 } },
      { id: 11, tag: 'a', option: { props: { href: { toString: () => 'javascript:alert(1)' } } } },
      {
        id: 12,
        tag: 'img',
        option: { props: { src: ['/a.jpg'], innerText: '빈 요소에 글자' } },
        children: [{ id: 'c', tag: 'p' }],
      },
      { id: 13, tag: 'br', option: { props: { innerText: 'text in br' } } },
      {
        id: 14,
        tag: 'table',
        option: { props: { innerText: 'text in table' } },
        children: [{ id: 'c', tag: 'div', option: { props: { innerText: 'div in table' } } }],
      },
      { id: 15, tag: 'tr', option: { props: { innerText: 'stray row' } } },
    ]);
    expect(out).toBe(
      '<div class="atelier-cms"><div></div><p></p><p></p><p></p><p></p><p></p><p></p><a></a>' +
        '<img alt=""/><br/><table></table><div>stray row</div></div>',
    );
  });
});

describe('a hostile template or translation renders safely with translateText', () => {
  it('renders a translation carrying markup as text, in text and in attributes', () => {
    const hostile = (phrase: string) =>
      phrase === '제목'
        ? '<script>alert(1)</script><img src=x onerror=alert(2)>'
        : `"><svg onload=alert(3)> ${phrase}`;
    const out = render(
      [
        { id: '1', tag: 'h2', option: { props: { innerText: '제목', title: '설명' } } },
        { id: '2', tag: 'img', option: { props: { src: '/a.jpg', alt: '그림' } } },
        {
          id: '3',
          tag: 'a',
          option: { props: { href: '/a', innerText: '링크', 'aria-label': '이동' } },
        },
      ],
      { translateText: hostile },
    );
    expect(out).not.toMatch(/<script|<svg|<img src=x/i);
    // Parsed the way a browser would: nothing but the template's own elements and attributes.
    const parsed = document.createElement('div');
    parsed.innerHTML = out;
    const root = parsed.querySelector('.atelier-cms')!;
    const elements = [root, ...root.querySelectorAll('*')];
    expect(elements.map((e) => e.tagName.toLowerCase())).toEqual(['div', 'h2', 'img', 'a']);
    expect(elements.flatMap((e) => e.getAttributeNames()).sort()).toEqual([
      'alt',
      'aria-label',
      'class',
      'href',
      'src',
      'title',
    ]);
    expect(out).toContain(
      '<h2 title="&quot;&gt;&lt;svg onload=alert(3)&gt; 설명">&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;</h2>',
    );
    expect(out).toContain('alt="&quot;&gt;&lt;svg onload=alert(3)&gt; 그림"');
    expect(out).toContain(
      '<a href="/a" aria-label="&quot;&gt;&lt;svg onload=alert(3)&gt; 이동">&quot;&gt;&lt;svg onload=alert(3)&gt; 링크</a>',
    );
  });

  it('never passes URLs, ids, classes, styles or data through the translator', () => {
    const seen: string[] = [];
    const out = render(
      [
        {
          id: '1',
          tag: 'a',
          option: {
            class: 'cms-button',
            style: 'color: red',
            props: { href: '/shop', id: 'cta', 'data-track': '베스트', rel: 'nofollow' },
          },
        },
        { id: '2', tag: 'img', option: { props: { src: '/b.jpg', srcset: '/b.jpg 2x' } } },
      ],
      {
        translateText: (phrase: string) => {
          seen.push(phrase);
          return 'javascript:alert(1)';
        },
      },
    );
    expect(seen).toEqual([]);
    expect(out).not.toContain('javascript:');
  });

  it('never hands the translator text of dropped nodes or of table structure', () => {
    const seen: string[] = [];
    render(
      [
        { id: '1', tag: 'script', option: { props: { innerText: 'alert(1)' } } },
        {
          id: '2',
          tag: 'svg',
          children: [{ id: '2a', tag: 'p', option: { props: { innerText: 'in svg' } } }],
        },
        { id: '3', tag: 'table', option: { props: { innerText: 'text in table' } } },
        { id: '4', tag: 'br', option: { props: { innerText: 'text in br' } } },
        { id: '5', tag: 'p', option: { props: { innerText: '보이는 글' } } },
      ],
      {
        translateText: (phrase: string) => {
          seen.push(phrase);
          return phrase;
        },
      },
    );
    expect(seen).toEqual(['보이는 글']);
  });

  it('takes linear time on a long text full of whitespace runs', () => {
    const long = `a${' \t'.repeat(200_000)}b${' '.repeat(200_000)}`;
    const started = performance.now();
    const out = render([{ id: '1', tag: 'p', option: { props: { innerText: long } } }], {
      translateText: (phrase: string) => phrase.length.toString(),
    });
    expect(out).toContain(`<p>${String(400_002)}${' '.repeat(200_000)}</p>`);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
