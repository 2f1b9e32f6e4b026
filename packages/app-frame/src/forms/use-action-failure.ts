import { useT } from '@atelier/translation-ai';
import { useDialog } from '@atelier/ui-kit';
import { useCallback } from 'react';

import { FORM_FALLBACK_MESSAGE, reportFormError } from './report-form-error.js';

/**
 * How a page shows a failed action that is not a form (delete, wish toggle, mark read): the
 * same rules as {@link reportFormError}, with a 422's first message in the error dialog since
 * there are no fields to put it under.
 *
 * @example
 * const showFailure = useActionFailure();
 * try { await deleteReview(id).unwrap(); } catch (error) { await showFailure(error); }
 */
export function useActionFailure(): (error: unknown) => Promise<void> {
  const { t } = useT();
  const dialogs = useDialog();
  return useCallback(
    (error: unknown) => {
      const fallbackMessage = t(FORM_FALLBACK_MESSAGE);
      return reportFormError(error, {
        showErrors: (errors) => dialogs.error(Object.values(errors).flat()[0] ?? fallbackMessage),
        dialogs: {
          alert: (message) => dialogs.alert(message),
          error: (message) => dialogs.error(message),
        },
        fallbackMessage,
      });
    },
    [dialogs, t],
  );
}
