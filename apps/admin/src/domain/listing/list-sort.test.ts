import { expect, test } from 'vitest';

import { sortOf, withSort } from './list-sort.js';

const SORTS = ['created_at:desc', 'created_at:asc', 'name:asc'] as const;

test('sortOf keeps a sort the list offers and drops any other', () => {
  expect(sortOf(new URLSearchParams('sort=name&order=asc'), SORTS)).toEqual({
    sort: 'name',
    order: 'asc',
  });
  expect(sortOf(new URLSearchParams('sort=name&order=desc'), SORTS)).toEqual({});
  expect(sortOf(new URLSearchParams('sort=password&order=asc'), SORTS)).toEqual({});
  expect(sortOf(new URLSearchParams(''), SORTS)).toEqual({});
});

test("withSort turns the form's one select into sort and order", () => {
  expect(withSort({ q: '캔들', sort: 'created_at:asc' })).toEqual({
    q: '캔들',
    sort: 'created_at',
    order: 'asc',
  });
  expect(withSort({ q: '' })).toEqual({ q: '', sort: undefined, order: undefined });
});
