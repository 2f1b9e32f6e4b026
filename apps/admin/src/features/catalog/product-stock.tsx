import { STOCK_REASONS, type AdminProductDetail } from '@atelier/contracts';
import { FieldError, FormErrorsProvider, useDialog } from '@atelier/ui-kit';
import { useRef, useState, type FormEvent } from 'react';

import { TextField, useFormSubmit } from '@atelier/app-frame/forms';

import { useConsoleAction } from '../../domain/operator/use-console-action.js';
import { useFormFeedback } from '../../shared/forms/use-form-feedback.js';
import { koreanDateTime } from '../../shared/korean-date-time.js';
import { useAreaLabels } from '../../shared/use-console-labels.js';
import { PRODUCT_LABELS } from './products-labels.js';
import { productsApi } from './products-api.js';
import { TableScroll } from '../../domain/listing/table-scroll.js';

const sid = (field: string) => `stock-${field.replace(/\./g, '-')}`;

/**
 * Uploads images to a saved product through the API's image pipeline (checked by content);
 * each answer is the product with its new images last.
 */
export function ProductImagesUpload({ itId }: { itId: string }) {
  const p = useAreaLabels(PRODUCT_LABELS);
  const dialogs = useDialog();
  const act = useConsoleAction();
  const feedback = useFormFeedback();
  const { busy, run } = useFormSubmit(feedback);
  const [upload] = productsApi.useUploadProductImagesMutation();
  const [files, setFiles] = useState<File[]>([]);
  const formRef = useRef<HTMLFormElement>(null);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    feedback.start();
    if (files.length === 0) return;
    const ok = await run(() => act(() => upload({ itId, files }).unwrap()), {
      // A refused file is named under the input whatever its index.
      fieldId: () => 'product-files',
    });
    if (ok) {
      formRef.current?.reset();
      setFiles([]);
      await dialogs.alert(p.uploaded);
    }
  }
  return (
    <section className="console-card" aria-labelledby="product-upload-title">
      <h2 id="product-upload-title">{p.upload}</h2>
      <form
        ref={formRef}
        noValidate
        className="console-form"
        onSubmit={(event) => void submit(event)}
      >
        <label className="atelier-auth-field">
          <span className="atelier-auth-field__label">{p.chooseImages}</span>
          <input
            id="product-files"
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp,image/gif"
            onChange={(e) => setFiles([...(e.target.files ?? [])])}
          />
          <FieldError name="product-files" value={files.length} />
        </label>
        <p className="console-muted">{p.imagesHint}</p>
        <button
          type="submit"
          className="console-button console-button--primary"
          disabled={busy || files.length === 0}
        >
          {p.upload}
        </button>
      </form>
    </section>
  );
}

function reasonText(reason: string, p: (typeof PRODUCT_LABELS)['kr']): string {
  if (reason === STOCK_REASONS.created) return p.reasonCreated;
  if (reason === STOCK_REASONS.edited) return p.reasonEdited;
  if (reason.startsWith(STOCK_REASONS.returned))
    return p.reasonReturned.replace('{od_id}', reason.slice(STOCK_REASONS.returned.length));
  return reason;
}

function AdjustForm({ product }: { product: AdminProductDetail }) {
  const p = useAreaLabels(PRODUCT_LABELS);
  const dialogs = useDialog();
  const act = useConsoleAction();
  const feedback = useFormFeedback();
  const { busy, run } = useFormSubmit(feedback);
  const [adjust] = productsApi.useAdjustStockMutation();
  const [variantId, setVariantId] = useState(String(product.variants[0]?.id ?? ''));
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState('');
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    feedback.start();
    const body = {
      variant_id: Number(variantId),
      delta: /^-?\d+$/.test(delta.trim()) ? Number(delta.trim()) : Number.NaN,
      reason,
    };
    const input = await feedback.check((s) => s.adminStockAdjustSchema, body, sid);
    if (!input) return;
    const ok = await run(() => act(() => adjust({ itId: product.it_id, body: input }).unwrap()), {
      fieldId: sid,
    });
    if (ok) {
      setDelta('');
      setReason('');
      await dialogs.alert(p.adjusted);
    }
  }
  return (
    <form noValidate className="console-form" onSubmit={(event) => void submit(event)}>
      <label className="atelier-auth-field">
        <span className="atelier-auth-field__label">{p.variant}</span>
        <select
          id={sid('variant_id')}
          className="atelier-auth-field__input"
          value={variantId}
          onChange={(e) => setVariantId(e.target.value)}
        >
          {product.variants.map((v) => (
            <option key={v.id} value={v.id}>
              {(v.option_values.join(' / ') || p.single) + ` · ${v.sku} · ${p.stock} ${v.stock}`}
            </option>
          ))}
        </select>
        <FieldError name={sid('variant_id')} value={variantId} />
      </label>
      <TextField
        name={sid('delta')}
        label={p.delta}
        inputMode="numeric"
        value={delta}
        onChange={(e) => setDelta(e.target.value)}
      />
      <TextField
        name={sid('reason')}
        label={p.reason}
        maxLength={200}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <button type="submit" className="console-button console-button--primary" disabled={busy}>
        {p.adjust}
      </button>
    </form>
  );
}

/**
 * A saved product's stock: the adjustment form (a variant, a change and its reason; never
 * below zero) and the history of every change with who made it and the stock it left.
 */
export function ProductStock({
  product,
  editable,
}: {
  product: AdminProductDetail;
  editable: boolean;
}) {
  const p = useAreaLabels(PRODUCT_LABELS);
  const [page, setPage] = useState(1);
  const history = productsApi.useStockHistoryQuery({ itId: product.it_id, page });
  const rows = history.data?.data ?? [];
  return (
    <section className="console-card" aria-labelledby="product-stock-title">
      <h2 id="product-stock-title">{p.stockTitle}</h2>
      {editable ? (
        <FormErrorsProvider>
          <AdjustForm product={product} />
        </FormErrorsProvider>
      ) : null}
      <h3>{p.history}</h3>
      {rows.length === 0 ? (
        <p>{p.noHistory}</p>
      ) : (
        <TableScroll labelledBy="product-stock-title">
          <table className="console-table product-history" data-testid="stock-history">
            <thead>
              <tr>
                <th scope="col">{p.at}</th>
                <th scope="col">{p.sku}</th>
                <th scope="col" className="console-num">
                  {p.delta}
                </th>
                <th scope="col" className="console-num">
                  {p.after}
                </th>
                <th scope="col">{p.reason}</th>
                <th scope="col">{p.who}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>{koreanDateTime(row.at)}</td>
                  <td>{row.sku}</td>
                  <td className="console-num">{row.delta > 0 ? `+${row.delta}` : row.delta}</td>
                  <td className="console-num">{row.stock_after}</td>
                  <td>{reasonText(row.reason, p)}</td>
                  <td>{row.mb_id ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {history.data && history.data.last_page > 1 ? (
        <div className="console-actions">
          <button
            type="button"
            className="console-button"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            ←
          </button>
          <span>
            {page} / {history.data.last_page}
          </span>
          <button
            type="button"
            className="console-button"
            disabled={page >= history.data.last_page}
            onClick={() => setPage(page + 1)}
          >
            →
          </button>
        </div>
      ) : null}
    </section>
  );
}
