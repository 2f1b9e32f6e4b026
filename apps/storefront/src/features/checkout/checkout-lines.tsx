import { ProductPicture } from '@atelier/commerce-ui';
import type { OrderLineView } from '@atelier/contracts';
import { useT } from '@atelier/translation-ai';

import { CHECKOUT_LABELS } from './checkout-labels.js';

// The lines a phone shows on first view.
const ABOVE_THE_FOLD = 3;

/**
 * The lines of an order as the order form quotes them and the thank-you page shows them
 * placed: thumbnail, name, option (when it is not the name), add-ons with their amounts,
 * quantity with the unit price, and the line's amount.
 */
export function CheckoutLines({
  lines,
  money,
}: {
  lines: readonly OrderLineView[];
  /** Formats an amount in the order's currency. */
  money: (amount: number) => string;
}) {
  const { t } = useT();
  return (
    <ul className="atelier-checkout__lines">
      {lines.map((line, index) => (
        <li key={`${line.it_id}-${index}`} className="atelier-checkout-line">
          <div className="atelier-checkout-line__picture" aria-hidden="true">
            {line.thumbnail && (
              // The first thumbnails are above the fold and the page's largest paint on a phone:
              // lazy loading only started them after layout (Lighthouse: LCP 2.6 s).
              <ProductPicture
                image={line.thumbnail}
                sizes="72px"
                alt=""
                priority={index < ABOVE_THE_FOLD}
              />
            )}
          </div>
          <div className="atelier-checkout-line__body">
            <p className="atelier-checkout-line__name">{line.name}</p>
            {line.option && line.option !== line.name && (
              <p className="atelier-checkout-line__meta">
                {t(CHECKOUT_LABELS.option)}: {line.option}
              </p>
            )}
            {line.addons.map((addon) => (
              <p key={addon.name} className="atelier-checkout-line__meta">
                {t(CHECKOUT_LABELS.addon, { name: addon.name, qty: addon.qty })} (
                {money(addon.total)})
              </p>
            ))}
            <p className="atelier-checkout-line__meta">
              {t(CHECKOUT_LABELS.qty, { qty: line.qty })} · {money(line.unit_price)}
            </p>
          </div>
          <p className="atelier-checkout-line__total">{money(line.total)}</p>
        </li>
      ))}
    </ul>
  );
}
