import { isApiError } from '@atelier/api-client';
import { useEffect, type ReactNode } from 'react';

import { operatorApi } from '../../shared/api/console-api.js';
import { useConsoleLabels } from '../../shared/use-console-labels.js';
import { OperatorContext } from './operator-context.js';
import { ReauthProvider } from './reauth-provider.js';
import { useSignInRedirect } from './use-console-action.js';

/**
 * Shows `children` to a signed-in operator only (`GET /api/admin/me`): a 401 goes to the
 * sign-in page, a member without a role (403) sees the API's refusal.
 */
export function OperatorGate({ children }: { children: ReactNode }) {
  const { l } = useConsoleLabels();
  const { data, error, isLoading } = operatorApi.useOperatorMeQuery();
  const toSignIn = useSignInRedirect();
  const unauthorized = isApiError(error, 'unauthorized');
  useEffect(() => {
    if (unauthorized) toSignIn();
  }, [unauthorized, toSignIn]);
  if (data && !error) {
    return (
      <OperatorContext.Provider value={data.data}>
        <ReauthProvider>{children}</ReauthProvider>
      </OperatorContext.Provider>
    );
  }
  if (error && !unauthorized) {
    return (
      <main className="console-refusal" data-page="refused">
        <h1>{l.refused}</h1>
        <p role="alert">{isApiError(error) ? error.message : l.errorBody}</p>
        <a href="/">{l.toShop}</a>
      </main>
    );
  }
  return (
    <main className="console-refusal" aria-busy={isLoading}>
      <p role="status">{l.loading}</p>
    </main>
  );
}
