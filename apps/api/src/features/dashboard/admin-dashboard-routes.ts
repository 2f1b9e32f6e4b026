import type { AdminDashboard, DataResponse } from '@atelier/contracts';
import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../../ports/app-deps.js';
import { dashboardFigures } from './admin-dashboard.js';

/**
 * `GET /api/admin/dashboard` (issue 21): today's and this month's orders and sales per
 * currency, the last 30 days, and the work waiting with its counts.
 */
export async function adminDashboardRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get(
    '/api/admin/dashboard',
    { config: { admin: { area: 'dashboard', action: 'view' } } },
    async (): Promise<DataResponse<AdminDashboard>> => ({ data: await dashboardFigures(db) }),
  );
}
