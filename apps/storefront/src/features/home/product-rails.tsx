import { useT } from '@atelier/translation-ai';

import { catalogApi } from '../../domain/catalog/catalog-api.js';
import { ProductCardItem } from '../../domain/catalog/product-card-item.js';
import { AppLink } from '../../shared/routing/app-link.js';
import { ensureQuery } from '../../shared/routing/ensure-query.js';
import type { RouteContext } from '@atelier/app-frame';
import { HOME_RAIL_LABELS, HOME_RAILS, railQuery, type HomeRail } from './home-rails.js';

import './product-rails.css';

function ProductRail({ rail }: { rail: HomeRail }) {
  const { t } = useT();
  const { data } = catalogApi.useGetProductsQuery(railQuery(rail));
  if (!data || data.data.length === 0) return null;
  const titleId = `home-rail-${rail.key}`;
  return (
    <section className="atelier-home-rail" aria-labelledby={titleId}>
      <div className="atelier-home-rail__head">
        <h2 id={titleId} className="atelier-home-rail__title">
          {t(HOME_RAIL_LABELS[rail.key])}
        </h2>
        {rail.more ? (
          <AppLink to={rail.more} className="atelier-home-rail__more">
            {t(HOME_RAIL_LABELS.viewAll)}
            <span className="atelier-visually-hidden">: {t(HOME_RAIL_LABELS[rail.key])}</span>
          </AppLink>
        ) : null}
      </div>
      {/* Below the fold: every image lazy, none competes with the banner for the first paint. */}
      <ul className="atelier-product-rail">
        {data.data.map((product) => (
          <ProductCardItem key={product.it_id} product={product} />
        ))}
      </ul>
    </section>
  );
}

/**
 * The home page's product rails, fed by the catalog: best sellers, new arrivals and the
 * operators' recommendations. A rail without products is left out. The home page loads
 * this module after hydration (the rails are below the fold; the server renders them).
 */
export function ProductRails() {
  return (
    <div className="atelier-home-rails">
      {HOME_RAILS.map((rail) => (
        <ProductRail key={rail.key} rail={rail} />
      ))}
    </div>
  );
}

/**
 * Loads every rail's products into the store (the home loader awaits it: the server renders
 * the rails with their products; a client navigation shows them at once). A failed or empty
 * rail is left out, never the page.
 */
export async function prefetchRails(ctx: RouteContext): Promise<void> {
  await Promise.all(
    HOME_RAILS.map((rail) =>
      ensureQuery(
        ctx,
        ctx.store.dispatch(catalogApi.endpoints.getProducts.initiate(railQuery(rail))),
        {
          notFound: 'ignore',
        },
      ),
    ),
  );
}
