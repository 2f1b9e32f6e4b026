import { useT } from '@atelier/translation-ai';
import { Select, TEXT_AREA_MAX_LENGTH_NOTE_KO, TextArea, useFocusTrap } from '@atelier/ui-kit';
import { useId, useRef, useState, type FormEvent } from 'react';

import { ORDER_LABELS } from './order-labels.js';

/** The reasons offered, as label keys; the chosen one is sent in the page's language. */
const REASONS = [
  'reasonChangedMind',
  'reasonWrongOption',
  'reasonPayment',
  'reasonDelay',
  'reasonOther',
] as const;

/** Most a reason may hold (the API's limit), the free text's share after the chosen reason. */
const REASON_MAX = 200;
const DETAIL_MAX = 150;

/**
 * Props of {@link CancelOrderDialog}.
 *
 * @example
 * const props: CancelOrderDialogProps = { busy: false, onConfirm: (reason) => cancel(reason), onClose: close };
 */
export interface CancelOrderDialogProps {
  busy: boolean;
  /** Called with the reason to send: the chosen reason, then the free text if any. */
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/**
 * The cancel confirmation: what cancelling does, a reason to choose and an optional free
 * text. A modal dialog: focus stays inside, Escape and the backdrop close it.
 *
 * @example
 * {open && <CancelOrderDialog busy={isLoading} onConfirm={cancel} onClose={() => setOpen(false)} />}
 */
export function CancelOrderDialog({ busy, onConfirm, onClose }: CancelOrderDialogProps) {
  const { t } = useT();
  const panel = useRef<HTMLDivElement>(null);
  const ids = useId();
  const [reason, setReason] = useState<(typeof REASONS)[number] | null>(null);
  const [detail, setDetail] = useState('');
  const [missing, setMissing] = useState(false);
  useFocusTrap(panel, { onEscape: busy ? undefined : onClose });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) {
      setMissing(true);
      return;
    }
    const text = detail.trim();
    onConfirm(
      (text ? `${t(ORDER_LABELS[reason])}: ${text}` : t(ORDER_LABELS[reason])).slice(0, REASON_MAX),
    );
  }

  return (
    <div className="atelier-dialog-layer" data-state="open">
      <div
        className="atelier-dialog-backdrop"
        role="presentation"
        onClick={busy ? undefined : onClose}
      />
      <div
        ref={panel}
        className="atelier-dialog atelier-order-cancel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${ids}-title`}
        aria-describedby={`${ids}-intro`}
      >
        <h2 id={`${ids}-title`} className="atelier-dialog__title">
          {t(ORDER_LABELS.cancelTitle)}
        </h2>
        <p id={`${ids}-intro`} className="atelier-dialog__message">
          {t(ORDER_LABELS.cancelIntro)}
        </p>
        <form className="atelier-order-cancel__form" onSubmit={submit} noValidate>
          <div className="atelier-order-cancel__field">
            <Select
              id="cancel-reason"
              label={t(ORDER_LABELS.cancelReason)}
              placeholder={t(ORDER_LABELS.cancelReasonPlaceholder)}
              value={reason}
              options={REASONS.map((key) => ({ value: key, label: t(ORDER_LABELS[key]) }))}
              onChange={(value) => {
                setReason(value);
                setMissing(false);
              }}
            />
            {missing && (
              <p role="alert" className="atelier-order-cancel__error">
                {t(ORDER_LABELS.cancelReasonRequired)}
              </p>
            )}
          </div>
          <TextArea
            id="cancel-detail"
            label={t(ORDER_LABELS.cancelDetail)}
            value={detail}
            onValueChange={setDetail}
            maxLength={DETAIL_MAX}
            maxLengthNote={t(TEXT_AREA_MAX_LENGTH_NOTE_KO)}
            showCounter
            rows={3}
          />
          <div className="atelier-dialog__actions">
            <button
              type="button"
              className="atelier-button atelier-button--secondary"
              onClick={onClose}
              disabled={busy}
            >
              {t(ORDER_LABELS.cancelKeep)}
            </button>
            <button
              type="submit"
              className="atelier-button atelier-button--primary"
              disabled={busy}
            >
              {t(ORDER_LABELS.cancelConfirm)}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
