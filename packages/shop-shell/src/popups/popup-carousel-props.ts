import type { Popup } from '@atelier/contracts';
import type { StorageLike } from '@atelier/session';

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
