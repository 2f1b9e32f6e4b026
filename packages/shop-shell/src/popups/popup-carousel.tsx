import type { Popup } from '@atelier/contracts';
import { browserStorage, type StorageLike } from '@atelier/session';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';

import {
  hasUnreadPopups,
  markPopupsRead,
  readPopupRecords,
  writePopupRecords,
} from './popup-reads.js';

// Swiper is most of the carousel's weight and only needed when a popup actually shows.
const PopupDialog = lazy(() =>
  import('./popup-dialog.js').then((m) => ({ default: m.PopupDialog })),
);

/**
 * Swiper's time on each slide when autoplaying (the spec fixes no value; Swiper's default).
 *
 * @example
 * <PopupCarousel popups={popups} autoplayDelayMs={POPUP_AUTOPLAY_DELAY_MS} />
 */
export const POPUP_AUTOPLAY_DELAY_MS = 3000;

/**
 * Props of {@link PopupCarousel}.
 *
 * @example
 * const props: PopupCarouselProps = { popups };
 */
export interface PopupCarouselProps {
  /** The active popups (`GET /api/v1/popup?active=true&page=1`). */
  popups: readonly Popup[];
  /** Where read records live; default `localStorage` (none during SSR). */
  storage?: StorageLike | null;
  /** The clock (tests, stories); default `new Date()`. */
  now?: () => Date;
  /** Default {@link POPUP_AUTOPLAY_DELAY_MS}. */
  autoplayDelayMs?: number;
}

const noSubscription = () => () => {};
const hiddenOnServer = () => false;

/**
 * The popup carousel (spec §2, §4): shown at load when there are active popups and not all
 * are read. A Swiper carousel — autoplay, fraction pagination, 500 ms speed, loop, cards
 * effect, one slide per view, image 90 % wide — with each popup's image and link in the
 * visitor's language. Confirm ('확인') and cancel ('닫기', also Escape) mark every popup read
 * and close; a click on an image marks all read, records the click (`resourceClick` of
 * the provider's `api`) and then goes to the popup's link.
 *
 * @example
 * const { data: popups = [] } = popupApi.useGetActivePopupsQuery();
 * <PopupCarousel popups={popups} />
 */
export function PopupCarousel({
  popups,
  storage,
  now,
  autoplayDelayMs = POPUP_AUTOPLAY_DELAY_MS,
}: PopupCarouselProps) {
  const store = storage === undefined ? browserStorage() : storage;
  const clock = now ?? (() => new Date());
  const unread = useSyncExternalStore(
    noSubscription,
    () => hasUnreadPopups(popups, readPopupRecords(store), clock()),
    hiddenOnServer,
  );
  const [closed, setClosed] = useState(false);
  if (!unread || closed) return null;

  const close = () => {
    writePopupRecords(
      store,
      markPopupsRead(
        readPopupRecords(store),
        popups.map((p) => p.id),
        clock(),
      ),
    );
    setClosed(true);
  };
  return (
    <Suspense fallback={null}>
      <PopupDialog popups={popups} onClose={close} autoplayDelayMs={autoplayDelayMs} />
    </Suspense>
  );
}
