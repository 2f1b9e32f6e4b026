import { sessionApi } from '@atelier/session';
import { useT } from '@atelier/translation-ai';
import { FormErrorsProvider, useDialog } from '@atelier/ui-kit';
import { useId, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';

import { type FormSchema, formText, TextField, useFormSubmit } from '@atelier/app-frame/forms';
import '@atelier/app-frame/forms.css';

import { AppLink } from '../../shared/routing/app-link.js';
import { AuthCard } from './auth-card.js';
import { AUTH_LABELS } from '../../domain/account/auth-labels.js';
import { useFormFeedback, type FormSchemas } from '../../shared/forms/use-form-feedback.js';
import './auth-pages.css';

type Tab = 'id' | 'password';
const TABS: readonly Tab[] = ['id', 'password'];

interface RecoveryFormProps<T> {
  intro: string;
  /** The field that names the member: `mb_name` (find id) or `mb_id` (find password). */
  memberField: ReactNode;
  fields: readonly string[];
  schema: (schemas: FormSchemas) => FormSchema<T>;
  send: (input: T) => { unwrap(): Promise<{ message: string }> };
  submitLabel: string;
}

// Both recoveries: a member field and the email, checked, sent; the answer in a dialog.
function RecoveryForm<T>({
  intro,
  memberField,
  fields,
  schema,
  send,
  submitLabel,
}: RecoveryFormProps<T>) {
  const { t } = useT();
  const dialogs = useDialog();
  const feedback = useFormFeedback();
  const { busy, run } = useFormSubmit(feedback);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    feedback.start();
    const input = await feedback.check(schema, formText(event.currentTarget, fields));
    if (!input) return;
    let message = '';
    const sent = await run(async () => {
      ({ message } = await send(input).unwrap());
    });
    if (sent) await dialogs.alert(message);
  }

  return (
    <form className="atelier-auth__form" noValidate onSubmit={(event) => void submit(event)}>
      <p className="atelier-auth__note">{intro}</p>
      {memberField}
      <TextField
        name="mb_email"
        type="email"
        label={t(AUTH_LABELS.mbEmail)}
        placeholder={AUTH_LABELS.emailPlaceholder}
        autoComplete="email"
        required
      />
      <button
        type="submit"
        className="atelier-button atelier-button--primary atelier-auth__submit"
        disabled={busy}
      >
        {submitLabel}
      </button>
    </form>
  );
}

function FindIdForm() {
  const { t } = useT();
  const [forgetId] = sessionApi.useForgetIdMutation();
  return (
    <RecoveryForm
      intro={t(AUTH_LABELS.findIdIntro)}
      memberField={
        <TextField name="mb_name" label={t(AUTH_LABELS.mbName)} autoComplete="name" required />
      }
      fields={['mb_name', 'mb_email']}
      schema={(s) => s.forgetIdSchema}
      send={forgetId}
      submitLabel={t(AUTH_LABELS.sendIdMail)}
    />
  );
}

function FindPasswordForm() {
  const { t } = useT();
  const [forgetPassword] = sessionApi.useForgetPasswordMutation();
  return (
    <RecoveryForm
      intro={t(AUTH_LABELS.findPasswordIntro)}
      memberField={
        <TextField
          name="mb_id"
          label={t(AUTH_LABELS.mbId)}
          autoComplete="username"
          autoCapitalize="none"
          required
        />
      }
      fields={['mb_id', 'mb_email']}
      schema={(s) => s.forgetPasswordSchema}
      send={forgetPassword}
      submitLabel={t(AUTH_LABELS.sendResetMail)}
    />
  );
}

/**
 * `/forgot-password`: two tabs, 아이디 찾기 (name + email → `forget_id`) and 비밀번호 찾기
 * (id + email → `forget_password`); the server's answer (the same whether or not the
 * member exists) is shown in a dialog. `?tab=password` opens the second tab.
 */
export default function ForgotPasswordPage() {
  const { t } = useT();
  const [searchParams] = useSearchParams();
  const [tab, setTab] = useState<Tab>(searchParams.get('tab') === 'password' ? 'password' : 'id');
  const baseId = useId();
  const labels: Record<Tab, string> = {
    id: t(AUTH_LABELS.findId),
    password: t(AUTH_LABELS.findPassword),
  };

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = TABS[(TABS.indexOf(tab) + 1) % TABS.length]!;
    setTab(next);
    event.currentTarget.parentElement
      ?.querySelector<HTMLButtonElement>(`[data-tab="${next}"]`)
      ?.focus();
  }

  return (
    <AuthCard title={t('아이디·비밀번호 찾기')} page="forgot-password">
      <div className="atelier-auth__tabs" role="tablist">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            data-tab={name}
            id={`${baseId}-${name}-tab`}
            aria-controls={`${baseId}-${name}-panel`}
            aria-selected={tab === name}
            tabIndex={tab === name ? 0 : -1}
            className="atelier-auth__tab"
            onClick={() => setTab(name)}
            onKeyDown={onKeyDown}
          >
            {labels[name]}
          </button>
        ))}
      </div>
      {/* One form at a time: both have an mb_email field, whose id the field errors use. */}
      <div
        role="tabpanel"
        id={`${baseId}-${tab}-panel`}
        aria-labelledby={`${baseId}-${tab}-tab`}
        className="atelier-auth__panel"
      >
        <FormErrorsProvider key={tab}>
          {tab === 'id' ? <FindIdForm /> : <FindPasswordForm />}
        </FormErrorsProvider>
      </div>
      <div className="atelier-auth__links">
        <p>
          <AppLink to="Login">{t(AUTH_LABELS.backToLogin)}</AppLink>
        </p>
      </div>
    </AuthCard>
  );
}
