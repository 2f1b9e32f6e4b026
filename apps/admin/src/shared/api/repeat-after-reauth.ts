import { isApiError } from '@atelier/api-client';

/**
 * True for the API's 428 `reauth_required` (a sensitive action whose password is too old).
 */
export function isReauthRequired(error: unknown): boolean {
  if (!isApiError(error) || error.status !== 428) return false;
  const body = error.body as { code?: unknown } | undefined;
  return body?.code === 'reauth_required';
}

/**
 * Runs `call`; when the API answers 428 `reauth_required`, asks for the password
 * (`askPassword` answers whether the password was confirmed) and repeats the call once. A
 * prompt the operator closed becomes an `aborted` error, which the forms kit shows nothing for.
 */
export async function repeatAfterReauth<T>(
  call: () => Promise<T>,
  askPassword: () => Promise<boolean>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isReauthRequired(error)) throw error;
    if (!(await askPassword())) throw { ...(error as object), kind: 'aborted', status: null };
    return call();
  }
}
