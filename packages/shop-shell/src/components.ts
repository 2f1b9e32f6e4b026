/**
 * `@atelier/shop-shell/components` — the chrome's parts one by one, for Storybook and for an
 * app that assembles its own frame. Apps normally mount `ShopChrome` from the main entry.
 * Each needs a Redux store with `atelierApi` and the session slice, a router and, for
 * non-default texts or links, a `ShopShellProvider`.
 *
 * @example
 * import { DesktopHeader, Footer } from '@atelier/shop-shell/components';
 * <ShopShellProvider translate={t}>
 *   <DesktopHeader categories={categories} />
 *   <Footer notices={notices} />
 * </ShopShellProvider>
 */
export { ShopShellProvider } from './config/shop-shell-provider.js';
export { Footer } from './footer/footer.js';
export type { FooterProps } from './footer/footer.js';
export { InstagramStrip } from './footer/instagram-strip.js';
export type { InstagramStripProps } from './footer/instagram-strip.js';
export { MobileFooter } from './footer/mobile-footer.js';
export type { MobileFooterProps } from './footer/mobile-footer.js';
export { DesktopHeader } from './header/desktop-header.js';
export type { DesktopHeaderProps } from './header/desktop-header.js';
export { HeaderSearch } from './header/header-search.js';
export type { HeaderSearchProps } from './header/header-search.js';
export { MegaMenuBanner } from './header/mega-menu-banner.js';
export type { MegaMenuBannerData } from './header/mega-menu-banner-data.js';
export type { MegaMenuBannerProps } from './header/mega-menu-banner.js';
export { MegaMenu } from './header/mega-menu.js';
export type { MegaMenuProps } from './header/mega-menu.js';
export { MobileHeader } from './header/mobile-header.js';
export type { MobileHeaderProps } from './header/mobile-header.js';
export { LanguageSwitch } from './language/language-switch.js';
export type { LanguageSwitchProps } from './language/language-switch.js';
export { OldBrandOverlay } from './overlay/old-brand-overlay.js';
export type { OldBrandOverlayProps } from './overlay/old-brand-overlay.js';
export { PopupCarousel } from './popups/popup-carousel.js';
export type { PopupCarouselProps } from './popups/popup-carousel.js';
export { ScrollToTopButton } from './scroll/scroll-to-top-button.js';
export { Icon } from './shared/icon.js';
export type { IconName, IconProps } from './shared/icon.js';
export { SocialLinks } from './shared/social-links.js';
export type { SocialLinksProps } from './shared/social-links.js';
export { Sidebar } from './sidebar/sidebar.js';
export type { SidebarProps } from './sidebar/sidebar.js';
export { BottomToolbar } from './toolbar/bottom-toolbar.js';
export type { BottomToolbarProps } from './toolbar/bottom-toolbar.js';
export { createToolbarVisibility } from './toolbar/toolbar-visibility.js';
export type { ToolbarVisibility } from './toolbar/toolbar-visibility.js';
