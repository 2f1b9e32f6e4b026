import { minorUnitDigits } from '@atelier/commerce-ui';
import {
  formatCount,
  PRODUCT_SORTS,
  type ProductListQueryInput,
  type ProductSort,
} from '@atelier/contracts';
import { selectCurrency } from '@atelier/session';
import { useT } from '@atelier/translation-ai';
import { Select } from '@atelier/ui-kit';
import { useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

import { catalogApi } from '../../domain/catalog/catalog-api.js';
import { ProductCardItem } from '../../domain/catalog/product-card-item.js';
import { LOAD_MORE_LABELS, useLoadMore } from '../../shared/listing/use-load-more.js';
import { CATALOG_LABELS } from './catalog-labels.js';
import { ListingFiltersForm } from './listing-filters.js';
import {
  listingSearch,
  productListQuery,
  readListingFilters,
  type ListingBase,
  type ListingFilters,
} from './listing-query.js';

import './catalog.css';

const SORT_LABELS: Readonly<Record<ProductSort, string>> = {
  new: CATALOG_LABELS.sortNew,
  best: CATALOG_LABELS.sortBest,
  price_asc: CATALOG_LABELS.sortPriceAsc,
  price_desc: CATALOG_LABELS.sortPriceDesc,
  review: CATALOG_LABELS.sortReview,
  name: CATALOG_LABELS.sortName,
  relevance: CATALOG_LABELS.sortRelevance,
};

/**
 * The orders a category offers (spec: new, best, price both ways, reviews, name); a search
 * adds `relevance` first ({@link SEARCH_SORTS}).
 */
export const LISTING_SORTS: readonly ProductSort[] = PRODUCT_SORTS.filter(
  (sort) => sort !== 'relevance',
);

/**
 * The orders of search results: relevance (the default) first, then the listing orders.
 */
export const SEARCH_SORTS: readonly ProductSort[] = ['relevance', ...LISTING_SORTS];

/** The first row of the grid on desktop: its images load eagerly. */
const PRIORITY_CARDS = 4;

/**
 * The `location.state` a listing navigation carries: the control to focus in the new view
 * (each URL is its own kept-alive view, so focus would otherwise fall back to the page).
 */
interface ListingNavigationState {
  focus?: 'sort' | 'grid';
}

const FOCUS_TARGETS: Readonly<Record<NonNullable<ListingNavigationState['focus']>, string>> = {
  sort: '[role="combobox"]',
  grid: '.atelier-product-grid',
};

/**
 * The products of one page of a listing (each page is its own cached query).
 */
function ListingPageItems({ query, first }: { query: ProductListQueryInput; first: boolean }) {
  const { data } = catalogApi.useGetProductsQuery(query);
  if (!data) return null;
  return (
    <>
      {data.data.map((product, index) => (
        <ProductCardItem
          key={product.it_id}
          product={product}
          priority={first && index < PRIORITY_CARDS}
        />
      ))}
    </>
  );
}

/**
 * Props of {@link ProductListing}.
 */
export interface ProductListingProps {
  /** What the listing shows apart from the visitor's filters. */
  base: ListingBase;
  /** The orders of the sort select; none: no select (best sellers and new items keep theirs). */
  sorts?: readonly ProductSort[];
  /** URL parameters every navigation keeps (the search keyword). */
  keep?: Readonly<Record<string, string>>;
  /** The count line above the grid; default '상품 {count}개'. */
  countText?: (count: number) => ReactNode;
  /** Shown instead of the grid when nothing matches; default '조건에 맞는 상품이 없습니다.'. */
  empty?: ReactNode;
}

/**
 * A product listing: count and sort, filters, the grid (2 columns on phones, 4 on desktop)
 * and the generic loader's 더보기 (pages of 14, 15 after a sort or filter change, the
 * '마지막 페이지 입니다.' dialog on the last page). Sort and filters live in the URL, so a
 * listing can be shared, reloaded and rendered by the server; the page's loader fetched
 * page 1 with the same query.
 */
export function ProductListing({ base, sorts, keep = {}, countText, empty }: ProductListingProps) {
  const { t } = useT();
  const id = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const currency = useSelector(selectCurrency);
  const digits = minorUnitDigits(currency);
  const filters = useMemo(() => readListingFilters(searchParams), [searchParams]);
  const queryOf = (page: number) => productListQuery(base, searchParams, digits, page);
  const firstQuery = queryOf(1);
  const listKey = JSON.stringify(firstQuery);
  const first = catalogApi.useGetProductsQuery(firstQuery);
  const lastPage = first.data?.last_page;
  const root = useRef<HTMLElement>(null);

  // Pages shown so far; the last one's request tells whether 'load more' must wait.
  const { pages, loadMore } = useLoadMore({ listKey, lastPage });
  const newest = catalogApi.useGetProductsQuery(queryOf(pages), { skip: pages === 1 });
  const busy = first.isFetching || (pages > 1 && newest.isFetching);

  useEffect(() => {
    const focus = (location.state as ListingNavigationState | null)?.focus;
    const target = focus ? root.current?.querySelector<HTMLElement>(FOCUS_TARGETS[focus]) : null;
    target?.focus();
    // Only when this view first shows: later renders keep the visitor's focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const go = (next: ListingFilters, focus: ListingNavigationState['focus']) => {
    navigate(
      { pathname: location.pathname, search: listingSearch(next, keep) },
      { state: { focus } satisfies ListingNavigationState },
    );
  };

  const total = first.data?.total;
  const shown = first.data ? Math.min(total ?? 0, (first.data.per_page ?? 0) * pages) : 0;

  return (
    <section ref={root} className="atelier-listing" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="atelier-visually-hidden">
        {t(CATALOG_LABELS.products)}
      </h2>
      <div className="atelier-listing__toolbar">
        <p className="atelier-listing__count" aria-live="polite">
          {total === undefined
            ? null
            : countText
              ? countText(total)
              : t(CATALOG_LABELS.resultCount, { count: formatCount(total) })}
        </p>
        {sorts ? (
          <Select<ProductSort>
            className="atelier-listing__sort"
            aria-label={t(CATALOG_LABELS.sort)}
            value={filters.sort ?? base.defaultSort}
            onChange={(sort) => go({ ...filters, sort }, 'sort')}
            options={sorts.map((value) => ({ value, label: t(SORT_LABELS[value]) }))}
          />
        ) : null}
      </div>
      <ListingFiltersForm
        filters={filters}
        currency={currency}
        keep={keep}
        onApply={(next) => go({ ...next, sort: next.sort ?? base.defaultSort }, 'grid')}
        onReset={() => go({ sort: filters.sort ?? base.defaultSort }, 'grid')}
      />
      {first.isError ? (
        <div className="atelier-listing__message" role="alert">
          <p>{t(CATALOG_LABELS.failed)}</p>
          <button type="button" className="atelier-button" onClick={() => void first.refetch()}>
            {t(CATALOG_LABELS.retry)}
          </button>
        </div>
      ) : total === 0 ? (
        <div className="atelier-listing__message">{empty ?? <p>{t(CATALOG_LABELS.empty)}</p>}</div>
      ) : (
        <>
          <ul
            id={`${id}-grid`}
            className="atelier-product-grid"
            aria-busy={busy}
            tabIndex={-1}
            aria-labelledby={`${id}-title`}
          >
            {Array.from({ length: pages }, (_, index) => (
              <ListingPageItems key={index} query={queryOf(index + 1)} first={index === 0} />
            ))}
          </ul>
          {first.data ? (
            <div className="atelier-listing__more">
              <p className="atelier-listing__shown" aria-live="polite">
                {t(LOAD_MORE_LABELS.shown, {
                  shown: formatCount(shown),
                  total: formatCount(total ?? 0),
                })}
              </p>
              <button
                type="button"
                className="atelier-button atelier-listing__more-button"
                aria-disabled={busy}
                onClick={() => void loadMore(busy)}
              >
                {t(busy ? LOAD_MORE_LABELS.loading : LOAD_MORE_LABELS.loadMore)}
              </button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
