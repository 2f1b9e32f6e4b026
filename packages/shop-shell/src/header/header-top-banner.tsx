import { CmsBanner, type CmsBannerData } from '@atelier/cms-renderer';

import { useShopShell } from '../config/shop-shell-provider.js';
import { useShellSession } from '../shared/use-shell-session.js';

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
    <CmsBanner
      banner={banner}
      lang={language}
      closeLabel={labels.popupCancel}
      translateText={translate}
    />
  );
}
