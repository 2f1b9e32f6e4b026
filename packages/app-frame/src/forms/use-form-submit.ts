import { useCallback, useState } from 'react';

import { useHydrated } from './use-hydrated.js';

/**
 * Options of a {@link useFormSubmit} run.
 *
 * @example
 * const options: FormSubmitOptions = { staysBusy: true, fieldId: (name) => `unregister-${name}` };
 */
export interface FormSubmitOptions {
  /** Success loads another page: the button stays busy until it does. Default false. */
  staysBusy?: boolean;
  /** Field id of a server field name, passed to `fail` (forms whose inputs are prefixed). */
  fieldId?: (name: string) => string;
  /**
   * Runs before the failure is shown (e.g. reset consents a 409 made stale); answers `true`
   * when it has shown the failure itself, and the feedback then shows nothing.
   */
  onError?: (error: unknown) => boolean | void;
}

/**
 * What {@link useFormSubmit} answers.
 *
 * @example
 * const { busy, run }: FormSubmit = useFormSubmit(feedback);
 */
export interface FormSubmit {
  /**
   * True while a request runs, and in the server's HTML until the form has hydrated: bind it to
   * `aria-busy` and the submit button's `disabled`, so a press before the form's code has
   * arrived cannot submit natively (a GET carrying the password in the URL).
   */
  busy: boolean;
  /**
   * Runs `action` (the `await mutate(input).unwrap()` and what follows success) with `busy`
   * set; a thrown error goes to `feedback.fail`. Answers whether the action succeeded.
   */
  run(action: () => Promise<unknown>, options?: FormSubmitOptions): Promise<boolean>;
}

/**
 * The busy/try/unwrap/fail skeleton of a form's submit, once: `busy` while the request runs,
 * the error shown by the form's feedback (422 under the fields, the rest in dialogs, spec §5).
 *
 * @example
 * const feedback = useFormFeedback();
 * const { busy, run } = useFormSubmit(feedback);
 * async function submit(event: FormEvent<HTMLFormElement>) {
 *   event.preventDefault();
 *   feedback.start();
 *   const input = await feedback.check((s) => s.loginSchema, formText(event.currentTarget, ['mb_id']));
 *   if (input) await run(() => login(input).unwrap(), { staysBusy: true });
 * }
 */
export function useFormSubmit(feedback: {
  fail(error: unknown, fieldId?: (name: string) => string): Promise<void>;
}): FormSubmit {
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (action: () => Promise<unknown>, options: FormSubmitOptions = {}) => {
      setBusy(true);
      try {
        await action();
      } catch (error) {
        setBusy(false);
        if (options.onError?.(error) !== true) await feedback.fail(error, options.fieldId);
        return false;
      }
      if (!options.staysBusy) setBusy(false);
      return true;
    },
    [feedback],
  );
  const hydrated = useHydrated();
  return { busy: busy || !hydrated, run };
}
