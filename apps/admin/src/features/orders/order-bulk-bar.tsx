import {
  formatCount,
  type AdminBulkAction,
  type AdminBulkResponse,
  type AdminOrderFilter,
} from '@atelier/contracts';
import { useDialog } from '@atelier/ui-kit';
import { useState } from 'react';

import { useFormSubmit } from '@atelier/app-frame/forms';

import { useOperator } from '../../domain/operator/operator-context.js';
import { useConsoleAction } from '../../domain/operator/use-console-action.js';
import { useFormFeedback } from '../../shared/forms/use-form-feedback.js';
import { useAreaLabels, useConsoleLabels } from '../../shared/use-console-labels.js';
import { fillLabel as fill } from '../../shared/fill-label.js';
import { ORDER_BULK_LABELS } from './order-bulk-labels.js';
import { orderBulkApi } from './orders-api.js';
import { TableScroll } from '../../domain/listing/table-scroll.js';
import { useDownload } from '../../domain/listing/use-download.js';
import { listSearch } from '../../domain/listing/list-search.js';

/**
 * The selected orders' bulk actions (prepare, confirm transfers), each order applied on its own;
 * the answer lists every order with its result.
 */
export function OrderBulkBar({ selected, onDone }: { selected: string[]; onDone: () => void }) {
  const b = useAreaLabels(ORDER_BULK_LABELS);
  const dialogs = useDialog();
  const act = useConsoleAction();
  const feedback = useFormFeedback();
  const { busy, run } = useFormSubmit(feedback);
  const [send] = orderBulkApi.useAdminOrdersBulkMutation();
  const [result, setResult] = useState<AdminBulkResponse | null>(null);

  async function apply(action: AdminBulkAction) {
    if (
      !(await dialogs.confirm(
        `${fill(b.bulkConfirmTitle, { n: selected.length })} ${b.bulkConfirmBody}`,
      ))
    )
      return;
    feedback.start();
    await run(async () => {
      const answer = await act(() => send({ action, od_ids: selected }).unwrap());
      setResult(answer);
      onDone();
      return answer;
    });
  }

  return (
    <div className="order-bulk">
      <div className="console-actions order-bulk__bar" role="group" aria-label={b.bulkActions}>
        <span aria-live="polite">{fill(b.selected, { n: formatCount(selected.length) })}</span>
        <button
          type="button"
          className="console-button"
          disabled={busy || selected.length === 0}
          onClick={() => void apply('mark_paid')}
        >
          {b.bulkMarkPaid}
        </button>
        <button
          type="button"
          className="console-button"
          disabled={busy || selected.length === 0}
          onClick={() => void apply('prepare')}
        >
          {b.bulkPrepare}
        </button>
      </div>
      {result ? <BulkResult result={result} /> : null}
    </div>
  );
}

function BulkResult({ result }: { result: AdminBulkResponse }) {
  const b = useAreaLabels(ORDER_BULK_LABELS);
  return (
    <section
      className="console-card order-bulk__result"
      aria-labelledby="bulk-result-title"
      data-testid="bulk-result"
    >
      <h2 id="bulk-result-title">{b.bulkResultTitle}</h2>
      <p role="status">{fill(b.bulkResult, { done: result.done, refused: result.refused })}</p>
      <TableScroll labelledBy="bulk-result-title">
        <table className="console-table console-table--results">
          <thead>
            <tr>
              <th scope="col">{b.resultOrder}</th>
              <th scope="col">{b.resultOutcome}</th>
              <th scope="col">{b.resultReason}</th>
            </tr>
          </thead>
          <tbody>
            {result.data.map((row) => (
              <tr key={row.od_id} data-result={row.ok ? 'done' : 'refused'}>
                <th scope="row" data-label={b.resultOrder}>
                  {row.od_id}
                </th>
                <td data-label={b.resultOutcome}>
                  <span className={`order-outcome order-outcome--${row.ok ? 'done' : 'refused'}`}>
                    {row.ok ? b.done : b.refused}
                  </span>
                </td>
                <td data-label={b.resultReason}>{row.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}

/**
 * Downloads the filtered list as XLSX (`GET /api/admin/orders/export`): masked, or with personal
 * data for a role that may reveal it (the password again when it is not recent).
 */
export function OrderExportButtons({ filter }: { filter: AdminOrderFilter }) {
  const b = useAreaLabels(ORDER_BULK_LABELS);
  const { can } = useOperator();
  const { busy, download } = useDownload();
  const { l } = useConsoleLabels();

  async function exportList(reveal: boolean) {
    const search = listSearch({ ...filter, reveal: reveal ? 'true' : undefined });
    await download(`/api/admin/orders/export?${search.toString()}`, 'orders.xlsx');
  }

  return (
    <div className="console-actions" aria-busy={busy}>
      <button
        type="button"
        className="console-button"
        disabled={busy}
        onClick={() => void exportList(false)}
      >
        {busy ? l.exporting : l.exportXlsx}
      </button>
      {can('orders', 'reveal') ? (
        <button
          type="button"
          className="console-button"
          disabled={busy}
          aria-describedby="export-revealed-note"
          onClick={() => void exportList(true)}
        >
          {b.exportRevealed}
        </button>
      ) : null}
      {can('orders', 'reveal') ? (
        <span id="export-revealed-note" className="console-hint">
          {b.exportRevealedNote}
        </span>
      ) : null}
    </div>
  );
}
