import { useT } from '@atelier/translation-ai';

import { FEEDBACK_LABELS } from './feedback-labels.js';

/**
 * Props of {@link FeedbackFormActions}.
 */
export interface FeedbackFormActionsProps {
  /** The submit button's text, already translated. */
  submitLabel: string;
  /** While the form is being sent: the submit button is disabled. */
  busy: boolean;
  /** Shows a cancel button that calls it. */
  onCancel?: (() => void) | undefined;
}

/**
 * The buttons under a review or question form: cancel (when the form can be closed) and submit.
 */
export function FeedbackFormActions({ submitLabel, busy, onCancel }: FeedbackFormActionsProps) {
  const { t } = useT();
  return (
    <div className="atelier-feedback-form__actions">
      {onCancel && (
        <button
          type="button"
          className="atelier-button atelier-button--secondary"
          onClick={onCancel}
        >
          {t(FEEDBACK_LABELS.cancel)}
        </button>
      )}
      <button type="submit" className="atelier-button atelier-button--primary" disabled={busy}>
        {submitLabel}
      </button>
    </div>
  );
}
