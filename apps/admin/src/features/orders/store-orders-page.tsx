import { formatMoney, type AdminStoreOrder } from '@atelier/contracts';
import { FieldError, FormErrorsProvider, useDialog } from '@atelier/ui-kit';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';

import { formText, TextField, useActionFailure, useFormSubmit } from '@atelier/app-frame/forms';

import { ConsoleListPage } from '../../domain/listing/console-list-page.js';
import { useOperator } from '../../domain/operator/operator-context.js';
import { useConsoleAction } from '../../domain/operator/use-console-action.js';
import { useFormFeedback } from '../../shared/forms/use-form-feedback.js';
import { href } from '../../shared/routing/route-table.js';
import { useAreaLabels, useConsoleLabels } from '../../shared/use-console-labels.js';
import { orderMoneyApi } from './order-money-api.js';
import { ORDER_MONEY_LABELS } from './order-money-labels.js';
import { minorUnits } from './order-money-panel.js';

const today = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

/** Minor units as the form shows them: won as they are, dollars with cents. */
const typed = (amount: number, currency: string) =>
  currency === 'usd' ? (amount / 100).toFixed(2) : String(amount);

function StoreOrderForm({
  editing,
  onClose,
}: {
  editing: AdminStoreOrder | null;
  onClose: () => void;
}) {
  const m = useAreaLabels(ORDER_MONEY_LABELS);
  const dialogs = useDialog();
  const act = useConsoleAction();
  const feedback = useFormFeedback();
  const { busy, run } = useFormSubmit(feedback);
  const [save] = orderMoneyApi.useAdminStoreOrderSaveMutation();
  const [keys, setKeys] = useState<number[]>(() =>
    (editing?.items ?? [null]).map((_, index) => index),
  );
  const [next, setNext] = useState(keys.length);
  const currency = editing?.currency ?? 'krw';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    feedback.start();
    const form = event.currentTarget;
    const head = formText(form, [
      'mb_id',
      'store',
      'store_en',
      'receipt_no',
      'currency',
      'purchased_at',
    ]);
    const field = (key: number, name: string) =>
      (form.elements.namedItem(`item-${key}-${name}`) as HTMLInputElement).value;
    const items = keys.map((key) => ({
      name: field(key, 'name'),
      name_en: field(key, 'name_en'),
      qty: field(key, 'qty'),
      amount: minorUnits(field(key, 'amount'), head.currency ?? 'krw') ?? '',
    }));
    // The schema names item fields items.{index}.{name}; the form's ids carry each row's key.
    const fieldId = (name: string) => {
      const match = /^items\.(\d+)\.(\w+)$/.exec(name);
      return match ? `item-${keys[Number(match[1])]}-${match[2]}` : name;
    };
    const input = await feedback.check((s) => s.adminStoreOrderSchema, { ...head, items }, fieldId);
    if (!input) return;
    if (await run(() => act(() => save({ id: editing?.id, body: input }).unwrap()), { fieldId })) {
      onClose();
      await dialogs.alert(m.storeSaved);
    }
  }

  return (
    <form
      noValidate
      className="console-form console-card"
      aria-label={editing ? m.storeEdit : m.storeNew}
      onSubmit={(event) => void submit(event)}
    >
      <h2>{editing ? `${m.storeEdit}: ${editing.receipt_no}` : m.storeNew}</h2>
      <TextField
        name="mb_id"
        label={m.storeMember}
        defaultValue={editing?.mb_id}
        autoComplete="off"
        required
      />
      <TextField name="store" label={m.storeName} defaultValue={editing?.store} required />
      <TextField name="store_en" label={m.storeNameEn} defaultValue={editing?.store_en} required />
      <TextField
        name="receipt_no"
        label={m.storeReceipt}
        defaultValue={editing?.receipt_no}
        required
      />
      <TextField
        name="purchased_at"
        type="date"
        label={m.storeDate}
        defaultValue={editing?.purchased_at ?? today()}
        required
      />
      <label className="atelier-auth-field">
        <span className="atelier-auth-field__label">{m.storeCurrency}</span>
        <select
          name="currency"
          id="currency"
          className="atelier-auth-field__input"
          defaultValue={currency}
        >
          <option value="krw">KRW (원)</option>
          <option value="usd">USD ($)</option>
        </select>
      </label>
      <fieldset className="console-refund-lines">
        <legend>{m.storeItems}</legend>
        <FieldError name="items" />
        {keys.map((key, index) => {
          const item = editing?.items[key];
          return (
            <div key={key} className="console-store-item" data-item={index}>
              <TextField
                name={`item-${key}-name`}
                label={m.storeItemName}
                defaultValue={item?.name}
                required
              />
              <TextField
                name={`item-${key}-name_en`}
                label={m.storeItemNameEn}
                defaultValue={item?.name_en}
                required
              />
              <TextField
                name={`item-${key}-qty`}
                label={m.storeItemQty}
                type="number"
                min={1}
                defaultValue={item?.qty ?? 1}
                required
              />
              <TextField
                name={`item-${key}-amount`}
                label={m.storeItemAmount}
                inputMode="decimal"
                defaultValue={item ? typed(item.amount, currency) : ''}
                required
              />
              {keys.length > 1 ? (
                <button
                  type="button"
                  className="console-button"
                  onClick={() => setKeys(keys.filter((k) => k !== key))}
                >
                  {m.storeRemoveItem}
                </button>
              ) : null}
            </div>
          );
        })}
        <button
          type="button"
          className="console-button"
          onClick={() => {
            setKeys([...keys, next]);
            setNext(next + 1);
          }}
        >
          {m.storeAddItem}
        </button>
      </fieldset>
      <div className="console-actions">
        <button type="submit" className="console-button console-button--primary" disabled={busy}>
          {m.storeSave}
        </button>
        <button type="button" className="console-button" onClick={onClose}>
          {m.storeCancel}
        </button>
      </div>
    </form>
  );
}

/**
 * `/admin/store-orders`: offline-store purchases entered for members, newest first, found by
 * member ID; enter, edit and delete one. The member sees them on `/my-page/store-order`.
 */
export default function StoreOrdersPage() {
  const m = useAreaLabels(ORDER_MONEY_LABELS);
  const { l, locale } = useConsoleLabels();
  const { can } = useOperator();
  const [search, setSearch] = useSearchParams();
  const mbId = search.get('mb_id') ?? '';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const query = { page, ...(mbId ? { mb_id: mbId } : {}) };
  const result = orderMoneyApi.useAdminStoreOrdersQuery(query);
  const [editing, setEditing] = useState<AdminStoreOrder | 'new' | null>(null);
  const [remove] = orderMoneyApi.useAdminStoreOrderDeleteMutation();
  const act = useConsoleAction();
  const fail = useActionFailure();
  const dialogs = useDialog();
  const editable = can('orders', 'edit');
  const params = (values: Record<string, string | number | undefined>) =>
    new URLSearchParams(
      Object.entries(values).filter((e): e is [string, string | number] => !!e[1]) as [
        string,
        string,
      ][],
    );

  async function drop(order: AdminStoreOrder) {
    if (!(await dialogs.confirm(m.storeDeleteConfirm))) return;
    try {
      await act(() => remove(order.id).unwrap());
    } catch (error) {
      await fail(error);
    }
  }

  return (
    <>
      {editable ? (
        <div className="console-page console-store-tools">
          {editing ? (
            <FormErrorsProvider>
              <StoreOrderForm
                key={editing === 'new' ? 'new' : editing.id}
                editing={editing === 'new' ? null : editing}
                onClose={() => setEditing(null)}
              />
            </FormErrorsProvider>
          ) : (
            <button
              type="button"
              className="console-button console-button--primary"
              onClick={() => setEditing('new')}
            >
              {m.storeNew}
            </button>
          )}
        </div>
      ) : null}
      <ConsoleListPage
        pageId="admin-store-orders"
        title={m.storeOrdersTitle}
        filtersLabel={l.filters}
        searchKey={search.toString()}
        onFilter={(form) => setSearch(params(formText(form, ['mb_id'])))}
        resetTo={href('StoreOrders')}
        result={result}
        empty={m.storeEmpty}
        tableClassName="console-table--orders"
        pageHref={(p) => `${href('StoreOrders')}?${params({ mb_id: mbId, page: p }).toString()}`}
        onPage={(p) => setSearch(params({ mb_id: mbId, page: p }))}
        filters={
          <label className="console-filters__search">
            {m.storeFilterMember}
            <input type="search" name="mb_id" defaultValue={mbId} />
          </label>
        }
        head={
          <>
            <th scope="col">{m.storeDate}</th>
            <th scope="col">{m.storeMember}</th>
            <th scope="col">{m.storeName}</th>
            <th scope="col">{m.storeReceipt}</th>
            <th scope="col">{m.storeItems}</th>
            <th scope="col" className="console-num">
              {m.storeTotal}
            </th>
            {editable ? <th scope="col">{l.actions}</th> : null}
          </>
        }
        row={(order) => (
          <tr key={order.id} data-store-order={order.id}>
            <th scope="row" data-label={m.storeDate}>
              {order.purchased_at}
            </th>
            <td data-label={m.storeMember}>
              {order.mb_id} <small className="console-muted">{order.member_name}</small>
            </td>
            <td data-label={m.storeName}>{locale === 'en' ? order.store_en : order.store}</td>
            <td data-label={m.storeReceipt}>{order.receipt_no}</td>
            <td data-label={m.storeItems}>
              {order.items
                .map((item) => `${locale === 'en' ? item.name_en : item.name} × ${item.qty}`)
                .join(', ')}
            </td>
            <td data-label={m.storeTotal} className="console-num">
              {formatMoney(order.total, order.currency, { lang: locale })}
            </td>
            {editable ? (
              <td data-label={l.actions}>
                <div className="console-actions">
                  <button
                    type="button"
                    className="console-button"
                    onClick={() => setEditing(order)}
                  >
                    {m.storeEdit}
                  </button>
                  <button
                    type="button"
                    className="console-button console-button--danger"
                    onClick={() => void drop(order)}
                  >
                    {m.storeDelete}
                  </button>
                </div>
              </td>
            ) : null}
          </tr>
        )}
      />
    </>
  );
}
