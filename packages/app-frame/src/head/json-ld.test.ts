import { describe, expect, test } from 'vitest';

import { breadcrumbListJsonLd, jsonLd, jsonLdScript, serializeJsonLd } from './json-ld.js';

// The text the browser reads as the script's content ends at the first `</script`.
function scriptText(html: string): string {
  const start = html.indexOf('>') + 1;
  return html.slice(start, html.toLowerCase().indexOf('</script', start));
}

describe('JSON-LD', () => {
  test('a BreadcrumbList: ListItems in order, positions from 1, names and absolute URLs', () => {
    expect(
      breadcrumbListJsonLd([
        { name: '홈', url: 'https://shop.test/' },
        { name: '캔들', url: 'https://shop.test/shop/category/3' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: '홈', item: 'https://shop.test/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: '캔들',
          item: 'https://shop.test/shop/category/3',
        },
      ],
    });
  });

  test('jsonLd adds the schema.org context', () => {
    expect(jsonLd({ '@type': 'Product', name: '라벤더 캔들' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: '라벤더 캔들',
    });
  });

  test('hostile names cannot end the script element or open a comment, and parse back unchanged', () => {
    const names = ['</script><script>alert(1)</script>', '<!--', '</SCRIPT >', 'a\u2028b', '&amp;'];
    const doc = breadcrumbListJsonLd(names.map((name) => ({ name, url: 'https://shop.test/' })));
    const html = jsonLdScript(doc);
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true);
    expect(html.match(/<\/script/gi)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect(JSON.parse(scriptText(html))).toEqual(doc);
    expect(serializeJsonLd(doc)).toBe(scriptText(html));
  });
});
