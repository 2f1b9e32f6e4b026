import type { ProductDetail } from '@atelier/contracts';
import { selectAuthenticated } from '@atelier/session';
import { useT } from '@atelier/translation-ai';
import { useState } from 'react';
import { useSelector } from 'react-redux';

import { useLoginGate } from '@atelier/app-frame';

import { feedbackApi } from '../../domain/feedback/feedback-api.js';
import { FeedbackList } from '../../domain/feedback/feedback-list.js';
import { FEEDBACK_LABELS } from '../../domain/feedback/feedback-labels.js';
import { QuestionFormPanel } from '../../domain/feedback/feedback-forms.js';
import { QuestionItem } from '../../domain/feedback/question-item.js';
import { ensureQuery } from '../../shared/routing/ensure-query.js';
import type { RouteContext } from '@atelier/app-frame';
import { productQuestionsQuery } from './product-queries.js';

/**
 * Props of {@link ProductQuestions}.
 */
export interface ProductQuestionsProps {
  product: Pick<ProductDetail, 'it_id'>;
}

/**
 * The product's Q&A: the ask-a-question form for members (with the 비밀글 checkbox;
 * visitors are sent to log in first), then the questions, 10 a page; secret questions of
 * others read '비밀글입니다'.
 */
export function ProductQuestions({ product }: ProductQuestionsProps) {
  const { t } = useT();
  const authenticated = useSelector(selectAuthenticated);
  const ensureMember = useLoginGate();
  const [page, setPage] = useState(1);
  const [asking, setAsking] = useState(false);
  const { data, isError, refetch } = feedbackApi.useGetInquiriesQuery(
    productQuestionsQuery(product.it_id, page),
  );

  async function startAsking() {
    if (await ensureMember()) setAsking(true);
  }

  return (
    <div className="atelier-product-questions">
      {asking ? (
        <QuestionFormPanel
          itId={product.it_id}
          onSaved={() => {
            setAsking(false);
            setPage(1);
          }}
          onCancel={() => setAsking(false)}
        />
      ) : (
        <div className="atelier-product-questions__ask">
          {!authenticated && <p>{t(FEEDBACK_LABELS.questionLoginToAsk)}</p>}
          <button
            type="button"
            className="atelier-button atelier-button--primary"
            onClick={() => void startAsking()}
          >
            {t(FEEDBACK_LABELS.askQuestion)}
          </button>
        </div>
      )}
      <FeedbackList
        list={data}
        isError={isError}
        onRetry={() => void refetch()}
        empty={t(FEEDBACK_LABELS.noQuestions)}
        onPage={setPage}
        renderItem={(question) => (
          <li key={question.id}>
            <QuestionItem question={question} />
          </li>
        )}
      />
    </div>
  );
}

/**
 * Fetches the first page of a product's questions into the store (the product page's loader:
 * this module, not the page's, carries the questions' endpoints).
 */
export async function prefetchQuestions(ctx: RouteContext, itId: string): Promise<void> {
  await ensureQuery(
    ctx,
    ctx.store.dispatch(feedbackApi.endpoints.getInquiries.initiate(productQuestionsQuery(itId))),
    {
      notFound: 'ignore',
    },
  );
}
