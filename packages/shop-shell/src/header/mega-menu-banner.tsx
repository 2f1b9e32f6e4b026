import { pick } from '@atelier/translation-ai';

import { BANNER_CLICK_ID } from '../config/shell-limits.js';
import { shellApi } from '../data/shell-api.js';
import { detectPlatform } from '../shared/detect-platform.js';
import { ShellLink } from '../shared/shell-link.js';
import { useShellSession } from '../shared/use-shell-session.js';
import type { MegaMenuBannerData } from './mega-menu-banner-data.js';

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
