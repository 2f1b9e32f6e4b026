import { useT } from '@atelier/translation-ai';
import { Select, TEXT_AREA_MAX_LENGTH_NOTE_KO, TextArea } from '@atelier/ui-kit';
import { useState, type FormEvent } from 'react';

import { TextField } from '@atelier/app-frame/forms';
import '@atelier/app-frame/forms.css';

import { FormDialog } from '../../shared/dialogs/form-dialog.js';
import { OrderDialogActions } from './order-dialog-actions.js';
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
 */
export interface CancelOrderDialogProps {
  busy: boolean;
  /** Whether money was paid: only then does cancelling promise a refund. */
  paid: boolean;
  /**
   * Called with the reason to send (the chosen reason, then the free text if any) and, when
   * `askPassword`, the order password typed.
   */
  onConfirm: (reason: string, password?: string) => void;
  onClose: () => void;
  /** A guest order found by phone alone: cancelling needs its order password (issue 19). */
  askPassword?: boolean;
}

/**
 * The cancel confirmation: what cancelling does (a refund only for a paid order; for an unpaid
 * one, the order and its held stock are released), a reason to choose and an optional free
 * text, in the order dialog frame (focus stays inside, Escape and the backdrop close it).
 */
export function CancelOrderDialog({
  busy,
  paid,
  onConfirm,
  onClose,
  askPassword = false,
}: CancelOrderDialogProps) {
  const { t } = useT();
  const [reason, setReason] = useState<(typeof REASONS)[number] | null>(null);
  const [detail, setDetail] = useState('');
  const [missing, setMissing] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordMissing, setPasswordMissing] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const noPassword = askPassword && !password;
    setPasswordMissing(noPassword);
    if (!reason) setMissing(true);
    if (!reason || noPassword) return;
    const text = detail.trim();
    onConfirm(
      (text ? `${t(ORDER_LABELS[reason])}: ${text}` : t(ORDER_LABELS[reason])).slice(0, REASON_MAX),
      askPassword ? password : undefined,
    );
  }

  return (
    <FormDialog
      title={t(ORDER_LABELS.cancelTitle)}
      intro={t(paid ? ORDER_LABELS.cancelIntro : ORDER_LABELS.cancelIntroUnpaid)}
      busy={busy}
      onClose={onClose}
    >
      <form className="atelier-order-dialog__form" onSubmit={submit} noValidate>
        <div className="atelier-order-dialog__field">
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
            <p role="alert" className="atelier-order-dialog__error">
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
        {askPassword && (
          <div className="atelier-order-dialog__field">
            <TextField
              name="order_password"
              id="cancel-order-password"
              type="password"
              label={t(ORDER_LABELS.lookupByPassword)}
              hint={t(ORDER_LABELS.cancelPasswordHint)}
              autoComplete="off"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setPasswordMissing(false);
              }}
              required
            />
            {passwordMissing && (
              <p role="alert" className="atelier-order-dialog__error">
                {t(ORDER_LABELS.cancelPasswordRequired)}
              </p>
            )}
          </div>
        )}
        <OrderDialogActions
          submitLabel={t(ORDER_LABELS.cancelConfirm)}
          busy={busy}
          onClose={onClose}
        />
      </form>
    </FormDialog>
  );
}
