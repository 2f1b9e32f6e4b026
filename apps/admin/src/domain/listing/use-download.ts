import { useActionFailure } from '@atelier/app-frame/forms';
import { useDialog } from '@atelier/ui-kit';
import { useState } from 'react';

import { useAskPassword } from '../operator/reauth-provider.js';
import { useSignInRedirect } from '../operator/use-console-action.js';

/** Reads an error answer's message (the API's JSON), or none. */
async function messageOf(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : null;
  } catch {
    return null;
  }
}

/**
 * Downloads a file the API streams (an XLSX export) under the name it gives: the password is
 * asked again on a 428, a 401 goes to the sign-in page, another refusal is shown in a dialog.
 */
export function useDownload(): {
  busy: boolean;
  download: (url: string, fallbackName: string) => Promise<void>;
} {
  const dialogs = useDialog();
  const fail = useActionFailure();
  const askPassword = useAskPassword();
  const toSignIn = useSignInRedirect();
  const [busy, setBusy] = useState(false);

  async function download(url: string, fallbackName: string) {
    setBusy(true);
    try {
      let response = await fetch(url, { credentials: 'same-origin' });
      if (response.status === 428) {
        if (!(await askPassword())) return;
        response = await fetch(url, { credentials: 'same-origin' });
      }
      if (response.status === 401) return toSignIn();
      if (!response.ok) {
        await dialogs.alert((await messageOf(response)) ?? String(response.status));
        return;
      }
      const name =
        /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
        fallbackName;
      const link = document.createElement('a');
      link.href = URL.createObjectURL(await response.blob());
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    } catch (error) {
      await fail(error);
    } finally {
      setBusy(false);
    }
  }
  return { busy, download };
}
