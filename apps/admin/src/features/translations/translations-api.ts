import type {
  AdminTranslationQuery,
  AdminTranslationTerm,
  DataResponse,
  Paginated,
  TranslationCoverage,
  TranslationSuggestion,
} from '@atelier/contracts';

import { operatorApi, OWN_401 } from '../../shared/api/console-api.js';

/** The translations area (`/api/admin/translations`): queue, coverage and decisions. */
export const translationsApi = operatorApi
  .enhanceEndpoints({ addTagTypes: ['AdminTranslation'] })
  .injectEndpoints({
    endpoints: (build) => ({
      adminTranslations: build.query<Paginated<AdminTranslationTerm>, AdminTranslationQuery>({
        query: (params) => ({ url: '/api/admin/translations', params: { ...params } }),
        extraOptions: OWN_401,
        providesTags: ['AdminTranslation'],
      }),
      translationCoverage: build.query<DataResponse<TranslationCoverage[]>, void>({
        query: () => '/api/admin/translations/coverage',
        extraOptions: OWN_401,
        providesTags: ['AdminTranslation'],
      }),
      decideTranslation: build.mutation<
        DataResponse<AdminTranslationTerm>,
        { id: number; action: 'approve' | 'reject'; translated?: string }
      >({
        query: ({ id, action, translated }) => ({
          url: `/api/admin/translations/${id}/${action}`,
          method: 'POST',
          body: action === 'approve' ? { translated } : {},
        }),
        extraOptions: OWN_401,
        invalidatesTags: ['AdminTranslation', 'AuditLog'],
      }),
      suggestTranslation: build.mutation<TranslationSuggestion, number>({
        query: (id) => ({
          url: `/api/admin/translations/${id}/suggestion`,
          method: 'POST',
          body: {},
        }),
        extraOptions: OWN_401,
      }),
    }),
  });
