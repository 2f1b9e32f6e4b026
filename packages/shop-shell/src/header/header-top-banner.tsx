import type { CmsBannerData } from '@atelier/cms-renderer';
import { lazy, Suspense } from 'react';

import { useShopShell } from '../config/shop-shell-provider.js';
import { useShellSession } from '../shared/use-shell-session.js';

// The CMS renderer (sanitizers, tag table: ~7 kB gzip) loads only when a header has a banner
// to show; the chrome renders none, so it stays out of every page's first-load JS. When a
// banner is server-rendered, React keeps its markup until the renderer arrives.
const CmsBanner = lazy(() =>
  import('@atelier/cms-renderer').then((module) => ({ default: module.CmsBanner })),
);

/**
 * The CMS banner above either header, in the session's language with the shell's close label
 * and phrase translation (closable ones stay closed until midnight); nothing without a banner.
 *
 * @example
 * <HeaderTopBanner banner={topBanner} />
 */
export function HeaderTopBanner({ banner }: { banner?: CmsBannerData | null }) {
  const { labels, translate } = useShopShell();
  const { language } = useShellSession();
  if (!banner) return null;
  return (
    <Suspense fallback={null}>
      <CmsBanner
        banner={banner}
        lang={language}
        closeLabel={labels.popupCancel}
        translateText={translate}
      />
    </Suspense>
  );
}
