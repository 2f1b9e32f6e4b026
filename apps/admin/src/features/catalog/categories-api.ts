import type {
  AdminCategory,
  AdminCategoryCreateInput,
  AdminCategoryUpdateInput,
  AdminQuestion,
  AdminQuestionQuery,
  AdminReview,
  AdminReviewQuery,
  DataResponse,
  ListQueryInput,
  MessageResponse,
  Paginated,
} from '@atelier/contracts';

import { operatorApi, OWN_401 } from '../../shared/api/console-api.js';

/** The review list's filters and page. */
export type ReviewListArgs = AdminReviewQuery & Pick<ListQueryInput, 'page'>;
/** The question list's filters and page. */
export type QuestionListArgs = AdminQuestionQuery & Pick<ListQueryInput, 'page'>;

/**
 * The catalog's category tree (`/api/admin/categories`), reviews (`/api/admin/reviews`) and
 * product questions (`/api/admin/questions`).
 */
export const categoriesApi = operatorApi
  .enhanceEndpoints({ addTagTypes: ['AdminCategory', 'AdminReview', 'AdminQuestion'] })
  .injectEndpoints({
    endpoints: (build) => ({
      adminCategories: build.query<DataResponse<AdminCategory[]>, void>({
        query: () => '/api/admin/categories',
        extraOptions: OWN_401,
        providesTags: ['AdminCategory'],
      }),
      adminCategoryCreate: build.mutation<DataResponse<AdminCategory>, AdminCategoryCreateInput>({
        query: (body) => ({ url: '/api/admin/categories', method: 'POST', body }),
        extraOptions: OWN_401,
        invalidatesTags: ['AdminCategory', 'AuditLog'],
      }),
      adminCategoryUpdate: build.mutation<
        DataResponse<AdminCategory>,
        { id: number; body: AdminCategoryUpdateInput }
      >({
        query: ({ id, body }) => ({ url: `/api/admin/categories/${id}`, method: 'PUT', body }),
        extraOptions: OWN_401,
        invalidatesTags: ['AdminCategory', 'AuditLog'],
      }),
      adminCategoryMove: build.mutation<
        DataResponse<AdminCategory>,
        { id: number; direction: 'up' | 'down' }
      >({
        query: ({ id, direction }) => ({
          url: `/api/admin/categories/${id}/move`,
          method: 'POST',
          body: { direction },
        }),
        extraOptions: OWN_401,
        invalidatesTags: ['AdminCategory', 'AuditLog'],
      }),
      adminCategoryDelete: build.mutation<MessageResponse, number>({
        query: (id) => ({ url: `/api/admin/categories/${id}`, method: 'DELETE' }),
        extraOptions: OWN_401,
        invalidatesTags: ['AdminCategory', 'AuditLog'],
      }),
      adminReviews: build.query<Paginated<AdminReview>, ReviewListArgs>({
        query: (params) => ({ url: '/api/admin/reviews', params: { ...params } }),
        extraOptions: OWN_401,
        providesTags: ['AdminReview'],
      }),
      adminReviewVisibility: build.mutation<
        DataResponse<AdminReview>,
        { id: number; hidden: boolean }
      >({
        query: ({ id, hidden }) => ({
          url: `/api/admin/reviews/${id}/visibility`,
          method: 'PUT',
          body: { hidden },
        }),
        extraOptions: OWN_401,
        invalidatesTags: ['AdminReview', 'AuditLog'],
      }),
      adminQuestions: build.query<Paginated<AdminQuestion>, QuestionListArgs>({
        query: (params) => ({ url: '/api/admin/questions', params: { ...params } }),
        extraOptions: OWN_401,
        providesTags: ['AdminQuestion'],
      }),
      adminQuestionAnswer: build.mutation<
        DataResponse<AdminQuestion>,
        { id: number; answer: string }
      >({
        query: ({ id, answer }) => ({
          url: `/api/admin/questions/${id}/answer`,
          method: 'PUT',
          body: { answer },
        }),
        extraOptions: OWN_401,
        invalidatesTags: ['AdminQuestion', 'AuditLog'],
      }),
    }),
  });
