import { describe, expect, test } from 'vitest';

import {
  escapeHtml,
  pageAssets,
  renderDocument,
  type ViteManifest,
} from '@atelier/app-frame/server';

import { breadcrumbListJsonLd, type HeadData } from '@atelier/app-frame';

const head: HeadData = {
  htmlLang: 'ko',
  title: '"제목" <b>',
  description: 'a & b',
  canonical: 'https://shop.test/?q="x"',
  alternates: [{ hreflang: 'en', href: 'https://shop.test/?lang=en' }],
  openGraph: [{ property: 'og:title', content: '<t>' }],
  jsonLd: [],
};

const manifest: ViteManifest = {
  'src/entry-client.tsx': {
    file: 'assets/entry-client-1.js',
    isEntry: true,
    imports: ['_vendor.js'],
    css: ['assets/entry-client-1.css'],
  },
  '_vendor.js': { file: 'assets/vendor-2.js' },
  'src/features/home/home-page.tsx': {
    file: 'assets/home-page-3.js',
    imports: ['src/entry-client.tsx', '_vendor.js', '_cms.js'],
    css: ['assets/home-page-3.css'],
  },
  '_cms.js': { file: 'assets/cms-4.js', css: ['assets/cms-4.css'] },
};

describe('pageAssets', () => {
  test('entry, preloads of its own imports only, and the CSS of the entry and the routes under /build/', () => {
    expect(
      pageAssets(manifest, 'src/entry-client.tsx', ['src/features/home/home-page.tsx'], '/build/'),
    ).toEqual({
      entry: '/build/assets/entry-client-1.js',
      modulePreloads: ['/build/assets/vendor-2.js'],
      styles: [
        '/build/assets/entry-client-1.css',
        '/build/assets/home-page-3.css',
        '/build/assets/cms-4.css',
      ],
    });
  });

  test('preloadApp: also the app and the matched route, not other routes or lazy parts', () => {
    const app: ViteManifest = {
      'src/entry-client.tsx': {
        file: 'assets/entry-client-1.js',
        isEntry: true,
        dynamicImports: ['src/app/start-client.tsx'],
      },
      'src/app/start-client.tsx': {
        file: 'assets/start-client-2.js',
        imports: ['_route-table.js'],
        dynamicImports: [
          '../../packages/translation-ai/src/create-i18n.ts',
          'src/features/orders/orders-page.tsx',
          'src/features/members/members-page.tsx',
        ],
      },
      '_route-table.js': { file: 'assets/route-table-3.js' },
      '../../packages/translation-ai/src/create-i18n.ts': { file: 'assets/create-i18n-4.js' },
      'src/features/orders/orders-page.tsx': {
        file: 'assets/orders-page-5.js',
        imports: ['_list.js'],
      },
      '_list.js': { file: 'assets/list-6.js' },
      'src/features/members/members-page.tsx': { file: 'assets/members-page-7.js' },
    };
    const routes = ['src/features/orders/orders-page.tsx'];
    expect(pageAssets(app, 'src/entry-client.tsx', routes, '/admin/build/').modulePreloads).toEqual(
      [],
    );
    expect(
      pageAssets(app, 'src/entry-client.tsx', routes, '/admin/build/', { preloadApp: true })
        .modulePreloads,
    ).toEqual([
      '/admin/build/assets/start-client-2.js',
      '/admin/build/assets/route-table-3.js',
      '/admin/build/assets/orders-page-5.js',
      '/admin/build/assets/list-6.js',
    ]);
  });

  test('no manifest: no script', () => {
    expect(
      pageAssets({}, 'src/entry-client.tsx', ['src/features/home/home-page.tsx'], '/build'),
    ).toEqual({
      entry: null,
      modulePreloads: [],
      styles: [],
    });
  });
});

describe('renderDocument', () => {
  test('escapes head values, embeds the state before the entry script', () => {
    const html = renderDocument({
      head,
      appHtml: '<main>앱</main>',
      state: { evil: '</script><script>alert(1)</script>' },
      assets: pageAssets(
        manifest,
        'src/entry-client.tsx',
        ['src/features/home/home-page.tsx'],
        '/build/',
      ),
    });
    expect(html.startsWith('<!doctype html><html lang="ko">')).toBe(true);
    expect(html).toContain('<title>&quot;제목&quot; &lt;b&gt;</title>');
    expect(html).toContain('<meta name="description" content="a &amp; b">');
    expect(html).toContain('<link rel="canonical" href="https://shop.test/?q=&quot;x&quot;">');
    expect(html).toContain(
      '<link rel="alternate" hreflang="en" href="https://shop.test/?lang=en">',
    );
    expect(html).toContain('<meta property="og:title" content="&lt;t&gt;">');
    expect(html).toContain('<link rel="stylesheet" href="/build/assets/entry-client-1.css">');
    expect(html).toContain(
      '<link rel="modulepreload" href="/build/assets/vendor-2.js" fetchpriority="low">',
    );
    expect(html).not.toContain('home-page-3.js');
    expect(html).toContain('<div id="root"><main>앱</main></div>');
    const state = html.indexOf('<script id="__ATELIER_STATE__" type="application/json">');
    const entry = html.indexOf(
      '<script type="module" src="/build/assets/entry-client-1.js" fetchpriority="low"></script>',
    );
    expect(state).toBeGreaterThan(html.indexOf('<div id="root">'));
    expect(entry).toBeGreaterThan(state);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
  });

  test('robots meta and JSON-LD scripts in <head>, values escaped for the script element', () => {
    const html = renderDocument({
      head: {
        ...head,
        robots: 'noindex, follow',
        jsonLd: [
          breadcrumbListJsonLd([
            { name: '</script><script>x()</script>', url: 'https://shop.test/' },
          ]),
        ],
      },
      appHtml: '',
      state: null,
      assets: pageAssets({}, 'src/entry-client.tsx', [], '/build/'),
    });
    const headHtml = html.slice(0, html.indexOf('</head>'));
    expect(headHtml).toContain('<meta name="robots" content="noindex, follow">');
    const script = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(headHtml);
    expect(JSON.parse(script![1]!).itemListElement[0].name).toBe('</script><script>x()</script>');
    // The JSON-LD script and the embedded state: no value ended an element early.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
  });

  test('escapeHtml covers both quote styles', () => {
    expect(escapeHtml(`<a href='x' title="y">&`)).toBe(
      '&lt;a href=&#39;x&#39; title=&quot;y&quot;&gt;&amp;',
    );
  });
});
