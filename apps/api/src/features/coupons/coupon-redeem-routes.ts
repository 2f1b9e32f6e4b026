import { couponRedeemSchema, PROMOTION_ATTRIBUTES } from '@atelier/contracts';
import type { FastifyInstance } from 'fastify';

import { message } from '../../http/messages.js';
import { takeOrRefuse } from '../../http/rate-limits.js';
import { parseInput } from '../../http/validate.js';
import type { AppDeps } from '../../ports/app-deps.js';
import { requireMember } from '../session/session-plugin.js';
import { redeemCouponCode } from './member-coupons.js';

// Codes are short words people can guess: tries are counted per member and per address.
const REDEEM_WINDOW_MINUTES = 10;
const REDEEMS_PER_MEMBER = 10;
const REDEEMS_PER_ADDRESS = 30;

/**
 * `POST /api/v1/coupon/redeem` (members only): a coupon code typed on `/my-page/coupon` or
 * the order form becomes one of the member's coupons (201), or a 422 on `code` saying why not;
 * past 10 tries in 10 minutes (30 from one address), a 429 with the time to wait.
 */
export async function couponRedeemRoutes(app: FastifyInstance, { db, throttle }: AppDeps) {
  app.post('/api/v1/coupon/redeem', async (request, reply) => {
    const member = requireMember(request);
    const { code } = parseInput(couponRedeemSchema, request.body, request, PROMOTION_ATTRIBUTES);
    await takeOrRefuse(
      throttle,
      [
        [`coupon-code:member:${member.id}`, REDEEMS_PER_MEMBER],
        [`coupon-code:ip:${request.ip}`, REDEEMS_PER_ADDRESS],
      ],
      REDEEM_WINDOW_MINUTES,
    );
    const { memberCouponId, coupon } = await db.transaction((tx) =>
      redeemCouponCode(tx, member.id, code, new Date()),
    );
    const name = request.lang === 'en' ? coupon.nameEn : coupon.name;
    return reply.code(201).send({
      data: { id: memberCouponId, name },
      message: message('coupon_redeemed', request.lang, { name }),
    });
  });
}
