import type { Currency, Lang } from '@atelier/contracts';
import { fillPlaceholders } from '@atelier/translation-ai';

import { cx } from '../internal/cx.js';
import { discountPercent, formatMoney } from '../money/format-money.js';

/**
 * Texts of {@link Price} that only screen readers hear; `{percent}` is replaced.
 *
 * @example
 * const en: PriceLabels = { price: 'Price', salePrice: 'Sale price', regularPrice: 'Regular price', discount: '{percent}% off' };
 */
export interface PriceLabels {
  /** Before the price without a discount. */
  price: string;
  /** Before the price to pay while discounted. */
  salePrice: string;
  /** Before the crossed-out price. */
  regularPrice: string;
  /** The discount rate (shown as `{percent}%`). */
  discount: string;
}

/**
 * The Korean default {@link Price} texts.
 *
 * @example
 * PRICE_LABELS_KO.regularPrice; // '정가'
 */
export const PRICE_LABELS_KO: Readonly<PriceLabels> = Object.freeze({
  price: '판매가',
  salePrice: '할인가',
  regularPrice: '정가',
  discount: '{percent}% 할인',
});

/**
 * The English of {@link PRICE_LABELS_KO}, key by key (seeds the English phrase package).
 *
 * @example
 * PRICE_LABELS_EN.discount; // '{percent}% off'
 */
export const PRICE_LABELS_EN: Readonly<PriceLabels> = Object.freeze({
  price: 'Price',
  salePrice: 'Sale price',
  regularPrice: 'Regular price',
  discount: '{percent}% off',
});

/**
 * Props of {@link Price}: the wire's price fields, in integer minor units.
 *
 * @example
 * const props: PriceProps = { price: 34000, salePrice: 28000, currency: 'krw' };
 */
export interface PriceProps {
  /** The regular price. */
  price: number;
  /** The price to pay while a sale applies (`ProductListItem.sale_price`). */
  salePrice?: number | null;
  /** A crossed-out reference price without a sale (`ProductListItem.list_price`). */
  listPrice?: number | null;
  currency: Currency;
  /** The visitor's language; default the currency's own. */
  lang?: Lang;
  /** `lg` for the product page, `md` (default) for cards and lists. */
  size?: 'md' | 'lg';
  /** Translated texts; Korean for anything left out. */
  labels?: Partial<PriceLabels>;
  className?: string;
}

/**
 * A price as Korean shops show it: with a discount, the rate in red, the price to pay in bold
 * and the regular price crossed out; without one, the price alone. Screen readers hear what
 * each figure is ('할인가 28,000원, 정가 34,000원, 18% 할인').
 *
 * @example
 * <Price price={item.price} salePrice={item.sale_price} listPrice={item.list_price} currency={item.currency} />
 * <Price price={2200} currency="usd" labels={PRICE_LABELS_EN} />
 */
export function Price({
  price,
  salePrice = null,
  listPrice = null,
  currency,
  lang,
  size = 'md',
  labels,
  className,
}: PriceProps) {
  const text = { ...PRICE_LABELS_KO, ...labels };
  const pay = salePrice ?? price;
  const was = salePrice !== null ? price : listPrice;
  const percent = was === null ? 0 : discountPercent(was, pay);
  const money = (amount: number) => formatMoney(amount, currency, { lang });

  return (
    <span className={cx('atelier-price', `atelier-price--${size}`, className)}>
      {percent > 0 ? (
        <span className="atelier-price__discount">
          <span aria-hidden="true">{percent}%</span>
          <span className="atelier-visually-hidden">
            {fillPlaceholders(text.discount, { percent })}
          </span>
        </span>
      ) : null}
      <strong className="atelier-price__pay">
        <span className="atelier-visually-hidden">
          {percent > 0 ? text.salePrice : text.price}{' '}
        </span>
        {money(pay)}
      </strong>
      {percent > 0 && was !== null ? (
        <del className="atelier-price__was">
          <span className="atelier-visually-hidden">{text.regularPrice} </span>
          {money(was)}
        </del>
      ) : null}
    </span>
  );
}
