import type { Category } from '@atelier/contracts';
import { selectLanguage } from '@atelier/session';
import { shellApi } from '@atelier/shop-shell';
import { fillPlaceholders, pick, useT } from '@atelier/translation-ai';
import type { LoaderFunction } from 'react-router';
import { Link, useParams } from 'react-router';

import { BreadcrumbNav, type BreadcrumbLink } from '../../shared/routing/breadcrumb-nav.js';
import { ensureQuery, notFoundPage } from '../../shared/routing/ensure-query.js';
import { href } from '../../shared/routing/route-table.js';
import type { RouteContext } from '@atelier/app-frame';
import type { PageLoaderData } from '../../shared/seo/page-head.js';
import { CATALOG_LABELS } from './catalog-labels.js';
import { categoryPath, subCategoryChips } from './category-tree.js';
import { listingHead, prefetchListing } from './listing-loader.js';
import { LISTING_SORTS, ProductListing } from './product-listing.js';

const CATEGORY_ID = /^[1-9]\d{0,9}$/;

function breadcrumbSteps(
  path: readonly Category[],
  name: (category: Category) => string,
  home: string,
): BreadcrumbLink[] {
  return [
    { name: home, path: href('Home') },
    ...path.map((category) => ({
      name: name(category),
      path: href('Category', { categoryId: category.id }),
    })),
  ];
}

/**
 * The category page's data: the category from the tree (an unknown id is the not-found page
 * with status 404) and page 1 of its products; its head (the category's name, breadcrumb
 * JSON-LD, canonical without filters).
 */
export function createLoader(ctx: RouteContext): LoaderFunction {
  return async ({ params, request }): Promise<PageLoaderData> => {
    const raw = params.categoryId ?? '';
    if (!CATEGORY_ID.test(raw)) return notFoundPage(ctx);
    const id = Number(raw);
    const [tree, first] = await Promise.all([
      ensureQuery(ctx, ctx.store.dispatch(shellApi.endpoints.getCategories.initiate()), {
        notFound: 'ignore',
      }),
      prefetchListing(ctx, request, { category: id, defaultSort: 'new' }),
    ]);
    // Without a tree (its request failed) the products still show, under a generic title.
    if (!tree || tree.length === 0) return {};
    const path = categoryPath(tree, id);
    if (!path) return notFoundPage(ctx);
    const language = selectLanguage(ctx.store.getState());
    const name = (category: Category) => pick(category.name, category.name_en, language);
    const title = name(path[path.length - 1]!);
    return {
      head: listingHead({
        ctx,
        request,
        title,
        description: fillPlaceholders(ctx.t(CATALOG_LABELS.categoryDescription), {
          name: title,
          count: first?.total ?? 0,
        }),
        canonicalPath: href('Category', { categoryId: id }),
        steps: breadcrumbSteps(path, name, ctx.t(CATALOG_LABELS.home)),
        first,
      }),
    };
  };
}

/**
 * `/shop/category/{categoryId}` (route `Category`): breadcrumb, the category's name, its
 * sub-categories as chips, then the listing (sort, filters, grid, load more). Sale is
 * category 12, shown like any other.
 */
export default function CategoryPage() {
  const { t, locale } = useT();
  const { categoryId = '' } = useParams();
  const id = Number(categoryId);
  const { data: tree = [] } = shellApi.useGetCategoriesQuery();
  const path = categoryPath(tree, id) ?? [];
  const current = path[path.length - 1];
  const name = (category: Category) => pick(category.name, category.name_en, locale);
  const chips = subCategoryChips(path);

  return (
    <div className="atelier-catalog" data-page="category">
      <BreadcrumbNav
        label={t(CATALOG_LABELS.breadcrumb)}
        steps={breadcrumbSteps(path, name, t(CATALOG_LABELS.home))}
      />
      <h1 className="atelier-catalog__title">
        {current ? name(current) : t(CATALOG_LABELS.products)}
      </h1>
      {chips ? (
        <nav className="atelier-catalog__chips" aria-label={t(CATALOG_LABELS.subCategories)}>
          <ul className="atelier-catalog__chip-list">
            {[chips.parent, ...chips.children].map((category, index) => (
              <li key={category.id}>
                <Link
                  to={href('Category', { categoryId: category.id })}
                  className="atelier-catalog__chip"
                  aria-current={category.id === id ? 'page' : undefined}
                >
                  {index === 0 ? t(CATALOG_LABELS.allInCategory) : name(category)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <ProductListing base={{ category: id, defaultSort: 'new' }} sorts={LISTING_SORTS} />
    </div>
  );
}
