import { PAGE_MAX } from '@atelier/contracts';
import { describe, expect, test } from 'vitest';

import { pageParam, withParam } from './list-params.js';

describe('list URL parameters', () => {
  test('page numbers: positive integers up to what the API accepts', () => {
    expect(pageParam(new URLSearchParams('page=3'))).toBe(3);
    expect(pageParam(new URLSearchParams(`page=${PAGE_MAX}`))).toBe(PAGE_MAX);
    expect(pageParam(new URLSearchParams(`page=${PAGE_MAX + 1}`))).toBe(1);
    expect(pageParam(new URLSearchParams('page=0'))).toBe(1);
    expect(pageParam(new URLSearchParams('page=1.5'))).toBe(1);
    expect(pageParam(new URLSearchParams('page=x'))).toBe(1);
    expect(pageParam(new URLSearchParams(''))).toBe(1);
  });

  test('changing a filter goes back to page 1; page 1 and empty values leave the URL', () => {
    expect(withParam(new URLSearchParams('page=3&photo=1'), 'rating', '5')).toBe(
      'photo=1&rating=5',
    );
    expect(withParam(new URLSearchParams('photo=1'), 'photo', '')).toBe('');
    expect(withParam(new URLSearchParams('photo=1'), 'page', '2')).toBe('photo=1&page=2');
    expect(withParam(new URLSearchParams('page=2'), 'page', '1')).toBe('');
  });
});
