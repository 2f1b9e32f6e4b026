import type { AdminMail, AdminMailQuery, DataResponse, Paginated } from '@atelier/contracts';

import { operatorApi, OWN_401 } from '../../shared/api/console-api.js';
import type { ListSort } from '../../domain/listing/list-sort.js';

/** The mail outbox (`/api/admin/mail`): list, detail, reveal and resend. */
export const mailApi = operatorApi
  .enhanceEndpoints({ addTagTypes: ['AdminMail'] })
  .injectEndpoints({
    endpoints: (build) => ({
      adminMails: build.query<Paginated<AdminMail>, AdminMailQuery & ListSort<'created_at'>>({
        query: (params) => ({ url: '/api/admin/mail', params: { ...params } }),
        extraOptions: OWN_401,
        providesTags: ['AdminMail'],
      }),
      adminMail: build.query<DataResponse<AdminMail>, number>({
        query: (id) => `/api/admin/mail/${id}`,
        extraOptions: OWN_401,
        providesTags: ['AdminMail'],
      }),
      resendMail: build.mutation<DataResponse<AdminMail>, number>({
        query: (id) => ({ url: `/api/admin/mail/${id}/resend`, method: 'POST', body: {} }),
        extraOptions: OWN_401,
        invalidatesTags: ['AdminMail', 'AuditLog'],
      }),
      revealMail: build.mutation<DataResponse<Record<string, string>>, number>({
        query: (id) => ({ url: `/api/admin/mail/${id}/reveal`, method: 'POST', body: {} }),
        extraOptions: OWN_401,
        invalidatesTags: ['AuditLog'],
      }),
    }),
  });
