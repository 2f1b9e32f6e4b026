import { count, eq } from 'drizzle-orm';

import { members, notifications } from '../db/schema/index.js';
import type { Seeder } from './seed.js';

const DAY = 86_400_000;

export const notificationSeeder: Seeder = {
  name: 'notifications',
  async isNeeded(db) {
    const [row] = await db.select({ n: count() }).from(notifications);
    return (row?.n ?? 0) === 0;
  },
  async run({ tx }) {
    const [hong] = await tx
      .select({ id: members.id })
      .from(members)
      .where(eq(members.mbId, 'hong'));
    if (!hong) return;
    const now = Date.now();
    await tx.insert(notifications).values([
      {
        memberId: hong.id,
        title: '주문하신 상품이 발송되었습니다.',
        titleEn: 'Your order has shipped.',
        body: '소이 캔들 외 2건이 오늘 출고되었습니다.',
        bodyEn: 'Soy candle and 2 more items left our workshop today.',
        link: '/my-page/order',
        createdAt: new Date(now - 2 * 3_600_000),
      },
      {
        memberId: hong.id,
        title: '1:1 문의에 답변이 등록되었습니다.',
        titleEn: 'Your inquiry has been answered.',
        link: '/my-page/inquiry',
        createdAt: new Date(now - DAY),
      },
      {
        memberId: hong.id,
        title: '회원가입을 환영합니다! 적립금 3,000원이 지급되었습니다.',
        titleEn: 'Welcome! 3,000 points have been added.',
        link: '/my-page/point',
        readAt: new Date(now - 5 * DAY),
        createdAt: new Date(now - 6 * DAY),
      },
    ]);
  },
};
