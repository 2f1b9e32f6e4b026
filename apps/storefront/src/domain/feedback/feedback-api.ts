import { atelierApi, defineResource } from '@atelier/api-client/rtk-query';
import type {
  InquiryCreateInput,
  InquiryListQueryInput,
  InquiryUpdateInput,
  Paginated,
  ProductInquiry,
  ProductReview,
  ReviewListQueryInput,
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
 * The reviews' and questions' calls, injected into the app's one API apart from `catalogApi`:
 * the generic resource helper and multipart bodies come with them, so listings do not load
 * them, and the product page loads them with its reviews.
 */
export const feedbackApi = atelierApi
  .enhanceEndpoints({ addTagTypes: ['ProductReview', 'ProductInquiry'] })
  .injectEndpoints({
    endpoints: (build) => ({
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
    }),
  });
