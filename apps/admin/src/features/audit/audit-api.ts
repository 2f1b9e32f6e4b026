import type { AuditEntry, AuditQueryInput, Paginated } from '@atelier/contracts';

import { operatorApi, OWN_401 } from '../../shared/api/console-api.js';

/**
 * The audit log (`GET /api/admin/audit-log`, owners).
 */
export const auditApi = operatorApi.injectEndpoints({
  endpoints: (build) => ({
    auditLog: build.query<Paginated<AuditEntry>, AuditQueryInput>({
      query: (params) => ({ url: '/api/admin/audit-log', params: { ...params } }),
      extraOptions: OWN_401,
      providesTags: ['AuditLog'],
    }),
  }),
});
