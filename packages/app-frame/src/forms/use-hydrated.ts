import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};
const inBrowser = () => true;
const inServerHtml = () => false;

/**
 * False in the server's HTML and while React hydrates it, true from then on (and at once on a
 * mount in the browser that is not a hydration). A submit button disabled until then cannot be
 * pressed before the form's code has arrived, which would submit the form natively: a GET
 * with its fields, the password among them, in the URL. `useFormSubmit`'s `busy` includes it.
 *
 * @example
 * const hydrated = useHydrated();
 * return <button type="submit" disabled={busy || !hydrated}>주문하기</button>;
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeToNothing, inBrowser, inServerHtml);
}
