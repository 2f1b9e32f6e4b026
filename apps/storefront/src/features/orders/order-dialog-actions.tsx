import { useT } from '@atelier/translation-ai';

import { ORDER_LABELS } from './order-labels.js';

/**
 * Props of {@link OrderDialogActions}.
 */
export interface OrderDialogActionsProps {
  /** The submit button's text, already translated. */
  submitLabel: string;
  busy: boolean;
  onClose: () => void;
}

/**
 * The buttons at the end of an order dialog's form (a shared `FormDialog`): 닫기, then the action (submit).
 */
export function OrderDialogActions({ submitLabel, busy, onClose }: OrderDialogActionsProps) {
  const { t } = useT();
  return (
    <div className="atelier-dialog__actions">
      <button
        type="button"
        className="atelier-button atelier-button--secondary"
        onClick={onClose}
        disabled={busy}
      >
        {t(ORDER_LABELS.close)}
      </button>
      <button type="submit" className="atelier-button atelier-button--primary" disabled={busy}>
        {submitLabel}
      </button>
    </div>
  );
}
