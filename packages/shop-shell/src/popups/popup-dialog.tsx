import type { Popup } from '@atelier/contracts';
import { useFocusTrap } from '@atelier/ui-kit';
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { A11y, Autoplay, EffectCards, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';

import { POPUP_CAROUSEL_SPEED_MS, POPUP_LOOP_MIN_SLIDES } from '../config/shell-limits.js';
import { useShopShell } from '../config/shop-shell-provider.js';
import { shellApi } from '../data/shell-api.js';
import { ShellLink } from '../shared/shell-link.js';
import { useShellNavigate } from '../shared/use-shell-navigate.js';
import { useShellSession } from '../shared/use-shell-session.js';
import { popupSlide } from './popup-slide.js';

export interface PopupDialogProps {
  popups: readonly Popup[];
  onClose: () => void;
  autoplayDelayMs: number;
}

/** The Swiper dialog of {@link PopupCarousel}; its own module so Swiper loads only when a popup shows. */
export function PopupDialog({ popups, onClose, autoplayDelayMs }: PopupDialogProps) {
  const { labels } = useShopShell();
  const [logResourceClick] = shellApi.useLogResourceClickMutation();
  const { language } = useShellSession();
  const go = useShellNavigate();
  const dialog = useRef<HTMLDivElement>(null);
  const swiper = useRef<SwiperInstance | null>(null);
  const titleId = useId();
  const [playing, setPlaying] = useState(true);
  // The trap's first focus lays out the page: a task after Swiper's own setup (its layout
  // effect), so opening the popup right after hydration is two short tasks, not one long one.
  const [trapping, setTrapping] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setTrapping(true), 0);
    return () => clearTimeout(timer);
  }, []);
  useFocusTrap(dialog, { active: trapping, onEscape: onClose });

  const slides = popups
    .map((p) => popupSlide(p, language, labels.popupTitle))
    .filter((s) => s.image !== null);

  const onImageClick = async (event: MouseEvent<HTMLAnchorElement>, id: number, link: string) => {
    event.preventDefault();
    onClose();
    // The click is counted before leaving; a failed count never blocks the link.
    await logResourceClick({ resource: 'popups', id });
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
      <div
        ref={dialog}
        className="atelier-shell-popup__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
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
          autoplay={{
            delay: autoplayDelayMs,
            disableOnInteraction: false,
            pauseOnMouseEnter: true,
          }}
          // scrollOnFocus off: the focus trap focuses inside the dialog at once, and Swiper's
          // scroll-to-focused-slide frame would otherwise run after a quick close destroyed it.
          a11y={{
            prevSlideMessage: labels.popupPrevious,
            nextSlideMessage: labels.popupNext,
            scrollOnFocus: false,
          }}
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
                  <img
                    className="atelier-shell-popup__image"
                    src={slide.image ?? ''}
                    alt={slide.alt}
                    style={{ width: '90%' }}
                  />
                </ShellLink>
              ) : (
                <img
                  className="atelier-shell-popup__image"
                  src={slide.image ?? ''}
                  alt={slide.alt}
                  style={{ width: '90%' }}
                />
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
          <button
            type="button"
            className="atelier-button atelier-button--secondary"
            onClick={onClose}
          >
            {labels.popupCancel}
          </button>
          <button
            type="button"
            className="atelier-button atelier-button--primary"
            onClick={onClose}
          >
            {labels.popupConfirm}
          </button>
        </div>
      </div>
    </div>
  );
}
