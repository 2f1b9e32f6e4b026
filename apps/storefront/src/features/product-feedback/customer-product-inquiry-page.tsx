import { useT } from '@atelier/translation-ai';
import { Select } from '@atelier/ui-kit';
import type { LoaderFunction } from 'react-router';

import { feedbackApi } from '../../domain/feedback/feedback-api.js';
import { FEEDBACK_LABELS } from '../../domain/feedback/feedback-labels.js';
import { QuestionItem } from '../../domain/feedback/question-item.js';
import { ensureQuery } from '../../shared/routing/ensure-query.js';
import type { RouteContext } from '@atelier/app-frame';
import { FeedbackBoard, useBoardUrl } from './feedback-board.js';
import { FEEDBACK_PAGE_LABELS } from './feedback-page-labels.js';
import { questionBoardQuery } from './list-query.js';

/**
 * Prefetches the questions of the URL's filter and page.
 */
export function createLoader(ctx: RouteContext): LoaderFunction {
  return async ({ request }) => {
    const query = questionBoardQuery(new URL(request.url).searchParams);
    await ensureQuery(ctx, ctx.store.dispatch(feedbackApi.endpoints.getInquiries.initiate(query)), {
      notFound: 'ignore',
    });
    return null;
  };
}

/**
 * `/customer/product-inquiry`: every product's questions, newest first, filtered by answer
 * state (in the URL), 10 a page. Secret questions of others read '비밀글입니다'; the API
 * never sends their texts.
 */
export default function CustomerProductInquiryPage() {
  const { t } = useT();
  const { search, go, onPage, pageHref } = useBoardUrl();
  const query = questionBoardQuery(search);
  const { data, isError, refetch } = feedbackApi.useGetInquiriesQuery(query);

  return (
    <FeedbackBoard
      page="customer-product-inquiry"
      title={t(FEEDBACK_LABELS.questions)}
      intro={t(FEEDBACK_PAGE_LABELS.questionsIntro)}
      list={data}
      isError={isError}
      onRetry={() => void refetch()}
      empty={t(FEEDBACK_LABELS.noQuestions)}
      onPage={onPage}
      pageHref={pageHref}
      filters={
        <Select<string>
          label={t(FEEDBACK_LABELS.filterAnswered)}
          value={query.answered ?? ''}
          onChange={(value) => go('answered', value)}
          options={[
            { value: '', label: t(FEEDBACK_LABELS.filterAll) },
            { value: '1', label: t(FEEDBACK_LABELS.answered) },
            { value: '0', label: t(FEEDBACK_LABELS.waiting) },
          ]}
        />
      }
      renderItem={(question) => (
        <li key={question.id}>
          <QuestionItem question={question} showProduct />
        </li>
      )}
    />
  );
}
