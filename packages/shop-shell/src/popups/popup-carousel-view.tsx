import { browserStorage } from '@atelier/session';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';

import { POPUP_AUTOPLAY_DELAY_MS, type PopupCarouselProps } from './popup-carousel-props.js';
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

const noSubscription = () => () => {};
const hiddenOnServer = () => false;

/** What {@link PopupCarousel} renders once hydrated: the read records decide, then the dialog. */
export function PopupCarouselView({
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
