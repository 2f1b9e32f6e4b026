import { isApiError } from '@atelier/api-client';
import { useDialog } from '@atelier/ui-kit';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';

import { useActionFailure } from '@atelier/app-frame/forms';

import { useOperator } from '../../domain/operator/operator-context.js';
import { useConsoleAction, useSignInRedirect } from '../../domain/operator/use-console-action.js';
import { koreanDateTime } from '../../shared/korean-date-time.js';
import { href } from '../../shared/routing/route-table.js';
import { useAreaLabels, useConsoleLabels } from '../../shared/use-console-labels.js';
import { mailApi } from './mail-api.js';
import { MAIL_LABELS } from './mail-labels.js';
import { mailStatusLabel } from './mail-status.js';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="console-dl__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * `/admin/mail/{id}`: one mail with its body shown as text (never as HTML), the recipient
 * revealed on request (re-auth, audited), and a failed one sent again.
 */
export default function MailDetailPage() {
  const { l, locale } = useConsoleLabels();
  const m = useAreaLabels(MAIL_LABELS);
  const { can } = useOperator();
  const dialogs = useDialog();
  const act = useConsoleAction();
  const fail = useActionFailure();
  const id = Number(useParams().id);
  const { data, error } = mailApi.useAdminMailQuery(id);
  const [resend, { isLoading: resending }] = mailApi.useResendMailMutation();
  const [reveal, { isLoading: revealing }] = mailApi.useRevealMailMutation();
  const [address, setAddress] = useState<{ id: number; to: string } | null>(null);
  const toSignIn = useSignInRedirect();
  const unauthorized = isApiError(error, 'unauthorized');
  useEffect(() => {
    if (unauthorized) toSignIn();
  }, [unauthorized, toSignIn]);
  const mail = data?.data;

  async function again() {
    if (!(await dialogs.confirm(m.resendConfirm))) return;
    try {
      await act(() => resend(id).unwrap());
      await dialogs.alert(m.resent);
    } catch (e) {
      await fail(e);
    }
  }

  async function show() {
    try {
      const shown = await act(() => reveal(id).unwrap());
      setAddress({ id, to: shown.data.to ?? '' });
    } catch (e) {
      await fail(e);
    }
  }

  return (
    <section className="console-page" aria-labelledby="mail-title" data-page="admin-mail-detail">
      <p>
        <Link to={href('Mail')}>← {m.back}</Link>
      </p>
      <h1 id="mail-title">{m.mail.replace('{id}', String(id))}</h1>
      {error && !unauthorized ? (
        <p role="alert" className="console-error">
          {isApiError(error) ? error.message : l.errorBody}
        </p>
      ) : null}
      {!mail ? (
        !error ? (
          <p role="status">{l.loading}</p>
        ) : null
      ) : (
        <>
          <section className="console-card" aria-labelledby="mail-head-title">
            <h2 id="mail-head-title">{mail.subject}</h2>
            <dl className="console-dl">
              <Row label={m.to}>
                {address?.id === id ? address.to : mail.to}{' '}
                {can('mail', 'reveal') && address?.id !== id ? (
                  <button
                    type="button"
                    className="console-button console-button--small"
                    disabled={revealing}
                    onClick={() => void show()}
                  >
                    {m.reveal}
                  </button>
                ) : null}
              </Row>
              <Row label={m.status}>
                <span
                  className={`console-status console-status--mail-${mail.status}`}
                  data-testid="mail-status"
                >
                  {mailStatusLabel(locale, mail.status)}
                </span>
              </Row>
              {mail.suppressed_reason ? <Row label={m.reason}>{mail.suppressed_reason}</Row> : null}
              <Row label={m.kind}>
                <code>{mail.kind}</code>
              </Row>
              <Row label={m.createdAt}>{koreanDateTime(mail.created_at)}</Row>
              {mail.sent_at ? <Row label={m.sentAt}>{koreanDateTime(mail.sent_at)}</Row> : null}
            </dl>
            {mail.status === 'failed' && can('mail', 'edit') ? (
              <button
                type="button"
                className="console-button console-button--primary"
                disabled={resending}
                onClick={() => void again()}
              >
                {m.resend}
              </button>
            ) : null}
          </section>
          <section className="console-card" aria-labelledby="mail-body-title">
            <h2 id="mail-body-title">{m.body}</h2>
            <pre className="console-mail-body">{mail.text}</pre>
          </section>
        </>
      )}
    </section>
  );
}
