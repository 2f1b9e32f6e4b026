import { lazy, Suspense, useSyncExternalStore } from 'react';

import type { PopupCarouselProps } from './popup-carousel-props.js';

// The read records and the dialog are only needed after hydration (the server renders
// nothing here, the browser reads local storage): they load with the chunk, not the page.
const PopupCarouselView = lazy(() =>
  import('./popup-carousel-view.js').then((m) => ({ default: m.PopupCarouselView })),
);

export { POPUP_AUTOPLAY_DELAY_MS } from './popup-carousel-props.js';
export type { PopupCarouselProps } from './popup-carousel-props.js';

const noSubscription = () => () => {};
const hydrated = () => true;
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
export function PopupCarousel(props: PopupCarouselProps) {
  const show = useSyncExternalStore(noSubscription, hydrated, hiddenOnServer);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <PopupCarouselView {...props} />
    </Suspense>
  );
}
