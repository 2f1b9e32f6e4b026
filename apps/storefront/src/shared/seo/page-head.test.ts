import { describe, expect, test } from 'vitest';

import { pageHeadOf } from './page-head.js';

describe('pageHeadOf', () => {
  test('the deepest match whose loader returned a head', () => {
    expect(
      pageHeadOf([
        { data: { head: { title: 'outer' } } },
        { data: { head: { title: '캔들' } } },
        { data: null },
        { data: undefined },
      ]),
    ).toEqual({ title: '캔들' });
  });

  test('none: undefined', () => {
    expect(pageHeadOf([{ data: null }, { data: { other: 1 } }, {}])).toBeUndefined();
  });
});
