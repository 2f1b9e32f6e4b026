import type { CmsBannerData } from '@atelier/cms-renderer';

import { useShopShell } from '../config/shop-shell-provider.js';
import { LanguageSwitch } from '../language/language-switch.js';
import { Icon } from '../shared/icon.js';
import { SIDEBAR_ID } from '../sidebar/sidebar-id.js';
import { HeaderTopBanner } from './header-top-banner.js';
import { NotificationLink } from './notification-link.js';
import { ShellLogo } from './shell-logo.js';
import { CartLink } from './cart-link.js';

/**
 * Props of {@link MobileHeader}.
 *
 * @example
 * const props: MobileHeaderProps = { menuOpen: false, onMenuOpen: () => setOpen(true) };
 */
export interface MobileHeaderProps {
  /** Whether the sidebar is open (the menu button's `aria-expanded`). */
  menuOpen: boolean;
  onMenuOpen: () => void;
  /** The sidebar's id (default {@link SIDEBAR_ID}). */
  sidebarId?: string;
  /** A CMS banner above the bar (closable ones stay closed until midnight). */
  topBanner?: CmsBannerData | null;
}

/**
 * The phone header (spec §2): menu button opening the sidebar, logo, language toggle,
 * notification icon with the unread badge (to my page) and cart icon.
 *
 * @example
 * const [open, setOpen] = useState(false);
 * <MobileHeader menuOpen={open} onMenuOpen={() => setOpen(true)} />
 * <Sidebar open={open} onClose={() => setOpen(false)} categories={categories} />
 */
export function MobileHeader({
  menuOpen,
  onMenuOpen,
  sidebarId = SIDEBAR_ID,
  topBanner,
}: MobileHeaderProps) {
  const { labels } = useShopShell();
  return (
    <header className="atelier-shell-mobile-header">
      <HeaderTopBanner banner={topBanner} />
      <div className="atelier-shell-mobile-header__bar">
        <button
          type="button"
          className="atelier-shell-icon-button"
          aria-label={labels.menuOpen}
          aria-expanded={menuOpen}
          aria-controls={sidebarId}
          aria-haspopup="dialog"
          onClick={onMenuOpen}
        >
          <Icon name="menu" />
        </button>
        <ShellLogo className="atelier-shell-mobile-header__logo" />
        <div className="atelier-shell-mobile-header__actions">
          <LanguageSwitch variant="toggle" />
          <NotificationLink />
          <CartLink variant="icon" />
        </div>
      </div>
    </header>
  );
}
