import { useEffect, useRef } from 'react';

import type { Analytics } from './analytics.js';

/**
 * The part of a router location {@link usePageViews} reads.
 *
 * @example
 * const location: PageLocation = useLocation();
 */
export interface PageLocation {
  pathname: string;
  search?: string;
}

/**
 * Sends one `page_view` per route: on the first render and on every change of path or
 * query (hash changes are not page views). Repeated renders of the same route — React's
 * strict-mode double effects included — send nothing more.
 *
 * @example
 * function PageViews() {
 *   usePageViews(analytics, useLocation());
 *   return null;
 * }
 */
export function usePageViews(
  analytics: Analytics | null | undefined,
  location: PageLocation,
): void {
  const last = useRef<string | null>(null);
  const path = `${location.pathname}${location.search ?? ''}`;
  useEffect(() => {
    if (!analytics?.enabled || last.current === path) return;
    last.current = path;
    analytics.pageView({
      path,
      title: typeof document === 'undefined' ? undefined : document.title,
    });
  }, [analytics, path]);
}
