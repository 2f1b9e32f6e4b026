import { useT } from '@atelier/translation-ai';
import type { LoaderFunction } from 'react-router';
import { afterHydration } from '@atelier/ui-kit';

import { LazyCmsBanner, LazyCmsRenderer } from '../../domain/cms/lazy-cms.js';
import { ensureQuery } from '../../shared/routing/ensure-query.js';
import { FRAME_LABELS } from '../../shared/routing/frame-labels.js';
import type { RouteContext } from '@atelier/app-frame';
import { cmsApi } from './cms-api.js';

import '@atelier/commerce-ui/styles.css';
import '../../domain/catalog/product-grid.css';
import './product-rails.css';

const HOME_MAIN = 'home-main';
const HOME_BANNER_TOP = 'home-banner-top';

// Below the fold and links only: their code (product cards, prices) loads after hydration,
// outside the first-load JS; until then React keeps the server's markup of the rails. Their
// styles are imported above, so the server's markup is styled from the first paint.
const ProductRails = afterHydration(() =>
  import('./product-rails.js').then((module) => module.ProductRails),
);

/**
 * The home page's data: the CMS pages `home-main` and `home-banner-top` and the product
 * rails. Any may be missing (not published, no products): the page renders without it
 * rather than as not found.
 */
export function createLoader(ctx: RouteContext): LoaderFunction {
  return async () => {
    await Promise.all([
      ensureQuery(ctx, ctx.store.dispatch(cmsApi.endpoints.getCmsPage.initiate(HOME_MAIN)), {
        notFound: 'ignore',
      }),
      ensureQuery(ctx, ctx.store.dispatch(cmsApi.endpoints.getCmsPage.initiate(HOME_BANNER_TOP)), {
        notFound: 'ignore',
      }),
      // The rails' module (cards, prices) is not part of the home chunk: see ProductRails.
      import('./product-rails.js').then((module) => module.prefetchRails(ctx)),
    ]);
    return null;
  };
}

/**
 * Home (`/`): the top banner (closable until midnight when the CMS says so), the CMS main
 * page and the product rails (best, new, recommended), texts in the visitor's language
 * (Korean source phrases through `t`).
 */
export default function HomePage() {
  const { t, locale } = useT();
  const { data: main } = cmsApi.useGetCmsPageQuery(HOME_MAIN);
  const { data: banner } = cmsApi.useGetCmsPageQuery(HOME_BANNER_TOP);
  return (
    <div className="atelier-home" data-page="home">
      {banner && (
        <LazyCmsBanner
          banner={{
            id: HOME_BANNER_TOP,
            closable: banner.closable === true,
            template: banner.template,
            link: banner.link,
          }}
          lang={locale}
          closeLabel={t(FRAME_LABELS.bannerClose)}
          translateText={t}
        />
      )}
      <h1 className="atelier-visually-hidden">{t(FRAME_LABELS.siteName)}</h1>
      {main && <LazyCmsRenderer template={main.template} link={main.link} translateText={t} />}
      <ProductRails />
    </div>
  );
}
