import { OPERATOR_ROLE_LABELS } from '@atelier/contracts';
import { useDialog } from '@atelier/ui-kit';
import { useState } from 'react';

import { useFormSubmit } from '@atelier/app-frame/forms';

import { useOperator } from '../../domain/operator/operator-context.js';
import { RecoveryCodes } from '../../domain/operator/recovery-codes.js';
import { useConsoleAction } from '../../domain/operator/use-console-action.js';
import { operatorApi } from '../../shared/api/console-api.js';
import { useFormFeedback } from '../../shared/forms/use-form-feedback.js';
import { useAreaLabels, useConsoleLabels } from '../../shared/use-console-labels.js';
import { ACCOUNT_LABELS } from './account-labels.js';

/**
 * `/admin/account`: who is signed in, and new recovery codes (after the password again).
 */
export default function AccountPage() {
  const a = useAreaLabels(ACCOUNT_LABELS);
  const { pick } = useConsoleLabels();
  const { operator } = useOperator();
  const dialogs = useDialog();
  const act = useConsoleAction();
  const { busy, run } = useFormSubmit(useFormFeedback());
  const [renew] = operatorApi.useOperatorRecoveryCodesMutation();
  const [codes, setCodes] = useState<string[] | null>(null);

  async function issue() {
    if (!(await dialogs.confirm(a.renewConfirm))) return;
    await run(async () => setCodes((await act(() => renew().unwrap())).data));
  }

  return (
    <section className="console-page" aria-labelledby="account-title" data-page="admin-account">
      <h1 id="account-title">{a.title}</h1>
      <dl className="console-dl">
        <div className="console-dl__row">
          <dt>{a.who}</dt>
          <dd>
            {operator.mb_name} ({operator.mb_id})
          </dd>
        </div>
        <div className="console-dl__row">
          <dt>{a.role}</dt>
          <dd>
            {pick(OPERATOR_ROLE_LABELS[operator.role].kr, OPERATOR_ROLE_LABELS[operator.role].en)}
          </dd>
        </div>
      </dl>
      <section aria-labelledby="account-security">
        <h2 id="account-security">{a.securityTitle}</h2>
        {codes ? (
          <RecoveryCodes codes={codes} onContinue={() => setCodes(null)} />
        ) : (
          <>
            <p>{a.securityIntro}</p>
            <button
              type="button"
              className="console-button"
              disabled={busy}
              onClick={() => void issue()}
            >
              {a.renew}
            </button>
          </>
        )}
      </section>
    </section>
  );
}
