import { SALE_CATEGORY_ID } from '../config/shell-limits.js';
import { DEFAULT_SHELL_LINKS } from '../config/shell-links.js';

/**
 * The image banner of the desktop mega-menu; `…En` values are used for English visitors
 * when present.
 *
 * @example
 * const banner: MegaMenuBannerData = { image: '/images/popups/winter-sale-ko.jpg', href: '/shop/category/12', alt: '겨울 시즌 캔들 기획전' };
 */
export interface MegaMenuBannerData {
  image: string;
  imageEn?: string | null;
  href: string;
  hrefEn?: string | null;
  alt: string;
  altEn?: string | null;
}

/**
 * The demo banner: the winter candle sale (Sale category 12) with the seeded posters.
 *
 * @example
 * <DesktopHeader categories={categories} banner={DEFAULT_MEGA_MENU_BANNER} />
 */
export const DEFAULT_MEGA_MENU_BANNER: Readonly<MegaMenuBannerData> = Object.freeze({
  image: '/images/popups/winter-sale-ko.jpg',
  imageEn: '/images/popups/winter-sale-en.jpg',
  href: DEFAULT_SHELL_LINKS.category(SALE_CATEGORY_ID),
  alt: '겨울 시즌 캔들 기획전',
  altEn: 'Winter candle collection',
});
