import type { InstaFeedItem, NoticeSummary } from '@atelier/contracts';

import { shellApi } from '../data/shell-api.js';
import { Footer } from './footer.js';
import { MobileFooter } from './mobile-footer.js';

const NO_NOTICES: readonly NoticeSummary[] = [];
const NO_INSTAGRAM: readonly InstaFeedItem[] = [];

// The chrome's footers read their data here, not through props: they load after hydration,
// and a prop that changed before their code arrived (the Instagram feed fetched in the
// browser) would make React drop the server's markup of them until it did.

/**
 * The desktop footer with the latest notices from `shellApi`.
 *
 * @example
 * <ChromeFooter />
 */
export function ChromeFooter() {
  const { data: notices = NO_NOTICES } = shellApi.useGetLatestNoticesQuery();
  return <Footer notices={notices} />;
}

/**
 * The phone footer with the latest notices and the Instagram strip from `shellApi`.
 *
 * @example
 * <ChromeMobileFooter />
 */
export function ChromeMobileFooter() {
  const { data: notices = NO_NOTICES } = shellApi.useGetLatestNoticesQuery();
  const { data: instagram = NO_INSTAGRAM } = shellApi.useGetInstaFeedsQuery();
  return <MobileFooter notices={notices} instagram={instagram} />;
}
