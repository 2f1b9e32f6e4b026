import type { ProductInquiry } from '@atelier/contracts';
import { useT } from '@atelier/translation-ai';
import { useId, useState, type ReactNode } from 'react';

import { AppLink } from '../../shared/routing/app-link.js';
import { FEEDBACK_LABELS } from './feedback-labels.js';
import './feedback.css';
import { writtenLang } from '../../shared/i18n/written-lang.js';

/**
 * Props of {@link QuestionItem}.
 */
export interface QuestionItemProps {
  question: ProductInquiry;
  /** Name the product with a link to it (lists of every product's questions). */
  showProduct?: boolean;
  /** Buttons of the member's own question (edit, delete). */
  actions?: ReactNode;
}

/**
 * One product question as a disclosure row: answer state, subject (or '비밀글입니다' for a
 * secret question the viewer may not read, which arrives without its texts), author and
 * date; opening it shows the question and the answer.
 */
export function QuestionItem({ question, showProduct = false, actions }: QuestionItemProps) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const bodyId = `question-${useId().replace(/:/g, '')}`;
  const readable = question.visible && question.subject !== null;
  return (
    <article
      className="atelier-feedback-item atelier-feedback-item--question"
      data-question-id={question.id}
    >
      <div className="atelier-feedback-item__head">
        <span
          className={
            question.answered
              ? 'atelier-feedback-item__state atelier-feedback-item__state--answered'
              : 'atelier-feedback-item__state'
          }
        >
          {t(question.answered ? FEEDBACK_LABELS.answered : FEEDBACK_LABELS.waiting)}
        </span>
        {question.secret && (
          <span className="atelier-feedback-item__badge">{t(FEEDBACK_LABELS.secretBadge)}</span>
        )}
        <span className="atelier-feedback-item__meta">
          <span className="atelier-visually-hidden">{t(FEEDBACK_LABELS.author)} </span>
          {question.author}
          {' · '}
          <time dateTime={question.created_at}>{question.created_at.slice(0, 10)}</time>
        </span>
      </div>
      {showProduct && (
        <p className="atelier-feedback-item__product">
          <AppLink to="Product" params={{ productId: question.it_id }}>
            {question.product_name}
          </AppLink>
        </p>
      )}
      {readable ? (
        <>
          <button
            type="button"
            className="atelier-feedback-item__subject"
            lang={writtenLang(question.subject)}
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen((value) => !value)}
          >
            {question.subject}
          </button>
          <div id={bodyId} className="atelier-feedback-item__body" hidden={!open}>
            <p className="atelier-feedback-item__content" lang={writtenLang(question.content)}>
              {question.content}
            </p>
            {question.answer && (
              <div className="atelier-feedback-item__answer">
                <p className="atelier-feedback-item__answer-title">
                  {t(FEEDBACK_LABELS.answer)}
                  {question.answered_at && (
                    <time dateTime={question.answered_at}>
                      {' '}
                      {question.answered_at.slice(0, 10)}
                    </time>
                  )}
                </p>
                <p className="atelier-feedback-item__content" lang={writtenLang(question.answer)}>
                  {question.answer}
                </p>
              </div>
            )}
          </div>
        </>
      ) : (
        <p className="atelier-feedback-item__subject atelier-feedback-item__subject--secret">
          {t(FEEDBACK_LABELS.secret)}
        </p>
      )}
      {actions ? <div className="atelier-feedback-item__actions">{actions}</div> : null}
    </article>
  );
}
