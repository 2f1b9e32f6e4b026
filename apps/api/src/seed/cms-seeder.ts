import type { CmsNode } from '@atelier/contracts';
import { count } from 'drizzle-orm';

import { cmsPages } from '../db/schema/index.js';
import type { Seeder } from './seed.js';

const text = (id: string, tag: string, innerText: string, cls?: string): CmsNode => ({
  id,
  tag,
  option: { ...(cls ? { class: cls } : {}), props: { innerText } },
});

/**
 * The demo CMS pages: the home page's top banner and main page, and a promotion. Their
 * texts are Korean source phrases; their English is {@link DEMO_CMS_PHRASES_EN}.
 */
export const DEMO_CMS_PAGES: ReadonlyArray<{
  name: string;
  title: string;
  link: string | null;
  closable?: boolean;
  template: CmsNode[];
}> = [
  {
    name: 'home-banner-top',
    title: '상단 띠배너: 신규 회원 적립금',
    link: '/register',
    closable: true,
    template: [
      {
        id: 'banner',
        tag: 'div',
        option: {
          class: 'cms-strip',
          style: 'background-color:#2f2a26;color:#ffffff;text-align:center;padding:8px 16px',
        },
        children: [
          text(
            'banner-text',
            'p',
            '지금 회원가입하면 3,000원 적립금을 바로 드려요',
            'cms-strip-text',
          ),
        ],
      },
    ],
  },
  {
    name: 'home-main',
    title: '메인 페이지',
    link: null,
    template: [
      {
        id: 'hero',
        tag: 'section',
        option: {
          class: 'cms-hero',
          style: 'background-color:#f4efe9;padding:48px 24px;text-align:center',
        },
        children: [
          text('hero-eyebrow', 'p', 'SINCE 2007 · 향을 만드는 공방', 'cms-eyebrow'),
          text('hero-title', 'h2', '겨울밤을 채우는 우드윅 캔들', 'cms-title'),
          text(
            'hero-body',
            'p',
            '천연 소이 왁스와 IFRA 기준을 지킨 향료로 한 병 한 병 손으로 붓습니다.',
            'cms-body',
          ),
          {
            id: 'hero-cta',
            tag: 'a',
            option: {
              class: 'cms-button',
              props: { href: '/shop/best-seller', innerText: '베스트셀러 보기' },
            },
          },
        ],
      },
      {
        id: 'pillars',
        tag: 'ul',
        option: { class: 'cms-pillars' },
        children: [
          text('pillar-1', 'li', '캔들·디퓨저 완제품'),
          text('pillar-2', 'li', '향료 원액과 왁스 등 DIY 재료'),
          text('pillar-3', 'li', '나만의 보틀·향 커스텀'),
          text('pillar-4', 'li', 'TSSA 공방 클래스'),
        ],
      },
    ],
  },
  {
    name: 'promotion-spring',
    title: '봄 시즌 프로모션',
    link: '/contents/promotion',
    template: [
      {
        id: 'promo',
        tag: 'section',
        option: { class: 'cms-promo', style: 'background-color:#eef3ea;padding:32px 24px' },
        children: [
          text('promo-title', 'h2', '봄 향기 기획전 — 플로럴 향료 20% 할인'),
          text(
            'promo-body',
            'p',
            '체리블라썸, 프리지아, 화이트티 향료를 기간 한정 특가로 만나보세요.',
          ),
          {
            id: 'promo-link',
            tag: 'a',
            option: {
              class: 'cms-button',
              props: { href: '/contents/promotion', innerText: '기획전 보러 가기' },
            },
          },
        ],
      },
    ],
  },
];

/**
 * The English of every text of {@link DEMO_CMS_PAGES} (titles included), seeded into the English
 * phrase package so English pages show no Korean content.
 */
export const DEMO_CMS_PHRASES_EN: Readonly<Record<string, string>> = Object.freeze({
  '상단 띠배너: 신규 회원 적립금': 'Top strip banner: new-member points',
  '지금 회원가입하면 3,000원 적립금을 바로 드려요':
    'Join today and get 3,000 won in points right away (for orders paid in won)',
  '메인 페이지': 'Main page',
  'SINCE 2007 · 향을 만드는 공방': 'SINCE 2007 · A fragrance studio',
  '겨울밤을 채우는 우드윅 캔들': 'Wooden-wick candles for long winter nights',
  '천연 소이 왁스와 IFRA 기준을 지킨 향료로 한 병 한 병 손으로 붓습니다.':
    'Hand-poured one by one with natural soy wax and IFRA-compliant fragrances.',
  '베스트셀러 보기': 'Shop best sellers',
  '캔들·디퓨저 완제품': 'Ready-made candles and diffusers',
  '향료 원액과 왁스 등 DIY 재료': 'DIY supplies: fragrance oils, waxes and more',
  '나만의 보틀·향 커스텀': 'Your own custom bottle and scent',
  'TSSA 공방 클래스': 'TSSA workshop classes',
  '봄 시즌 프로모션': 'Spring promotion',
  '봄 향기 기획전 — 플로럴 향료 20% 할인': 'Spring scents — 20% off floral fragrance oils',
  '체리블라썸, 프리지아, 화이트티 향료를 기간 한정 특가로 만나보세요.':
    'Cherry blossom, freesia and white tea fragrance oils at limited-time prices.',
  '기획전 보러 가기': 'See the collection',
});

export const cmsSeeder: Seeder = {
  name: 'cms pages',
  async isNeeded(db) {
    const [row] = await db.select({ n: count() }).from(cmsPages);
    return (row?.n ?? 0) === 0;
  },
  async run({ tx }) {
    const now = new Date();
    await tx.insert(cmsPages).values(
      DEMO_CMS_PAGES.map((p) => ({
        name: p.name,
        title: p.title,
        link: p.link,
        closable: p.closable ?? false,
        template: p.template,
        publishedAt: now,
      })),
    );
  },
};
