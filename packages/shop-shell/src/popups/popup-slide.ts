import type { Lang, Popup } from '@atelier/contracts';
import { pick } from '@atelier/translation-ai';

/**
 * What one carousel slide shows for a language.
 *
 * @example
 * const slide: PopupSlide = { id: 1, image: '/images/popups/winter-sale-ko.jpg', link: '/shop/category/12', alt: '겨울 시즌 캔들 기획전' };
 */
export interface PopupSlide {
  id: number;
  image: string | null;
  /** Where a click on the image goes; `null` when the popup has no link. */
  link: string | null;
  alt: string;
}

const present = (value: string | null | undefined): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/**
 * A popup's image, link and alt text for `language` (spec §3): kr → `thumbnail_ko`, `link`
 * and `title`; otherwise `thumbnail_en`, `link_en` and `title_en`, each falling back to the
 * Korean one.
 *
 * @example
 * popupSlide({ id: 1, type: 'daily', link: '/a', link_en: null, thumbnail_ko: '/k.svg', thumbnail_en: '/e.svg' }, 'en');
 * // { id: 1, image: '/e.svg', link: '/a', alt: '' }
 */
export function popupSlide(popup: Popup, language: Lang, fallbackAlt = ''): PopupSlide {
  return {
    id: popup.id,
    image: present(pick(popup.thumbnail_ko, present(popup.thumbnail_en), language)),
    link: present(pick(popup.link, present(popup.link_en), language)),
    alt: present(pick(popup.title, present(popup.title_en), language)) ?? fallbackAlt,
  };
}
