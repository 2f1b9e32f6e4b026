import { atelierApi, defineResource } from '@atelier/api-client/rtk-query';
import type {
  InquiryCreateInput,
  InquiryListQueryInput,
  InquiryUpdateInput,
  Paginated,
  ProductDetail,
  ProductDetailResponse,
  ProductInquiry,
  ProductListItem,
  ProductListQueryInput,
  ProductReview,
  ProductSuggestion,
  ProductSuggestResponse,
  ReviewListQueryInput,
  WishListItem,
} from '@atelier/contracts';

/**
 * The review and question resources (spec §7 generic helper): list / store / update /
 * destroy, reviews also multipart with `files[]` (photos).
 */
export const reviewResource = defineResource<ProductReview, never, 'ProductReview'>(
  '/api/v1/product-review',
  'ProductReview',
);
export const inquiryResource = defineResource<
  ProductInquiry,
  InquiryCreateInput | InquiryUpdateInput,
  'ProductInquiry'
>('/api/v1/product-inquiry', 'ProductInquiry');

/**
 * The catalog's calls, injected into the app's one API: product lists and details (in the
 * session's language and currency), search suggestions, reviews, questions and the wish
 * list. Pages call these hooks; loaders prefetch them with `ensureQuery`.
 *
 * @example
 * const { data: page } = catalogApi.useGetProductsQuery({ category: 1, sort: 'best' });
 * const { data: product } = catalogApi.useGetProductQuery('1700000001');
 */
export const catalogApi = atelierApi
  .enhanceEndpoints({ addTagTypes: ['Product', 'ProductReview', 'ProductInquiry', 'WishList'] })
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
      /** `GET /api/v1/product-review`: a product's, the member's (`mine`) or all reviews. */
      getReviews: build.query<Paginated<ProductReview>, ReviewListQueryInput>(reviewResource.list),
      /** Multipart `POST /api/v1/product-review` with `files[]` (JSON works without photos). */
      createReview: build.mutation(reviewResource.storeWithFiles),
      /** Multipart `POST /api/v1/product-review/{id}` with `_method=PUT`. */
      updateReview: build.mutation(reviewResource.updateWithFiles),
      deleteReview: build.mutation(reviewResource.destroy),
      /** `GET /api/v1/product-inquiry`: a product's, the member's (`mine`) or all questions. */
      getInquiries: build.query<Paginated<ProductInquiry>, InquiryListQueryInput>(
        inquiryResource.list,
      ),
      createInquiry: build.mutation(inquiryResource.store),
      updateInquiry: build.mutation(inquiryResource.update),
      deleteInquiry: build.mutation(inquiryResource.destroy),
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
