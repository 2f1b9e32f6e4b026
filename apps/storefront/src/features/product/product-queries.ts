import type { InquiryListQueryInput, ReviewListQueryInput } from '@atelier/contracts';
import { PAGER_PER_PAGE } from '@atelier/ui-kit';

/**
 * The review page query of the product page (photo reviews first, 10 a page): the loader
 * prefetches page 1 with the very argument the component asks for, so it hydrates from the
 * embedded cache.
 */
export function productReviewsQuery(itId: string, page = 1): ReviewListQueryInput {
  return { it_id: itId, sort: 'photo', page, per_page: PAGER_PER_PAGE };
}

/**
 * The question page query of the product page (10 a page).
 */
export function productQuestionsQuery(itId: string, page = 1): InquiryListQueryInput {
  return { it_id: itId, page, per_page: PAGER_PER_PAGE };
}
