import { isApiError } from '@atelier/api-client';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { repeatAfterReauth } from '../../shared/api/repeat-after-reauth.js';
import { href } from '../../shared/routing/route-table.js';
import { useAskPassword } from './reauth-provider.js';

/**
 * Wraps an API call of a console page: a 428 `reauth_required` asks for the password and
 * repeats it; a 401 (the operator session idled out) goes to the sign-in page and back.
 */
export function useConsoleAction(): <T>(call: () => Promise<T>) => Promise<T> {
  const askPassword = useAskPassword();
  const toSignIn = useSignInRedirect();
  return useCallback(
    async <T>(call: () => Promise<T>) => {
      try {
        return await repeatAfterReauth(call, askPassword);
      } catch (error) {
        if (isApiError(error, 'unauthorized')) toSignIn();
        throw error;
      }
    },
    [askPassword, toSignIn],
  );
}

/**
 * Goes to the sign-in page with this page as `redirect`.
 */
export function useSignInRedirect(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    void navigate(href('Login', undefined, { redirect: location.pathname + location.search }), {
      replace: true,
    });
  }, [navigate, location.pathname, location.search]);
}
