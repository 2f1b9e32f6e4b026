import {
  formatMoney,
  ProductPicture,
  QUANTITY_STEPPER_LABELS_KO,
  QuantityStepper,
} from '@atelier/commerce-ui';
import { CART_MAX_LINES, type Cart, type CartLine } from '@atelier/contracts';
import { useT } from '@atelier/translation-ai';
import { useDialog, useToast } from '@atelier/ui-kit';
import { useState } from 'react';
import { useNavigate, type LoaderFunction } from 'react-router';

import { useActionFailure } from '@atelier/app-frame/forms';

import { translateLabels, type RouteContext } from '@atelier/app-frame';

import { cartApi } from '../../domain/cart/cart-api.js';
import { orderLinesQuery } from '../../domain/checkout/order-lines-query.js';
import { AppLink } from '../../shared/routing/app-link.js';
import { ensureQuery } from '../../shared/routing/ensure-query.js';
import { href } from '../../shared/routing/route-table.js';
import { CART_LABELS } from './cart-labels.js';
import { shippingPreview } from '../../domain/cart/shipping-preview.js';
import './cart.css';

/**
 * Prefetches the cart (the visitor's by the session's cart key, or the member's).
 */
export function createLoader(ctx: RouteContext): LoaderFunction {
  return async () => {
    await ensureQuery(ctx, ctx.store.dispatch(cartApi.endpoints.getCart.initiate()));
    return null;
  };
}

type Translate = ReturnType<typeof useT>['t'];

function lineNotices(line: CartLine, t: Translate, money: (amount: number) => string): string[] {
  return line.changes.map((change) => {
    switch (change) {
      case 'price_changed':
        return t(CART_LABELS.priceChanged, {
          before: money(line.previous_price ?? line.unit_price),
          now: money(line.unit_price),
        });
      case 'sold_out':
        return t(CART_LABELS.soldOut);
      case 'over_stock':
        return t(CART_LABELS.overStock, { stock: line.stock });
      case 'unavailable':
        return t(CART_LABELS.unavailable);
      case 'qty_capped':
        return t(CART_LABELS.qtyCapped, { before: line.capped_from ?? line.qty, now: line.qty });
    }
  });
}

function CartLineItem({
  line,
  selected,
  onSelect,
  money,
}: {
  line: CartLine;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  money: (amount: number) => string;
}) {
  const { t } = useT();
  const dialogs = useDialog();
  const toast = useToast();
  const showFailure = useActionFailure();
  const [setQty, { isLoading: changing }] = cartApi.useSetCartLineQtyMutation();
  const [removeLine, { isLoading: removing }] = cartApi.useRemoveCartLineMutation();
  const notices = lineNotices(line, t, money);

  async function change(qty: number) {
    try {
      await setQty({ lineId: line.id, qty }).unwrap();
    } catch (error) {
      await showFailure(error);
    }
  }

  async function remove() {
    if (!(await dialogs.confirm(t(CART_LABELS.removeConfirm)))) return;
    try {
      await removeLine(line.id).unwrap();
      toast.success(t(CART_LABELS.removed));
    } catch (error) {
      await showFailure(error);
    }
  }

  return (
    <li className="atelier-cart-line" data-line-id={line.id} data-orderable={line.orderable}>
      <input
        type="checkbox"
        className="atelier-cart-line__select"
        checked={selected}
        disabled={!line.orderable}
        onChange={(event) => onSelect(event.currentTarget.checked)}
        aria-label={t(CART_LABELS.selectLine, { name: line.name })}
      />
      <AppLink
        to="Product"
        params={{ productId: line.it_id }}
        className="atelier-cart-line__picture"
        tabIndex={-1}
        aria-hidden="true"
      >
        {line.thumbnail && <ProductPicture image={line.thumbnail} sizes="96px" alt="" />}
      </AppLink>
      <div className="atelier-cart-line__body">
        <h2 className="atelier-cart-line__name">
          <AppLink to="Product" params={{ productId: line.it_id }}>
            {line.name}
          </AppLink>
        </h2>
        {line.option && (
          <p className="atelier-cart-line__option">
            {t(CART_LABELS.option)}: {line.option}
          </p>
        )}
        {line.addons.map((addon) => (
          <p key={addon.addon_id} className="atelier-cart-line__addon">
            {t(CART_LABELS.addon, { name: addon.name, qty: addon.qty })} ({money(addon.total)})
          </p>
        ))}
        {notices.map((notice) => (
          <p key={notice} className="atelier-cart-line__notice" role="status">
            {notice}
          </p>
        ))}
      </div>
      <div className="atelier-cart-line__amounts">
        <QuantityStepper
          value={line.qty}
          min={1}
          max={Math.max(1, line.stock)}
          disabled={changing || line.changes.includes('unavailable')}
          onChange={(qty) => void change(qty)}
          labels={translateLabels(QUANTITY_STEPPER_LABELS_KO, t)}
        />
        <output
          className="atelier-cart-line__total"
          aria-label={t(CART_LABELS.lineTotal, { name: line.name })}
        >
          {money(line.total)}
        </output>
        <button
          type="button"
          className="atelier-button atelier-button--secondary atelier-cart-line__remove"
          disabled={removing}
          aria-label={t(CART_LABELS.removeLine, { name: line.name })}
          onClick={() => void remove()}
        >
          {t(CART_LABELS.remove)}
        </button>
      </div>
    </li>
  );
}

function orderFormHref(lineIds: readonly number[]): string {
  return `${href('OrderForm')}?${orderLinesQuery({ cart_line_ids: [...lineIds] })}`;
}

function CartSummary({
  cart,
  selectedTotal,
  selectedIds,
  money,
}: {
  cart: Cart;
  selectedTotal: number;
  /** Ids of the selected orderable lines ("order selected"). */
  selectedIds: readonly number[];
  money: (amount: number) => string;
}) {
  const { t } = useT();
  const navigate = useNavigate();
  const orderableIds = cart.lines.filter((line) => line.orderable).map((line) => line.id);
  const shipping = shippingPreview(selectedTotal, cart.shipping);
  return (
    <section className="atelier-cart-summary" aria-labelledby="atelier-cart-summary-title">
      <h2 id="atelier-cart-summary-title">{t(CART_LABELS.summary)}</h2>
      <dl>
        <div>
          <dt>{t(CART_LABELS.selectedTotal)}</dt>
          <dd data-testid="cart-selected-total">{money(selectedTotal)}</dd>
        </div>
        <div>
          <dt>{t(CART_LABELS.shippingFee)}</dt>
          <dd data-testid="cart-shipping">
            {shipping.fee === 0 ? t(CART_LABELS.freeShipping) : money(shipping.fee)}
          </dd>
        </div>
        <div className="atelier-cart-summary__total">
          <dt>{t(CART_LABELS.orderTotal)}</dt>
          <dd data-testid="cart-order-total">{money(selectedTotal + shipping.fee)}</dd>
        </div>
      </dl>
      {shipping.freeAfter > 0 && (
        <p className="atelier-cart-summary__free">
          {t(CART_LABELS.freeShippingAfter, { amount: money(shipping.freeAfter) })}
        </p>
      )}
      <div className="atelier-cart-summary__buttons">
        <button
          type="button"
          className="atelier-button atelier-button--secondary"
          disabled={selectedIds.length === 0}
          onClick={() => void navigate(orderFormHref(selectedIds))}
        >
          {t(CART_LABELS.orderSelected)}
        </button>
        <button
          type="button"
          className="atelier-button atelier-button--primary"
          disabled={orderableIds.length === 0}
          onClick={() => void navigate(orderFormHref(orderableIds))}
        >
          {t(CART_LABELS.orderAll)}
        </button>
      </div>
    </section>
  );
}

/**
 * `/shop/cart`: the visitor's or member's cart, priced anew on every visit — each line with
 * its picture, option, add-ons, what changed since it was added, a quantity stepper and a
 * remove button; lines are selected (all orderable ones at first) and the summary shows the
 * selected amount, the shipping fee preview and how much more makes shipping free. "Order
 * selected" and "order all" open the order form with those lines (`?lines=1,2`).
 */
export default function CartPage() {
  const { t, locale } = useT();
  const { data: cart, isError, refetch } = cartApi.useGetCartQuery();
  // Lines the shopper took out of the selection; new and orderable lines start selected.
  const [unselected, setUnselected] = useState<ReadonlySet<number>>(new Set());

  if (!cart) {
    return isError ? (
      <p role="alert" className="atelier-cart__error">
        {t(CART_LABELS.loadFailed)}{' '}
        <button type="button" className="atelier-button" onClick={() => void refetch()}>
          {t(CART_LABELS.retry)}
        </button>
      </p>
    ) : null;
  }
  const money = (amount: number) => formatMoney(amount, cart.currency, { lang: locale });
  const selectable = cart.lines.filter((line) => line.orderable);
  const isSelected = (line: CartLine) => line.orderable && !unselected.has(line.id);
  const selectedTotal = cart.lines.filter(isSelected).reduce((sum, line) => sum + line.total, 0);
  const allSelected = selectable.length > 0 && selectable.every(isSelected);

  function select(line: CartLine, selected: boolean) {
    setUnselected((current) => {
      const next = new Set(current);
      if (selected) next.delete(line.id);
      else next.add(line.id);
      return next;
    });
  }

  return (
    <div className="atelier-cart" data-page="cart">
      <h1 className="atelier-cart__title">{t(CART_LABELS.title)}</h1>
      <p className="atelier-cart__intro">{t(CART_LABELS.intro)}</p>
      {cart.left_out.length > 0 ? (
        <p className="atelier-cart__left-out" role="status">
          {t(CART_LABELS.leftOut, {
            max: CART_MAX_LINES,
            names: cart.left_out.map((left) => left.name).join(', '),
          })}
        </p>
      ) : null}
      {cart.lines.length === 0 ? (
        <div className="atelier-cart__empty">
          <p>{t(CART_LABELS.empty)}</p>
          <AppLink to="Home" className="atelier-button atelier-button--primary">
            {t(CART_LABELS.keepShopping)}
          </AppLink>
        </div>
      ) : (
        <div className="atelier-cart__layout">
          <div className="atelier-cart__lines">
            <label className="atelier-cart__select-all">
              <input
                type="checkbox"
                checked={allSelected}
                disabled={selectable.length === 0}
                onChange={(event) => {
                  const checked = event.currentTarget.checked;
                  setUnselected(checked ? new Set() : new Set(selectable.map((l) => l.id)));
                }}
              />
              <span>
                {t(CART_LABELS.selectAll)} ({selectable.filter(isSelected).length}/
                {selectable.length})
              </span>
            </label>
            <ul className="atelier-cart__list">
              {cart.lines.map((line) => (
                <CartLineItem
                  key={line.id}
                  line={line}
                  selected={isSelected(line)}
                  onSelect={(selected) => select(line, selected)}
                  money={money}
                />
              ))}
            </ul>
          </div>
          <CartSummary
            cart={cart}
            selectedTotal={selectedTotal}
            selectedIds={cart.lines.filter(isSelected).map((line) => line.id)}
            money={money}
          />
        </div>
      )}
    </div>
  );
}
