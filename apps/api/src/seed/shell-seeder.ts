import { count } from 'drizzle-orm';

import { instaFeedItems, popups } from '../db/schema/index.js';
import type { Seeder } from './seed.js';

const DAY = 86_400_000;

export const popupSeeder: Seeder = {
  name: 'popups',
  async isNeeded(db) {
    const [row] = await db.select({ n: count() }).from(popups);
    return (row?.n ?? 0) === 0;
  },
  async run({ tx }) {
    const now = Date.now();
    await tx.insert(popups).values([
      {
        title: '겨울 시즌 캔들 기획전',
        titleEn: 'Winter candle collection',
        type: 'daily',
        link: '/shop/category/12',
        linkEn: '/shop/category/12',
        thumbnailKo: '/images/popups/winter-sale-ko.jpg',
        thumbnailEn: '/images/popups/winter-sale-en.jpg',
        sort: 1,
        startsAt: new Date(now - 7 * DAY),
        endsAt: new Date(now + 60 * DAY),
      },
      {
        title: 'TSSA 정규 클래스 모집',
        titleEn: 'TSSA regular classes: enrolment open',
        type: 'notice',
        link: '/tssa/class-product',
        linkEn: '/tssa/class-product',
        thumbnailKo: '/images/popups/tssa-class-ko.jpg',
        thumbnailEn: '/images/popups/tssa-class-en.jpg',
        sort: 2,
      },
      {
        title: '지난 추석 배송 안내',
        titleEn: 'Chuseok delivery notice',
        type: 'daily',
        link: '/customer/notice',
        thumbnailKo: '/images/popups/winter-sale-ko.jpg',
        isActive: false,
        sort: 3,
      },
    ]);
  },
};

const INSTAGRAM = 'https://www.instagram.com/p/';

export const instaFeedSeeder: Seeder = {
  name: 'instagram strip',
  async isNeeded(db) {
    const [row] = await db.select({ n: count() }).from(instaFeedItems);
    return (row?.n ?? 0) === 0;
  },
  async run({ tx }) {
    const captions: Array<[string, string]> = [
      ['오늘의 작업대: 우드윅 캔들 붓는 날', 'On the workbench: pouring wood-wick candles'],
      ['프리지아 향료 새로 들어왔어요', 'Freesia fragrance oil just arrived'],
      ['TSSA 주말 원데이 클래스 현장', 'A TSSA weekend one-day class'],
      ['디퓨저 리드 스틱 교체 팁', 'Tips for changing diffuser reeds'],
      ['겨울 한정 시나몬 캔들', 'Winter-only cinnamon candle'],
      ['커스텀 보틀 각인 샘플', 'Engraved custom bottle samples'],
      ['소이 왁스 vs 파라핀 왁스', 'Soy wax vs paraffin wax'],
    ];
    await tx.insert(instaFeedItems).values([
      ...captions.map(([caption, captionEn], i) => ({
        mediaUrl: `/images/instagram/insta-${String(i + 1).padStart(2, '0')}.jpg`,
        permalink: `${INSTAGRAM}atelier${i + 1}/`,
        caption,
        captionEn,
        sort: i,
      })),
      // A reel: the footer strip shows photos only (media URL with jpeg/jpg).
      {
        mediaUrl: '/images/instagram/reel-01.mp4',
        permalink: `${INSTAGRAM}atelier-reel/`,
        caption: '캔들 만드는 과정',
        captionEn: 'How a candle is made',
        sort: 3,
      },
    ]);
  },
};
