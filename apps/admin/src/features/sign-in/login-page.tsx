import type { AdminLoginStep } from '@atelier/contracts';
import { FormErrorsProvider } from '@atelier/ui-kit';
import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router';

import { formText, TextField, useFormSubmit } from '@atelier/app-frame/forms';

import { operatorApi } from '../../shared/api/console-api.js';
import { useFormFeedback } from '../../shared/forms/use-form-feedback.js';
import { href } from '../../shared/routing/route-table.js';
import { useConsoleLabels } from '../../shared/use-console-labels.js';
import { RecoveryCodes } from '../../domain/operator/recovery-codes.js';
import { safeRedirect } from './safe-redirect.js';

const noSubscription = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;

function PasswordStep({ onNext }: { onNext: (step: AdminLoginStep) => void }) {
  const { l } = useConsoleLabels();
  const feedback = useFormFeedback();
  const { busy, run } = useFormSubmit(feedback);
  const [login] = operatorApi.useOperatorLoginMutation();
  // Disabled in the server's HTML: a submit before hydration must not send the password as a
  // GET query.
  const hydrated = useSyncExternalStore(noSubscription, inBrowser, onServer);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    feedback.start();
    const input = await feedback.check(
      (s) => s.adminLoginSchema,
      formText(event.currentTarget, ['mb_id', 'mb_password']),
    );
    if (!input) return;
    let step: AdminLoginStep | undefined;
    await run(async () => {
      step = await login(input).unwrap();
    });
    if (step) onNext(step);
  }
  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => void submit(event)}
      className="console-form"
    >
      <TextField
        name="mb_id"
        label={l.mbId}
        autoComplete="username"
        autoCapitalize="none"
        required
      />
      <TextField
        name="mb_password"
        type="password"
        label={l.mbPassword}
        autoComplete="current-password"
        required
      />
      <button
        type="submit"
        className="console-button console-button--primary"
        disabled={busy || !hydrated}
      >
        {l.next}
      </button>
    </form>
  );
}

function CodeStep({
  enrolment,
  onDone,
}: {
  enrolment: Extract<AdminLoginStep, { step: 'enrol' }> | null;
  onDone: (recoveryCodes: string[] | undefined) => void;
}) {
  const { l } = useConsoleLabels();
  const feedback = useFormFeedback();
  const { busy, run } = useFormSubmit(feedback);
  const [secondFactor] = operatorApi.useOperatorSecondFactorMutation();
  const [recovery, setRecovery] = useState(false);
  const field = recovery ? 'recovery_code' : 'code';
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    feedback.start();
    const input = await feedback.check(
      (s) => s.secondFactorSchema,
      formText(event.currentTarget, [field]),
    );
    if (!input) return;
    let codes: string[] | undefined;
    if (await run(async () => ({ recovery_codes: codes } = await secondFactor(input).unwrap())))
      onDone(codes);
  }
  return (
    <>
      {enrolment ? (
        <section className="console-enrol" aria-labelledby="enrol-title">
          <h2 id="enrol-title">{l.enrolTitle}</h2>
          <p>{l.enrolIntro}</p>
          <img
            className="console-enrol__qr"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qr_svg)}`}
            alt={l.qrAlt}
            width={200}
            height={200}
          />
          <p>
            {l.manualKey}: <code data-testid="totp-secret">{enrolment.secret}</code>
          </p>
        </section>
      ) : (
        <>
          <h2>{l.codeTitle}</h2>
          <p>{l.codeIntro}</p>
        </>
      )}
      <form noValidate onSubmit={(event) => void submit(event)} className="console-form">
        {recovery ? (
          <TextField
            key="recovery_code"
            name="recovery_code"
            label={l.recoveryCode}
            autoComplete="off"
            autoCapitalize="none"
            required
          />
        ) : (
          <TextField
            key="code"
            name="code"
            label={l.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            required
          />
        )}
        <button type="submit" className="console-button console-button--primary" disabled={busy}>
          {l.confirm}
        </button>
        {enrolment ? null : (
          <button type="button" className="console-link" onClick={() => setRecovery(!recovery)}>
            {recovery ? l.useCode : l.useRecovery}
          </button>
        )}
      </form>
    </>
  );
}

type Stage =
  | { name: 'password' }
  | { name: 'code'; enrolment: Extract<AdminLoginStep, { step: 'enrol' }> | null }
  | { name: 'recovery'; codes: string[] };

/**
 * `/admin/login`: the password (`POST /api/admin/login`), then the authenticator's code or a
 * recovery code; on the first sign-in the enrolment (QR code, manual key) and the 10 recovery
 * codes, shown once until the operator says they saved them.
 */
export default function LoginPage() {
  const { l } = useConsoleLabels();
  const [stage, setStage] = useState<Stage>({ name: 'password' });
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const [searchParams] = useSearchParams();
  const enter = () => {
    dispatch(operatorApi.util.resetApiState());
    void navigate(safeRedirect(searchParams.get('redirect'), href('Home')), { replace: true });
  };
  return (
    <main className="console-sign-in" data-page="admin-login">
      <div className="console-sign-in__card">
        <h1>{l.signInTitle}</h1>
        <FormErrorsProvider key={stage.name}>
          {stage.name === 'password' ? (
            <PasswordStep
              onNext={(step) =>
                setStage({ name: 'code', enrolment: step.step === 'enrol' ? step : null })
              }
            />
          ) : stage.name === 'code' ? (
            <CodeStep
              enrolment={stage.enrolment}
              onDone={(codes) => (codes?.length ? setStage({ name: 'recovery', codes }) : enter())}
            />
          ) : (
            <RecoveryCodes codes={stage.codes} onContinue={enter} />
          )}
        </FormErrorsProvider>
      </div>
    </main>
  );
}
