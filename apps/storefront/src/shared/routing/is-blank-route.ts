import type { RouteLayout } from './route-table.js';

/**
 * Whether a route renders without the shell (top bar, side bar, menu, footer): its layout is
 * `blank`, or its path is under `/admin` (spec §2 Shell, §6).
 */
export function isBlankRoute(pathname: string, layout?: RouteLayout): boolean {
  if (layout === 'blank') return true;
  const path = pathname.toLowerCase();
  return path === '/admin' || path.startsWith('/admin/');
}
