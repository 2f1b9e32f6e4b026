import type { CmsBannerData } from '@atelier/cms-renderer';

import type { StoryLocale } from './story-locale.js';

/** One node of a CMS template (the storybook has no direct api-client dependency). */
export type CmsNode = CmsBannerData['template'][number];

export { storyLocale, type StoryLocale } from './story-locale.js';

/** A template in both storefront languages. */
export type Localised<T> = Readonly<Record<StoryLocale, T>>;

const text = (id: string, tag: string, innerText: string, cls?: string): CmsNode => ({
  id,
  tag,
  option: { ...(cls ? { class: cls } : {}), props: { innerText } },
});

function home(t: {
  eyebrow: string;
  title: string;
  body: string;
  cta: string;
  pillars: [string, string, string, string];
  alt: [string, string];
}): CmsNode[] {
  return [
    {
      id: 'hero',
      tag: 'section',
      option: {
        class: 'cms-hero',
        style:
          'background-color:#faf7f2;background-image:url(/cms/texture.svg);padding:48px 24px;text-align:center',
      },
      children: [
        text('hero-eyebrow', 'p', t.eyebrow, 'cms-eyebrow'),
        text('hero-title', 'h2', t.title, 'cms-title'),
        text('hero-body', 'p', t.body, 'cms-body'),
        {
          id: 'hero-cta',
          tag: 'a',
          option: { class: 'cms-button', props: { href: '/shop/best-seller', innerText: t.cta } },
        },
      ],
    },
    {
      id: 'gallery',
      tag: 'div',
      option: { class: 'cms-gallery' },
      children: [
        {
          id: 'g1',
          tag: 'figure',
          children: [
            {
              id: 'g1-img',
              tag: 'img',
              option: { props: { src: '/cms/candle.svg', alt: t.alt[0], width: 320, height: 200 } },
            },
            text('g1-cap', 'figcaption', t.alt[0]),
          ],
        },
        {
          id: 'g2',
          tag: 'figure',
          children: [
            {
              id: 'g2-img',
              tag: 'img',
              option: {
                props: {
                  src: '/cms/diffuser.svg',
                  alt: t.alt[1],
                  width: 320,
                  height: 200,
                  loading: 'lazy',
                },
              },
            },
            text('g2-cap', 'figcaption', t.alt[1]),
          ],
        },
      ],
    },
    {
      id: 'pillars',
      tag: 'ul',
      option: { class: 'cms-pillars' },
      children: t.pillars.map((p, i) => text(`pillar-${i + 1}`, 'li', p)),
    },
  ];
}

/** Like the seeded `home-main` page. */
export const HOME_MAIN: Localised<CmsNode[]> = {
  kr: home({
    eyebrow: 'SINCE 2007 · 향을 만드는 공방',
    title: '겨울밤을 채우는 우드윅 캔들',
    body: '천연 소이 왁스와 IFRA 기준을 지킨 향료로 한 병 한 병 손으로 붓습니다.',
    cta: '베스트셀러 보기',
    pillars: [
      '캔들·디퓨저 완제품',
      '향료 원액과 왁스 등 DIY 재료',
      '나만의 보틀·향 커스텀',
      'TSSA 공방 클래스',
    ],
    alt: ['소이 캔들', '리드 디퓨저'],
  }),
  en: home({
    eyebrow: 'SINCE 2007 · A fragrance workshop',
    title: 'Wood-wick candles for winter nights',
    body: 'Natural soy wax and IFRA-compliant fragrance oils, poured by hand one jar at a time.',
    cta: 'See best sellers',
    pillars: [
      'Candles and diffusers',
      'Fragrance oils, wax and DIY supplies',
      'Custom bottles and scents',
      'TSSA workshop classes',
    ],
    alt: ['Soy candle', 'Reed diffuser'],
  }),
};

function promotion(t: {
  title: string;
  body: string;
  cta: string;
  rows: [string, string][];
}): CmsNode[] {
  return [
    {
      id: 'promo',
      tag: 'section',
      option: { class: 'cms-promo', style: 'background-color:#eef3ea;padding:32px 24px' },
      children: [
        text('promo-title', 'h2', t.title),
        text('promo-body', 'p', t.body),
        {
          id: 'promo-table',
          tag: 'table',
          option: { class: 'cms-table' },
          children: t.rows.map(([name, price], i) => ({
            id: `row-${i}`,
            tag: 'tr',
            children: [
              text(`row-${i}-name`, i === 0 ? 'th' : 'td', name),
              text(`row-${i}-price`, i === 0 ? 'th' : 'td', price),
            ],
          })),
        },
        // Inside a linked page this renders as a span: the whole page is already the link.
        {
          id: 'promo-link',
          tag: 'a',
          option: { class: 'cms-button', props: { href: '/contents/promotion', innerText: t.cta } },
        },
      ],
    },
  ];
}

/** Like the seeded `promotion-spring` page (with a page `link`). */
export const PROMOTION_SPRING: Localised<CmsNode[]> = {
  kr: promotion({
    title: '봄 향기 기획전 — 플로럴 향료 20% 할인',
    body: '체리블라썸, 프리지아, 화이트티 향료를 기간 한정 특가로 만나보세요.',
    cta: '기획전 보러 가기',
    rows: [
      ['향료', '할인가'],
      ['체리블라썸 100ml', '12,800원'],
      ['프리지아 100ml', '12,800원'],
    ],
  }),
  en: promotion({
    title: 'Spring scents — 20% off floral fragrance oils',
    body: 'Cherry blossom, freesia and white tea oils at a limited-time price.',
    cta: 'See the promotion',
    rows: [
      ['Oil', 'Sale price'],
      ['Cherry blossom 100 ml', '$9.80'],
      ['Freesia 100 ml', '$9.80'],
    ],
  }),
};

/**
 * What an attacker with CMS access might send: every line below must render as harmless
 * text or not at all (the story shows the template next to the result).
 */
export function hostileTemplate(caption: string): CmsNode[] {
  return [
    text('caption', 'p', caption, 'cms-body'),
    { id: 's1', tag: 'script', option: { props: { innerText: 'alert("script tag")' } } },
    { id: 's2', tag: 'iframe', option: { props: { src: 'javascript:alert("iframe")' } } },
    {
      id: 's3',
      tag: 'img',
      option: {
        props: { src: 'javascript:alert(1)', onerror: 'alert("onerror")', alt: 'blocked image' },
      },
    },
    {
      id: 's4',
      tag: 'img',
      option: {
        props: { src: 'data:image/svg+xml,<svg onload=alert(1)>', alt: 'blocked data image' },
      },
    },
    {
      id: 's5',
      tag: 'a',
      option: {
        props: {
          href: 'javascript:alert("href")',
          onclick: 'alert("onclick")',
          innerText: 'javascript: link (href removed)',
        },
      },
    },
    {
      id: 's6',
      tag: 'a',
      option: { props: { href: 'vbscript:msgbox(1)', innerText: 'vbscript: link (href removed)' } },
    },
    {
      id: 's7',
      tag: 'p',
      option: { props: { innerText: '<script>alert("innerText")</script> ← shown as text' } },
    },
    {
      id: 's8',
      tag: 'div',
      option: {
        class: 'ok "><img src=x onerror=alert(1)>',
        style:
          'width: expression(alert(1)); background-image: url(javascript:alert(1)); behavior: url(x.htc); -moz-binding: url(x.xml#x); position: fixed; color: #7a4b24; padding: 8px; border: 1px dashed #8a8178',
        props: {
          innerText: 'style filtered: only colour, padding and border survive',
          dangerouslySetInnerHTML: { __html: '<b>raw</b>' },
        },
      },
    },
    { id: 's9', tag: 'style', option: { props: { innerText: 'body { display: none }' } } },
    {
      id: 's10',
      tag: 'a',
      option: {
        props: {
          href: 'https://example.com',
          target: '_blank',
          rel: 'opener',
          innerText: 'target=_blank → rel="noopener noreferrer"',
        },
      },
    },
    { id: 's11', tag: 'marquee-x', option: { props: { innerText: 'unknown tag → div' } } },
  ];
}

const banner = (id: string, textValue: string, background: string): CmsNode[] => [
  {
    id,
    tag: 'div',
    option: {
      class: 'cms-strip',
      style: `background-color:${background};color:#ffffff;text-align:center;padding:8px 16px`,
    },
    children: [text(`${id}-text`, 'p', textValue, 'cms-strip-text')],
  },
];

/** Like the seeded closable `home-banner-top`. */
export const BANNER_TOP: Localised<CmsNode[]> = {
  kr: banner('banner', '지금 회원가입하면 3,000원 적립금을 바로 드려요', '#2f2a26'),
  en: banner('banner', 'Sign up now and get 3,000 points right away', '#2f2a26'),
};

/** A banner that may not be closed (e.g. a delivery notice). */
export const BANNER_NOTICE: Localised<CmsNode[]> = {
  kr: banner('notice', '설 연휴 기간(2/16~2/18) 주문은 2/19부터 순차 발송됩니다', '#7a4b24'),
  en: banner('notice', 'Orders placed over the holiday (Feb 16–18) ship from Feb 19', '#7a4b24'),
};
