// Demo data shaped like the API's answers (tests only).
import type { InstaFeedItem, NoticeSummary, Popup } from '@atelier/contracts';

export { CATEGORIES } from '@atelier/test-utils/category-fixtures';

/** Seven notices, newest first. */
export const NOTICES: NoticeSummary[] = Array.from({ length: 7 }, (_, i) => ({
  id: 100 - i,
  title: `공지 ${i + 1}: 배송 안내`,
  created_at: `2026-11-${String(20 - i).padStart(2, '0')} 10:0${i}:00`,
  is_pinned: i === 0,
}));

/** Instagram items: eight photos (mixed extensions), a reel and a png. */
export const INSTAGRAM: InstaFeedItem[] = [
  {
    id: 'a',
    media_url: '/images/instagram/insta-01.jpg',
    permalink: 'https://www.instagram.com/p/a/',
    caption: '작업대',
  },
  {
    id: 'reel',
    media_url: '/images/instagram/reel-01.mp4',
    permalink: 'https://www.instagram.com/p/reel/',
    caption: '릴스',
  },
  {
    id: 'b',
    media_url: 'https://cdn.example/b.jpeg?x=1',
    permalink: 'https://www.instagram.com/p/b/',
    caption: null,
  },
  {
    id: 'png',
    media_url: '/images/instagram/logo.png',
    permalink: 'https://www.instagram.com/p/png/',
  },
  {
    id: 'c',
    media_url: '/images/instagram/insta-03.JPG',
    permalink: 'https://www.instagram.com/p/c/',
  },
  {
    id: 'd',
    media_url: '/images/instagram/insta-04.jpg',
    permalink: 'https://www.instagram.com/p/d/',
  },
  {
    id: 'e',
    media_url: '/images/instagram/insta-05.jpg',
    permalink: 'https://www.instagram.com/p/e/',
  },
  {
    id: 'f',
    media_url: '/images/instagram/insta-06.jpg',
    permalink: 'https://www.instagram.com/p/f/',
  },
  {
    id: 'g',
    media_url: '/images/instagram/insta-07.jpg',
    permalink: 'https://www.instagram.com/p/g/',
  },
];

/** Two active popups: a daily one and a notice. */
export const POPUPS: Popup[] = [
  {
    id: 1,
    title: '겨울 시즌 캔들 기획전',
    type: 'daily',
    link: '/shop/category/12',
    link_en: '/shop/category/12?lang=en',
    thumbnail_ko: '/images/popups/winter-sale-ko.jpg',
    thumbnail_en: '/images/popups/winter-sale-en.jpg',
  },
  {
    id: 2,
    title: 'TSSA 정규 클래스 모집',
    type: 'notice',
    link: '/customer/notice',
    link_en: null,
    thumbnail_ko: '/images/popups/tssa-class-ko.jpg',
    thumbnail_en: '/images/popups/tssa-class-en.jpg',
  },
];
