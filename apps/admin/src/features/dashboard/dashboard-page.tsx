import { Navigate } from 'react-router';

import { useOperator } from '../../domain/operator/operator-context.js';
import { AREA_PAGES, href } from '../../shared/routing/route-table.js';
import { useConsoleLabels } from '../../shared/use-console-labels.js';
import { DashboardView } from './dashboard-view.js';

/**
 * `/admin`: the dashboard for a role that may view it, else the first area the role may see.
 */
export default function DashboardPage() {
  const { l } = useConsoleLabels();
  const { can } = useOperator();
  if (can('dashboard', 'view')) return <DashboardView />;
  const first = AREA_PAGES.find(({ area, route }) => route !== 'Home' && can(area, 'view'));
  if (first) return <Navigate to={href(first.route)} replace />;
  return <p role="status">{l.refused}</p>;
}
