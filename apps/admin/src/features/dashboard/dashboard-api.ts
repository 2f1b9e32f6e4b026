import type { AdminDashboard, DataResponse } from '@atelier/contracts';

import { operatorApi, OWN_401 } from '../../shared/api/console-api.js';

/** The dashboard (`GET /api/admin/dashboard`), fresh whenever an order changes. */
export const dashboardApi = operatorApi.injectEndpoints({
  endpoints: (build) => ({
    adminDashboard: build.query<DataResponse<AdminDashboard>, void>({
      query: () => '/api/admin/dashboard',
      extraOptions: OWN_401,
      providesTags: ['AdminOrder'],
    }),
  }),
});
