import { useT } from '@atelier/translation-ai';
import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';

import { FRAME_LABELS } from './frame-labels.js';
import { pageTitle } from './head.js';
import { isBlankRoute } from './is-blank-route.js';
import { KeepAliveOutlet } from './keep-alive-outlet.js';
import { Layout } from './layout.js';
import { leafRouteName, routeMeta } from './route-handle.js';
import { SHELL_SLOTS } from './shell-slots.js';
import { useScrollBehaviour } from './use-scroll-behaviour.js';

/**
 * The root route's component: the shell (or nothing around blank routes), the kept-alive
 * page views, the scroll behaviour and the document title on client navigations.
 *
 * @example
 * { id: 'root', path: '/', Component: AppFrame, children: pages }
 */
export function AppFrame() {
  const matches = useMatches();
  const location = useLocation();
  const { t } = useT();
  const name = leafRouteName(matches);
  useScrollBehaviour();
  useEffect(() => {
    document.title = pageTitle(name, t);
  }, [name, t]);
  useEffect(() => {
    // For browser tests and monitoring: the page is interactive from here on.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <Layout
      slots={SHELL_SLOTS}
      blank={isBlankRoute(location.pathname, routeMeta(name))}
      skipLinkLabel={t(FRAME_LABELS.skipToContent)}
    >
      <KeepAliveOutlet />
    </Layout>
  );
}
