import { login, redirectIfAuthenticated, type SessionStore } from '@atelier/session';
import { useT } from '@atelier/translation-ai';
import { FormErrorsProvider } from '@atelier/ui-kit';
import type { FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { useSearchParams, type LoaderFunction } from 'react-router';

import { formText, TextField, useFormSubmit } from '@atelier/app-frame/forms';
import '@atelier/app-frame/forms.css';

import { AppLink } from '../../shared/routing/app-link.js';
import type { RouteContext } from '@atelier/app-frame';
import type { AppDispatch } from '../../shared/store/store.js';
import { AuthCard } from './auth-card.js';
import { AUTH_LABELS } from '../../domain/account/auth-labels.js';
import { useFormFeedback } from '../../shared/forms/use-form-feedback.js';
import './auth-pages.css';

/**
 * Members who open `/login` go to `/my-page` (spec §4), on the server (302) and on client
 * navigations.
 */
export function createLoader(ctx: RouteContext): LoaderFunction {
  return redirectIfAuthenticated(ctx.store as unknown as SessionStore);
}

function LoginForm() {
  const { t } = useT();
  const dispatch = useDispatch<AppDispatch>();
  const feedback = useFormFeedback();
  const [searchParams] = useSearchParams();
  const { busy, run } = useFormSubmit(feedback);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    feedback.start();
    const credentials = await feedback.check(
      (s) => s.loginSchema,
      formText(event.currentTarget, ['mb_id', 'mb_password']),
    );
    if (!credentials) return;
    // Success loads the redirect (or /my-page) as a new page: the button stays busy.
    await run(
      () => dispatch(login({ credentials, redirect: searchParams.get('redirect') })).unwrap(),
      { staysBusy: true },
    );
  }

  return (
    <form
      className="atelier-auth__form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={busy}
    >
      <TextField
        name="mb_id"
        label={t(AUTH_LABELS.mbId)}
        autoComplete="username"
        autoCapitalize="none"
        required
      />
      <TextField
        name="mb_password"
        type="password"
        label={t(AUTH_LABELS.mbPassword)}
        autoComplete="current-password"
        required
      />
      <button
        type="submit"
        className="atelier-button atelier-button--primary atelier-auth__submit"
        disabled={busy}
      >
        {t(AUTH_LABELS.loginButton)}
      </button>
    </form>
  );
}

/**
 * `/login`: id and password; success goes to the `redirect` query or `/my-page` with a
 * full page load; a wrong password shows the server's message under the password field,
 * too many attempts (429) the server's message in a dialog.
 */
export default function LoginPage() {
  const { t } = useT();
  return (
    <AuthCard title={t(AUTH_LABELS.loginButton)} intro={t(AUTH_LABELS.loginIntro)} page="login">
      <FormErrorsProvider>
        <LoginForm />
      </FormErrorsProvider>
      <div className="atelier-auth__links">
        <p>
          {t(AUTH_LABELS.noAccount)} <AppLink to="Register">{t(AUTH_LABELS.registerLink)}</AppLink>
        </p>
        <p>
          <AppLink to="ForgotPassword">{t(AUTH_LABELS.findLink)}</AppLink>
        </p>
        <p>
          <AppLink to="MyOrderView">{t(AUTH_LABELS.guestOrderLink)}</AppLink>
        </p>
      </div>
    </AuthCard>
  );
}
