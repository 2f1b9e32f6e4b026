import { describe, expect, test } from 'vitest';

import { questionBoardQuery, reviewBoardQuery } from './list-query.js';

describe('board list queries', () => {
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
});
