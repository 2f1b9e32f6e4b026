import { selectUser } from '@atelier/session';
import { useT } from '@atelier/translation-ai';
import { FormErrorsProvider, RadioGroup, useDialog, useFormErrors } from '@atelier/ui-kit';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSelector } from 'react-redux';
import { redirect, useSearchParams, type LoaderFunction } from 'react-router';

import { useFormFeedback } from '../../shared/forms/use-form-feedback.js';
import { TextField } from '../../shared/forms/text-field.js';
import { MemberPageFrame } from '../../shared/member/member-page-frame.js';
import { orderApi } from '../../shared/orders/order-api.js';
import { AppLink } from '../../shared/routing/app-link.js';
import { ensureQuery } from '../../shared/routing/ensure-query.js';
import { href } from '../../shared/routing/href.js';
import type { RouteContext } from '../../shared/routing/route-context.js';
import { ORDER_LABELS } from './order-labels.js';
import { isOrderNumber } from './order-list-query.js';
import { OrderDetailView } from './order-detail-view.js';
import './orders.css';

/**
 * Members: their order of `?od_id=` (another's is the not-found page), or their order list
 * without one. Guests: the order, when this session placed it or looked it up; otherwise the
 * page shows the lookup form (a 404 is not an error here).
 *
 * @example
 * const loader = createLoader(ctx);
 */
export function createLoader(ctx: RouteContext): LoaderFunction {
  return async ({ request }) => {
    const odId = new URL(request.url).searchParams.get('od_id');
    const member = !!ctx.store.getState().session.user?.mb_id;
    if (member && !isOrderNumber(odId)) return redirect(href('MyPageOrder'));
    if (!isOrderNumber(odId)) return null;
    await ensureQuery(ctx, ctx.store.dispatch(orderApi.endpoints.getMyOrder.initiate(odId)), {
      notFound: member ? 'page' : 'ignore',
    });
    return null;
  };
}

type LookupBy = 'password' | 'phone';

/** The guest lookup form: order number, then the order password or the orderer's mobile number. */
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
  const [lookup, { isLoading }] = orderApi.useLookupGuestOrderMutation();
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
    try {
      const order = await lookup(
        by === 'password'
          ? { od_id: odId, order_password: secret }
          : { od_id: odId, phone: secret },
      ).unwrap();
      onFound(order.od_id);
    } catch (error) {
      await feedback.fail(error);
    }
  }

  return (
    <form
      className="atelier-order-lookup"
      noValidate
      aria-busy={isLoading}
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
        disabled={isLoading}
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
 * `/shop/my_order_view?od_id=…` (spec §2): the order detail read from the query. A member
 * sees their order (the same view as `/my-page/order/{orderId}`); a guest sees the order
 * their session placed or looked up before, or the guest order lookup (order number with the
 * order password or mobile number), then the order found, which the session may now cancel or
 * claim as the placing one can. An `errorMessage` in the query (a payment return that failed)
 * is shown in a dialog first.
 *
 * @example
 * { path: '/shop/my_order_view', Component: MyOrderViewPage, loader: createLoader(ctx) }
 */
export default function MyOrderViewPage() {
  const { t } = useT();
  const dialogs = useDialog();
  const [search] = useSearchParams();
  const member = !!useSelector(selectUser)?.mb_id;
  const odId = search.get('od_id');
  const errorMessage = search.get('errorMessage');
  // The order looked up here; `lookingUp` shows the form again over any order.
  const [foundId, setFoundId] = useState<string | null>(null);
  const [lookingUp, setLookingUp] = useState(false);
  const shownId = foundId ?? (isOrderNumber(odId) ? odId : null);
  const { data } = orderApi.useGetMyOrderQuery(shownId ?? skipToken);
  const shown = useRef<string | null>(null);

  useEffect(() => {
    if (!errorMessage || shown.current === errorMessage) return;
    shown.current = errorMessage;
    void dialogs.alert(errorMessage.slice(0, 300), { title: t(ORDER_LABELS.notice) });
  }, [errorMessage, dialogs, t]);

  // The lookup caches its answer as this query's, and a cancel or claim replaces it.
  const order = lookingUp ? undefined : data;
  return (
    <MemberPageFrame
      title={order || member ? t('주문 상세') : t(ORDER_LABELS.lookupTitle)}
      intro={order || member ? t(ORDER_LABELS.detailIntro) : t(ORDER_LABELS.lookupIntro)}
      page="my-order-view"
      actions={
        member ? (
          <AppLink to="MyPageOrder" className="atelier-button atelier-button--secondary">
            {t(ORDER_LABELS.backToList)}
          </AppLink>
        ) : order && foundId ? (
          <button
            type="button"
            className="atelier-button atelier-button--secondary"
            onClick={() => {
              setFoundId(null);
              setLookingUp(true);
            }}
          >
            {t(ORDER_LABELS.lookupAgain)}
          </button>
        ) : null
      }
    >
      {order ? (
        <OrderDetailView order={order} member={member} />
      ) : member ? null : (
        <FormErrorsProvider>
          <LookupForm
            initialOdId={isOrderNumber(odId) ? odId : ''}
            onFound={(id) => {
              setFoundId(id);
              setLookingUp(false);
            }}
          />
        </FormErrorsProvider>
      )}
    </MemberPageFrame>
  );
}
