import { describe, expect, test } from 'vitest';

import { offeredActions } from './offered-actions.js';

describe('offeredActions', () => {
  test('a transfer waiting for its deposit can be marked paid or cancelled', () => {
    expect(offeredActions('awaiting_deposit', 'bank_transfer')).toEqual(['mark-paid', 'cancel']);
    expect(offeredActions('awaiting_deposit', 'virtual_account')).toEqual(['mark-paid', 'cancel']);
  });

  test('paid orders are prepared or shipped, shipments delivered', () => {
    expect(offeredActions('paid', 'card')).toEqual(['prepare', 'ship', 'cancel']);
    expect(offeredActions('preparing', 'card')).toEqual(['ship', 'cancel']);
    expect(offeredActions('shipping', 'bank_transfer')).toEqual(['deliver']);
  });

  test('finished orders offer nothing', () => {
    for (const status of ['delivered', 'confirmed', 'cancelled', 'expired', 'refunded'] as const)
      expect(offeredActions(status, 'card')).toEqual([]);
  });
});
