import { useT } from '@atelier/translation-ai';
import { Select } from '@atelier/ui-kit';
import type { LoaderFunction } from 'react-router';

import { feedbackApi } from '../../domain/feedback/feedback-api.js';
import { FEEDBACK_LABELS } from '../../domain/feedback/feedback-labels.js';
import { ReviewItem } from '../../domain/feedback/review-item.js';
import { ensureQuery } from '../../shared/routing/ensure-query.js';
import type { RouteContext } from '@atelier/app-frame';
import { FEEDBACK_PAGE_LABELS } from './feedback-page-labels.js';
import { FeedbackBoard, useBoardUrl } from './feedback-board.js';
import { reviewBoardQuery } from './list-query.js';

/**
 * Prefetches the reviews of the URL's filters and page.
 */
export function createLoader(ctx: RouteContext): LoaderFunction {
  return async ({ request }) => {
    const query = reviewBoardQuery(new URL(request.url).searchParams);
    await ensureQuery(ctx, ctx.store.dispatch(feedbackApi.endpoints.getReviews.initiate(query)), {
      notFound: 'ignore',
    });
    return null;
  };
}

/**
 * `/customer/product-review`: every product's reviews, photo reviews first, with filters in
 * the URL (photo reviews only, stars, order) and ui-kit's pager (real links, 10 a page).
 */
export default function CustomerProductReviewPage() {
  const { t } = useT();
  const { search, go, onPage, pageHref } = useBoardUrl();
  const query = reviewBoardQuery(search);
  const { data, isError, refetch } = feedbackApi.useGetReviewsQuery(query);

  return (
    <FeedbackBoard
      page="customer-product-review"
      title={t(FEEDBACK_LABELS.reviews)}
      intro={t(FEEDBACK_PAGE_LABELS.reviewsIntro)}
      list={data}
      isError={isError}
      onRetry={() => void refetch()}
      empty={t(FEEDBACK_LABELS.noReviews)}
      onPage={onPage}
      pageHref={pageHref}
      filters={
        <>
          <label className="atelier-feedback-board__check">
            <input
              type="checkbox"
              checked={query.photo_only === '1'}
              onChange={(event) => go('photo', event.currentTarget.checked ? '1' : '')}
            />
            <span>{t(FEEDBACK_LABELS.filterPhoto)}</span>
          </label>
          <Select<string>
            label={t(FEEDBACK_LABELS.filterRating)}
            value={query.rating ? String(query.rating) : ''}
            onChange={(value) => go('rating', value)}
            options={[
              { value: '', label: t(FEEDBACK_LABELS.filterAll) },
              ...[5, 4, 3, 2, 1].map((star) => ({
                value: String(star),
                label: t(FEEDBACK_LABELS.ratingOf, { value: star }),
              })),
            ]}
          />
          <Select<string>
            label={t(FEEDBACK_LABELS.sort)}
            value={query.sort ?? 'photo'}
            onChange={(value) => go('sort', value === 'photo' ? '' : value)}
            options={[
              { value: 'photo', label: t(FEEDBACK_LABELS.sortPhoto) },
              { value: 'new', label: t(FEEDBACK_LABELS.sortNew) },
              { value: 'rating_desc', label: t(FEEDBACK_LABELS.sortRatingDesc) },
              { value: 'rating_asc', label: t(FEEDBACK_LABELS.sortRatingAsc) },
            ]}
          />
        </>
      }
      renderItem={(review) => (
        <li key={review.id}>
          <ReviewItem review={review} showProduct />
        </li>
      )}
    />
  );
}
