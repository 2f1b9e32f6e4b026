import { RATING_STARS_LABELS_KO, RatingStars } from '@atelier/commerce-ui';
import type { ProductDetail } from '@atelier/contracts';
import { selectAuthenticated } from '@atelier/session';
import { useT } from '@atelier/translation-ai';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';

import { type RouteContext, translateLabels, useLoginGate } from '@atelier/app-frame';

import { catalogApi } from '../../domain/catalog/catalog-api.js';
import { feedbackApi } from '../../domain/feedback/feedback-api.js';
import { FeedbackList } from '../../domain/feedback/feedback-list.js';
import { FEEDBACK_LABELS } from '../../domain/feedback/feedback-labels.js';
import { ReviewFormPanel } from '../../domain/feedback/feedback-forms.js';
import { ReviewItem } from '../../domain/feedback/review-item.js';
import { ensureQuery } from '../../shared/routing/ensure-query.js';
import type { AppDispatch } from '../../shared/store/store.js';
import { productReviewsQuery } from './product-queries.js';

/**
 * Props of {@link ProductReviews}.
 */
export interface ProductReviewsProps {
  product: Pick<ProductDetail, 'it_id' | 'rating_summary'>;
}

/**
 * The product's reviews: the rating summary with the count per star, the write-a-review
 * form for members (visitors are sent to log in first), then the reviews, photo reviews
 * first, 10 a page with ui-kit's pager (5 page numbers).
 */
export function ProductReviews({ product }: ProductReviewsProps) {
  const { t } = useT();
  const dispatch = useDispatch<AppDispatch>();
  const authenticated = useSelector(selectAuthenticated);
  const ensureMember = useLoginGate();
  const [page, setPage] = useState(1);
  const [writing, setWriting] = useState(false);
  const { data, isError, refetch } = feedbackApi.useGetReviewsQuery(
    productReviewsQuery(product.it_id, page),
  );
  const summary = product.rating_summary;

  async function startWriting() {
    if (await ensureMember()) setWriting(true);
  }

  function saved() {
    setWriting(false);
    setPage(1);
    // The stars summary lives on the product.
    dispatch(catalogApi.util.invalidateTags([{ type: 'Product', id: product.it_id }]));
  }

  return (
    <div className="atelier-product-reviews">
      <div className="atelier-product-reviews__summary">
        <RatingStars
          average={summary.average}
          count={summary.count}
          summary={summary}
          labels={translateLabels(RATING_STARS_LABELS_KO, t)}
        />
        {!writing && (
          <div className="atelier-product-reviews__write">
            {!authenticated && <p>{t(FEEDBACK_LABELS.reviewLoginToWrite)}</p>}
            <button
              type="button"
              className="atelier-button atelier-button--primary"
              onClick={() => void startWriting()}
            >
              {t(FEEDBACK_LABELS.writeReview)}
            </button>
          </div>
        )}
      </div>
      {writing && (
        <ReviewFormPanel itId={product.it_id} onSaved={saved} onCancel={() => setWriting(false)} />
      )}
      <FeedbackList
        list={data}
        isError={isError}
        onRetry={() => void refetch()}
        empty={t(FEEDBACK_LABELS.noReviews)}
        onPage={setPage}
        renderItem={(review) => (
          <li key={review.id}>
            <ReviewItem review={review} />
          </li>
        )}
      />
    </div>
  );
}

/**
 * Fetches the first page of a product's reviews into the store (the product page's loader:
 * this module, not the page's, carries the reviews' endpoints).
 */
export async function prefetchReviews(ctx: RouteContext, itId: string): Promise<void> {
  await ensureQuery(
    ctx,
    ctx.store.dispatch(feedbackApi.endpoints.getReviews.initiate(productReviewsQuery(itId))),
    {
      notFound: 'ignore',
    },
  );
}
