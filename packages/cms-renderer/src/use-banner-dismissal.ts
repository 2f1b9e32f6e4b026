import { useCallback, useMemo, useSyncExternalStore } from 'react';

import {
  CMS_BANNER_STORAGE_KEY,
  defaultBannerStorage,
  dismissedUntil,
  notifyDismissalChange,
  onDismissalChange,
  writeDismissal,
  type BannerStorage,
} from './banner-dismissals.js';
import { nextLocalMidnight } from './next-local-midnight.js';

/**
 * Options of {@link useBannerDismissal}.
 *
 * @example
 * const options: BannerDismissalOptions = { closable: true, now: () => clock.now() };
 */
export interface BannerDismissalOptions {
  /** Non-closable banners are never dismissed. Default `true`. */
  closable?: boolean | undefined;
  /** The clock, in epoch milliseconds. Default `Date.now`. */
  now?: (() => number) | undefined;
  /** Where dismissals are kept. Default `window.localStorage` (in-memory if blocked). */
  storage?: BannerStorage | null | undefined;
}

/**
 * What {@link useBannerDismissal} answers.
 *
 * @example
 * const { dismissed, expiresAt, dismiss }: BannerDismissal = useBannerDismissal('home-banner-top');
 */
export interface BannerDismissal {
  /** Whether the banner is hidden now. */
  dismissed: boolean;
  /** When it shows again (the next local midnight after closing), or `null` when shown. */
  expiresAt: number | null;
  /** Closes the banner until the next local midnight (no-op when not closable). */
  dismiss(): void;
}

const serverSnapshot = () => 0;

/**
 * Whether a CMS banner is dismissed, and a function to dismiss it. A closable banner closed
 * by the visitor stays closed until the NEXT LOCAL MIDNIGHT, across reloads and tabs: the
 * record `{ [id]: expiresAtEpochMs }` lives in localStorage under `CMS_BANNER_STORAGE_KEY`.
 * At that midnight a mounted banner shows again by itself. Non-closable banners always show.
 * The server render (and hydration) always shows the banner; a dismissed one hides right after.
 *
 * @example
 * const { dismissed, dismiss } = useBannerDismissal('home-banner-top', { closable: true });
 * return dismissed ? null : <Banner onClose={dismiss} />;
 */
export function useBannerDismissal(
  id: string | number,
  options: BannerDismissalOptions = {},
): BannerDismissal {
  const { closable = true, now = Date.now } = options;
  const key = String(id);
  const storage = options.storage === undefined ? defaultBannerStorage() : options.storage;

  const getSnapshot = useCallback(
    () => (closable ? dismissedUntil(storage, key, now()) : 0),
    [closable, storage, key, now],
  );

  const subscribe = useCallback(
    (onChange: () => void) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      // Wake up at the expiry so the banner comes back at midnight on an open page.
      const arm = () => {
        clearTimeout(timer);
        const until = getSnapshot();
        if (until > 0) {
          timer = setTimeout(() => {
            arm();
            onChange();
          }, until - now());
        }
      };
      const handle = () => {
        arm();
        onChange();
      };
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || event.key === CMS_BANNER_STORAGE_KEY) handle();
      };
      arm();
      const unsubscribe = onDismissalChange(handle);
      if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      return () => {
        clearTimeout(timer);
        unsubscribe();
        if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      };
    },
    [getSnapshot, now],
  );

  const until = useSyncExternalStore(subscribe, getSnapshot, serverSnapshot);

  const dismiss = useCallback(() => {
    if (!closable) return;
    const at = now();
    writeDismissal(storage, key, nextLocalMidnight(at), at);
    notifyDismissalChange();
  }, [closable, storage, key, now]);

  return useMemo(
    () => ({ dismissed: until > 0, expiresAt: until > 0 ? until : null, dismiss }),
    [until, dismiss],
  );
}
