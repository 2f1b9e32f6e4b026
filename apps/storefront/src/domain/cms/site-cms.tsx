import {
  CmsBanner,
  CmsRenderer,
  type CmsBannerProps,
  type CmsRendererProps,
} from '@atelier/cms-renderer';

import { CmsLink } from '../../shared/routing/cms-link.js';

const CMS_COMPONENTS = { a: CmsLink };

/**
 * `CmsRenderer` with the storefront's components: same-site links navigate with the router.
 */
export function SiteCmsRenderer(props: Omit<CmsRendererProps, 'components'>) {
  return <CmsRenderer {...props} components={CMS_COMPONENTS} />;
}

/**
 * `CmsBanner` with the storefront's components, as {@link SiteCmsRenderer}.
 */
export function SiteCmsBanner(props: Omit<CmsBannerProps, 'components'>) {
  return <CmsBanner {...props} components={CMS_COMPONENTS} />;
}
