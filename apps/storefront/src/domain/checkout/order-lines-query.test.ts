import { describe, expect, test } from 'vitest';

import { orderLinesQuery } from './order-lines-query.js';
import { parseOrderLinesQuery } from './parse-order-lines-query.js';

describe('order lines query', () => {
  test('cart lines and buy-now items go through the URL and back', () => {
    expect(
      parseOrderLinesQuery(new URLSearchParams(orderLinesQuery({ cart_line_ids: [3, 4] }))),
    ).toEqual({ cart_line_ids: [3, 4] });
    const items = [
      { it_id: '1700000001', variant_id: 9, qty: 2, addons: [{ addon_id: 2, qty: 1 }] },
      { it_id: '1700000001', variant_id: 10, qty: 1, addons: [] },
    ];
    expect(parseOrderLinesQuery(new URLSearchParams(orderLinesQuery({ items })))).toEqual({
      items,
    });
  });

  test('anything malformed names nothing', () => {
    for (const query of [
      '',
      'lines=',
      'lines=1,x',
      'lines=0',
      'items=[]',
      'items=nope',
      'items=[["a",1,1]]',
      'items=[["a",1,0,[]]]',
      'items=[["a b",1,1,[]]]',
      'items=[["a",1,1,[[1]]]]',
    ]) {
      expect(parseOrderLinesQuery(new URLSearchParams(query)), query).toBeNull();
    }
    expect(parseOrderLinesQuery(new URLSearchParams('lines=5,5,6'))).toEqual({
      cart_line_ids: [5, 6],
    });
  });
});
