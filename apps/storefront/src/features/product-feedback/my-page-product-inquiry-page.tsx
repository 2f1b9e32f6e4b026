import type { ProductInquiry } from '@atelier/contracts';
import { useT } from '@atelier/translation-ai';
import { useDialog, useToast } from '@atelier/ui-kit';
import { useState } from 'react';
import type { LoaderFunction } from 'react-router';

import { useActionFailure } from '@atelier/app-frame/forms';

import { feedbackApi } from '../../domain/feedback/feedback-api.js';
import { FeedbackList } from '../../domain/feedback/feedback-list.js';
import { FEEDBACK_LABELS } from '../../domain/feedback/feedback-labels.js';
import { QuestionFormPanel } from '../../domain/feedback/feedback-forms.js';
import { QuestionItem } from '../../domain/feedback/question-item.js';
import { MemberPageFrame } from '../../domain/account/member-page-frame.js';
import { ensureQuery } from '../../shared/routing/ensure-query.js';
import type { RouteContext } from '@atelier/app-frame';
import { useBoardUrl } from './feedback-board.js';
import { FEEDBACK_PAGE_LABELS } from './feedback-page-labels.js';
import { questionBoardQuery } from './list-query.js';
import './feedback-pages.css';

/**
 * Prefetches the member's own questions (the route is guarded: members only).
 */
export function createLoader(ctx: RouteContext): LoaderFunction {
  return async ({ request }) => {
    if (!ctx.store.getState().session.user?.mb_id) return null;
    const query = questionBoardQuery(new URL(request.url).searchParams, true);
    await ensureQuery(ctx, ctx.store.dispatch(feedbackApi.endpoints.getInquiries.initiate(query)), {
      notFound: 'ignore',
    });
    return null;
  };
}

/**
 * `/my-page/product-inquiry` (members only): the member's questions with their answers;
 * unanswered ones can be edited, any deleted after a confirmation.
 */
export default function MyPageProductInquiryPage() {
  const { t } = useT();
  const dialogs = useDialog();
  const toast = useToast();
  const { search, onPage, pageHref } = useBoardUrl();
  const showFailure = useActionFailure();
  const { data, isError, refetch } = feedbackApi.useGetInquiriesQuery(
    questionBoardQuery(search, true),
  );
  const [deleteInquiry] = feedbackApi.useDeleteInquiryMutation();
  const [editing, setEditing] = useState<number | null>(null);

  async function remove(question: ProductInquiry) {
    if (!(await dialogs.confirm(t(FEEDBACK_LABELS.questionDeleteConfirm)))) return;
    try {
      await deleteInquiry(question.id).unwrap();
      toast.success(t(FEEDBACK_LABELS.questionDeleted));
    } catch (error) {
      await showFailure(error);
    }
  }

  return (
    <MemberPageFrame
      title={t(FEEDBACK_LABELS.questions)}
      intro={t(FEEDBACK_PAGE_LABELS.myQuestionsIntro)}
      page="my-page-product-inquiry"
    >
      <FeedbackList
        list={data}
        isError={isError}
        onRetry={() => void refetch()}
        empty={t(FEEDBACK_LABELS.noQuestions)}
        showTotal
        onPage={onPage}
        pageHref={pageHref}
        renderItem={(question) => (
          <li key={question.id}>
            {editing === question.id ? (
              <>
                <p className="atelier-feedback-item__product">{question.product_name}</p>
                <QuestionFormPanel
                  itId={question.it_id}
                  question={question}
                  onSaved={() => setEditing(null)}
                  onCancel={() => setEditing(null)}
                />
              </>
            ) : (
              <QuestionItem
                question={question}
                showProduct
                actions={
                  <>
                    {question.answered ? (
                      <span className="atelier-feedback-item__note">
                        {t(FEEDBACK_LABELS.questionAnsweredLocked)}
                      </span>
                    ) : (
                      <button
                        type="button"
                        className="atelier-button atelier-button--secondary"
                        onClick={() => setEditing(question.id)}
                      >
                        {t(FEEDBACK_LABELS.edit)}
                      </button>
                    )}
                    <button
                      type="button"
                      className="atelier-button atelier-button--secondary"
                      onClick={() => void remove(question)}
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
