import { describe, expect, test } from 'vitest';

import { orderListQuery } from './order-list-params.js';

describe('orderListQuery', () => {
  test('reads every filter from the URL', () => {
    const search = new URLSearchParams(
      'status=awaiting_deposit&payment_method=bank_transfer&from=2026-11-01&to=2026-11-30&q=%ED%99%8D&page=3&sort=total_amount&order=asc&queue=to_ship',
    );
    expect(orderListQuery(search)).toEqual({
      status: 'awaiting_deposit',
      payment_method: 'bank_transfer',
      from: '2026-11-01',
      to: '2026-11-30',
      q: '홍',
      page: 3,
      sort: 'total_amount',
      order: 'asc',
      queue: 'to_ship',
    });
  });

  test('leaves out what the API would refuse', () => {
    const search = new URLSearchParams(
      'status=lost&payment_method=cash&from=yesterday&page=-2&q=%20&sort=name&order=up&queue=x',
    );
    expect(orderListQuery(search)).toEqual({});
  });
});
