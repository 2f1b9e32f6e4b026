import { useT } from '@atelier/translation-ai';
import { FormErrorsProvider, useFormErrors } from '@atelier/ui-kit';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';

import { TextField, useFormSubmit } from '@atelier/app-frame/forms';
import '@atelier/app-frame/forms.css';
import './coupon-redeem.css';

import { COUPON_REDEEM_LABELS as LABELS } from './coupon-redeem-labels.js';
import { orderApi } from './order-api.js';
import { useFormFeedback } from '../../shared/forms/use-form-feedback.js';

interface CouponRedeemProps {
  /** Inside another form (the order form): a group whose button and Enter redeem, not a form. */
  nested?: boolean;
  /** After a code was redeemed (the order form quotes again). */
  onRedeemed?: () => void;
}

function RedeemFields({ nested = false, onRedeemed }: CouponRedeemProps) {
  const { t } = useT();
  const feedback = useFormFeedback();
  const { showErrors } = useFormErrors();
  const { busy, run } = useFormSubmit(feedback);
  const [redeem] = orderApi.useRedeemCouponMutation();
  const [done, setDone] = useState('');
  // Read from the field itself: a code typed before the page hydrated is kept.
  const input = useRef<HTMLInputElement>(null);

  async function send() {
    feedback.start();
    setDone('');
    const code = (input.current?.value ?? '').trim();
    if (!code) {
      showErrors({ code: [t(LABELS.required)] });
      return;
    }
    await run(async () => {
      const answer = await redeem({ code }).unwrap();
      setDone(answer.message);
      if (input.current) input.current.value = '';
      onRedeemed?.();
    });
  }

  const fields = (
    <>
      <h2 id="coupon-redeem-title" className="atelier-coupon-redeem__title">
        {t(LABELS.title)}
      </h2>
      <div className="atelier-coupon-redeem__row">
        <TextField
          ref={input}
          name="code"
          label={t(LABELS.code)}
          hint={t(LABELS.hint)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={30}
          onKeyDown={
            nested
              ? (event: KeyboardEvent<HTMLInputElement>) => {
                  if (event.key !== 'Enter') return;
                  event.preventDefault();
                  void send();
                }
              : undefined
          }
        />
        <button
          type={nested ? 'button' : 'submit'}
          className="atelier-button atelier-button--secondary atelier-coupon-redeem__submit"
          disabled={busy}
          onClick={nested ? () => void send() : undefined}
        >
          {t(LABELS.submit)}
        </button>
      </div>
      <p role="status" className="atelier-coupon-redeem__done">
        {done}
      </p>
    </>
  );

  return nested ? (
    <div role="group" aria-labelledby="coupon-redeem-title" className="atelier-coupon-redeem">
      {fields}
    </div>
  ) : (
    <form
      noValidate
      aria-labelledby="coupon-redeem-title"
      aria-busy={busy}
      className="atelier-coupon-redeem"
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        void send();
      }}
    >
      {fields}
    </form>
  );
}

/**
 * Redeeming a coupon code (`POST /api/v1/coupon/redeem`) on `/my-page/coupon` and the order
 * form: the code's refusal (unknown, ended, already redeemed, limit reached) under the field,
 * the success announced; the coupon lists reload.
 */
export function CouponRedeemForm(props: CouponRedeemProps) {
  return (
    <FormErrorsProvider>
      <RedeemFields {...props} />
    </FormErrorsProvider>
  );
}
