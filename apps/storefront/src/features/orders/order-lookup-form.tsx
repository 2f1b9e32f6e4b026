import { useT } from '@atelier/translation-ai';
import { FormErrorsProvider, RadioGroup, useFormErrors } from '@atelier/ui-kit';
import { useState, type FormEvent } from 'react';

import { TextField, useFormSubmit } from '@atelier/app-frame/forms';
import '@atelier/app-frame/forms.css';

import { useFormFeedback } from '../../shared/forms/use-form-feedback.js';
import { orderApi } from '../../domain/orders/order-api.js';
import { AppLink } from '../../shared/routing/app-link.js';
import { ORDER_LABELS } from './order-labels.js';
import { isOrderNumber } from './order-list-query.js';

type LookupBy = 'password' | 'phone';

function LookupForm({
  initialOdId,
  onFound,
}: {
  initialOdId: string;
  onFound: (odId: string) => void;
}) {
  const { t } = useT();
  const feedback = useFormFeedback();
  const { showErrors } = useFormErrors();
  const [lookup] = orderApi.useLookupGuestOrderMutation();
  const { busy, run } = useFormSubmit(feedback);
  const [by, setBy] = useState<LookupBy>('password');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    feedback.start();
    const form = new FormData(event.currentTarget);
    const odId = String(form.get('od_id') ?? '').replace(/\D/g, '');
    const secret = String(form.get(by === 'password' ? 'order_password' : 'phone') ?? '').trim();
    const errors: Record<string, string[]> = {};
    if (!isOrderNumber(odId)) errors.od_id = [t(ORDER_LABELS.lookupOrderNumberInvalid)];
    if (!secret)
      errors[by === 'password' ? 'order_password' : 'phone'] = [
        t(ORDER_LABELS.lookupSecretRequired),
      ];
    if (Object.keys(errors).length > 0) {
      showErrors(errors);
      return;
    }
    await run(async () => {
      const order = await lookup(
        by === 'password'
          ? { od_id: odId, order_password: secret }
          : { od_id: odId, phone: secret },
      ).unwrap();
      onFound(order.od_id);
    });
  }

  return (
    <form
      className="atelier-order-lookup"
      noValidate
      aria-busy={busy}
      onSubmit={(event) => void submit(event)}
    >
      <TextField
        name="od_id"
        label={t(ORDER_LABELS.orderNumber)}
        hint={t(ORDER_LABELS.lookupOrderNumberHint)}
        inputMode="numeric"
        autoComplete="off"
        maxLength={20}
        defaultValue={initialOdId}
        required
      />
      <RadioGroup<LookupBy>
        className="atelier-order-lookup__by"
        label={t(ORDER_LABELS.lookupBy)}
        name="lookup_by"
        orientation="horizontal"
        value={by}
        onChange={setBy}
        options={[
          { value: 'password', label: t(ORDER_LABELS.lookupByPassword) },
          { value: 'phone', label: t(ORDER_LABELS.lookupByPhone) },
        ]}
      />
      {by === 'password' ? (
        <TextField
          key="order_password"
          name="order_password"
          type="password"
          label={t(ORDER_LABELS.lookupByPassword)}
          autoComplete="off"
          required
        />
      ) : (
        <TextField
          key="phone"
          name="phone"
          type="tel"
          label={t(ORDER_LABELS.lookupByPhone)}
          autoComplete="tel"
          inputMode="tel"
          placeholder="010-0000-0000"
          required
        />
      )}
      <button
        type="submit"
        className="atelier-button atelier-button--primary atelier-order-lookup__submit"
        disabled={busy}
      >
        {t(ORDER_LABELS.lookupSubmit)}
      </button>
      <p className="atelier-order-lookup__member">
        {t(ORDER_LABELS.lookupMember)} <AppLink to="Login">{t('로그인')}</AppLink>
      </p>
    </form>
  );
}

/**
 * The guest order lookup of `/shop/my_order_view`: order number, then the order password or the
 * orderer's mobile number; `onFound` gets the order number (the order is cached as `getMyOrder`'s answer). A chunk of its own, loaded only when shown.
 */
export function OrderLookupForm(props: { initialOdId: string; onFound: (odId: string) => void }) {
  return (
    <FormErrorsProvider>
      <LookupForm {...props} />
    </FormErrorsProvider>
  );
}
