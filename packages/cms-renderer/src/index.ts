/**
 * `@atelier/cms-renderer` — safe React rendering of Atelier CMS published pages and banners,
 * identical in server rendering and in the browser.
 *
 * @example
 * import { CmsBanner, CmsRenderer } from '@atelier/cms-renderer';
 * <CmsRenderer template={page.template} link={page.link} />
 * <CmsRenderer template={page.template} translateText={t} /> // English pages
 */
export { CMS_BANNER_STORAGE_KEY } from './banner-dismissals.js';
export type { BannerStorage } from './banner-dismissals.js';
export { CMS_BANNER_LABELS, CmsBanner } from './cms-banner.js';
export type { CmsBannerData, CmsBannerProps } from './cms-banner.js';
export { CmsRenderer } from './cms-renderer.js';
export type { CmsRendererProps } from './cms-renderer.js';
export { DEFAULT_CMS_LIMITS } from './limits.js';
export type { CmsLimits } from './limits.js';
export { nextLocalMidnight } from './next-local-midnight.js';
export { renderCmsNode } from './render-cms-node.js';
export type {
  CmsComponentProps,
  CmsComponents,
  CmsElementProps,
  RenderCmsOptions,
} from './render-cms-node.js';
export { CMS_ID_PREFIX } from './sanitize-attributes.js';
export type { CmsAttributes } from './sanitize-attributes.js';
export { sanitizeStyle } from './sanitize-style.js';
export { BLANK_URL, isSafeUrl, sanitizeUrl } from './sanitize-url.js';
export type { CmsUrlKind } from './sanitize-url.js';
export type { TranslateText } from './translate-text.js';
export { useBannerDismissal } from './use-banner-dismissal.js';
export type { BannerDismissal, BannerDismissalOptions } from './use-banner-dismissal.js';
