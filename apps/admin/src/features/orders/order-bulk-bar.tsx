import type { AdminBulkAction, AdminOrderFilter } from '@atelier/contracts';

import { useOperator } from '../../domain/operator/operator-context.js';
import { useAreaLabels, useConsoleLabels } from '../../shared/use-console-labels.js';
import { ORDER_BULK_LABELS } from './order-bulk-labels.js';
import { orderBulkApi } from './orders-api.js';
import { BulkBar, type ListSelection } from '../../domain/listing/bulk-selection.js';
import { useDownload } from '../../domain/listing/use-download.js';
import { listSearch } from '../../domain/listing/list-search.js';

/**
 * The selected orders' bulk actions (confirm transfers, prepare), each order applied on its
 * own; the answer lists every order with its result.
 */
export function OrderBulkBar({ selection }: { selection: ListSelection }) {
  const b = useAreaLabels(ORDER_BULK_LABELS);
  const [send] = orderBulkApi.useAdminOrdersBulkMutation();
  const action = (label: string, step: AdminBulkAction) => ({
    label,
    run: async (od_ids: string[]) => {
      const answer = await send({ action: step, od_ids }).unwrap();
      return { ...answer, data: answer.data.map((row) => ({ ...row, key: row.od_id })) };
    },
  });
  return (
    <BulkBar
      selection={selection}
      label={b.bulkActions}
      keyHeading={b.resultOrder}
      actions={[action(b.bulkMarkPaid, 'mark_paid'), action(b.bulkPrepare, 'prepare')]}
    />
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
