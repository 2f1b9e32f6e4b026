import type { AdminAction, AdminArea, OperatorView } from '@atelier/contracts';
import { roleCan } from '@atelier/contracts';
import { createContext, useContext } from 'react';

/**
 * The signed-in operator, given by the operator gate to every console page.
 */
export const OperatorContext = createContext<OperatorView | null>(null);

/**
 * The signed-in operator and `can(area, action)` over the one permission table.
 */
export function useOperator(): {
  operator: OperatorView;
  can: (area: AdminArea, action: AdminAction) => boolean;
} {
  const operator = useContext(OperatorContext);
  if (!operator) throw new Error('useOperator outside the operator gate');
  return { operator, can: (area, action) => roleCan(operator.role, area, action) };
}
