import type { PolicyKind, PolicySection } from '@atelier/contracts';
import { fillPlaceholders, useT } from '@atelier/translation-ai';
import type { LoaderFunction } from 'react-router';
import { Link, useSearchParams } from 'react-router';

import { policyHref } from '../../domain/policies/policy-links.js';
import { ensureQuery, notFoundPage } from '../../shared/routing/ensure-query.js';
import type { RouteContext } from '@atelier/app-frame';
import type { PageLoaderData } from '../../shared/seo/page-head.js';
import { policiesApi } from './policies-api.js';
import { POLICY_LABELS } from './policy-labels.js';
import { policyPageQuery } from './policy-query.js';
import './policies.css';

const KINDS: readonly PolicyKind[] = ['terms', 'privacy'];

/**
 * The asked document (a malformed query or an unknown version is the not-found page, 404),
 * titled after the document; the canonical URL of the version in force leaves the version out.
 */
export function createLoader(ctx: RouteContext): LoaderFunction {
  return async ({ request }): Promise<PageLoaderData> => {
    const query = policyPageQuery(new URL(request.url).searchParams);
    if (!query) return notFoundPage(ctx);
    const doc = await ensureQuery(
      ctx,
      ctx.store.dispatch(policiesApi.endpoints.policy.initiate(query)),
    );
    if (!doc) return {};
    const title = ctx.t(POLICY_LABELS[doc.kind]);
    return {
      head: {
        title,
        description: fillPlaceholders(ctx.t(POLICY_LABELS.description), { name: title }),
        canonicalPath: policyHref(doc.kind, doc.current ? undefined : doc.version),
      },
    };
  };
}

function Section({ section }: { section: PolicySection }) {
  return (
    <section className="atelier-policy__section">
      <h2 className="atelier-policy__heading">{section.heading}</h2>
      {section.paragraphs?.map((text, index) => (
        <p key={index}>{text}</p>
      ))}
      {section.items && section.items.length > 0 ? (
        <ul className="atelier-policy__items">
          {section.items.map((text, index) => (
            <li key={index}>{text}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/**
 * `/contents/privacy` (spec §2: one route for both documents): the terms of use
 * (`?doc=terms`) and the privacy policy as two tabs, the version in force by default, every
 * published version listed with its effective date (시행일) and readable (`?version=`), the
 * text in the visitor's language. Sections are plain text rendered as elements, never HTML.
 */
export default function PrivacyPage() {
  const { t, locale } = useT();
  const [search] = useSearchParams();
  const query = policyPageQuery(search) ?? { kind: 'privacy' as const };
  const { data: doc, isError, refetch } = policiesApi.usePolicyQuery(query);

  return (
    <div className="atelier-policy" data-page="privacy">
      <nav className="atelier-policy__tabs" aria-label={t(POLICY_LABELS.tabs)}>
        {KINDS.map((kind) => (
          <Link
            key={kind}
            to={policyHref(kind)}
            className="atelier-policy__tab"
            aria-current={kind === query.kind ? 'page' : undefined}
          >
            {t(POLICY_LABELS[kind])}
          </Link>
        ))}
      </nav>
      <h1 className="atelier-policy__title">{t(POLICY_LABELS[query.kind])}</h1>
      {isError && !doc ? (
        <p role="alert" className="atelier-policy__notice">
          {t(POLICY_LABELS.loadFailed)}{' '}
          <button type="button" onClick={() => void refetch()}>
            {t(POLICY_LABELS.retry)}
          </button>
        </p>
      ) : null}
      {doc ? (
        <>
          <p className="atelier-policy__effective">
            {t(POLICY_LABELS.effectiveOn, { date: doc.effective_on })}
          </p>
          {!doc.current ? (
            <p className="atelier-policy__notice" role="note">
              {doc.upcoming
                ? t(POLICY_LABELS.upcomingNotice, { date: doc.effective_on })
                : t(POLICY_LABELS.olderNotice)}{' '}
              <Link to={policyHref(doc.kind)}>{t(POLICY_LABELS.seeCurrent)}</Link>
            </p>
          ) : null}
          <nav className="atelier-policy__versions" aria-label={t(POLICY_LABELS.versionPicker)}>
            <h2 className="atelier-policy__versions-title">{t(POLICY_LABELS.versionPicker)}</h2>
            <ul>
              {doc.versions.map((entry) => (
                <li key={entry.version}>
                  <Link
                    to={policyHref(doc.kind, entry.version)}
                    aria-current={entry.version === doc.version ? 'page' : undefined}
                  >
                    {t(POLICY_LABELS.versionOption, {
                      version: entry.version,
                      date: entry.effective_on,
                    })}
                  </Link>
                  {entry.current ? (
                    <span className="atelier-policy__mark">{t(POLICY_LABELS.currentMark)}</span>
                  ) : entry.upcoming ? (
                    <span className="atelier-policy__mark">{t(POLICY_LABELS.upcomingMark)}</span>
                  ) : null}
                </li>
              ))}
            </ul>
          </nav>
          <article className="atelier-policy__body" lang={locale === 'en' ? 'en' : 'ko'}>
            {(locale === 'en' ? doc.sections_en : doc.sections).map((section, index) => (
              <Section key={index} section={section} />
            ))}
          </article>
        </>
      ) : null}
    </div>
  );
}
