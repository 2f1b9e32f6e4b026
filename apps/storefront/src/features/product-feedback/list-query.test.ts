import { describe, expect, test } from 'vitest';

import { pageParam, questionBoardQuery, reviewBoardQuery, withParam } from './list-query.js';

describe('board list queries', () => {
  test('page numbers: positive integers only', () => {
    expect(pageParam(new URLSearchParams('page=3'))).toBe(3);
    expect(pageParam(new URLSearchParams('page=0'))).toBe(1);
    expect(pageParam(new URLSearchParams('page=x'))).toBe(1);
    expect(pageParam(new URLSearchParams(''))).toBe(1);
  });

  test('review filters from the URL; unknown values left out; mine for the member area', () => {
    expect(reviewBoardQuery(new URLSearchParams('photo=1&rating=5&sort=new&page=2'))).toEqual({
      sort: 'new',
      page: 2,
      per_page: 10,
      photo_only: '1',
      rating: 5,
    });
    expect(reviewBoardQuery(new URLSearchParams('rating=9&sort=evil'), true)).toEqual({
      mine: '1',
      sort: 'photo',
      page: 1,
      per_page: 10,
    });
  });

  test('question filter by answer state', () => {
    expect(questionBoardQuery(new URLSearchParams('answered=0'))).toEqual({
      page: 1,
      per_page: 10,
      answered: '0',
    });
    expect(questionBoardQuery(new URLSearchParams('answered=maybe'), true)).toEqual({
      mine: '1',
      page: 1,
      per_page: 10,
    });
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
