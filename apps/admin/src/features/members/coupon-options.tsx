import type { AdminIssuableCoupon } from '@atelier/contracts';

import { useConsoleLabels } from '../../shared/use-console-labels.js';

/** The coupons an operator may issue now, as a select's options in the operator's language. */
export function CouponOptions({ coupons }: { coupons: readonly AdminIssuableCoupon[] }) {
  const { pick } = useConsoleLabels();
  return coupons.map((coupon) => (
    <option key={coupon.id} value={coupon.id}>
      {pick(coupon.name, coupon.name_en)}
    </option>
  ));
}
