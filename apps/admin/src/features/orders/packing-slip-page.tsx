import { isApiError } from '@atelier/api-client';
import type { AdminPackingSlip } from '@atelier/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';

import { useConsoleAction } from '../../domain/operator/use-console-action.js';
import { koreanDateTime } from '../../shared/korean-date-time.js';
import { href } from '../../shared/routing/route-table.js';
import { useAreaLabels, useConsoleLabels } from '../../shared/use-console-labels.js';
import { orderMoneyApi } from './order-money-api.js';
import { ORDER_MONEY_LABELS } from './order-money-labels.js';

/**
 * `/admin/orders/{od_id}/packing-slip`: the order's packing slip to print — number, recipient
 * with the full phone and address, the lines with options, add-ons and quantities, and the
 * memo to the courier. The full address is a reveal: the password may be asked first.
 */
export default function PackingSlipPage() {
  const m = useAreaLabels(ORDER_MONEY_LABELS);
  const { l } = useConsoleLabels();
  const { od_id: odId = '' } = useParams();
  const act = useConsoleAction();
  const [load, { isLoading }] = orderMoneyApi.useAdminPackingSlipMutation();
  const [slip, setSlip] = useState<AdminPackingSlip | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const asked = useRef<string | null>(null);

  const fetchSlip = useCallback(async () => {
    setFailure(null);
    try {
      setSlip((await act(() => load(odId).unwrap())).data);
    } catch (error) {
      setFailure(isApiError(error) ? error.message : l.errorBody);
    }
  }, [act, load, odId, l.errorBody]);

  useEffect(() => {
    if (asked.current === odId) return;
    asked.current = odId;
    void fetchSlip();
  }, [odId, fetchSlip]);

  return (
    <section
      className="console-page slip-page"
      aria-labelledby="slip-title"
      data-page="admin-packing-slip"
    >
      <p className="slip-noprint">
        <Link to={href('OrderDetail', { od_id: odId })}>← {m.slipBack}</Link>
      </p>
      <h1 id="slip-title">
        {m.slipTitle} <span className="slip-number">{odId}</span>
      </h1>
      {failure ? (
        <div className="slip-noprint">
          <p role="alert" className="console-error">
            {failure}
          </p>
          <p className="console-muted">{m.slipNeedsPassword}</p>
          <button
            type="button"
            className="console-button console-button--primary"
            disabled={isLoading}
            onClick={() => void fetchSlip()}
          >
            {m.slipLoad}
          </button>
        </div>
      ) : null}
      {!slip ? (
        !failure ? (
          <p role="status">{l.loading}</p>
        ) : null
      ) : (
        <>
          <div className="slip-noprint console-actions">
            <button
              type="button"
              className="console-button console-button--primary"
              onClick={() => window.print()}
            >
              {m.slipPrint}
            </button>
          </div>
          <article className="slip" aria-label={m.slipTitle}>
            <dl className="slip-meta">
              <div>
                <dt>{m.slipOrderNo}</dt>
                <dd data-testid="slip-order-no">{slip.od_id}</dd>
              </div>
              <div>
                <dt>{m.slipOrderedAt}</dt>
                <dd>{koreanDateTime(slip.created_at)}</dd>
              </div>
              <div>
                <dt>{m.slipOrderer}</dt>
                <dd>{slip.orderer_name}</dd>
              </div>
            </dl>
            <dl className="slip-to">
              <div>
                <dt>{m.slipRecipient}</dt>
                <dd className="slip-to__name">{slip.recipient.name}</dd>
              </div>
              <div>
                <dt>{m.slipPhone}</dt>
                <dd>{slip.recipient.phone}</dd>
              </div>
              <div>
                <dt>{m.slipAddress}</dt>
                <dd>
                  ({slip.recipient.zonecode}) {slip.recipient.address1} {slip.recipient.address2}
                </dd>
              </div>
              {slip.memo ? (
                <div>
                  <dt>{m.slipMemo}</dt>
                  <dd className="slip-memo">{slip.memo}</dd>
                </div>
              ) : null}
            </dl>
            <table className="slip-lines">
              <thead>
                <tr>
                  <th scope="col">{m.slipItem}</th>
                  <th scope="col">{m.slipOption}</th>
                  <th scope="col">{m.slipSku}</th>
                  <th scope="col" className="slip-qty">
                    {m.slipQty}
                  </th>
                </tr>
              </thead>
              <tbody>
                {slip.lines.map((line, index) => (
                  <tr key={`${line.sku}-${index}`}>
                    <td>
                      {line.name}
                      {line.addons.map((addon) => (
                        <span key={addon.name} className="slip-addon">
                          + {addon.name} × {addon.qty}
                        </span>
                      ))}
                    </td>
                    <td>{line.option}</td>
                    <td className="slip-sku">{line.sku}</td>
                    <td className="slip-qty">{line.qty}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </article>
        </>
      )}
    </section>
  );
}
