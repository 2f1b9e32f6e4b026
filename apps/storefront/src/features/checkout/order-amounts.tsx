import type { OrderAmounts } from '@atelier/contracts';
import { useT } from '@atelier/translation-ai';

import { CHECKOUT_LABELS } from './checkout-labels.js';

/**
 * Props of {@link OrderAmountsList}.
 */
export interface OrderAmountsListProps {
  amounts: OrderAmounts;
  money: (amount: number) => string;
  /** `data-testid` prefix of the figures (`checkout-total`, …). */
  testIdPrefix: string;
}

/**
 * Every amount of a quote or an order: goods, discount, shipping (free when waived),
 * remote-area surcharge, points, and the total to pay. Zero discounts, surcharges and points
 * are left out.
 */
export function OrderAmountsList({ amounts, money, testIdPrefix }: OrderAmountsListProps) {
  const { t } = useT();
  const row = (key: string, label: string, value: string) => (
    <div key={key}>
      <dt>{t(label)}</dt>
      <dd data-testid={`${testIdPrefix}-${key}`}>{value}</dd>
    </div>
  );
  return (
    <dl className="atelier-checkout-amounts">
      {row('goods', CHECKOUT_LABELS.goods, money(amounts.goods))}
      {amounts.discount > 0 &&
        row('discount', CHECKOUT_LABELS.discount, `-${money(amounts.discount)}`)}
      {row(
        'shipping',
        CHECKOUT_LABELS.shippingFee,
        amounts.shipping_fee === 0 ? t(CHECKOUT_LABELS.free) : money(amounts.shipping_fee),
      )}
      {amounts.shipping_surcharge > 0 &&
        row('surcharge', CHECKOUT_LABELS.surcharge, money(amounts.shipping_surcharge))}
      {amounts.points > 0 && row('points', CHECKOUT_LABELS.pointsUsed, `-${money(amounts.points)}`)}
      <div className="atelier-checkout-amounts__total">
        <dt>{t(CHECKOUT_LABELS.total)}</dt>
        <dd data-testid={`${testIdPrefix}-total`}>{money(amounts.total)}</dd>
      </div>
    </dl>
  );
}
