import { describe, expect, test } from 'vitest';

import { breadcrumbListJsonLd } from '@atelier/app-frame';

import { languageUrls } from '@atelier/app-frame';

import { buildHead, pageTitle } from './head.js';

const same = (phrase: string) => phrase;
const english: Record<string, string> = { 아틀리에: 'Atelier', 장바구니: 'Cart' };
const toEnglish = (phrase: string) => english[phrase] ?? phrase;

describe('head', () => {
  test('language URLs: Korean without lang, English with lang=en; lang, reload and hash dropped', () => {
    expect(
      languageUrls(
        new URL('https://shop.test/shop/search?keyword=%EC%BA%94%EB%93%A4&lang=en&reload=1#x'),
      ),
    ).toEqual({
      kr: 'https://shop.test/shop/search?keyword=%EC%BA%94%EB%93%A4',
      en: 'https://shop.test/shop/search?keyword=%EC%BA%94%EB%93%A4&lang=en',
    });
  });

  test('titles: the route title and the site name; home stands alone', () => {
    expect(pageTitle('Cart', same)).toBe('장바구니 | 아틀리에');
    expect(pageTitle('Cart', toEnglish)).toBe('Cart | Atelier');
    expect(pageTitle('Home', same)).toBe('아틀리에 — 캔들·디퓨저·향료 공방');
    expect(pageTitle(undefined, same)).toBe('아틀리에');
  });

  test('Korean page: html lang ko, canonical without lang, hreflang ko/en/x-default, Open Graph', () => {
    const head = buildHead({
      name: 'Home',
      lang: 'kr',
      url: new URL('https://shop.test/?lang=kr'),
      t: same,
    });
    expect(head.htmlLang).toBe('ko');
    expect(head.canonical).toBe('https://shop.test/');
    expect(head.alternates).toEqual([
      { hreflang: 'ko', href: 'https://shop.test/' },
      { hreflang: 'en', href: 'https://shop.test/?lang=en' },
      { hreflang: 'x-default', href: 'https://shop.test/' },
    ]);
    expect(head.description).toContain('캔들');
    expect(head.openGraph).toContainEqual({ property: 'og:url', content: 'https://shop.test/' });
    expect(head.openGraph).toContainEqual({ property: 'og:locale', content: 'ko_KR' });
    expect(head.openGraph).toContainEqual({ property: 'og:title', content: head.title });
  });

  test("descriptions: the route's own, else the home page's", () => {
    const at = (name: 'Login' | 'Cart' | 'Home') =>
      buildHead({ name, lang: 'kr', url: new URL('https://shop.test/'), t: same }).description;
    expect(at('Login')).toBe(
      '아틀리에 회원으로 로그인하고 주문 내역과 적립금, 쿠폰 혜택을 확인하세요.',
    );
    expect(at('Cart')).toBe(at('Home'));
  });

  test('English page: html lang en, canonical with lang=en', () => {
    const head = buildHead({
      name: 'NotFound',
      lang: 'en',
      url: new URL('https://shop.test/nope'),
      t: toEnglish,
    });
    expect(head.htmlLang).toBe('en');
    expect(head.canonical).toBe('https://shop.test/nope?lang=en');
    expect(head.openGraph).toContainEqual({ property: 'og:locale', content: 'en_US' });
    expect(head.title).toBe('페이지를 찾을 수 없습니다 | Atelier');
  });

  test('a page head from the loader: its title, description, canonical path, image, robots, JSON-LD', () => {
    const crumbs = breadcrumbListJsonLd([
      { name: '캔들', url: 'https://shop.test/shop/category/3' },
    ]);
    const head = buildHead({
      name: 'Category',
      lang: 'en',
      url: new URL('https://shop.test/shop/category/3?sort=price_asc&lang=en'),
      t: toEnglish,
      page: {
        title: 'Candles',
        description: '42 candles',
        canonicalPath: '/shop/category/3',
        image: 'https://shop.test/media/p/1-400.jpg',
        robots: 'noindex, follow',
        jsonLd: [crumbs],
      },
    });
    expect(head.title).toBe('Candles | Atelier');
    expect(head.description).toBe('42 candles');
    expect(head.canonical).toBe('https://shop.test/shop/category/3?lang=en');
    expect(head.alternates[0]).toEqual({
      hreflang: 'ko',
      href: 'https://shop.test/shop/category/3',
    });
    expect(head.openGraph).toContainEqual({
      property: 'og:url',
      content: 'https://shop.test/shop/category/3?lang=en',
    });
    expect(head.openGraph).toContainEqual({
      property: 'og:image',
      content: 'https://shop.test/media/p/1-400.jpg',
    });
    expect(head.robots).toBe('noindex, follow');
    expect(head.jsonLd).toEqual([crumbs]);
  });

  test('a canonical path is only ever a path of this site', () => {
    const url = new URL('https://shop.test/shop/category/3?sort=new');
    for (const canonicalPath of ['//evil.test/x', 'https://evil.test/x']) {
      expect(
        buildHead({ name: 'Category', lang: 'kr', url, t: same, page: { canonicalPath } })
          .canonical,
      ).toBe('https://shop.test/shop/category/3?sort=new');
    }
  });
});
