import type { AuditEntry, AuditQueryInput, ListQueryInput, Paginated } from '@atelier/contracts';

import type { ListSort } from '../../domain/listing/list-sort.js';
import { operatorApi, OWN_401 } from '../../shared/api/console-api.js';

/** The log's filters and the page of the list. */
export type AuditLogArgs = AuditQueryInput & Pick<ListQueryInput, 'page'> & ListSort<'created_at'>;

/**
 * The audit log (`GET /api/admin/audit-log`, owners).
 */
export const auditApi = operatorApi.injectEndpoints({
  endpoints: (build) => ({
    auditLog: build.query<Paginated<AuditEntry>, AuditLogArgs>({
      query: (params) => ({ url: '/api/admin/audit-log', params: { ...params } }),
      extraOptions: OWN_401,
      providesTags: ['AuditLog'],
    }),
  }),
});
