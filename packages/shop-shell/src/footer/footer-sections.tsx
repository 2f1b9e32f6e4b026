// The building blocks both footers arrange: each a labelled section of the spec's footer.
import type { NoticeSummary } from '@atelier/contracts';
import { fillPlaceholders } from '@atelier/translation-ai';
import { useId } from 'react';

import type { CompanyInfo } from '../config/company-info.js';
import { FOOTER_NOTICE_COUNT } from '../config/shell-limits.js';
import { useShopShell } from '../config/shop-shell-provider.js';
import { ShellLink } from '../shared/shell-link.js';
import { SocialLinks } from '../shared/social-links.js';
import { useOrdersLink } from '../shared/use-orders-link.js';
import { useShellSession } from '../shared/use-shell-session.js';
import { copyrightYears } from './copyright-years.js';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Support phones, hours and the closed days (spec §9). */
export function FooterSupport({ company }: { company: CompanyInfo }) {
  const { labels } = useShopShell();
  const titleId = useId();
  return (
    <section className="atelier-shell-footer__support" aria-labelledby={titleId}>
      <h2 id={titleId} className="atelier-shell-footer__heading">
        {labels.supportTitle}
      </h2>
      <p className="atelier-shell-footer__phones">
        {company.phones.map((phone) => (
          <a key={phone} href={telHref(phone)} className="atelier-shell-footer__phone">
            {phone}
          </a>
        ))}
      </p>
      <dl className="atelier-shell-footer__hours">
        <div>
          <dt>{labels.supportHoursWeekdays}</dt>
          <dd>{company.hours.weekdays}</dd>
        </div>
        <div>
          <dt>{labels.supportHoursLunch}</dt>
          <dd>{company.hours.lunch}</dd>
        </div>
      </dl>
      <p className="atelier-shell-footer__closed">{labels.supportClosed}</p>
    </section>
  );
}

/** The 무통장입금 account and the offline-store button. */
export function FooterBank({ company }: { company: CompanyInfo }) {
  const { labels, links } = useShopShell();
  const titleId = useId();
  const { bank, number, holder } = company.bankAccount;
  return (
    <section className="atelier-shell-footer__bank" aria-labelledby={titleId}>
      <h2 id={titleId} className="atelier-shell-footer__heading">
        {labels.bankTitle}
      </h2>
      <p className="atelier-shell-footer__account">
        <span>{bank}</span> <span className="atelier-shell-footer__account-number">{number}</span>
      </p>
      <p>
        {labels.bankHolder} {holder}
      </p>
      <ShellLink
        to={links.offlineStore}
        className="atelier-button atelier-button--secondary atelier-shell-footer__store"
      >
        {labels.offlineStoreButton}
      </ShellLink>
    </section>
  );
}

/** The latest notices: date (first 10 characters of `created_at`), then title (spec §2). */
export function FooterNotices({ notices }: { notices: readonly NoticeSummary[] }) {
  const { labels, links } = useShopShell();
  const { language } = useShellSession();
  const titleId = useId();
  return (
    <section className="atelier-shell-footer__notices" aria-labelledby={titleId}>
      <div className="atelier-shell-footer__heading-row">
        <h2 id={titleId} className="atelier-shell-footer__heading">
          {labels.noticeTitle}
        </h2>
        <ShellLink
          to={links.customerNotice}
          className="atelier-shell-footer__more"
          aria-label={`${labels.noticeTitle} ${labels.more}`}
        >
          {labels.more}
        </ShellLink>
      </div>
      <ul className="atelier-shell-footer__notice-list">
        {notices.slice(0, FOOTER_NOTICE_COUNT).map((notice) => {
          const date = String(notice.created_at ?? '').slice(0, 10);
          return (
            <li key={notice.id}>
              <ShellLink to={links.noticeShow(notice.id)} className="atelier-shell-footer__notice">
                <time dateTime={date} className="atelier-shell-footer__notice-date">
                  {date}
                </time>
                <span className="atelier-shell-footer__notice-title">
                  {language === 'kr' ? notice.title : notice.title_en || notice.title}
                </span>
              </ShellLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The three link columns: My Order, Customer Center, Company. */
export function FooterLinkColumns() {
  const { labels, links } = useShopShell();
  const orders = useOrdersLink();
  // Korean privacy guidelines ask for the privacy policy link to stand out.
  const columns: Array<{
    title: string;
    items: Array<[to: string, text: string, strong?: boolean]>;
  }> = [
    {
      title: labels.myOrderColumn,
      items: [
        [orders.to, orders.member ? labels.orderHistory : labels.orderLookup],
        [links.cart, labels.cart],
        [links.myPage, labels.myPage],
      ],
    },
    {
      title: labels.customerCenterColumn,
      items: [
        [links.customerNotice, labels.notice],
        [links.faq, labels.faq],
        [links.productReview, labels.productReview],
        [links.productInquiry, labels.productInquiry],
        [links.shipmentCost, labels.shipmentCost],
        [links.wholesaleApply, labels.wholesale],
        [links.dealerApply, labels.dealer],
      ],
    },
    {
      title: labels.companyColumn,
      items: [
        [links.company, labels.company],
        [links.offlineStore, labels.offlineStore],
        [links.terms, labels.terms],
        [links.privacy, labels.privacy, true],
      ],
    },
  ];
  return (
    <div className="atelier-shell-footer__columns">
      {columns.map((column) => (
        <nav key={column.title} aria-label={column.title} className="atelier-shell-footer__column">
          <h2 className="atelier-shell-footer__heading">{column.title}</h2>
          <ul>
            {column.items.map(([to, text, strong]) => (
              <li key={text}>
                <ShellLink to={to} className="atelier-shell-footer__link">
                  {strong ? <strong>{text}</strong> : text}
                </ShellLink>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </div>
  );
}

/**
 * The company registration details and the legal block of a Korean online shop: 상호,
 * 대표자, 사업자등록번호 (with the FTC lookup), 통신판매업 신고번호, 주소, 개인정보
 * 보호책임자, 이메일, 호스팅 서비스 제공자, the 구매안전서비스 (escrow) notice, copyright.
 */
export function FooterLegal({ company, year }: { company: CompanyInfo; year?: number }) {
  const { labels } = useShopShell();
  const rows: Array<[string, string]> = [
    [labels.companyName, company.name],
    [labels.ceo, company.ceo],
    [labels.businessNumber, company.businessNumber],
    [labels.mailOrderNumber, company.mailOrderNumber],
    [labels.address, company.address],
    [labels.privacyOfficer, company.privacyOfficer],
    [labels.email, company.email],
    [labels.hostingProvider, company.hostingProvider],
  ];
  const ftc = `https://www.ftc.go.kr/bizCommPop.do?wrkr_no=${company.businessNumber.replace(/\D/g, '')}`;
  const span = copyrightYears(year);
  return (
    <section className="atelier-shell-footer__legal" aria-label={labels.companyInfo}>
      <dl className="atelier-shell-footer__company">
        {rows.map(([term, value]) => (
          <div key={term} className="atelier-shell-footer__company-row">
            <dt>{term}</dt>
            <dd>
              {term === labels.email ? <a href={`mailto:${value}`}>{value}</a> : value}
              {term === labels.businessNumber ? (
                <>
                  {' '}
                  <a
                    href={ftc}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="atelier-shell-footer__check"
                  >
                    {labels.businessInfoCheck}
                  </a>
                </>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
      <p className="atelier-shell-footer__escrow">
        <strong>{labels.escrowTitle}</strong>{' '}
        {fillPlaceholders(labels.escrowNotice, { name: company.escrowProvider })}{' '}
        <a
          href={company.escrowCheckUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="atelier-shell-footer__check"
        >
          {labels.escrowCheck}
        </a>
      </p>
      <p className="atelier-shell-footer__copyright">
        <small>
          {fillPlaceholders(labels.copyright, {
            start: span.start,
            year: span.year,
            name: company.brand,
          })}
        </small>
      </p>
    </section>
  );
}

/** The social icon links of the footer. */
export function FooterSocial({ company }: { company: CompanyInfo }) {
  return <SocialLinks links={company.social} className="atelier-shell-footer__social" />;
}
