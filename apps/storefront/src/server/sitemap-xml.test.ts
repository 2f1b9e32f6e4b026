import { describe, expect, test } from 'vitest';

import { robotsTxt } from './robots-txt.js';
import { SITEMAP_PAGES, sitemapXml } from './sitemap-xml.js';

describe('sitemapXml', () => {
  test('one <url> per page, category and product; ids encoded, no bare ampersand', async () => {
    const xml = await sitemapXml('https://atelier.kr', {
      products: [{ it_id: 'A&B<1>', updated_at: '2026-11-20T09:00:00.000Z' }],
      categories: [{ id: 12 }],
    });
    expect(xml.match(/<url>/g)).toHaveLength(SITEMAP_PAGES.length + 2);
    expect(xml).toContain(
      '<url><loc>https://atelier.kr/shop/category/12</loc><xhtml:link rel="alternate" hreflang="ko" href="https://atelier.kr/shop/category/12"/><xhtml:link rel="alternate" hreflang="en" href="https://atelier.kr/shop/category/12?lang=en"/><xhtml:link rel="alternate" hreflang="x-default" href="https://atelier.kr/shop/category/12"/></url>',
    );
    expect(xml).toContain(
      '<loc>https://atelier.kr/shop/product/A%26B%3C1%3E</loc><lastmod>2026-11-20T09:00:00.000Z</lastmod>',
    );
    expect(xml).not.toMatch(/&(?!(amp|lt|gt|quot|#39);)/);
    expect(xml.endsWith('</urlset>\n')).toBe(true);
  });
});

describe('robotsTxt', () => {
  test('the sitemap line is on the given origin', () => {
    expect(
      robotsTxt('https://atelier.kr/').endsWith('Sitemap: https://atelier.kr/sitemap.xml\n'),
    ).toBe(true);
  });
});
