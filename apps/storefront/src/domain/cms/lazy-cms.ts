import { afterHydration } from '@atelier/ui-kit';

/**
 * The storefront's CMS renderer ({@link SiteCmsRenderer}), its code (sanitizers, tag table,
 * router links: ~6 kB gzip) loaded after hydration: the server renders the CMS content in full
 * and the browser keeps that markup until the renderer arrives (its links work as plain links
 * meanwhile).
 */
export const LazyCmsRenderer = afterHydration(() =>
  import('./site-cms.js').then((module) => module.SiteCmsRenderer),
);

/**
 * The storefront's CMS banner ({@link SiteCmsBanner}), loaded after hydration like
 * {@link LazyCmsRenderer} (a banner closed earlier hides once it arrives).
 */
export const LazyCmsBanner = afterHydration(() =>
  import('./site-cms.js').then((module) => module.SiteCmsBanner),
);
