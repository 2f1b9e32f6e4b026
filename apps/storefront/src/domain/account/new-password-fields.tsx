import { useT } from '@atelier/translation-ai';

import { TextField } from '@atelier/app-frame/forms';
import '@atelier/app-frame/forms.css';

import { AUTH_LABELS } from './auth-labels.js';

/**
 * The new password and its confirmation (`mb_password`, `mb_password_confirmation`), as
 * the register, password change and reset forms ask for them; registering names them without
 * 'new' (`registering`).
 */
export function NewPasswordFields({ registering = false }: { registering?: boolean }) {
  const { t } = useT();
  return (
    <>
      <TextField
        name="mb_password"
        type="password"
        label={t(registering ? AUTH_LABELS.mbPassword : AUTH_LABELS.newPassword)}
        hint={t(AUTH_LABELS.passwordHint)}
        autoComplete="new-password"
        required
      />
      <TextField
        name="mb_password_confirmation"
        type="password"
        label={t(
          registering ? AUTH_LABELS.mbPasswordConfirmation : AUTH_LABELS.newPasswordConfirmation,
        )}
        autoComplete="new-password"
        required
      />
    </>
  );
}
