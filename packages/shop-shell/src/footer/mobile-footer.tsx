import type { InstaFeedItem, NoticeSummary } from '@atelier/contracts';

import { COMPANY_INFO, type CompanyInfo } from '../config/company-info.js';
import { localizeCompanyInfo } from '../config/localize-company-info.js';
import { useShellSession } from '../shared/use-shell-session.js';
import {
  FooterBank,
  FooterLegal,
  FooterLinkColumns,
  FooterNotices,
  FooterSocial,
  FooterSupport,
} from './footer-sections.js';
import { InstagramStrip } from './instagram-strip.js';

/**
 * Props of {@link MobileFooter}.
 *
 * @example
 * const props: MobileFooterProps = { notices, instagram: feed };
 */
export interface MobileFooterProps {
  /** Latest notices; the first 5 show. */
  notices: readonly NoticeSummary[];
  /** The Instagram feed (`GET /api/v1/insta-feeds`). */
  instagram: readonly InstaFeedItem[];
  /** Default {@link COMPANY_INFO}; English pages show its `en` values where given. */
  company?: CompanyInfo;
  /** Last copyright year; default this year. */
  year?: number;
}

/**
 * The phone footer: the Instagram strip (jpeg/jpg photos only, at most 6), then everything
 * the desktop footer has, stacked (spec §2), with the company's English values on English pages.
 *
 * @example
 * <MobileFooter notices={notices} instagram={feed} />
 */
export function MobileFooter({
  notices,
  instagram,
  company: given = COMPANY_INFO,
  year,
}: MobileFooterProps) {
  const { language } = useShellSession();
  const company = localizeCompanyInfo(given, language);
  return (
    <footer className="atelier-shell-footer atelier-shell-footer--mobile">
      <InstagramStrip items={instagram} profileUrl={company.social.instagram} />
      <FooterSupport company={company} />
      <FooterNotices notices={notices} />
      <FooterBank company={company} />
      <FooterLinkColumns />
      <FooterSocial company={company} />
      <FooterLegal company={company} year={year} />
    </footer>
  );
}
