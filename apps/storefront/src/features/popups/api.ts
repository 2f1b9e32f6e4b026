import type { Paginated, Popup } from '@atelier/contracts';

import { appApi } from '../../app/api.js';

/**
 * Popup endpoints of the storefront API.
 *
 * @example
 * const { data: popups = [] } = popupApi.useGetActivePopupsQuery();
 */
export const popupApi = appApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/v1/popup?active=true&page=1`: the active popups of the first page. */
    getActivePopups: build.query<Popup[], void>({
      query: () => ({ url: '/api/v1/popup', params: { active: true, page: 1 } }),
      transformResponse: (response: Paginated<Popup>) =>
        Array.isArray(response?.data) ? response.data : [],
      providesTags: ['Popup'],
    }),
  }),
});
