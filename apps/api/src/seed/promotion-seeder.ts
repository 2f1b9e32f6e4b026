import { count, inArray } from 'drizzle-orm';

import { coupons, memberCoupons, members } from '../db/schema/index.js';
import { issueCoupons } from '../features/coupons/member-coupons.js';
import { addPoints } from '../features/points/point-ledger.js';
import type { Seeder } from './seed.js';

const DAY = 86_400_000;

/**
 * The demo shop's coupons (a signup coupon every new member receives, a percentage coupon for
 * candles and a free-shipping coupon) and the demo members' welcome 적립금.
 */
export const promotionSeeder: Seeder = {
  name: 'promotions',
  async isNeeded(db) {
    const [row] = await db.select({ n: count() }).from(coupons);
    return (row?.n ?? 0) === 0;
  },
  async run({ tx }) {
    const now = new Date();
    const [, tenPercent, freeShipping] = await tx
      .insert(coupons)
      .values([
        {
          name: '신규 가입 3,000원 할인',
          nameEn: 'Welcome: 3,000 KRW / $3 off',
          kind: 'order',
          discountType: 'fixed',
          amountKrw: 3_000,
          amountUsd: 300,
          minOrderKrw: 30_000,
          minOrderUsd: 3_000,
          validDays: 30,
          issueOn: 'signup',
        },
        {
          name: '캔들 10% 할인 (최대 5,000원)',
          nameEn: 'Candles: 10% off (up to 5,000 KRW / $5)',
          kind: 'order',
          categoryId: 1,
          discountType: 'percent',
          percent: 10,
          maxDiscountKrw: 5_000,
          maxDiscountUsd: 500,
          minOrderKrw: 20_000,
          minOrderUsd: 2_000,
          validUntil: new Date(now.getTime() + 60 * DAY),
        },
        {
          name: '무료배송 쿠폰',
          nameEn: 'Free shipping',
          kind: 'shipping',
          discountType: 'percent',
          percent: 100,
          validUntil: new Date(now.getTime() + 60 * DAY),
        },
      ])
      .returning({ id: coupons.id });
    const demo = await tx
      .select({ id: members.id })
      .from(members)
      .where(inArray(members.mbId, ['hong', 'kim_soyeon', 'emma']));
    for (const member of demo) {
      await issueCoupons(tx, member.id, 'signup', now);
      await tx.insert(memberCoupons).values([
        {
          couponId: tenPercent!.id,
          memberId: member.id,
          expiresAt: new Date(now.getTime() + 60 * DAY),
        },
        {
          couponId: freeShipping!.id,
          memberId: member.id,
          expiresAt: new Date(now.getTime() + 60 * DAY),
        },
      ]);
      await addPoints(tx, member.id, 3_000, 'signup', null, '회원가입 적립금');
    }
  },
};
