import type { Category } from '@atelier/contracts';
import type { CmsBannerData } from '@atelier/cms-renderer';
import { logout, type SessionDispatch } from '@atelier/session';
import { useDispatch } from 'react-redux';

import { SALE_CATEGORY_ID } from '../config/shell-limits.js';
import { useShopShell } from '../config/shop-shell-provider.js';
import { LanguageSwitch } from '../language/language-switch.js';
import { categoryName } from '../shared/category-name.js';
import { Icon } from '../shared/icon.js';
import { ShellLink } from '../shared/shell-link.js';
import { UnreadBadge } from '../shared/unread-badge.js';
import { useShellSession } from '../shared/use-shell-session.js';
import { HeaderTopBanner } from './header-top-banner.js';
import { HeaderSearch } from './header-search.js';
import { DEFAULT_MEGA_MENU_BANNER, type MegaMenuBannerData } from './mega-menu-banner-data.js';
import { MegaMenu } from './mega-menu.js';
import { ShellLogo } from './shell-logo.js';
import { CartLink } from './cart-link.js';

/**
 * Props of {@link DesktopHeader}.
 *
 * @example
 * const props: DesktopHeaderProps = { categories, banner: DEFAULT_MEGA_MENU_BANNER };
 */
export interface DesktopHeaderProps {
  /** The category tree (`GET /api/evans-cart/categories-service`). */
  categories: readonly Category[];
  /** The mega-menu image banner; default {@link DEFAULT_MEGA_MENU_BANNER}, `null` for none. */
  banner?: MegaMenuBannerData | null;
  /** Click-log platform of the banner; default from the user agent. */
  platform?: 'pc' | 'mobile';
  /** Called with a non-empty keyword; default: go to `links.productSearch(keyword)`. */
  onSearch?: (keyword: string) => void;
  /** A CMS banner above the header (closable ones stay closed until midnight). */
  topBanner?: CmsBannerData | null;
}

/**
 * The desktop header (spec §2): logo, search box (clears after a search, ignores empty
 * input), cart, login or my page with the unread badge (and logout), customer center,
 * language select (current first); below, the 'All Products' mega-menu and the top links
 * TSSA, Contents, Sale (category 12), Promotion and Custom F.
 *
 * @example
 * <DesktopHeader categories={categories} />
 */
export function DesktopHeader({
  categories,
  banner = DEFAULT_MEGA_MENU_BANNER,
  platform,
  onSearch,
  topBanner,
}: DesktopHeaderProps) {
  const { labels, links } = useShopShell();
  const { language, authenticated, unreadCount } = useShellSession();
  const dispatch = useDispatch<SessionDispatch>();
  const sale = categories.find((c) => c.id === SALE_CATEGORY_ID);
  return (
    <header className="atelier-shell-desktop-header">
      <HeaderTopBanner banner={topBanner} />
      <div className="atelier-shell-desktop-header__top">
        <ShellLogo className="atelier-shell-desktop-header__logo" />
        <HeaderSearch onSearch={onSearch} className="atelier-shell-desktop-header__search" />
        <ul className="atelier-shell-desktop-header__utility" aria-label={labels.account}>
          <li>
            <CartLink variant="utility" />
          </li>
          {authenticated ? (
            <>
              <li>
                <ShellLink
                  to={links.myPage}
                  className="atelier-shell-utility-link atelier-shell-badge-host"
                >
                  <Icon name="user" size={20} />
                  {labels.myPage}
                  <UnreadBadge count={unreadCount} label={labels.unreadCount} />
                </ShellLink>
              </li>
              <li>
                <button
                  type="button"
                  className="atelier-shell-utility-link"
                  onClick={() => void dispatch(logout())}
                >
                  {labels.logout}
                </button>
              </li>
            </>
          ) : (
            <li>
              <ShellLink to={links.login} className="atelier-shell-utility-link">
                <Icon name="user" size={20} />
                {labels.login}
              </ShellLink>
            </li>
          )}
          <li>
            <ShellLink to={links.customerCenter} className="atelier-shell-utility-link">
              {labels.customerCenter}
            </ShellLink>
          </li>
          <li>
            <LanguageSwitch variant="select" />
          </li>
        </ul>
      </div>
      <nav className="atelier-shell-desktop-header__nav" aria-label={labels.mainMenu}>
        <MegaMenu categories={categories} banner={banner} platform={platform} />
        <ul className="atelier-shell-desktop-header__links">
          <li>
            <ShellLink to={links.tssaMain} className="atelier-shell-nav-link">
              {labels.tssa}
            </ShellLink>
          </li>
          <li>
            <ShellLink to={links.contents} className="atelier-shell-nav-link">
              {labels.contents}
            </ShellLink>
          </li>
          <li>
            <ShellLink
              to={links.category(SALE_CATEGORY_ID)}
              className="atelier-shell-nav-link atelier-shell-nav-link--sale"
            >
              {sale ? categoryName(sale, language) : labels.sale}
            </ShellLink>
          </li>
          <li>
            <ShellLink to={links.promotion} className="atelier-shell-nav-link">
              {labels.promotion}
            </ShellLink>
          </li>
          <li>
            <ShellLink to={links.customFragrance} className="atelier-shell-nav-link">
              {labels.customFragrance}
            </ShellLink>
          </li>
        </ul>
      </nav>
    </header>
  );
}
