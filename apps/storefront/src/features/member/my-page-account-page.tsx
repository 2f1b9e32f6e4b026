import {
  changePassword,
  DEFAULT_SESSION_LABELS,
  selectUser,
  SESSION_PATHS,
  unregister,
  updateAccount,
  useSessionEnvironment,
} from '@atelier/session';
import { useT } from '@atelier/translation-ai';
import { FieldError, FormErrorsProvider, useDialog } from '@atelier/ui-kit';
import type { FormEvent, ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';

import { formText, TextField, useFormSubmit } from '@atelier/app-frame/forms';
import '@atelier/app-frame/forms.css';

import type { AppDispatch } from '../../shared/store/store.js';
import { useFormFeedback, usePasswordFormFeedback } from '../../shared/forms/use-form-feedback.js';
import { MEMBER_LABELS } from './member-labels.js';
import { AUTH_LABELS } from '../../domain/account/auth-labels.js';
import { NewPasswordFields } from '../../domain/account/new-password-fields.js';
import { MemberPageFrame } from '../../domain/account/member-page-frame.js';
import './member-pages.css';

const unregisterId = (name: string) => `unregister_${name}`;

function AccountForm() {
  const { t } = useT();
  const dialogs = useDialog();
  const dispatch = useDispatch<AppDispatch>();
  const feedback = useFormFeedback();
  const user = useSelector(selectUser);
  const { busy, run } = useFormSubmit(feedback);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    feedback.start();
    const form = new FormData(event.currentTarget);
    const input = await feedback.check((s) => s.myAccountSchema, {
      ...formText(form, ['mb_name', 'mb_email', 'mb_hp']),
      agree_marketing: form.get('agree_marketing') === 'on',
    });
    if (!input) return;
    await run(async () => {
      await dispatch(updateAccount(input)).unwrap();
      await dialogs.alert(t(MEMBER_LABELS.accountSaved));
    });
  }

  return (
    <form
      className="atelier-auth__form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={busy}
    >
      <TextField
        name="mb_id_display"
        label={t(AUTH_LABELS.mbId)}
        value={user?.mb_id ?? ''}
        readOnly
      />
      <TextField
        name="mb_name"
        label={t(AUTH_LABELS.mbName)}
        defaultValue={user?.mb_name}
        autoComplete="name"
        required
      />
      <TextField
        name="mb_email"
        type="email"
        label={t(AUTH_LABELS.mbEmail)}
        defaultValue={user?.mb_email}
        autoComplete="email"
        required
      />
      <TextField
        name="mb_hp"
        type="tel"
        label={t(AUTH_LABELS.mbHp)}
        defaultValue={user?.mb_hp}
        autoComplete="tel"
        inputMode="tel"
        required
      />
      <div className="atelier-auth-field">
        <label className="atelier-consent__label">
          <input
            type="checkbox"
            id="agree_marketing"
            name="agree_marketing"
            defaultChecked={Boolean(user?.consents?.marketing_agreed_at)}
            aria-describedby="agree_marketing-hint"
          />
          <span>{t(MEMBER_LABELS.marketingConsent)}</span>
        </label>
        <p id="agree_marketing-hint" className="atelier-auth-field__hint">
          {t(MEMBER_LABELS.marketingConsentHint)}
        </p>
        <FieldError name="agree_marketing" />
      </div>
      <button
        type="submit"
        className="atelier-button atelier-button--primary atelier-auth__submit"
        disabled={busy}
      >
        {t(MEMBER_LABELS.accountSave)}
      </button>
    </form>
  );
}

function PasswordForm() {
  const { t } = useT();
  const dispatch = useDispatch<AppDispatch>();
  const feedback = usePasswordFormFeedback();
  const { busy, run } = useFormSubmit(feedback);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    feedback.start();
    const element = event.currentTarget;
    const input = await feedback.check(
      (s) => s.confirmMyPasswordSchema,
      formText(element, ['current_password', 'mb_password', 'mb_password_confirmation']),
    );
    if (!input) return;
    await run(async () => {
      await dispatch(
        changePassword({
          input,
          labels: {
            passwordChanged: t(DEFAULT_SESSION_LABELS.passwordChanged),
            alertTitle: t(DEFAULT_SESSION_LABELS.alertTitle),
          },
        }),
      ).unwrap();
      element.reset();
    });
  }

  return (
    <form
      className="atelier-auth__form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={busy}
    >
      <TextField
        name="current_password"
        type="password"
        label={t(AUTH_LABELS.currentPassword)}
        autoComplete="current-password"
        required
      />
      <NewPasswordFields />
      <button
        type="submit"
        className="atelier-button atelier-button--primary atelier-auth__submit"
        disabled={busy}
      >
        {t(MEMBER_LABELS.changePassword)}
      </button>
    </form>
  );
}

function UnregisterForm() {
  const { t } = useT();
  const dialogs = useDialog();
  const env = useSessionEnvironment();
  const dispatch = useDispatch<AppDispatch>();
  const feedback = useFormFeedback();
  const { busy, run } = useFormSubmit(feedback);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    feedback.start();
    const input = await feedback.check(
      (s) => s.unregisterSchema,
      formText(event.currentTarget, ['mb_password']),
      unregisterId,
    );
    if (!input) return;
    if (!(await dialogs.confirm(t(MEMBER_LABELS.unregisterConfirm)))) return;
    await run(
      async () => {
        await dispatch(unregister(input)).unwrap();
        await dialogs.alert(t(MEMBER_LABELS.unregisterDone));
        env.navigate(SESSION_PATHS.home);
      },
      { staysBusy: true, fieldId: unregisterId },
    );
  }

  return (
    <form
      className="atelier-auth__form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={busy}
    >
      <p className="atelier-auth__note">{t(MEMBER_LABELS.unregisterIntro)}</p>
      <TextField
        name="mb_password"
        id={unregisterId('mb_password')}
        type="password"
        label={t(MEMBER_LABELS.unregisterPassword)}
        autoComplete="current-password"
        required
      />
      <button
        type="submit"
        className="atelier-button atelier-member__danger atelier-auth__submit"
        disabled={busy}
      >
        {t(MEMBER_LABELS.unregister)}
      </button>
    </form>
  );
}

/** One card of the account page: a titled section around a form with its own 422 errors. */
function AccountSection({
  id,
  title,
  quiet = false,
  children,
}: {
  id: string;
  title: string;
  quiet?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      className={
        quiet ? 'atelier-member__card atelier-member__card--quiet' : 'atelier-member__card'
      }
      aria-labelledby={id}
    >
      <h2 id={id} className="atelier-member__subtitle">
        {title}
      </h2>
      <FormErrorsProvider>{children}</FormErrorsProvider>
    </section>
  );
}

/**
 * `/my-page/account` (members only): edit name, email, mobile and marketing consent (PUT
 * my-account), change the password ('비밀번호가 변경되었습니다.'), and unregister with the
 * password and a confirmation, then home.
 */
export default function MyPageAccountPage() {
  const { t } = useT();
  return (
    <MemberPageFrame
      title={t('회원정보 수정')}
      intro={t(MEMBER_LABELS.accountIntro)}
      page="my-page-account"
    >
      <div className="atelier-member__sections">
        <AccountSection id="account-info" title={t(MEMBER_LABELS.accountInfo)}>
          <AccountForm />
        </AccountSection>
        <AccountSection id="account-password" title={t(MEMBER_LABELS.changePassword)}>
          <PasswordForm />
        </AccountSection>
        <AccountSection id="account-unregister" title={t(MEMBER_LABELS.unregister)} quiet>
          <UnregisterForm />
        </AccountSection>
      </div>
    </MemberPageFrame>
  );
}
