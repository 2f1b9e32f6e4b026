import type { NoticeSummary } from '@atelier/contracts';

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

/**
 * Props of {@link Footer}.
 *
 * @example
 * const props: FooterProps = { notices };
 */
export interface FooterProps {
  /** Latest notices (`GET /api/v1/notice?page=1&per_page=5&sort=created_at&order=desc`); the first 5 show. */
  notices: readonly NoticeSummary[];
  /** Default {@link COMPANY_INFO}; English pages show its `en` values where given. */
  company?: CompanyInfo;
  /** Last copyright year; default this year. */
  year?: number;
}

/**
 * The desktop footer (spec §2): support phones and hours, bank account, offline-store
 * button, social links, the latest 5 notices, the My Order / Customer Center / Company link
 * columns and the company's legal block with the copyright 'ⓒ 2007–{year}'. English pages show
 * the company's English values (`company.en`, `bankAccount.en`).
 *
 * @example
 * <Footer notices={notices} />
 */
export function Footer({ notices, company: given = COMPANY_INFO, year }: FooterProps) {
  const { language } = useShellSession();
  const company = localizeCompanyInfo(given, language);
  return (
    <footer className="atelier-shell-footer atelier-shell-footer--desktop">
      <div className="atelier-shell-footer__grid">
        <FooterSupport company={company} />
        <FooterBank company={company} />
        <FooterNotices notices={notices} />
      </div>
      <div className="atelier-shell-footer__grid atelier-shell-footer__grid--links">
        <FooterLinkColumns />
        <FooterSocial company={company} />
      </div>
      <FooterLegal company={company} year={year} />
    </footer>
  );
}
