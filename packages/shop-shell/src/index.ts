/**
 * `@atelier/shop-shell` — the shop chrome the storefront and TSSA share, as one piece: mount
 * {@link ShopChrome} around your routes, prefetch its data on the server with
 * `prefetchShellData`, and boot the third-party integrations after hydration. Korean texts
 * by default (pass `translate`); styles: `import '@atelier/shop-shell/styles.css'`. The leaf
 * components (headers, sidebar, footers …) for stories and custom frames are in
 * `@atelier/shop-shell/components`.
 *
 * @example
 * import { prefetchShellData, ShopChrome } from '@atelier/shop-shell';
 * // server: await prefetchShellData(store.dispatch);
 * <ShopChrome translate={t} links={TSSA_LINKS} device={hints.device}>
 *   <Outlet />
 * </ShopChrome>
 */
export { Layout } from './chrome/layout.js';
export type { LayoutProps, ShellSlots } from './chrome/layout.js';
export { ShopChrome } from './chrome/shop-chrome.js';
export type {
  ChromeDevice,
  ChromeMenuState,
  OldBrandConfig,
  ShopChromeProps,
} from './chrome/shop-chrome.js';
export { useIsDesktop } from './chrome/use-is-desktop.js';
export type { BankAccount, CompanyInfo, SocialChannels } from './config/company-info.js';
export { COMPANY_INFO } from './config/company-info.js';
export { localizeCompanyInfo } from './config/localize-company-info.js';
export { SHOP_SHELL_LABELS_EN, SHOP_SHELL_LABELS_KO } from './config/shell-labels.js';
export type { ShopShellLabels } from './config/shell-labels.js';
export { DEFAULT_SHELL_LINKS } from './config/shell-links.js';
export type { ShellLinks } from './config/shell-links.js';
export { ShopShellProvider, useShopShell } from './config/shop-shell-provider.js';
export type { ShopShellConfig, ShopShellProviderProps } from './config/shop-shell-provider.js';
export { countUnread, prefetchShellData, shellApi } from './data/shell-api.js';
export { createErrorReporter } from './integrations/error-reporter.js';
export type {
  ErrorReporter,
  ErrorReporterOptions,
  SentryLike,
} from './integrations/error-reporter.js';
export { integrationsConfigured, useIntegrations } from './integrations/integration-registry.js';
export type { IntegrationKeys, Integrations } from './integrations/integration-registry.js';
export { shouldReportError } from './integrations/should-report-error.js';
export { startIntegrations } from './integrations/start-integrations.js';
export type { StartIntegrationsOptions } from './integrations/start-integrations.js';
export { usePageViews } from './integrations/use-page-views.js';
export type { PageLocation } from './integrations/use-page-views.js';
export { NotificationList } from './notifications/notification-list.js';
export type { NotificationListProps } from './notifications/notification-list.js';
export { useNotifications } from './notifications/use-notifications.js';
export type { NotificationsState } from './notifications/use-notifications.js';
