import { atelierApi } from '@atelier/api-client/rtk-query';
import type {
  Paginated,
  ProductDetail,
  ProductDetailResponse,
  ProductListItem,
  ProductListQueryInput,
  ProductSuggestion,
  ProductSuggestResponse,
  WishListItem,
} from '@atelier/contracts';

/**
 * The catalog's calls, injected into the app's one API: product lists and details (in the
 * session's language and currency), search suggestions and the wish list. Pages call these
 * hooks; loaders prefetch them with `ensureQuery`. Reviews and questions are `feedbackApi`'s.
 */
export const catalogApi = atelierApi
  .enhanceEndpoints({ addTagTypes: ['Product', 'WishList'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** `GET /api/v1/product`: one page of a listing. */
      getProducts: build.query<Paginated<ProductListItem>, ProductListQueryInput>({
        query: (params) => ({ url: '/api/v1/product', params }),
        providesTags: ['Product'],
      }),
      /** `GET /api/v1/product/{it_id}`: the whole product. */
      getProduct: build.query<ProductDetail, string>({
        query: (itId) => `/api/v1/product/${encodeURIComponent(itId)}`,
        transformResponse: (response: ProductDetailResponse) => response.data,
        providesTags: (_result, _error, itId) => [{ type: 'Product', id: itId }],
      }),
      /** `GET /api/v1/product/suggest?keyword=`: up to 10 search-box suggestions. */
      suggestProducts: build.query<ProductSuggestion[], string>({
        query: (keyword) => ({ url: '/api/v1/product/suggest', params: { keyword } }),
        transformResponse: (response: ProductSuggestResponse) => response.data,
      }),
      /** `GET /api/v1/wish-list` (members): with `it_id`, only that product. */
      getWishList: build.query<Paginated<WishListItem>, { it_id?: string; page?: number } | void>({
        query: (params) => ({ url: '/api/v1/wish-list', params: params ?? undefined }),
        providesTags: ['WishList'],
      }),
      /** `POST /api/v1/wish-list` `{ it_id }`. */
      addToWishList: build.mutation<unknown, string>({
        query: (itId) => ({ url: '/api/v1/wish-list', method: 'POST', body: { it_id: itId } }),
        invalidatesTags: ['WishList'],
      }),
      /** `DELETE /api/v1/wish-list/{it_id}`. */
      removeFromWishList: build.mutation<unknown, string>({
        query: (itId) => ({
          url: `/api/v1/wish-list/${encodeURIComponent(itId)}`,
          method: 'DELETE',
        }),
        invalidatesTags: ['WishList'],
      }),
    }),
  });
