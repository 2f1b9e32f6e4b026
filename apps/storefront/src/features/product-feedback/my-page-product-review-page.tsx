import type { ProductReview } from '@atelier/contracts';
import { useT } from '@atelier/translation-ai';
import { useDialog, useToast } from '@atelier/ui-kit';
import { useState } from 'react';
import type { LoaderFunction } from 'react-router';

import { useActionFailure } from '@atelier/app-frame/forms';

import { feedbackApi } from '../../domain/feedback/feedback-api.js';
import { FeedbackList } from '../../domain/feedback/feedback-list.js';
import { FEEDBACK_LABELS } from '../../domain/feedback/feedback-labels.js';
import { ReviewFormPanel } from '../../domain/feedback/feedback-forms.js';
import { ReviewItem } from '../../domain/feedback/review-item.js';
import { MemberPageFrame } from '../../domain/account/member-page-frame.js';
import { ensureQuery } from '../../shared/routing/ensure-query.js';
import type { RouteContext } from '@atelier/app-frame';
import { useBoardUrl } from './feedback-board.js';
import { FEEDBACK_PAGE_LABELS } from './feedback-page-labels.js';
import { reviewBoardQuery } from './list-query.js';
import './feedback-pages.css';

/**
 * Prefetches the member's own reviews (the route is guarded: members only).
 */
export function createLoader(ctx: RouteContext): LoaderFunction {
  return async ({ request }) => {
    if (!ctx.store.getState().session.user?.mb_id) return null;
    const query = reviewBoardQuery(new URL(request.url).searchParams, true);
    await ensureQuery(ctx, ctx.store.dispatch(feedbackApi.endpoints.getReviews.initiate(query)), {
      notFound: 'ignore',
    });
    return null;
  };
}

/**
 * `/my-page/product-review` (members only): the member's reviews, newest first, each with
 * edit (the review form, its photos kept or replaced) and delete after a confirmation.
 */
export default function MyPageProductReviewPage() {
  const { t } = useT();
  const dialogs = useDialog();
  const toast = useToast();
  const { search, onPage, pageHref } = useBoardUrl();
  const showFailure = useActionFailure();
  const { data, isError, refetch } = feedbackApi.useGetReviewsQuery(reviewBoardQuery(search, true));
  const [deleteReview] = feedbackApi.useDeleteReviewMutation();
  const [editing, setEditing] = useState<number | null>(null);

  async function remove(review: ProductReview) {
    if (!(await dialogs.confirm(t(FEEDBACK_LABELS.reviewDeleteConfirm)))) return;
    try {
      await deleteReview(review.id).unwrap();
      toast.success(t(FEEDBACK_LABELS.reviewDeleted));
    } catch (error) {
      await showFailure(error);
    }
  }

  return (
    <MemberPageFrame
      title={t(FEEDBACK_LABELS.reviews)}
      intro={t(FEEDBACK_PAGE_LABELS.myReviewsIntro)}
      page="my-page-product-review"
    >
      <FeedbackList
        list={data}
        isError={isError}
        onRetry={() => void refetch()}
        empty={t(FEEDBACK_LABELS.noReviews)}
        showTotal
        onPage={onPage}
        pageHref={pageHref}
        renderItem={(review) => (
          <li key={review.id}>
            {editing === review.id ? (
              <>
                <p className="atelier-feedback-item__product">{review.product_name}</p>
                <ReviewFormPanel
                  itId={review.it_id}
                  review={review}
                  onSaved={() => setEditing(null)}
                  onCancel={() => setEditing(null)}
                />
              </>
            ) : (
              <ReviewItem
                review={review}
                showProduct
                actions={
                  <>
                    <button
                      type="button"
                      className="atelier-button atelier-button--secondary"
                      onClick={() => setEditing(review.id)}
                    >
                      {t(FEEDBACK_LABELS.edit)}
                    </button>
                    <button
                      type="button"
                      className="atelier-button atelier-button--secondary"
                      onClick={() => void remove(review)}
                    >
                      {t(FEEDBACK_LABELS.delete)}
                    </button>
                  </>
                }
              />
            )}
          </li>
        )}
      />
    </MemberPageFrame>
  );
}
