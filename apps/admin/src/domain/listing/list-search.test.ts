import { describe, expect, test } from 'vitest';

import { listSearch } from './list-search.js';

describe('listSearch', () => {
  test('writes filters back without empty values or page 1', () => {
    expect(listSearch({ status: 'paid', q: '', page: 1 }).toString()).toBe('status=paid');
    expect(listSearch({ q: '010', page: 2, from: undefined }).toString()).toBe('q=010&page=2');
  });
});
