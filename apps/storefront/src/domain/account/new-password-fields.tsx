import { useT } from '@atelier/translation-ai';

import { TextField } from '@atelier/app-frame/forms';
import '@atelier/app-frame/forms.css';

import { AUTH_LABELS } from './auth-labels.js';

/**
 * The new password and its confirmation (`mb_password`, `mb_password_confirmation`), as
 * the password change and reset forms ask for them.
 */
export function NewPasswordFields() {
  const { t } = useT();
  return (
    <>
      <TextField
        name="mb_password"
        type="password"
        label={t(AUTH_LABELS.newPassword)}
        hint={t(AUTH_LABELS.passwordHint)}
        autoComplete="new-password"
        required
      />
      <TextField
        name="mb_password_confirmation"
        type="password"
        label={t(AUTH_LABELS.newPasswordConfirmation)}
        autoComplete="new-password"
        required
      />
    </>
  );
}
