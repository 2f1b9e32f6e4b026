import { INQUIRY_CONTENT_MAX, INQUIRY_SUBJECT_MAX, type ProductInquiry } from '@atelier/contracts';
import { useT } from '@atelier/translation-ai';
import {
  FieldError,
  FormErrorsProvider,
  TEXT_AREA_MAX_LENGTH_NOTE_KO,
  TextArea,
  useToast,
} from '@atelier/ui-kit';
import { useId, useState, type FormEvent } from 'react';

import { useFormSubmit } from '@atelier/app-frame/forms';

import { useFormFeedback } from '../../shared/forms/use-form-feedback.js';
import { feedbackApi } from './feedback-api.js';
import { FeedbackFormActions } from './feedback-form-actions.js';
import { FEEDBACK_LABELS } from './feedback-labels.js';
import './feedback.css';

/**
 * Props of {@link QuestionForm}.
 */
export interface QuestionFormProps {
  /** The product asked about (new questions). */
  itId: string;
  /** The member's unanswered question being edited; without it a new one is asked. */
  question?: ProductInquiry;
  onSaved?: () => void;
  onCancel?: () => void;
}

/**
 * The ask-a-question (or edit) form for members: subject, text and a '비밀글' checkbox (only
 * the member and the operators read a secret question). Checked with the contracts schema
 * before sending; 422 field errors under the fields.
 */
export function QuestionForm({ itId, question, onSaved, onCancel }: QuestionFormProps) {
  const { t } = useT();
  const toast = useToast();
  const feedback = useFormFeedback();
  const { busy, run } = useFormSubmit(feedback);
  const prefix = `question-${useId().replace(/:/g, '')}`;
  const fieldId = (name: string) => `${prefix}-${name}`;
  const [subject, setSubject] = useState(question?.subject ?? '');
  const [content, setContent] = useState(question?.content ?? '');
  const [secret, setSecret] = useState(question?.secret ?? false);
  const [createInquiry] = feedbackApi.useCreateInquiryMutation();
  const [updateInquiry] = feedbackApi.useUpdateInquiryMutation();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    feedback.start();
    const input = await feedback.check(
      (schemas) => schemas.inquiryCreateSchema,
      { it_id: itId, subject, content, secret },
      fieldId,
    );
    if (!input) return;
    await run(
      async () => {
        if (question) {
          await updateInquiry({
            id: question.id,
            body: { subject: input.subject, content: input.content, secret: input.secret },
          }).unwrap();
        } else {
          await createInquiry(input).unwrap();
          setSubject('');
          setContent('');
          setSecret(false);
        }
        toast.success(
          t(question ? FEEDBACK_LABELS.questionUpdated : FEEDBACK_LABELS.questionSaved),
        );
        onSaved?.();
      },
      { fieldId },
    );
  }

  return (
    <form
      className="atelier-feedback-form"
      noValidate
      aria-busy={busy}
      aria-label={t(FEEDBACK_LABELS.askQuestion)}
      onSubmit={(event) => void submit(event)}
    >
      <div className="atelier-feedback-form__field">
        <label className="atelier-feedback-form__label" htmlFor={fieldId('subject')}>
          {t(FEEDBACK_LABELS.questionSubject)}
        </label>
        <input
          id={fieldId('subject')}
          className="atelier-feedback-form__input"
          value={subject}
          maxLength={INQUIRY_SUBJECT_MAX}
          required
          onChange={(event) => setSubject(event.currentTarget.value)}
        />
        <FieldError name={fieldId('subject')} />
      </div>
      <div className="atelier-feedback-form__field">
        <TextArea
          id={fieldId('content')}
          label={t(FEEDBACK_LABELS.questionContent)}
          value={content}
          onValueChange={setContent}
          maxLength={INQUIRY_CONTENT_MAX}
          maxLengthNote={t(TEXT_AREA_MAX_LENGTH_NOTE_KO)}
          showCounter
          required
        />
        <FieldError name={fieldId('content')} />
      </div>
      <label className="atelier-feedback-form__check">
        <input
          type="checkbox"
          id={fieldId('secret')}
          checked={secret}
          onChange={(event) => setSecret(event.currentTarget.checked)}
        />
        <span>{t(FEEDBACK_LABELS.questionSecret)}</span>
      </label>
      <FeedbackFormActions
        submitLabel={t(question ? FEEDBACK_LABELS.questionSave : FEEDBACK_LABELS.questionSubmit)}
        busy={busy}
        onCancel={onCancel}
      />
    </form>
  );
}

/**
 * {@link QuestionForm} in a field-error scope of its own, as the feedback panels open it (loaded
 * with the form, so the scope's code is not in the pages' first-load JS either).
 */
export function QuestionFormInScope(props: QuestionFormProps) {
  return (
    <FormErrorsProvider>
      <QuestionForm {...props} />
    </FormErrorsProvider>
  );
}
