import { isApiError } from '@atelier/api-client';
import {
  formatCount,
  formatMoney,
  OPERATOR_ROLE_LABELS,
  OPERATOR_ROLES,
  ORDER_STATUS_LABELS,
  type AdminMemberDetail,
  type Currency,
  type OperatorRole,
} from '@atelier/contracts';
import { FormErrorsProvider, useDialog } from '@atelier/ui-kit';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';

import { formText, TextField, useActionFailure, useFormSubmit } from '@atelier/app-frame/forms';

import { useOperator } from '../../domain/operator/operator-context.js';
import { useConsoleAction, useSignInRedirect } from '../../domain/operator/use-console-action.js';
import { useFormFeedback } from '../../shared/forms/use-form-feedback.js';
import { koreanDateTime } from '../../shared/korean-date-time.js';
import { href } from '../../shared/routing/route-table.js';
import { useAreaLabels, useConsoleLabels } from '../../shared/use-console-labels.js';
import { CouponOptions } from './coupon-options.js';
import { MEMBER_LABELS } from './members-labels.js';
import { membersApi } from './members-api.js';

type Labels = (typeof MEMBER_LABELS)['kr'];

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="console-dl__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function PointsForm({ member }: { member: AdminMemberDetail }) {
  const m = useAreaLabels(MEMBER_LABELS);
  const dialogs = useDialog();
  const act = useConsoleAction();
  const feedback = useFormFeedback();
  const { busy, run } = useFormSubmit(feedback);
  const [send] = membersApi.useAdminMemberPointsMutation();
  const fieldId = (name: string) => `points-${name}`;
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    feedback.start();
    const text = formText(form, ['delta', 'reason']);
    const delta = text.delta.replace(/[,\s]/g, '');
    const input = await feedback.check(
      (s) => s.adminPointsSchema,
      { delta: delta === '' ? undefined : Number(delta), reason: text.reason },
      fieldId,
    );
    if (!input) return;
    if (await run(() => act(() => send({ id: member.id, body: input }).unwrap()), { fieldId })) {
      form.reset();
      await dialogs.alert(m.pointsDone);
    }
  }
  return (
    <form noValidate className="console-form" onSubmit={(event) => void submit(event)}>
      <TextField
        id="points-delta"
        name="delta"
        label={m.pointsDelta}
        hint={m.pointsHint}
        inputMode="numeric"
        autoComplete="off"
        required
      />
      <TextField
        id="points-reason"
        name="reason"
        label={m.reason}
        hint={m.reasonHint}
        maxLength={200}
        required
      />
      <button type="submit" className="console-button console-button--primary" disabled={busy}>
        {m.applyPoints}
      </button>
    </form>
  );
}

function CouponForm({ member }: { member: AdminMemberDetail }) {
  const m = useAreaLabels(MEMBER_LABELS);
  const dialogs = useDialog();
  const act = useConsoleAction();
  const feedback = useFormFeedback();
  const { busy, run } = useFormSubmit(feedback);
  const { data } = membersApi.useAdminIssuableCouponsQuery();
  const [send] = membersApi.useAdminMemberCouponMutation();
  const offered = data?.data ?? [];
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    feedback.start();
    const couponId = Number(formText(event.currentTarget, ['coupon_id']).coupon_id);
    const ok = await run(() => act(() => send({ id: member.id, coupon_id: couponId }).unwrap()), {
      fieldId: () => 'coupon_id',
    });
    if (ok) await dialogs.alert(m.couponDone);
  }
  if (data && offered.length === 0) return <p className="console-muted">{m.noIssuable}</p>;
  return (
    <form noValidate className="console-form" onSubmit={(event) => void submit(event)}>
      <label className="atelier-auth-field">
        <span className="atelier-auth-field__label">{m.coupon}</span>
        <select name="coupon_id" id="coupon_id" className="atelier-auth-field__input" required>
          <CouponOptions coupons={offered} />
        </select>
      </label>
      <button
        type="submit"
        className="console-button console-button--primary"
        disabled={busy || !data}
      >
        {m.issue}
      </button>
    </form>
  );
}

function BlockForm({ member }: { member: AdminMemberDetail }) {
  const m = useAreaLabels(MEMBER_LABELS);
  const dialogs = useDialog();
  const act = useConsoleAction();
  const feedback = useFormFeedback();
  const { busy, run } = useFormSubmit(feedback);
  const [send] = membersApi.useAdminMemberBlockMutation();
  const blocking = !member.blocked;
  const fieldId = () => 'block-reason';
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    feedback.start();
    const input = await feedback.check(
      (s) => s.adminBlockSchema,
      { blocked: blocking, reason: formText(form, ['reason']).reason },
      fieldId,
    );
    if (!input) return;
    if (blocking && !(await dialogs.confirm(m.blockConfirm))) return;
    if (await run(() => act(() => send({ id: member.id, body: input }).unwrap()), { fieldId })) {
      form.reset();
      await dialogs.alert(blocking ? m.blockDone : m.unblockDone);
    }
  }
  return (
    <form noValidate className="console-form" onSubmit={(event) => void submit(event)}>
      {member.blocked_at ? (
        <p data-testid="member-blocked">
          {m.blockedSince
            .replace('{at}', koreanDateTime(member.blocked_at))
            .replace('{reason}', member.blocked_reason ?? '')}
        </p>
      ) : (
        <p className="console-muted">{m.blockHint}</p>
      )}
      <TextField
        id="block-reason"
        name="reason"
        label={blocking ? m.blockReason : m.unblockReason}
        maxLength={200}
        required
      />
      <button
        type="submit"
        className={`console-button${blocking ? ' console-button--danger' : ' console-button--primary'}`}
        disabled={busy}
      >
        {blocking ? m.block : m.unblock}
      </button>
    </form>
  );
}

function RoleForm({ member }: { member: AdminMemberDetail }) {
  const m = useAreaLabels(MEMBER_LABELS);
  const { pick } = useConsoleLabels();
  const dialogs = useDialog();
  const act = useConsoleAction();
  const fail = useActionFailure();
  const [send, { isLoading }] = membersApi.useAdminOperatorRoleMutation();
  const [role, setRole] = useState<string>(member.role ?? '');
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      await act(() =>
        send({ id: member.id, role: role === '' ? null : (role as OperatorRole) }).unwrap(),
      );
      await dialogs.alert(m.roleDone);
    } catch (error) {
      await fail(error);
    }
  }
  return (
    <form className="console-form console-form--inline" onSubmit={(event) => void submit(event)}>
      <label className="atelier-auth-field">
        <span className="atelier-auth-field__label">{m.role}</span>
        <select
          className="atelier-auth-field__input"
          value={role}
          onChange={(event) => setRole(event.target.value)}
        >
          <option value="">{m.noRole}</option>
          {OPERATOR_ROLES.map((r) => (
            <option key={r} value={r}>
              {pick(OPERATOR_ROLE_LABELS[r].kr, OPERATOR_ROLE_LABELS[r].en)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="console-button" disabled={isLoading}>
        {m.changeRole}
      </button>
    </form>
  );
}

function Profile({ member, m }: { member: AdminMemberDetail; m: Labels }) {
  const { l, pick } = useConsoleLabels();
  const { can, operator } = useOperator();
  const act = useConsoleAction();
  const fail = useActionFailure();
  const [reveal, { isLoading }] = membersApi.useAdminMemberRevealMutation();
  const [shown, setShown] = useState<Record<string, string | null> | null>(null);
  async function show() {
    try {
      setShown((await act(() => reveal(member.id).unwrap())).data);
    } catch (error) {
      await fail(error);
    }
  }
  return (
    <section className="console-card" aria-labelledby="profile-title">
      <h2 id="profile-title">{m.profile}</h2>
      <dl className="console-dl">
        <Row label={m.name}>{member.mb_name}</Row>
        <Row label={m.email}>{shown ? shown.mb_email : member.mb_email}</Row>
        <Row label={m.phone}>{shown ? shown.mb_hp : member.mb_hp}</Row>
        <Row label={m.joinedAt}>{koreanDateTime(member.created_at)}</Row>
        <Row label={m.lastLogin}>
          {member.last_login_at ? koreanDateTime(member.last_login_at) : ''}
        </Row>
        <Row label={m.marketing}>{member.marketing ? m.yes : m.no}</Row>
        <Row label={m.role}>
          {member.role
            ? pick(OPERATOR_ROLE_LABELS[member.role].kr, OPERATOR_ROLE_LABELS[member.role].en)
            : m.noRole}
        </Row>
      </dl>
      {shown ? <p className="console-muted">{l.revealed}</p> : null}
      {can('members', 'reveal') && !shown ? (
        <button
          type="button"
          className="console-button"
          disabled={isLoading}
          onClick={() => void show()}
        >
          {l.reveal}
        </button>
      ) : null}
      {operator.role === 'owner' && !member.unregistered ? <RoleForm member={member} /> : null}
    </section>
  );
}

const COUPON_STATUS = { usable: 'usable', used: 'used', expired: 'expired' } as const;

/**
 * `/admin/members/{id}`: the member's profile (masked, revealed after the password), block
 * state, orders, points with their ledger, coupons and product questions; give or take
 * points, issue a coupon, block or unblock, and (owners) give a role.
 */
export default function MemberDetailPage() {
  const { l, pick, locale } = useConsoleLabels();
  const m = useAreaLabels(MEMBER_LABELS);
  const { can } = useOperator();
  const params = useParams();
  const id = Number(params.id);
  const { data, error } = membersApi.useAdminMemberQuery(id, { skip: !Number.isInteger(id) });
  const toSignIn = useSignInRedirect();
  const unauthorized = isApiError(error, 'unauthorized');
  useEffect(() => {
    if (unauthorized) toSignIn();
  }, [unauthorized, toSignIn]);
  const member = data?.data;
  const editable = can('members', 'edit') && member && !member.unregistered;

  return (
    <section className="console-page" aria-labelledby="member-title" data-page="admin-member">
      <p>
        <Link to={href('Members')}>← {m.back}</Link>
      </p>
      <h1 id="member-title">{m.memberTitle.replace('{id}', member?.mb_id ?? '')}</h1>
      {error && !unauthorized ? (
        <p role="alert" className="console-error">
          {isApiError(error) ? error.message : l.errorBody}
        </p>
      ) : null}
      {!member ? (
        !error ? (
          <p role="status">{l.loading}</p>
        ) : null
      ) : (
        <>
          <p>
            <span
              data-testid="member-state"
              className={`console-status${member.blocked ? ' console-status--cancelled' : ''}`}
            >
              {member.unregistered ? m.unregistered : member.blocked ? m.blocked : m.active}
            </span>
          </p>
          <div className="console-grid">
            <Profile member={member} m={m} />
            {editable ? (
              <section className="console-card" aria-labelledby="block-title">
                <h2 id="block-title">{member.blocked ? m.unblock : m.block}</h2>
                <FormErrorsProvider>
                  <BlockForm key={String(member.blocked)} member={member} />
                </FormErrorsProvider>
              </section>
            ) : null}
            <section className="console-card" aria-labelledby="points-title">
              <h2 id="points-title">{m.points}</h2>
              <p data-testid="points-balance">
                <strong>{m.balance.replace('{n}', formatCount(member.points.balance))}</strong>
              </p>
              {editable ? (
                <FormErrorsProvider>
                  <PointsForm member={member} />
                </FormErrorsProvider>
              ) : null}
              <h3>{m.ledger}</h3>
              {member.points.ledger.length === 0 ? (
                <p className="console-muted">{m.noLedger}</p>
              ) : (
                <table className="console-table">
                  <thead>
                    <tr>
                      <th scope="col">{m.when}</th>
                      <th scope="col" className="console-num">
                        {m.points}
                      </th>
                      <th scope="col">{m.reason}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {member.points.ledger.map((entry) => (
                      <tr key={entry.id} data-ledger={entry.id}>
                        <td className="console-nowrap">{entry.created_at}</td>
                        <td className="console-num">
                          {entry.delta > 0 ? '+' : ''}
                          {formatCount(entry.delta)}
                        </td>
                        <td>
                          {entry.reason_label}
                          {entry.note ? ` · ${entry.note}` : ''}
                          {entry.od_id ? ` · ${entry.od_id}` : ''}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </section>
            <section className="console-card" aria-labelledby="coupons-title">
              <h2 id="coupons-title">{m.coupons}</h2>
              {editable ? (
                <FormErrorsProvider>
                  <CouponForm member={member} />
                </FormErrorsProvider>
              ) : null}
              {member.coupons.length === 0 ? (
                <p className="console-muted">{m.noCoupons}</p>
              ) : (
                <ul className="console-list">
                  {member.coupons.map((coupon) => (
                    <li key={coupon.id}>
                      {coupon.name}{' '}
                      <span className="console-status">{m[COUPON_STATUS[coupon.status]]}</span>{' '}
                      <small className="console-muted">
                        {m.expiresAt.replace('{at}', koreanDateTime(coupon.expires_at))}
                      </small>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section className="console-card" aria-labelledby="orders-title">
              <h2 id="orders-title">{m.orders}</h2>
              {member.orders.length === 0 ? (
                <p className="console-muted">{m.noOrders}</p>
              ) : (
                <ul className="console-list">
                  {member.orders.map((order) => (
                    <li key={order.od_id}>
                      {can('orders', 'view') ? (
                        <Link to={href('OrderDetail', { od_id: order.od_id })}>{order.od_id}</Link>
                      ) : (
                        order.od_id
                      )}{' '}
                      <span className={`console-status console-status--${order.status}`}>
                        {pick(
                          ORDER_STATUS_LABELS[order.status].kr,
                          ORDER_STATUS_LABELS[order.status].en,
                        )}
                      </span>{' '}
                      {formatMoney(order.total_amount, order.currency as Currency, {
                        lang: locale,
                      })}{' '}
                      <small className="console-muted">{koreanDateTime(order.created_at)}</small>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section className="console-card" aria-labelledby="questions-title">
              <h2 id="questions-title">{m.questions}</h2>
              {member.questions.length === 0 ? (
                <p className="console-muted">{m.noQuestions}</p>
              ) : (
                <ul className="console-list">
                  {member.questions.map((question) => (
                    <li key={question.id}>
                      {question.subject}{' '}
                      <span className="console-status">
                        {question.answered ? m.answered : m.waiting}
                      </span>{' '}
                      <small className="console-muted">
                        {question.it_id} · {koreanDateTime(question.created_at)}
                      </small>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        </>
      )}
    </section>
  );
}
