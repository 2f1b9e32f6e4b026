import { isApiError } from '@atelier/api-client';
import {
  ORDER_CLAIM_MAX_PHOTOS,
  ORDER_CLAIM_REASON_MAX,
  ORDER_CLAIM_REASON_MIN,
} from '@atelier/contracts';
import { useT } from '@atelier/translation-ai';
import {
  FieldError,
  FormErrorsProvider,
  TEXT_AREA_MAX_LENGTH_NOTE_KO,
  TextArea,
} from '@atelier/ui-kit';
import { useState, type FormEvent } from 'react';

import { useFormSubmit } from '@atelier/app-frame/forms';

import { FormDialog } from '../../shared/dialogs/form-dialog.js';
import { PhotoField } from '../../shared/forms/photo-field.js';
import { useFormFeedback } from '../../shared/forms/use-form-feedback.js';
import { orderClaimApi, type OrderClaimRequest } from './order-claim-api.js';
import { OrderDialogActions } from './order-dialog-actions.js';
import { ORDER_LABELS } from './order-labels.js';

const TEXTS = {
  return: {
    title: 'requestReturn',
    intro: 'returnIntro',
    reason: 'returnReason',
    submit: 'returnSubmit',
    done: 'returnRequested',
  },
  exchange: {
    title: 'requestExchange',
    intro: 'exchangeIntro',
    reason: 'exchangeReason',
    submit: 'exchangeSubmit',
    done: 'exchangeRequested',
  },
} as const satisfies Record<OrderClaimRequest['kind'], Record<string, keyof typeof ORDER_LABELS>>;

/**
 * Props of {@link ClaimOrderDialog}.
 */
export interface ClaimOrderDialogProps {
  odId: string;
  kind: OrderClaimRequest['kind'];
  /** Called once the API took the request (the cached order is its answer), with what to say. */
  onDone: (message: string) => void;
  onClose: () => void;
}

function ClaimForm({ odId, kind, onDone, onClose }: ClaimOrderDialogProps) {
  const { t } = useT();
  const feedback = useFormFeedback();
  const texts = TEXTS[kind];
  const fieldId = (name: string) => `claim-${name}`;
  const [reason, setReason] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [requestClaim] = orderClaimApi.useRequestOrderClaimMutation();
  const { busy, run } = useFormSubmit(feedback);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    feedback.start();
    const input = await feedback.check((schemas) => schemas.orderClaimSchema, { reason }, fieldId);
    if (!input) return;
    await run(
      async () => {
        await requestClaim({ od_id: odId, kind, reason: input.reason, files }).unwrap();
        onDone(t(ORDER_LABELS[texts.done]));
      },
      {
        fieldId,
        onError: (error) => {
          // A 409 (no longer delivered) leaves nothing to fix in the form: it closes, the message shows.
          if (isApiError(error, 'other') && error.status === 409) onClose();
        },
      },
    );
  }

  return (
    <FormDialog
      title={t(ORDER_LABELS[texts.title])}
      intro={t(ORDER_LABELS[texts.intro])}
      busy={busy}
      onClose={onClose}
      className="atelier-order-dialog--claim"
    >
      <form
        className="atelier-order-dialog__form"
        noValidate
        aria-busy={busy}
        onSubmit={(event) => void submit(event)}
      >
        <div className="atelier-order-dialog__field">
          <TextArea
            id={fieldId('reason')}
            label={t(ORDER_LABELS[texts.reason])}
            value={reason}
            onValueChange={setReason}
            maxLength={ORDER_CLAIM_REASON_MAX}
            maxLengthNote={t(TEXT_AREA_MAX_LENGTH_NOTE_KO)}
            showCounter
            required
            rows={4}
            aria-describedby={`${fieldId('reason')}-hint`}
          />
          <p id={`${fieldId('reason')}-hint`} className="atelier-order-dialog__hint">
            {t(ORDER_LABELS.claimReasonHint, {
              min: ORDER_CLAIM_REASON_MIN,
              max: ORDER_CLAIM_REASON_MAX,
            })}
          </p>
          <FieldError name={fieldId('reason')} />
        </div>
        <PhotoField
          id={fieldId('files')}
          label={t(ORDER_LABELS.claimPhotos, { max: ORDER_CLAIM_MAX_PHOTOS })}
          max={ORDER_CLAIM_MAX_PHOTOS}
          files={files}
          onChange={setFiles}
        />
        <OrderDialogActions
          submitLabel={t(ORDER_LABELS[texts.submit])}
          busy={busy}
          onClose={onClose}
        />
      </form>
    </FormDialog>
  );
}

/**
 * The 반품 신청 / 교환 신청 dialog of a delivered order: what it does, the reason (5 to 500
 * characters, checked with the contracts schema in the page's language) and up to
 * {@link ORDER_CLAIM_MAX_PHOTOS} optional photos, sent as JSON or multipart `files[]`. 422
 * errors show under the fields; a 409 (no longer delivered) is said in the error dialog and
 * the order reloads. Loaded on the first click, with its call.
 */
export function ClaimOrderDialog(props: ClaimOrderDialogProps) {
  return (
    <FormErrorsProvider>
      <ClaimForm {...props} />
    </FormErrorsProvider>
  );
}
