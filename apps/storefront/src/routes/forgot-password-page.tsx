import { forgetIdSchema, forgetPasswordSchema } from '@atelier/contracts';
import { useT } from '@atelier/translation-ai';
import { FormErrorsProvider, useDialog } from '@atelier/ui-kit';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';

import { AppLink } from '../app/app-link.js';
import { authApi } from '../features/auth/api.js';
import { AuthCard } from '../features/auth/auth-card.js';
import { AUTH_LABELS } from '../features/auth/auth-labels.js';
import { formText } from '../features/auth/form-text.js';
import { TextField } from '../features/auth/text-field.js';
import { useFormFeedback } from '../features/auth/use-form-feedback.js';
import '../features/auth/auth-pages.css';

type Tab = 'id' | 'password';
const TABS: readonly Tab[] = ['id', 'password'];

function FindIdForm() {
  const { t } = useT();
  const dialogs = useDialog();
  const feedback = useFormFeedback();
  const [forgetId, { isLoading }] = authApi.useForgetIdMutation();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    feedback.start();
    const input = feedback.check(forgetIdSchema, formText(event.currentTarget, ['mb_name', 'mb_email']));
    if (!input) return;
    const result = await forgetId(input);
    if ('error' in result) await feedback.fail(result.error);
    else await dialogs.alert(result.data.message);
  }

  return (
    <form className="atelier-auth__form" noValidate onSubmit={(event) => void submit(event)}>
      <p className="atelier-auth__note">{t(AUTH_LABELS.findIdIntro)}</p>
      <TextField name="mb_name" label={t(AUTH_LABELS.mbName)} autoComplete="name" required />
      <TextField
        name="mb_email"
        type="email"
        label={t(AUTH_LABELS.mbEmail)}
        placeholder={AUTH_LABELS.emailPlaceholder}
        autoComplete="email"
        required
      />
      <button type="submit" className="atelier-button atelier-button--primary atelier-auth__submit" disabled={isLoading}>
        {t(AUTH_LABELS.sendIdMail)}
      </button>
    </form>
  );
}

function FindPasswordForm() {
  const { t } = useT();
  const dialogs = useDialog();
  const feedback = useFormFeedback();
  const [forgetPassword, { isLoading }] = authApi.useForgetPasswordMutation();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    feedback.start();
    const input = feedback.check(forgetPasswordSchema, formText(event.currentTarget, ['mb_id', 'mb_email']));
    if (!input) return;
    const result = await forgetPassword(input);
    if ('error' in result) await feedback.fail(result.error);
    else await dialogs.alert(result.data.message);
  }

  return (
    <form className="atelier-auth__form" noValidate onSubmit={(event) => void submit(event)}>
      <p className="atelier-auth__note">{t(AUTH_LABELS.findPasswordIntro)}</p>
      <TextField name="mb_id" label={t(AUTH_LABELS.mbId)} autoComplete="username" autoCapitalize="none" required />
      <TextField
        name="mb_email"
        type="email"
        label={t(AUTH_LABELS.mbEmail)}
        placeholder={AUTH_LABELS.emailPlaceholder}
        autoComplete="email"
        required
      />
      <button type="submit" className="atelier-button atelier-button--primary atelier-auth__submit" disabled={isLoading}>
        {t(AUTH_LABELS.sendResetMail)}
      </button>
    </form>
  );
}

/**
 * `/forgot-password`: two tabs, 아이디 찾기 (name + email → `forget_id`) and 비밀번호 찾기
 * (id + email → `forget_password`); the server's answer (the same whether or not the
 * member exists) is shown in a dialog. `?tab=password` opens the second tab.
 *
 * @example
 * { path: '/forgot-password', Component: ForgotPasswordPage }
 */
export default function ForgotPasswordPage() {
  const { t } = useT();
  const [searchParams] = useSearchParams();
  const [tab, setTab] = useState<Tab>(searchParams.get('tab') === 'password' ? 'password' : 'id');
  const baseId = useId();
  const labels: Record<Tab, string> = { id: t(AUTH_LABELS.findId), password: t(AUTH_LABELS.findPassword) };

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = TABS[(TABS.indexOf(tab) + 1) % TABS.length]!;
    setTab(next);
    event.currentTarget.parentElement?.querySelector<HTMLButtonElement>(`[data-tab="${next}"]`)?.focus();
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
        <FormErrorsProvider key={tab}>{tab === 'id' ? <FindIdForm /> : <FindPasswordForm />}</FormErrorsProvider>
      </div>
      <div className="atelier-auth__links">
        <p>
          <AppLink to="Login">{t(AUTH_LABELS.backToLogin)}</AppLink>
        </p>
      </div>
    </AuthCard>
  );
}
