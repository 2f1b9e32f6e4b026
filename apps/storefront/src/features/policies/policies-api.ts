import { atelierApi } from '@atelier/api-client/rtk-query';
import type { PolicyDocument, PolicyKind } from '@atelier/contracts';

/**
 * `/contents/privacy`'s document: the version in force, or `version`.
 */
export const policiesApi = atelierApi
  .enhanceEndpoints({ addTagTypes: ['Policy'] })
  .injectEndpoints({
    endpoints: (build) => ({
      policy: build.query<PolicyDocument, { kind: PolicyKind; version?: number }>({
        query: ({ kind, version }) => ({
          url: `/api/v1/policy/${kind}`,
          ...(version ? { params: { version } } : {}),
        }),
        providesTags: ['Policy'],
      }),
    }),
  });
