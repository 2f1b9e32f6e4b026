import type { CategoriesResponse, Category } from '@atelier/contracts';

import { appApi } from '../../app/api.js';

/**
 * Catalog endpoints of the storefront API.
 *
 * @example
 * const { data: tree = [] } = catalogApi.useGetCategoriesQuery();
 */
export const catalogApi = appApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/evans-cart/categories-service`: the category tree (spec: `data.data`). */
    getCategories: build.query<Category[], void>({
      query: () => '/api/evans-cart/categories-service',
      transformResponse: (response: CategoriesResponse) =>
        Array.isArray(response?.data) ? response.data : [],
      providesTags: ['Category'],
    }),
  }),
});
