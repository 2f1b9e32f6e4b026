import { afterHydration } from '@atelier/ui-kit';

/**
 * `CmsRenderer` of `@atelier/cms-renderer`, its code (sanitizers, tag table: ~6 kB gzip)
 * loaded after hydration: the server renders the CMS content in full and the browser keeps
 * that markup until the renderer arrives (its links work as plain links meanwhile).
 *
 * @example
 * <LazyCmsRenderer template={page.template} components={CMS_COMPONENTS} translateText={t} />
 */
export const LazyCmsRenderer = afterHydration(() =>
  import('@atelier/cms-renderer').then((module) => module.CmsRenderer),
);

/**
 * `CmsBanner` of `@atelier/cms-renderer`, loaded after hydration like {@link LazyCmsRenderer}
 * (a closed banner hides once it arrives, as it did after hydration).
 *
 * @example
 * <LazyCmsBanner banner={banner} lang={locale} closeLabel={t('닫기')} />
 */
export const LazyCmsBanner = afterHydration(() =>
  import('@atelier/cms-renderer').then((module) => module.CmsBanner),
);
