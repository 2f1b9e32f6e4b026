import { pick } from '@atelier/translation-ai';

import { BANNER_CLICK_ID, SALE_CATEGORY_ID } from '../config/shell-limits.js';
import { DEFAULT_SHELL_LINKS } from '../config/shell-links.js';
import { shellApi } from '../data/shell-api.js';
import { detectPlatform } from '../shared/detect-platform.js';
import { ShellLink } from '../shared/shell-link.js';
import { useShellSession } from '../shared/use-shell-session.js';

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

/**
 * Props of {@link MegaMenuBanner}.
 *
 * @example
 * const props: MegaMenuBannerProps = { banner: DEFAULT_MEGA_MENU_BANNER, platform: 'pc' };
 */
export interface MegaMenuBannerProps {
  banner: MegaMenuBannerData;
  /** Click-log platform; default from the user agent ({@link detectPlatform}). */
  platform?: 'pc' | 'mobile';
  onNavigate?: () => void;
}

/**
 * The mega-menu image banner. A click sends the click log (spec §7: `POST
 * /api/v1/click-log` with id 12, type 'banner', name 'image banner', platform pc or mobile)
 * without holding up the navigation.
 *
 * @example
 * <MegaMenuBanner banner={DEFAULT_MEGA_MENU_BANNER} />
 */
export function MegaMenuBanner({ banner, platform, onNavigate }: MegaMenuBannerProps) {
  const [logClick] = shellApi.useLogClickMutation();
  const { language } = useShellSession();
  return (
    <ShellLink
      to={pick(banner.href, banner.hrefEn, language)}
      className="atelier-shell-mega__banner"
      onClick={() => {
        void logClick({
          click_id: BANNER_CLICK_ID,
          click_type: 'banner',
          click_name: 'image banner',
          platform: platform ?? detectPlatform(),
        });
        onNavigate?.();
      }}
    >
      <img
        src={pick(banner.image, banner.imageEn, language)}
        alt={pick(banner.alt, banner.altEn, language)}
        width={600}
        height={800}
        loading="lazy"
      />
    </ShellLink>
  );
}
