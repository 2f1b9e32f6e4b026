import { useT } from '@atelier/translation-ai';
import { lazy, Suspense, type ReactNode } from 'react';

import { LOAD_MORE_LABELS } from '../../shared/listing/use-load-more.js';
import type { QuestionFormProps } from './question-form.js';
import type { ReviewFormProps } from './review-form.js';

// The forms open only on a click (write, ask, edit), never in the server's markup, so their
// code (fields, file input, star rating, form feedback: ~11 kB gzip) stays out of the
// pages' first-load JS and arrives when the member asks for it.
const ReviewFormCode = lazy(() =>
  import('./review-form.js').then((module) => ({ default: module.ReviewFormInScope })),
);
const QuestionFormCode = lazy(() =>
  import('./question-form.js').then((module) => ({ default: module.QuestionFormInScope })),
);

function FormFrame({ children }: { children: ReactNode }) {
  const { t } = useT();
  return (
    <Suspense fallback={<p role="status">{t(LOAD_MORE_LABELS.loading)}</p>}>{children}</Suspense>
  );
}

/**
 * The write-a-review (or edit) form with its own field-error scope, its code loaded when it
 * first opens. Takes {@link ReviewFormProps}.
 */
export function ReviewFormPanel(props: ReviewFormProps) {
  return (
    <FormFrame>
      <ReviewFormCode {...props} />
    </FormFrame>
  );
}

/**
 * The ask-a-question (or edit) form with its own field-error scope, its code loaded when it
 * first opens. Takes {@link QuestionFormProps}.
 */
export function QuestionFormPanel(props: QuestionFormProps) {
  return (
    <FormFrame>
      <QuestionFormCode {...props} />
    </FormFrame>
  );
}
