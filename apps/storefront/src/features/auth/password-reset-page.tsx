import type { ApiError } from '@atelier/api-client';
import { SESSION_PATHS, sessionApi, useSessionEnvironment } from '@atelier/session';
import { useT } from '@atelier/translation-ai';
import { FormErrorsProvider, useDialog } from '@atelier/ui-kit';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';

import { formText, useFormSubmit } from '@atelier/app-frame/forms';

import { AppLink } from '../../shared/routing/app-link.js';
import { AuthCard } from './auth-card.js';
import { AUTH_LABELS } from '../../domain/account/auth-labels.js';
import { NewPasswordFields } from '../../domain/account/new-password-fields.js';
import { usePasswordFormFeedback } from '../../shared/forms/use-form-feedback.js';
import './auth-pages.css';

function tokenError(error: unknown): string | null {
  const e = error as Partial<ApiError> | undefined;
  if (e?.kind !== 'validation') return null;
  return e.errors?.token?.[0] ?? null;
}

function RequestNewLink({ message }: { message: string }) {
  const { t } = useT();
  return (
    <div className="atelier-auth__alert" role="alert">
      <p>{message}</p>
      <AppLink
        to="ForgotPassword"
        query={{ tab: 'password' }}
        className="atelier-button atelier-button--secondary"
      >
        {t(AUTH_LABELS.requestNewLink)}
      </AppLink>
    </div>
  );
}

function ResetForm({ token }: { token: string }) {
  const { t } = useT();
  const dialogs = useDialog();
  const env = useSessionEnvironment();
  const feedback = usePasswordFormFeedback();
  const [resetPassword] = sessionApi.useResetPasswordMutation();
  const { busy, run } = useFormSubmit(feedback);
  const [invalidToken, setInvalidToken] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    feedback.start();
    setInvalidToken(null);
    const input = await feedback.check((s) => s.resetPasswordSchema, {
      token,
      ...formText(event.currentTarget, ['mb_password', 'mb_password_confirmation']),
    });
    if (!input) return;
    let message = '';
    const reset = await run(
      async () => {
        ({ message } = await resetPassword(input).unwrap());
      },
      {
        onError: (error) => {
          const invalid = tokenError(error);
          // The token is not a field the visitor can fix: say so, with the way to a new link.
          if (invalid) setInvalidToken(invalid);
          return invalid !== null;
        },
      },
    );
    if (!reset) return;
    await dialogs.alert(message);
    env.navigate(SESSION_PATHS.login);
  }

  return (
    <>
      {invalidToken ? <RequestNewLink message={invalidToken} /> : null}
      <form className="atelier-auth__form" noValidate onSubmit={(event) => void submit(event)}>
        <NewPasswordFields />
        <button
          type="submit"
          className="atelier-button atelier-button--primary atelier-auth__submit"
          disabled={busy}
        >
          {t(AUTH_LABELS.resetButton)}
        </button>
      </form>
    </>
  );
}

/**
 * `/shop/reset?token=`: new password and its confirmation → `reset_password`; an unknown,
 * used or expired token shows the server's message and a link to request a new one;
 * success shows the server's message, then `/login`.
 */
export default function PasswordResetPage() {
  const { t } = useT();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  return (
    <AuthCard
      title={t('비밀번호 재설정')}
      intro={token ? t(AUTH_LABELS.resetIntro) : undefined}
      page="password-reset"
    >
      {token ? (
        <FormErrorsProvider>
          <ResetForm token={token} />
        </FormErrorsProvider>
      ) : (
        <RequestNewLink message={t(AUTH_LABELS.resetNoToken)} />
      )}
      <div className="atelier-auth__links">
        <p>
          <AppLink to="Login">{t(AUTH_LABELS.backToLogin)}</AppLink>
        </p>
      </div>
    </AuthCard>
  );
}
