import { FormErrorsProvider } from '@atelier/ui-kit';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';

import { formText, TextField, useFormSubmit } from '@atelier/app-frame/forms';

import { operatorApi } from '../../shared/api/console-api.js';
import { useFormFeedback } from '../../shared/forms/use-form-feedback.js';
import { useConsoleLabels } from '../../shared/use-console-labels.js';

const ReauthContext = createContext<(() => Promise<boolean>) | null>(null);

/**
 * `askPassword()` of the nearest {@link ReauthProvider}: opens the password prompt and answers
 * whether the password was confirmed (`POST /api/admin/reauth`).
 */
export function useAskPassword(): () => Promise<boolean> {
  const ask = useContext(ReauthContext);
  if (!ask) throw new Error('useAskPassword outside ReauthProvider');
  return ask;
}

function ReauthForm({ onDone }: { onDone: (confirmed: boolean) => void }) {
  const { l } = useConsoleLabels();
  const [reauth] = operatorApi.useOperatorReauthMutation();
  const feedback = useFormFeedback();
  const { busy, run } = useFormSubmit(feedback);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    feedback.start();
    const fieldId = () => 'reauth-password';
    const input = await feedback.check(
      (s) => s.reauthSchema,
      formText(event.currentTarget, ['mb_password']),
      fieldId,
    );
    if (!input) return;
    if (await run(() => reauth(input).unwrap(), { fieldId })) onDone(true);
  }
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="console-dialog__form">
      <h2 id="reauth-title">{l.reauthTitle}</h2>
      <p>{l.reauthIntro}</p>
      <TextField
        name="mb_password"
        id="reauth-password"
        type="password"
        autoComplete="current-password"
        label={l.mbPassword}
        required
      />
      <div className="console-actions">
        <button type="button" className="console-button" onClick={() => onDone(false)}>
          {l.cancel}
        </button>
        <button type="submit" className="console-button console-button--primary" disabled={busy}>
          {l.confirm}
        </button>
      </div>
    </form>
  );
}

/**
 * The console's password prompt for sensitive actions (decision 0024: 428 `reauth_required`),
 * a modal `<dialog>` opened by `useAskPassword()`.
 */
export function ReauthProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<((confirmed: boolean) => void) | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const ask = useCallback(() => new Promise<boolean>((resolve) => setPending(() => resolve)), []);
  useEffect(() => {
    if (pending && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [pending]);
  const done = (confirmed: boolean) => {
    dialog.current?.close();
    pending?.(confirmed);
    setPending(null);
  };
  return (
    <ReauthContext.Provider value={ask}>
      {children}
      {pending ? (
        <dialog
          ref={dialog}
          className="console-dialog"
          aria-labelledby="reauth-title"
          onCancel={() => done(false)}
        >
          <FormErrorsProvider>
            <ReauthForm onDone={done} />
          </FormErrorsProvider>
        </dialog>
      ) : null}
    </ReauthContext.Provider>
  );
}
