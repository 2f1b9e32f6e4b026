import { CARRIERS, SHIPMENT_UPLOAD_LIMITS, type ShipmentUploadResponse } from '@atelier/contracts';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';

import { useActionFailure } from '@atelier/app-frame/forms';

import { useConsoleAction } from '../../domain/operator/use-console-action.js';
import { href } from '../../shared/routing/route-table.js';
import { useAreaLabels, useConsoleLabels } from '../../shared/use-console-labels.js';
import { fillLabel as fill } from '../../shared/fill-label.js';
import { ORDER_BULK_LABELS } from './order-bulk-labels.js';
import { orderBulkApi } from './orders-api.js';
import { OutcomeCells } from '../../domain/listing/bulk-selection.js';
import { LISTING_LABELS } from '../../domain/listing/listing-labels.js';
import { TableScroll } from '../../domain/listing/table-scroll.js';

/**
 * `/admin/orders/shipments`: an XLSX or CSV file of order number, carrier and tracking number
 * ships each order; the answer shows every row, shipped or refused with its reason.
 */
export default function OrderShipmentsPage() {
  const b = useAreaLabels(ORDER_BULK_LABELS);
  const { locale } = useConsoleLabels();
  const act = useConsoleAction();
  const fail = useActionFailure();
  const [upload, { isLoading }] = orderBulkApi.useAdminShipmentUploadMutation();
  const [result, setResult] = useState<ShipmentUploadResponse | null>(null);
  const [missing, setMissing] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('file') as HTMLInputElement;
    const file = input.files?.[0];
    setMissing(!file);
    if (!file) return input.focus();
    const form = new FormData();
    form.append('file', file, file.name);
    setResult(null);
    try {
      setResult(await act(() => upload(form).unwrap()));
    } catch (error) {
      await fail(error);
    }
  }

  const carriers = Object.entries(CARRIERS)
    .map(([code, carrier]) => `${carrier.name[locale]} (${code})`)
    .join(', ');
  return (
    <section className="console-page" aria-labelledby="shipments-title" data-page="admin-shipments">
      <p>
        <Link to={href('Orders')}>← {b.backToOrders}</Link>
      </p>
      <h1 id="shipments-title">{b.shipmentsTitle}</h1>
      <div className="console-card">
        <p>{b.shipmentsIntro}</p>
        <p className="console-hint" id="shipments-limits">
          {fill(b.shipmentsLimits, {
            mb: SHIPMENT_UPLOAD_LIMITS.maxBytes / 1024 / 1024,
            rows: SHIPMENT_UPLOAD_LIMITS.maxRows,
            carriers,
          })}
        </p>
        <p className="console-actions">
          <a className="console-button" href="/api/admin/orders/shipments/template" download>
            {b.templateXlsx}
          </a>
          <a
            className="console-button"
            href="/api/admin/orders/shipments/template?format=csv"
            download
          >
            {b.templateCsv}
          </a>
        </p>
        <form className="console-form shipments-form" noValidate onSubmit={(e) => void submit(e)}>
          <label htmlFor="shipments-file">{b.file}</label>
          <input
            id="shipments-file"
            name="file"
            type="file"
            accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
            aria-describedby={missing ? 'shipments-limits shipments-missing' : 'shipments-limits'}
            aria-invalid={missing || undefined}
            onChange={() => setMissing(false)}
          />
          {missing ? (
            <p id="shipments-missing" className="console-error" role="alert">
              {b.chooseFile}
            </p>
          ) : null}
          <button
            type="submit"
            className="console-button console-button--primary"
            disabled={isLoading}
          >
            {isLoading ? b.uploading : b.upload}
          </button>
        </form>
      </div>
      {result ? <ShipmentResult result={result} /> : null}
    </section>
  );
}

function ShipmentResult({ result }: { result: ShipmentUploadResponse }) {
  const b = useAreaLabels(ORDER_BULK_LABELS);
  const t = useAreaLabels(LISTING_LABELS);
  return (
    <section
      className="console-card"
      aria-labelledby="shipments-result-title"
      data-testid="shipment-result"
    >
      <h2 id="shipments-result-title">{t.bulkResultTitle}</h2>
      <p role="status">
        {fill(b.uploadResult, { shipped: result.shipped, refused: result.refused })}
      </p>
      <TableScroll labelledBy="shipments-result-title">
        <table className="console-table console-table--results">
          <thead>
            <tr>
              <th scope="col">{b.line}</th>
              <th scope="col">{b.resultOrder}</th>
              <th scope="col">{b.carrier}</th>
              <th scope="col">{b.trackingNo}</th>
              <th scope="col">{t.resultOutcome}</th>
              <th scope="col">{t.resultReason}</th>
            </tr>
          </thead>
          <tbody>
            {result.data.map((row) => (
              <tr key={row.line} data-result={row.outcome}>
                <th scope="row" data-label={b.line}>
                  {row.line}
                </th>
                <td data-label={b.resultOrder}>{row.od_id}</td>
                <td data-label={b.carrier}>{row.carrier ?? ''}</td>
                <td data-label={b.trackingNo}>{row.tracking_no}</td>
                <OutcomeCells
                  ok={row.outcome === 'shipped'}
                  message={row.message}
                  doneLabel={b.shipped}
                />
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
