import {
  formatMoney,
  OPTION_PICKER_LABELS_KO,
  OptionPicker,
  Price,
  PRICE_LABELS_KO,
  QUANTITY_STEPPER_LABELS_KO,
  QuantityStepper,
} from '@atelier/commerce-ui';
import type { ProductDetail, ProductVariant } from '@atelier/contracts';
import { useT } from '@atelier/translation-ai';
import { Select, useDialog } from '@atelier/ui-kit';
import { useId, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';

import { translateLabels } from '@atelier/app-frame';
import { useActionFailure } from '@atelier/app-frame/forms';

import { orderLinesQuery } from '../../domain/checkout/order-lines-query.js';
import { href } from '../../shared/routing/route-table.js';
import type { AppDispatch } from '../../shared/store/store.js';
import { PRODUCT_LABELS } from './product-labels.js';
import {
  addAddonLine,
  addVariantLine,
  initialLines,
  linesTotal,
  removeLine,
  setLineQuantity,
  type AddLineResult,
  type SelectedLine,
} from './selected-lines.js';

/**
 * Props of {@link PurchasePanel}.
 */
export interface PurchasePanelProps {
  product: ProductDetail;
}

/**
 * What a shopper chooses to buy: the price (the chosen variant's once the options resolve
 * one) and its stock, commerce-ui's option picker (values that lead only to sold-out
 * combinations are disabled and marked 품절), the add-ons, and the selected-lines box with a
 * quantity stepper and total per line and the grand total. Add-to-cart puts each chosen
 * variant in the cart (the add-ons with the first) and offers to open it; buy-now opens the
 * order form with the same lines in its query, without touching the cart.
 */
export function PurchasePanel({ product }: PurchasePanelProps) {
  const { t, locale } = useT();
  const dialogs = useDialog();
  const navigate = useNavigate();
  const showFailure = useActionFailure();
  const dispatch = useDispatch<AppDispatch>();
  const [adding, setAdding] = useState(false);
  const id = useId().replace(/:/g, '');
  const [lines, setLines] = useState<SelectedLine[]>(() => initialLines(product));
  const [chosen, setChosen] = useState<ProductVariant | null>(
    product.option_groups.length === 0 ? (product.variants[0] ?? null) : null,
  );
  const money = (amount: number) => formatMoney(amount, product.currency, { lang: locale });

  function apply(result: AddLineResult, refusal: string) {
    if (result.ok) setLines(result.lines);
    else void dialogs.alert(t(refusal));
  }

  function chooseVariant(variant: ProductVariant | null) {
    setChosen(variant);
    if (variant) apply(addVariantLine(lines, product, variant), PRODUCT_LABELS.soldOutCombination);
  }

  function chooseAddon(addonId: number) {
    const addon = product.addons.find((a) => a.id === addonId);
    if (addon) apply(addAddonLine(lines, addon), PRODUCT_LABELS.soldOutAddon);
  }

  // Each chosen variant is a cart line; the add-ons go with the first of them.
  async function putInCart() {
    const variants = lines.filter((line) => line.kind === 'variant');
    if (variants.length === 0) {
      await dialogs.alert(t(PRODUCT_LABELS.chooseOption));
      return;
    }
    const addons = lines
      .filter((line) => line.kind === 'addon')
      .map((line) => ({ addon_id: line.id, qty: line.quantity }));
    setAdding(true);
    try {
      // The cart's calls load on the first click: most visits never add anything.
      const { cartApi } = await import('../../domain/cart/cart-api.js');
      for (const [i, line] of variants.entries()) {
        await dispatch(
          cartApi.endpoints.addToCart.initiate({
            it_id: product.it_id,
            variant_id: line.id,
            qty: line.quantity,
            addons: i === 0 ? addons : [],
          }),
        ).unwrap();
      }
    } catch (error) {
      await showFailure(error);
      return;
    } finally {
      setAdding(false);
    }
    const go = await dialogs.confirm(t(PRODUCT_LABELS.addedToCart), {
      title: t(PRODUCT_LABELS.addToCart),
      confirmLabel: t(PRODUCT_LABELS.goToCart),
      cancelLabel: t(PRODUCT_LABELS.keepShopping),
    });
    if (go) await navigate(href('Cart'));
  }

  // Buy now: straight to the order form with only these lines, nothing written to the cart.
  async function buyNow() {
    const variants = lines.filter((line) => line.kind === 'variant');
    if (variants.length === 0) {
      await dialogs.alert(t(PRODUCT_LABELS.chooseOption));
      return;
    }
    const addons = lines
      .filter((line) => line.kind === 'addon')
      .map((line) => ({ addon_id: line.id, qty: line.quantity }));
    const items = variants.map((line, i) => ({
      it_id: product.it_id,
      variant_id: line.id,
      qty: line.quantity,
      addons: i === 0 ? addons : [],
    }));
    await navigate(`${href('OrderForm')}?${orderLinesQuery({ items })}`);
  }

  return (
    <div className="atelier-purchase">
      <div className="atelier-purchase__price">
        {chosen && product.option_groups.length > 0 ? (
          <Price
            price={chosen.price}
            currency={product.currency}
            lang={locale}
            size="lg"
            labels={translateLabels(PRICE_LABELS_KO, t)}
          />
        ) : (
          <Price
            price={product.price}
            salePrice={product.sale_price}
            listPrice={product.list_price}
            currency={product.currency}
            lang={locale}
            size="lg"
            labels={translateLabels(PRICE_LABELS_KO, t)}
          />
        )}
        {product.sale_price !== null && product.sale_ends_at && (
          <p className="atelier-purchase__sale-ends">
            {t(PRODUCT_LABELS.saleEnds, { date: product.sale_ends_at.slice(0, 10) })}
          </p>
        )}
        {chosen && (
          <p className="atelier-purchase__stock" aria-live="polite">
            {chosen.sold_out || chosen.stock <= 0
              ? t(PRODUCT_LABELS.soldOut)
              : t(PRODUCT_LABELS.stockLeft, { count: chosen.stock })}
          </p>
        )}
      </div>

      {product.option_groups.length > 0 && (
        <section className="atelier-purchase__options" aria-label={t(PRODUCT_LABELS.options)}>
          <OptionPicker
            groups={product.option_groups}
            variants={product.variants}
            currency={product.currency}
            lang={locale}
            onChange={chooseVariant}
            labels={translateLabels(OPTION_PICKER_LABELS_KO, t)}
          />
        </section>
      )}

      {product.addons.length > 0 && (
        <div className="atelier-purchase__addons">
          <Select<number>
            label={t(PRODUCT_LABELS.addons)}
            placeholder={t(PRODUCT_LABELS.addonChoose)}
            value={null}
            onChange={chooseAddon}
            options={product.addons.map((addon) => ({
              value: addon.id,
              disabled: addon.sold_out || addon.stock <= 0,
              label:
                addon.sold_out || addon.stock <= 0
                  ? `${addon.name} (${t(PRODUCT_LABELS.soldOut)})`
                  : `${addon.name} (+${money(addon.price)})`,
            }))}
          />
        </div>
      )}

      <section className="atelier-purchase__lines" aria-labelledby={`${id}-lines`}>
        <h2 id={`${id}-lines`} className="atelier-purchase__lines-title">
          {t(PRODUCT_LABELS.selectedLines)}
        </h2>
        {lines.length === 0 ? (
          <p className="atelier-purchase__empty">{t(PRODUCT_LABELS.selectedEmpty)}</p>
        ) : (
          <ul className="atelier-purchase__line-list">
            {lines.map((line) => (
              <li key={line.key} className="atelier-purchase__line" data-line={line.key}>
                <span className="atelier-purchase__line-label">
                  {line.kind === 'addon' ? `${t(PRODUCT_LABELS.addons)}: ` : ''}
                  {line.label}
                </span>
                <QuantityStepper
                  value={line.quantity}
                  min={1}
                  max={line.stock}
                  onChange={(quantity) => setLines(setLineQuantity(lines, line.key, quantity))}
                  labels={translateLabels(QUANTITY_STEPPER_LABELS_KO, t)}
                />
                <output
                  className="atelier-purchase__line-total"
                  aria-label={t(PRODUCT_LABELS.lineTotal, { label: line.label })}
                >
                  {money(line.unitPrice * line.quantity)}
                </output>
                {!(product.option_groups.length === 0 && line.kind === 'variant') && (
                  <button
                    type="button"
                    className="atelier-purchase__remove"
                    aria-label={t(PRODUCT_LABELS.removeLine, { label: line.label })}
                    onClick={() => setLines(removeLine(lines, line.key))}
                  >
                    ×
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
        <p className="atelier-purchase__total">
          <span>{t(PRODUCT_LABELS.total)}</span>
          <output aria-live="polite" data-testid="selected-total">
            {money(linesTotal(lines))}
          </output>
        </p>
      </section>

      <div className="atelier-purchase__buttons">
        <button
          type="button"
          className="atelier-button atelier-button--secondary"
          disabled={adding || product.sold_out}
          onClick={() => void putInCart()}
        >
          {t(PRODUCT_LABELS.addToCart)}
        </button>
        <button
          type="button"
          className="atelier-button atelier-button--primary"
          disabled={product.sold_out}
          onClick={() => void buyNow()}
        >
          {t(PRODUCT_LABELS.buyNow)}
        </button>
      </div>
    </div>
  );
}
