import type { CmsPublishedPage } from '@atelier/contracts';

import { atelierApi } from '@atelier/api-client/rtk-query';

/**
 * CMS endpoints of the storefront API.
 */
export const cmsApi = atelierApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/cms/published/{name}`. */
    getCmsPage: build.query<CmsPublishedPage, string>({
      query: (name) => `/api/cms/published/${encodeURIComponent(name)}`,
      providesTags: (_result, _error, name) => [{ type: 'CmsPage', id: name }],
    }),
  }),
});
