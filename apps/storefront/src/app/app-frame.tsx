import { useIntegrations, usePageViews } from '@atelier/shop-shell';
import { useT } from '@atelier/translation-ai';
import { useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';

import { useScrollBehaviour } from '@atelier/app-frame';

import { pageTitle } from './head.js';
import { leafRouteName } from '../shared/routing/route-table.js';
import { pageHeadOf } from '../shared/seo/page-head.js';

/**
 * The root route's component, around the layouts (`layouts.tsx`): the scroll behaviour, the
 * document title on client navigations (the page loader's head title when it gave one) and one analytics `page_view` per route change (none
 * automatic; sent once analytics booted).
 */
export function AppFrame() {
  const matches = useMatches();
  const location = useLocation();
  const { t } = useT();
  const name = leafRouteName(matches);
  const page = pageHeadOf(matches);
  useScrollBehaviour();
  useEffect(() => {
    document.title = pageTitle(name, t, page);
  }, [name, t, page]);
  // After the title effect, so the page view carries the new page's title.
  usePageViews(useIntegrations().analytics, location);
  return <Outlet />;
}
