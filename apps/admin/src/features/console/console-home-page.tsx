import { Navigate } from 'react-router';

import { useOperator } from '../../domain/operator/operator-context.js';
import { AREA_PAGES, href } from '../../shared/routing/route-table.js';
import { useConsoleLabels } from '../../shared/use-console-labels.js';

/**
 * `/admin`: the first area the operator's role may see (there is no dashboard in the API yet).
 */
export default function ConsoleHomePage() {
  const { l } = useConsoleLabels();
  const { can } = useOperator();
  const first = AREA_PAGES.find(({ area }) => can(area, 'view'));
  if (first) return <Navigate to={href(first.route)} replace />;
  return <p role="status">{l.refused}</p>;
}
