import { formatMoney } from '@atelier/commerce-ui';
import type { CouponKind, Currency, OrderCoupon, OrderPoints } from '@atelier/contracts';
import { useT } from '@atelier/translation-ai';
import { FieldError, Select } from '@atelier/ui-kit';
import type { Dispatch, SetStateAction } from 'react';

import { CouponRedeemForm } from '../../domain/orders/coupon-redeem-form.js';
import { CHECKOUT_LABELS } from './checkout-labels.js';

/**
 * The coupons chosen on the order form, one per kind.
 */
export type ChosenCoupons = Partial<Record<CouponKind, number>>;

const COUPON_KINDS: readonly { kind: CouponKind; label: string }[] = [
  { kind: 'order', label: CHECKOUT_LABELS.couponOrder },
  { kind: 'product', label: CHECKOUT_LABELS.couponProduct },
  { kind: 'shipping', label: CHECKOUT_LABELS.couponShipping },
];

/**
 * Props of {@link OrderDiscounts}: the quote's offers and the form's state, all stable between
 * renders (state values and setters), as a part loaded after hydration needs.
 */
export interface OrderDiscountsProps {
  coupons: readonly OrderCoupon[];
  points: OrderPoints | null;
  currency: Currency;
  chosen: ChosenCoupons;
  onChosen: Dispatch<SetStateAction<ChosenCoupons>>;
  /** The points as typed (digits only); the form re-quotes shortly after typing stops. */
  pointsDraft: string;
  onPointsDraft: Dispatch<SetStateAction<string>>;
  /** Sets the points to quote at once ('모두 사용'). */
  onPoints: Dispatch<SetStateAction<number>>;
  /** After a coupon code was redeemed on the form: quote again. */
  onRedeemed: () => void;
}

/**
 * The member's coupon pickers (one per kind, unusable offers disabled with their reason), a
 * coupon code to redeem, and the points field of the order form. The order form loads it after hydration.
 */
export function OrderDiscounts({
  coupons,
  points,
  currency,
  chosen,
  onChosen,
  pointsDraft,
  onPointsDraft,
  onPoints,
  onRedeemed,
}: OrderDiscountsProps) {
  const { t, locale } = useT();
  const money = (amount: number) => formatMoney(amount, currency, { lang: locale });
  const couponsByKind = COUPON_KINDS.map(({ kind, label }) => ({
    kind,
    label,
    offers: coupons.filter((c) => c.kind === kind),
  })).filter((group) => group.offers.length > 0);

  return (
    <section className="atelier-checkout__section" aria-labelledby="checkout-discount-title">
      <h2 id="checkout-discount-title">{t(CHECKOUT_LABELS.discountTitle)}</h2>
      {couponsByKind.length === 0 && (
        <p className="atelier-checkout__note">{t(CHECKOUT_LABELS.noCoupons)}</p>
      )}
      {couponsByKind.map((group) => (
        <Select<number>
          key={group.kind}
          id={`coupon-${group.kind}`}
          className="atelier-checkout__coupon"
          label={t(group.label)}
          value={chosen[group.kind] ?? 0}
          onChange={(value) =>
            onChosen((now) => ({ ...now, [group.kind]: value === 0 ? undefined : value }))
          }
          options={[
            { value: 0, label: t(CHECKOUT_LABELS.couponNone) },
            ...group.offers.map((coupon) => ({
              value: coupon.id,
              disabled: !coupon.usable,
              label: coupon.usable
                ? t(CHECKOUT_LABELS.couponOption, {
                    name: coupon.name,
                    amount: money(coupon.discount),
                  })
                : t(CHECKOUT_LABELS.couponUnusable, {
                    name: coupon.name,
                    reason: coupon.reason ?? '',
                  }),
            })),
          ]}
        />
      ))}
      <div id="coupon_ids" tabIndex={-1}>
        <FieldError name="coupon_ids" />
      </div>
      <CouponRedeemForm nested onRedeemed={onRedeemed} />
      {points && (
        <div className="atelier-checkout__points">
          <label className="atelier-auth-field__label" htmlFor="points">
            {t(CHECKOUT_LABELS.points)}
          </label>
          <div className="atelier-checkout__points-row">
            <input
              id="points"
              name="points"
              className="atelier-auth-field__input"
              inputMode="numeric"
              autoComplete="off"
              aria-describedby="points-hint"
              disabled={points.usable_max === 0}
              value={pointsDraft}
              placeholder="0"
              onChange={(e) => onPointsDraft(e.currentTarget.value.replace(/\D/g, ''))}
            />
            <button
              type="button"
              className="atelier-button atelier-button--secondary"
              disabled={points.usable_max === 0}
              onClick={() => {
                onPointsDraft(String(points.usable_max));
                onPoints(points.usable_max);
              }}
            >
              {t(CHECKOUT_LABELS.pointsUseAll)}
            </button>
          </div>
          <p id="points-hint" className="atelier-auth-field__hint">
            {t(CHECKOUT_LABELS.pointsHint, {
              balance: money(points.balance),
              max: money(points.usable_max),
              unit: points.unit,
            })}
            {points.usable_max === 0 &&
              ` ${t(CHECKOUT_LABELS.pointsRules, {
                minBalance: money(points.min_balance),
                minOrder: money(points.min_order),
              })}`}
          </p>
          <FieldError name="points" />
        </div>
      )}
    </section>
  );
}
