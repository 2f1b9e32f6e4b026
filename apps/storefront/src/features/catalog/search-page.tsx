import { formatCount } from '@atelier/contracts';
import { fillPlaceholders, useT } from '@atelier/translation-ai';
import { useId, useState, type FormEvent } from 'react';
import type { LoaderFunction } from 'react-router';
import { useNavigate, useSearchParams } from 'react-router';

import { AppLink } from '../../shared/routing/app-link.js';
import { BreadcrumbNav } from '../../shared/routing/breadcrumb-nav.js';
import { href, routeMeta } from '../../shared/routing/route-table.js';
import type { RouteContext } from '@atelier/app-frame';
import type { PageLoaderData } from '../../shared/seo/page-head.js';
import { CATALOG_LABELS } from './catalog-labels.js';
import { listingHead, prefetchListing } from './listing-loader.js';
import { SEARCH_SORTS, ProductListing } from './product-listing.js';

const ROUTE_TITLE = routeMeta('ProductSearch').title ?? '';

/** The keyword to search for; blank means no search (spec §5 "search ignored when keyword empty"). */
function keywordOf(search: URLSearchParams): string {
  return (search.get('keyword') ?? '').trim();
}

/**
 * The search page's data: with a keyword, page 1 of its results and a head that keeps
 * result pages out of search engines' indexes (`noindex, follow`); without one, the search
 * page's description.
 */
export function createLoader(ctx: RouteContext): LoaderFunction {
  return async ({ request }): Promise<PageLoaderData> => {
    const keyword = keywordOf(new URL(request.url).searchParams);
    if (!keyword) return { head: { description: ctx.t(CATALOG_LABELS.searchPageDescription) } };
    const first = await prefetchListing(ctx, request, { keyword, defaultSort: 'relevance' });
    const canonicalPath = href('ProductSearch', { keyword });
    return {
      head: listingHead({
        ctx,
        request,
        title: fillPlaceholders(ctx.t(CATALOG_LABELS.searchTitle), { keyword }),
        description: fillPlaceholders(ctx.t(CATALOG_LABELS.searchDescription), {
          keyword,
          count: first?.total ?? 0,
        }),
        canonicalPath,
        steps: [
          { name: ctx.t(CATALOG_LABELS.home), path: href('Home') },
          { name: ctx.t(ROUTE_TITLE), path: canonicalPath },
        ],
        first,
        robots: 'noindex, follow',
      }),
    };
  };
}

/**
 * `/shop/search?keyword=` (route `ProductSearch`): a search box, then for a keyword its
 * result count and listing (Korean words, English words and initial consonants such as
 * ㅋㄷ all match), or the no-result state. A blank keyword is ignored, as in the headers.
 */
export default function SearchPage() {
  const { t } = useT();
  const id = useId();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const keyword = keywordOf(searchParams);
  const [draft, setDraft] = useState(keyword);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = draft.trim();
    if (!next) return;
    navigate(href('ProductSearch', { keyword: next }));
  };

  const title = keyword ? t(CATALOG_LABELS.searchTitle, { keyword }) : t(ROUTE_TITLE);
  return (
    <div className="atelier-catalog" data-page="search">
      <BreadcrumbNav
        label={t(CATALOG_LABELS.breadcrumb)}
        steps={[
          { name: t(CATALOG_LABELS.home), path: href('Home') },
          {
            name: t(ROUTE_TITLE),
            path: keyword ? href('ProductSearch', { keyword }) : href('ProductSearch'),
          },
        ]}
      />
      <h1 className="atelier-catalog__title">{title}</h1>
      <form
        role="search"
        aria-label={t(CATALOG_LABELS.searchLabel)}
        className="atelier-catalog__search"
        method="get"
        action={href('ProductSearch')}
        onSubmit={submit}
      >
        <label htmlFor={`${id}-keyword`} className="atelier-visually-hidden">
          {t(CATALOG_LABELS.searchLabel)}
        </label>
        <input
          id={`${id}-keyword`}
          type="search"
          name="keyword"
          className="atelier-catalog__search-input"
          value={draft}
          maxLength={100}
          placeholder={t(CATALOG_LABELS.searchLabel)}
          enterKeyHint="search"
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="atelier-button atelier-button--primary">
          {t(CATALOG_LABELS.searchSubmit)}
        </button>
      </form>
      {keyword ? (
        <ProductListing
          base={{ keyword, defaultSort: 'relevance' }}
          keep={{ keyword }}
          sorts={SEARCH_SORTS}
          countText={(count) =>
            t(CATALOG_LABELS.searchResultCount, { keyword, count: formatCount(count) })
          }
          empty={
            <>
              <p className="atelier-catalog__empty-title">
                {t(CATALOG_LABELS.searchEmpty, { keyword })}
              </p>
              <p>{t(CATALOG_LABELS.searchEmptyHint)}</p>
              <p className="atelier-catalog__empty-links">
                <AppLink to="BestSeller">{t(routeMeta('BestSeller').title ?? '')}</AppLink>
                <AppLink to="ProductNewItem">{t(routeMeta('ProductNewItem').title ?? '')}</AppLink>
              </p>
            </>
          }
        />
      ) : (
        <p className="atelier-catalog__prompt">{t(CATALOG_LABELS.searchPrompt)}</p>
      )}
    </div>
  );
}
