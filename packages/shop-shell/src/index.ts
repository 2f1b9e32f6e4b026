/**
 * `@atelier/shop-shell` — the shop chrome the storefront and TSSA share: mobile and desktop
 * headers, sidebar, footers, popup carousel, bottom toolbar, scroll-to-top, notifications,
 * language switch, old-brand overlay and the third-party adapters (chat, Kakao, analytics,
 * error tracing). Korean texts by default; styles: `import '@atelier/shop-shell/styles.css'`.
 *
 * @example
 * import { DesktopHeader, Footer, ShopShellProvider } from '@atelier/shop-shell';
 * <ShopShellProvider translate={t} api={endpoints}>
 *   <DesktopHeader categories={categories} />
 *   <Footer notices={notices} />
 * </ShopShellProvider>
 */
export { COMPANY_INFO, DEMO_BANK_ACCOUNT } from './config/company-info.js';
export type { BankAccount, CompanyInfo, SocialChannels } from './config/company-info.js';
export type { BankAccountEnglish, CompanyInfoEnglish } from './config/company-info.js';
export { localizeBankAccount, localizeCompanyInfo } from './config/localize-company-info.js';
export type { ShellApi } from './config/shell-api.js';
export { SHOP_SHELL_LABELS_KO } from './config/shell-labels.js';
export type { ShopShellLabels } from './config/shell-labels.js';
export {
  BANNER_CLICK_ID,
  CHAT_LAUNCHER_MAX_POLLS,
  CHAT_LAUNCHER_POLL_MS,
  COPYRIGHT_START_YEAR,
  ERROR_REPORT_SAMPLE_RATES,
  FOOTER_NOTICE_COUNT,
  INSTAGRAM_STRIP_MAX,
  MESSENGER_LOGIN_MAX_POLLS,
  MESSENGER_LOGIN_POLL_MS,
  POPUP_CAROUSEL_SPEED_MS,
  POPUP_LOOP_MIN_SLIDES,
  POPUP_READ_MAX,
  SALE_CATEGORY_ID,
  SCROLL_TO_TOP_RATIO,
} from './config/shell-limits.js';
export { DEFAULT_SHELL_LINKS, isExternalLink } from './config/shell-links.js';
export type { ShellLinks } from './config/shell-links.js';
export {
  createShopShellConfig,
  ShopShellProvider,
  useShopShell,
} from './config/shop-shell-provider.js';
export type { ShopShellConfig, ShopShellProviderProps } from './config/shop-shell-provider.js';
export { categoryName } from './shared/category-name.js';
export { Icon, ICON_NAMES } from './shared/icon.js';
export type { IconName, IconProps } from './shared/icon.js';
export { searchKeyword } from './shared/search-keyword.js';
export { ShellLink } from './shared/shell-link.js';
export type { ShellLinkProps } from './shared/shell-link.js';
export { UnreadBadge } from './shared/unread-badge.js';
export type { UnreadBadgeProps } from './shared/unread-badge.js';
export { useShellNavigate } from './shared/use-shell-navigate.js';
export { useShellSession } from './shared/use-shell-session.js';
export type { ShellSession } from './shared/use-shell-session.js';
export { copyrightYears } from './footer/copyright-years.js';
export { Footer } from './footer/footer.js';
export type { FooterProps } from './footer/footer.js';
export { instagramPhotos } from './footer/instagram-photos.js';
export { InstagramStrip } from './footer/instagram-strip.js';
export type { InstagramStripProps } from './footer/instagram-strip.js';
export { MobileFooter } from './footer/mobile-footer.js';
export type { MobileFooterProps } from './footer/mobile-footer.js';
export { DesktopHeader } from './header/desktop-header.js';
export type { DesktopHeaderProps } from './header/desktop-header.js';
export { HeaderSearch } from './header/header-search.js';
export type { HeaderSearchProps } from './header/header-search.js';
export { DEFAULT_MEGA_MENU_BANNER, MegaMenuBanner } from './header/mega-menu-banner.js';
export type { MegaMenuBannerData, MegaMenuBannerProps } from './header/mega-menu-banner.js';
export { MegaMenu } from './header/mega-menu.js';
export type { MegaMenuProps } from './header/mega-menu.js';
export { MobileHeader } from './header/mobile-header.js';
export type { MobileHeaderProps } from './header/mobile-header.js';
export { NotificationLink } from './header/notification-link.js';
export { ShellLogo } from './header/shell-logo.js';
export { createAnalytics, gtagScriptUrl } from './integrations/analytics.js';
export type { Analytics, AnalyticsOptions, PageViewInput } from './integrations/analytics.js';
export {
  CHANNEL_TALK_SCRIPT_URL,
  chatMemberOf,
  createChannelTalk,
} from './integrations/channel-talk.js';
export type { ChannelTalkOptions, ChatAdapter, ChatMember } from './integrations/channel-talk.js';
export { createErrorReporter, sentryInitOptions } from './integrations/error-reporter.js';
export type {
  ErrorReporter,
  ErrorReporterOptions,
  SentryLike,
} from './integrations/error-reporter.js';
export { createKakaoSdk, KAKAO_SDK_VERSION, kakaoSdkUrl } from './integrations/kakao-sdk.js';
export type {
  KakaoGlobal,
  KakaoSdk,
  KakaoSdkOptions,
  MessengerLoginOptions,
  MessengerLoginOutcome,
} from './integrations/kakao-sdk.js';
export {
  createOfflineAnalytics,
  createOfflineChat,
  createOfflineErrorReporter,
  createOfflineKakaoSdk,
} from './integrations/offline-adapters.js';
export { loadScript } from './integrations/load-script.js';
export type { LoadScriptOptions, ScriptLoader } from './integrations/load-script.js';
export { shouldReportError } from './integrations/should-report-error.js';
export { usePageViews } from './integrations/use-page-views.js';
export type { PageLocation } from './integrations/use-page-views.js';
export { LANGUAGE_NAMES, LanguageSwitch } from './language/language-switch.js';
export type { LanguageSwitchProps } from './language/language-switch.js';
export { NotificationList } from './notifications/notification-list.js';
export type { NotificationListProps } from './notifications/notification-list.js';
export { countUnread, useNotifications } from './notifications/use-notifications.js';
export type { NotificationsState } from './notifications/use-notifications.js';
export { isOldBrandHost } from './overlay/old-brand-host.js';
export { OldBrandOverlay } from './overlay/old-brand-overlay.js';
export type { OldBrandOverlayProps } from './overlay/old-brand-overlay.js';
export { POPUP_AUTOPLAY_DELAY_MS, PopupCarousel } from './popups/popup-carousel.js';
export type { PopupCarouselProps } from './popups/popup-carousel.js';
export {
  hasUnreadPopups,
  isPopupRead,
  markPopupsRead,
  POPUP_READ_STORAGE_KEY,
  readPopupRecords,
  writePopupRecords,
} from './popups/popup-reads.js';
export type { PopupReadRecord } from './popups/popup-reads.js';
export { popupSlide } from './popups/popup-slide.js';
export type { PopupSlide } from './popups/popup-slide.js';
export { isPastScrollThreshold } from './scroll/scroll-threshold.js';
export { ScrollToTopButton } from './scroll/scroll-to-top-button.js';
export { detectPlatform } from './shared/detect-platform.js';
export { SocialLinks } from './shared/social-links.js';
export type { SocialLinksProps } from './shared/social-links.js';
export { Sidebar, SIDEBAR_ID } from './sidebar/sidebar.js';
export type { SidebarProps } from './sidebar/sidebar.js';
export { BottomToolbar } from './toolbar/bottom-toolbar.js';
export type { BottomToolbarProps } from './toolbar/bottom-toolbar.js';
export { createToolbarVisibility, useToolbarVisible } from './toolbar/toolbar-visibility.js';
export type { ToolbarVisibility } from './toolbar/toolbar-visibility.js';
