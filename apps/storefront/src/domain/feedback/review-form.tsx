import type { ApiError } from '@atelier/api-client';
import {
  REVIEW_CONTENT_MAX,
  REVIEW_CONTENT_MIN,
  REVIEW_MAX_PHOTOS,
  type ProductReview,
} from '@atelier/contracts';
import { useT } from '@atelier/translation-ai';
import {
  type ExistingFile,
  FieldError,
  FormErrorsProvider,
  STAR_RATING_LABELS_KO,
  StarRating,
  TEXT_AREA_MAX_LENGTH_NOTE_KO,
  TextArea,
  useToast,
} from '@atelier/ui-kit';
import { useId, useState, type FormEvent } from 'react';

import { translateLabels } from '@atelier/app-frame';
import { useFormSubmit } from '@atelier/app-frame/forms';

import { PhotoField } from '../../shared/forms/photo-field.js';
import { useFormFeedback } from '../../shared/forms/use-form-feedback.js';
import { feedbackApi } from './feedback-api.js';
import { FeedbackFormActions } from './feedback-form-actions.js';
import { FEEDBACK_LABELS } from './feedback-labels.js';
import './feedback.css';

/**
 * Props of {@link ReviewForm}.
 */
export interface ReviewFormProps {
  /** The product reviewed (new reviews). */
  itId: string;
  /** The member's review being edited; without it a new one is written. */
  review?: ProductReview;
  /** Called after the API accepted the review. */
  onSaved?: () => void;
  onCancel?: () => void;
}

function isForbidden(error: unknown): error is ApiError {
  return (error as Partial<ApiError> | undefined)?.kind === 'forbidden';
}

/**
 * The write-a-review (or edit) form: ui-kit's star rating, a text area of 10 to 2,000
 * characters (longer input cut with the spec §5 note, with a counter) and the shop's photo
 * field for up to 5 photos with previews, sent multipart (`files[]`). Checked with the contracts
 * schema before sending; 422 field errors show under the fields; a 403 (the member has no
 * confirmed purchase of the product) is said in the form itself.
 */
export function ReviewForm({ itId, review, onSaved, onCancel }: ReviewFormProps) {
  const { t } = useT();
  const toast = useToast();
  const feedback = useFormFeedback();
  const { busy, run } = useFormSubmit(feedback);
  const prefix = `review-${useId().replace(/:/g, '')}`;
  const fieldId = (name: string) => `${prefix}-${name}`;
  const [rating, setRating] = useState<number | null>(review?.rating ?? null);
  const [content, setContent] = useState(review?.content ?? '');
  const [files, setFiles] = useState<File[]>([]);
  const [kept, setKept] = useState<ExistingFile[]>(
    () =>
      review?.photos.map((photo) => ({
        id: photo.id,
        url: photo.thumb.url,
        name: `${photo.id}.jpg`,
        type: 'image/jpeg',
      })) ?? [],
  );
  const [refusal, setRefusal] = useState<string | null>(null);
  const [createReview] = feedbackApi.useCreateReviewMutation();
  const [updateReview] = feedbackApi.useUpdateReviewMutation();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    feedback.start();
    setRefusal(null);
    const input = await feedback.check(
      (schemas) => schemas.reviewCreateSchema,
      { it_id: itId, rating: rating ?? '', content },
      fieldId,
    );
    if (!input) return;
    await run(
      async () => {
        if (review) {
          await updateReview({
            id: review.id,
            fields: {
              rating: input.rating,
              content: input.content,
              keep_photo_ids: kept.map((photo) => Number(photo.id)),
            },
            files,
          }).unwrap();
        } else {
          await createReview({ fields: input, files }).unwrap();
        }
        toast.success(t(review ? FEEDBACK_LABELS.reviewUpdated : FEEDBACK_LABELS.reviewSaved));
        onSaved?.();
      },
      {
        fieldId,
        onError: (error) => {
          if (!isForbidden(error)) return false;
          setRefusal(t(FEEDBACK_LABELS.reviewNotEligible));
          return true;
        },
      },
    );
  }

  return (
    <form
      className="atelier-feedback-form"
      noValidate
      aria-busy={busy}
      aria-label={t(review ? FEEDBACK_LABELS.editReview : FEEDBACK_LABELS.writeReview)}
      onSubmit={(event) => void submit(event)}
    >
      <fieldset id={fieldId('rating')} tabIndex={-1} className="atelier-feedback-form__field">
        <legend>{t(FEEDBACK_LABELS.reviewRating)}</legend>
        <StarRating
          value={rating}
          onChange={setRating}
          labels={translateLabels(STAR_RATING_LABELS_KO, t)}
        />
        <FieldError name={fieldId('rating')} />
      </fieldset>
      <div className="atelier-feedback-form__field">
        <TextArea
          id={fieldId('content')}
          label={t(FEEDBACK_LABELS.reviewContent)}
          value={content}
          onValueChange={setContent}
          maxLength={REVIEW_CONTENT_MAX}
          maxLengthNote={t(TEXT_AREA_MAX_LENGTH_NOTE_KO)}
          showCounter
          required
          aria-describedby={`${fieldId('content')}-hint`}
        />
        <p id={`${fieldId('content')}-hint`} className="atelier-feedback-form__hint">
          {t(FEEDBACK_LABELS.reviewContentHint, {
            min: REVIEW_CONTENT_MIN,
            max: REVIEW_CONTENT_MAX,
          })}
        </p>
        <FieldError name={fieldId('content')} />
      </div>
      <PhotoField
        id={fieldId('files')}
        className="atelier-feedback-form__field"
        label={t(FEEDBACK_LABELS.reviewPhotos, { max: REVIEW_MAX_PHOTOS })}
        max={REVIEW_MAX_PHOTOS}
        kept={kept}
        onKeptChange={setKept}
        files={files}
        onChange={setFiles}
      />
      {refusal && (
        <p role="alert" className="atelier-feedback-form__refusal">
          {refusal}
        </p>
      )}
      <FeedbackFormActions
        submitLabel={t(review ? FEEDBACK_LABELS.reviewSave : FEEDBACK_LABELS.reviewSubmit)}
        busy={busy}
        onCancel={onCancel}
      />
    </form>
  );
}

/**
 * {@link ReviewForm} in a field-error scope of its own, as the feedback panels open it (loaded
 * with the form, so the scope's code is not in the pages' first-load JS either).
 */
export function ReviewFormInScope(props: ReviewFormProps) {
  return (
    <FormErrorsProvider>
      <ReviewForm {...props} />
    </FormErrorsProvider>
  );
}
