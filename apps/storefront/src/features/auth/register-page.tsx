import {
  redirectIfAuthenticated,
  SESSION_PATHS,
  sessionApi,
  useSessionEnvironment,
  type SessionStore,
} from '@atelier/session';
import { useT } from '@atelier/translation-ai';
import { FormErrorsProvider, useDialog } from '@atelier/ui-kit';
import { useState, type FormEvent } from 'react';
import type { LoaderFunction } from 'react-router';

import { formText, TextField, useFormSubmit } from '@atelier/app-frame/forms';
import '@atelier/app-frame/forms.css';

import { AppLink } from '../../shared/routing/app-link.js';
import type { RouteContext } from '@atelier/app-frame';
import { AuthCard } from './auth-card.js';
import { AUTH_LABELS } from '../../domain/account/auth-labels.js';
import { NewPasswordFields } from '../../domain/account/new-password-fields.js';
import { PolicyLink } from '../../domain/policies/policy-link.js';
import {
  changedPolicies,
  consentVersions,
  policyLinksApi,
} from '../../domain/policies/policy-links.js';
import { ConsentList, NO_CONSENTS, type ConsentItem, type Consents } from './consent-list.js';
import { usePasswordFormFeedback } from '../../shared/forms/use-form-feedback.js';
import './auth-pages.css';

/**
 * Members who open `/register` go to `/my-page`, like on `/login`.
 */
export function createLoader(ctx: RouteContext): LoaderFunction {
  return redirectIfAuthenticated(ctx.store as unknown as SessionStore);
}

const TEXT_FIELDS = [
  'mb_id',
  'mb_password',
  'mb_password_confirmation',
  'mb_name',
  'mb_email',
  'mb_hp',
] as const;

function RegisterForm() {
  const { t } = useT();
  const dialogs = useDialog();
  const env = useSessionEnvironment();
  const feedback = usePasswordFormFeedback();
  const [register] = sessionApi.useRegisterMutation();
  const [consents, setConsents] = useState<Consents>(NO_CONSENTS);
  const { busy, run } = useFormSubmit(feedback);

  const { data: policies, refetch: refetchPolicies } = policyLinksApi.useCurrentPoliciesQuery();

  const items: ConsentItem[] = [
    {
      name: 'agree_terms',
      label: t(AUTH_LABELS.agreeTerms),
      summary: t(AUTH_LABELS.termsSummary),
      document: <PolicyLink kind="terms" current={policies} className="atelier-consent__link" />,
    },
    {
      name: 'agree_privacy',
      label: t(AUTH_LABELS.agreePrivacy),
      summary: t(AUTH_LABELS.privacySummary),
      document: <PolicyLink kind="privacy" current={policies} className="atelier-consent__link" />,
    },
    { name: 'agree_age14', label: t(AUTH_LABELS.agreeAge14), summary: t(AUTH_LABELS.age14Summary) },
    {
      name: 'agree_marketing',
      label: t(AUTH_LABELS.agreeMarketing),
      summary: t(AUTH_LABELS.marketingSummary),
    },
  ];

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    feedback.start();
    const input = await feedback.check((s) => s.registerSchema, {
      ...consents,
      ...consentVersions(policies),
      ...formText(event.currentTarget, TEXT_FIELDS),
    });
    if (!input) return;
    const registered = await run(() => register(input).unwrap(), {
      staysBusy: true,
      onError: (error) => {
        if (!changedPolicies(error)) return;
        // The shopper agrees again, to the versions now in force.
        setConsents((was) => ({ ...was, agree_terms: false, agree_privacy: false }));
        void refetchPolicies();
      },
    });
    if (!registered) return;
    // The API logged the new member in: the member area starts from fresh server state.
    await dialogs.alert(t(AUTH_LABELS.welcome));
    env.navigate(SESSION_PATHS.myPage);
  }

  return (
    <form
      className="atelier-auth__form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={busy}
    >
      <fieldset className="atelier-auth__fieldset">
        <legend className="atelier-auth__legend">{t(AUTH_LABELS.memberInfo)}</legend>
        <TextField
          name="mb_id"
          label={t(AUTH_LABELS.mbId)}
          hint={t(AUTH_LABELS.idHint)}
          autoComplete="username"
          autoCapitalize="none"
          required
        />
        <NewPasswordFields registering />
        <TextField name="mb_name" label={t(AUTH_LABELS.mbName)} autoComplete="name" required />
        <TextField
          name="mb_email"
          type="email"
          label={t(AUTH_LABELS.mbEmail)}
          placeholder={AUTH_LABELS.emailPlaceholder}
          autoComplete="email"
          required
        />
        <TextField
          name="mb_hp"
          type="tel"
          label={t(AUTH_LABELS.mbHp)}
          placeholder={AUTH_LABELS.hpPlaceholder}
          autoComplete="tel"
          inputMode="tel"
          required
        />
      </fieldset>
      <fieldset className="atelier-auth__fieldset">
        <legend className="atelier-auth__legend">{t(AUTH_LABELS.consents)}</legend>
        <ConsentList
          items={items}
          value={consents}
          onChange={setConsents}
          labels={{
            all: t(AUTH_LABELS.agreeAll),
            allHint: t(AUTH_LABELS.agreeAllHint),
            show: t(AUTH_LABELS.showSummary),
            hide: t(AUTH_LABELS.hideSummary),
          }}
        />
      </fieldset>
      <button
        type="submit"
        className="atelier-button atelier-button--primary atelier-auth__submit"
        disabled={busy}
      >
        {t(AUTH_LABELS.registerButton)}
      </button>
    </form>
  );
}

/**
 * `/register`: member fields and the four separate consents (none pre-checked, '전체 동의'
 * checks all); 422 errors under their fields; on success a welcome dialog, then `/my-page`
 * as a new page (the member is logged in by the API).
 */
export default function RegisterPage() {
  const { t } = useT();
  return (
    <AuthCard
      title={t(AUTH_LABELS.registerLink)}
      intro={t(AUTH_LABELS.registerIntro)}
      page="register"
      wide
    >
      <FormErrorsProvider>
        <RegisterForm />
      </FormErrorsProvider>
      <div className="atelier-auth__links">
        <p>
          <AppLink to="Login">{t(AUTH_LABELS.backToLogin)}</AppLink>
        </p>
      </div>
    </AuthCard>
  );
}
