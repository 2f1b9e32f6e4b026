import type { InquiryListQueryInput, ReviewListQueryInput } from '@atelier/contracts';
import { PAGER_PER_PAGE } from '@atelier/ui-kit';

import { pageParam } from '../../shared/listing/list-params.js';

const REVIEW_SORTS = ['photo', 'new', 'rating_desc', 'rating_asc'] as const;
type ReviewSort = (typeof REVIEW_SORTS)[number];

/**
 * The review list query of a board URL (`?page=&photo=1&rating=5&sort=new`); loader and page
 * build it from the same URL, so the page reads what the loader prefetched. Unknown values
 * are left out.
 */
export function reviewBoardQuery(search: URLSearchParams, mine = false): ReviewListQueryInput {
  const sort = search.get('sort');
  const rating = Number(search.get('rating'));
  return {
    ...(mine ? { mine: '1' as const } : {}),
    sort: REVIEW_SORTS.includes(sort as ReviewSort) ? (sort as ReviewSort) : 'photo',
    page: pageParam(search),
    per_page: PAGER_PER_PAGE,
    ...(search.get('photo') === '1' ? { photo_only: '1' as const } : {}),
    ...(Number.isInteger(rating) && rating >= 1 && rating <= 5 ? { rating } : {}),
  };
}

/**
 * The question list query of a board URL (`?page=&answered=1|0`).
 */
export function questionBoardQuery(search: URLSearchParams, mine = false): InquiryListQueryInput {
  const answered = search.get('answered');
  return {
    ...(mine ? { mine: '1' as const } : {}),
    page: pageParam(search),
    per_page: PAGER_PER_PAGE,
    ...(answered === '1' || answered === '0' ? { answered } : {}),
  };
}
