import { isApiError } from '@atelier/api-client';
import type { FieldErrors } from '@atelier/contracts';

/**
 * Phrase shown when a failed request carries no message of its own.
 *
 * @example
 * t(FORM_FALLBACK_MESSAGE);
 */
export const FORM_FALLBACK_MESSAGE = '요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.';

/**
 * The English of {@link FORM_FALLBACK_MESSAGE}, seeded into the English phrase package.
 *
 * @example
 * FORM_FALLBACK_MESSAGE_EN; // 'Your request could not be completed. Please try again shortly.'
 */
export const FORM_FALLBACK_MESSAGE_EN =
  'Your request could not be completed. Please try again shortly.';

/**
 * What {@link reportFormError} shows errors with: the form's field errors (ui-kit
 * `useFormErrors().showErrors`) and the dialog service.
 *
 * @example
 * const targets: FormErrorTargets = { showErrors, dialogs, fallbackMessage: t('잠시 후 다시 시도해 주세요.') };
 */
export interface FormErrorTargets {
  showErrors: (errors: FieldErrors) => unknown;
  dialogs: {
    alert: (message: string) => Promise<void>;
    error: (message: string) => Promise<void>;
  };
  /** Shown when the error carries no message (network failures without text). */
  fallbackMessage: string;
  /** Field id of a server field name, for forms whose inputs are prefixed. Default the name. */
  fieldId?: (name: string) => string;
}

/**
 * Shows a failed form request the spec §8 way: 422 field errors under their fields (then
 * the page scrolls 120 px above the first), 429 as the server's message in a dialog, a
 * 401 is left to the global handler, anything else in the 에러 dialog.
 *
 * @example
 * const result = await register(input);
 * if ('error' in result) await reportFormError(result.error, { showErrors, dialogs, fallbackMessage });
 */
export async function reportFormError(error: unknown, targets: FormErrorTargets): Promise<void> {
  if (!isApiError(error)) {
    await targets.dialogs.error(targets.fallbackMessage);
    return;
  }
  switch (error.kind) {
    case 'validation': {
      const rename = targets.fieldId;
      const errors = rename
        ? Object.fromEntries(
            Object.entries(error.errors).map(([name, list]) => [rename(name), list]),
          )
        : error.errors;
      targets.showErrors(errors);
      return;
    }
    case 'rate_limited':
      await targets.dialogs.alert(error.message || targets.fallbackMessage);
      return;
    case 'unauthorized':
    case 'aborted':
      return;
    default:
      await targets.dialogs.error(error.message || targets.fallbackMessage);
  }
}
