import { ORDER_STATUS_LABELS, type OrderStatus } from '@atelier/contracts';
import { useT } from '@atelier/translation-ai';

import './order-status-badge.css';

/** Colour family of a status: waiting for money, moving, done, stopped. */
function tone(status: OrderStatus): 'waiting' | 'active' | 'done' | 'stopped' {
  switch (status) {
    case 'awaiting_payment':
    case 'awaiting_deposit':
      return 'waiting';
    case 'paid':
    case 'preparing':
    case 'shipping':
    case 'return_requested':
    case 'exchange_requested':
      return 'active';
    case 'delivered':
    case 'confirmed':
      return 'done';
    default:
      return 'stopped';
  }
}

/**
 * An order's status as a badge (입금대기, 배송중, 취소 …), its name in the page's language
 * from the contracts' `ORDER_STATUS_LABELS`.
 */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { pick } = useT();
  const label = ORDER_STATUS_LABELS[status];
  return (
    <span
      className={`atelier-order-status atelier-order-status--${tone(status)}`}
      data-status={status}
    >
      {pick(label.kr, label.en)}
    </span>
  );
}
