import type { OrderStatus, PaymentMethod } from '@atelier/contracts';

import type { OrderAction } from './orders-api.js';

/**
 * The actions the console offers for an order in `status` (the API's lifecycle decides; a
 * move out of order is still refused there with its message): a transfer marked paid, a paid
 * order prepared or shipped, a shipment delivered, an order not yet shipped cancelled.
 */
export function offeredActions(status: OrderStatus, method: PaymentMethod): OrderAction[] {
  switch (status) {
    case 'awaiting_deposit':
      return method === 'card' ? ['cancel'] : ['mark-paid', 'cancel'];
    case 'awaiting_payment':
      return ['cancel'];
    case 'paid':
      return ['prepare', 'ship', 'cancel'];
    case 'preparing':
      return ['ship', 'cancel'];
    case 'shipping':
      return ['deliver'];
    default:
      return [];
  }
}
