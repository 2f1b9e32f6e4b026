import type { Popup } from '@atelier/api-client';
import { browserStorage, type StorageLike } from '@atelier/session';
import { useFocusTrap } from '@atelier/ui-kit';
import { useId, useRef, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { A11y, Autoplay, EffectCards, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';

import { POPUP_CAROUSEL_SPEED_MS } from '../config/shell-limits.js';
import { useShopShell } from '../config/shop-shell-provider.js';
import { ShellLink } from '../shared/shell-link.js';
import { useShellNavigate } from '../shared/use-shell-navigate.js';
import { useShellSession } from '../shared/use-shell-session.js';
import { hasUnreadPopups, markPopupsRead, readPopupRecords, writePopupRecords } from './popup-reads.js';
import { popupSlide } from './popup-slide.js';

/**
 * Swiper's cards effect needs one slide per view plus two to loop; with fewer, Swiper warns
 * and loops badly, so the carousel loops from this many popups on.
 *
 * @example
 * <Swiper loop={popups.length >= POPUP_LOOP_MIN_SLIDES} />
 */
export const POPUP_LOOP_MIN_SLIDES = 3;

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
export function PopupCarousel({ popups, storage, now, autoplayDelayMs = POPUP_AUTOPLAY_DELAY_MS }: PopupCarouselProps) {
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
  return <PopupDialog popups={popups} onClose={close} autoplayDelayMs={autoplayDelayMs} />;
}

interface PopupDialogProps {
  popups: readonly Popup[];
  onClose: () => void;
  autoplayDelayMs: number;
}

function PopupDialog({ popups, onClose, autoplayDelayMs }: PopupDialogProps) {
  const { labels, api } = useShopShell();
  const { language } = useShellSession();
  const go = useShellNavigate();
  const dialog = useRef<HTMLDivElement>(null);
  const swiper = useRef<SwiperInstance | null>(null);
  const titleId = useId();
  const [playing, setPlaying] = useState(true);
  useFocusTrap(dialog, { onEscape: onClose });

  const slides = popups.map((p) => popupSlide(p, language, labels.popupTitle)).filter((s) => s.image !== null);

  const onImageClick = async (event: MouseEvent<HTMLAnchorElement>, id: number, link: string) => {
    event.preventDefault();
    onClose();
    await api?.content.resourceClick({ resource: 'popups', id });
    go(link);
  };

  const togglePlay = () => {
    const autoplay = swiper.current?.autoplay;
    if (playing) autoplay?.stop();
    else autoplay?.start();
    setPlaying(!playing);
  };

  return (
    <div className="atelier-shell-popup">
      <div className="atelier-shell-popup__backdrop" role="presentation" />
      <div ref={dialog} className="atelier-shell-popup__dialog" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId} className="atelier-visually-hidden">
          {labels.popupTitle}
        </h2>
        <Swiper
          className="atelier-shell-popup__swiper"
          modules={[A11y, Autoplay, EffectCards, Pagination]}
          effect="cards"
          loop={slides.length >= POPUP_LOOP_MIN_SLIDES}
          speed={POPUP_CAROUSEL_SPEED_MS}
          slidesPerView={1}
          pagination={{ type: 'fraction' }}
          autoplay={{ delay: autoplayDelayMs, disableOnInteraction: false, pauseOnMouseEnter: true }}
          a11y={{ prevSlideMessage: labels.popupPrevious, nextSlideMessage: labels.popupNext }}
          onSwiper={(instance) => {
            swiper.current = instance;
          }}
        >
          {slides.map((slide) => (
            <SwiperSlide key={slide.id} className="atelier-shell-popup__slide">
              {slide.link ? (
                <ShellLink
                  to={slide.link}
                  className="atelier-shell-popup__link"
                  onClick={(event) => void onImageClick(event, slide.id, slide.link as string)}
                >
                  <img className="atelier-shell-popup__image" src={slide.image ?? ''} alt={slide.alt} style={{ width: '90%' }} />
                </ShellLink>
              ) : (
                <img className="atelier-shell-popup__image" src={slide.image ?? ''} alt={slide.alt} style={{ width: '90%' }} />
              )}
            </SwiperSlide>
          ))}
        </Swiper>
        <div className="atelier-shell-popup__actions">
          {slides.length > 1 ? (
            <button type="button" className="atelier-shell-popup__play" onClick={togglePlay}>
              {playing ? labels.popupPause : labels.popupPlay}
            </button>
          ) : null}
          <button type="button" className="atelier-button atelier-button--secondary" onClick={onClose}>
            {labels.popupCancel}
          </button>
          <button type="button" className="atelier-button atelier-button--primary" onClick={onClose}>
            {labels.popupConfirm}
          </button>
        </div>
      </div>
    </div>
  );
}
