import type { CmsPublishedPage } from '@atelier/api-client';
import { atelierApi } from '@atelier/api-client/rtk-query';

/**
 * A published CMS page as the API answers it; banners carry `closable`.
 *
 * @example
 * const page: CmsPage = { template: [], link: null, closable: true };
 */
export interface CmsPage extends CmsPublishedPage {
  closable?: boolean;
}

/**
 * CMS endpoints of the storefront API.
 *
 * @example
 * const { data: page } = cmsApi.useGetCmsPageQuery('home-main');
 */
export const cmsApi = atelierApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/cms/published/{name}`. */
    getCmsPage: build.query<CmsPage, string>({
      query: (name) => `/api/cms/published/${encodeURIComponent(name)}`,
      providesTags: (_result, _error, name) => [{ type: 'CmsPage', id: name }],
    }),
  }),
});
