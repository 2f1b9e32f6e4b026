import { formatMoney, RATING_STARS_LABELS_KO, RatingStars } from '@atelier/commerce-ui';
import type { ProductDetail } from '@atelier/contracts';
import { selectAuthenticated } from '@atelier/session';
import { useT } from '@atelier/translation-ai';
import { skipToken } from '@reduxjs/toolkit/query';
import { useRef, useState } from 'react';
import { data, useParams, type LoaderFunction } from 'react-router';
import { afterHydration } from '@atelier/ui-kit';

import { translateLabels, type RouteContext } from '@atelier/app-frame';

import { catalogApi } from '../../domain/catalog/catalog-api.js';
import { LazyCmsRenderer } from '../../domain/cms/lazy-cms.js';
import { AppLink } from '../../shared/routing/app-link.js';
import { ensureQuery } from '../../shared/routing/ensure-query.js';
import type { PageLoaderData } from '../../shared/seo/page-head.js';
import { ProductGallery } from './product-gallery.js';
import { PRODUCT_LABELS } from './product-labels.js';
import { ProductTabs } from './product-tabs.js';
import { PurchasePanel } from './purchase-panel.js';
import { WishToggle } from './wish-toggle.js';
import '../../domain/feedback/feedback.css';
import '../../domain/catalog/product-grid.css';
import './product-page.css';

const PRODUCT_ID = /^[A-Za-z0-9_-]{1,20}$/;

// The reviews, the questions and the product rails sit below the fold: their code (lists,
// pager, cards, review photos) loads after hydration, outside the first-load JS, and React
// keeps the server's markup of them until it arrives. Their styles are imported above, so
// that markup is styled from the first paint.
const ProductReviews = afterHydration(() =>
  import('./product-reviews.js').then((module) => module.ProductReviews),
);
const ProductQuestions = afterHydration(() =>
  import('./product-questions.js').then((module) => module.ProductQuestions),
);
const ProductPageRails = afterHydration(() =>
  import('./product-page-rails.js').then((module) => module.ProductPageRails),
);

/**
 * Loads the product (an unknown one is the not-found page with status 404), the first page
 * of its reviews and questions and, for members, whether it is on their wish list, so the
 * server renders them all and embeds them; answers the page's head.
 */
export function createLoader(ctx: RouteContext): LoaderFunction {
  return async ({ params, request }): Promise<PageLoaderData | null> => {
    const itId = params.productId ?? '';
    if (!PRODUCT_ID.test(itId)) throw data({ reason: 'bad_product_id' }, { status: 404 });
    const { dispatch } = ctx.store;
    const member = selectAuthenticated(ctx.store.getState());
    const [product] = await Promise.all([
      ensureQuery(ctx, dispatch(catalogApi.endpoints.getProduct.initiate(itId))),
      // The reviews' and questions' modules carry their endpoints (not this chunk's code).
      import('./product-reviews.js').then((module) => module.prefetchReviews(ctx, itId)),
      import('./product-questions.js').then((module) => module.prefetchQuestions(ctx, itId)),
      member
        ? ensureQuery(ctx, dispatch(catalogApi.endpoints.getWishList.initiate({ it_id: itId })), {
            notFound: 'ignore',
          })
        : undefined,
    ]);
    if (!product) return null;
    // The browser uses only the title of a loader's head (app-frame.tsx); the rest, JSON-LD
    // included, is the server's, and so is its code.
    if (!ctx.isServer) return { head: { title: product.name } };
    const { productHead } = await import('./product-head.js');
    return { head: productHead(product, new URL(request.url), ctx.t) };
  };
}

function ProductView({ product }: { product: ProductDetail }) {
  const { t, locale } = useT();
  const [tab, setTab] = useState('description');
  const tabsRef = useRef<HTMLDivElement>(null);
  const money = (amount: number) => formatMoney(amount, product.currency, { lang: locale });

  function showReviews() {
    setTab('reviews');
    tabsRef.current?.scrollIntoView({ block: 'start' });
  }

  return (
    <article className="atelier-product" data-page="product" data-product-id={product.it_id}>
      <nav className="atelier-product__breadcrumb" aria-label={t(PRODUCT_LABELS.breadcrumb)}>
        <ol>
          <li>
            <AppLink to="Home">{t(PRODUCT_LABELS.home)}</AppLink>
          </li>
          {product.breadcrumb.map((step) => (
            <li key={step.id}>
              <AppLink to="Category" params={{ categoryId: step.id }}>
                {step.name}
              </AppLink>
            </li>
          ))}
        </ol>
      </nav>
      <div className="atelier-product__top">
        <ProductGallery images={product.images} name={product.name} />
        <div className="atelier-product__info">
          <div className="atelier-product__heading">
            <h1 className="atelier-product__name">{product.name}</h1>
            <WishToggle itId={product.it_id} />
          </div>
          {product.summary && <p className="atelier-product__summary">{product.summary}</p>}
          {product.rating_summary.count > 0 && (
            <button type="button" className="atelier-product__rating" onClick={showReviews}>
              <RatingStars
                average={product.rating_summary.average}
                count={product.rating_summary.count}
                size="sm"
                labels={translateLabels(RATING_STARS_LABELS_KO, t)}
              />
            </button>
          )}
          <PurchasePanel key={`${product.it_id}-${product.currency}`} product={product} />
          <section className="atelier-product__shipping" aria-labelledby="product-shipping">
            <h2 id="product-shipping">{t(PRODUCT_LABELS.shipping)}</h2>
            <p>{t(PRODUCT_LABELS.shippingFee, { fee: money(product.shipping.fee) })}</p>
            <p>
              {t(PRODUCT_LABELS.shippingFreeOver, { amount: money(product.shipping.free_over) })}
            </p>
          </section>
        </div>
      </div>
      <div ref={tabsRef}>
        <ProductTabs
          label={t(PRODUCT_LABELS.tabs)}
          selected={tab}
          onSelect={setTab}
          tabs={[
            {
              key: 'description',
              label: t(PRODUCT_LABELS.description),
              panel: (
                <div className="atelier-product__description">
                  <LazyCmsRenderer template={product.description} />
                </div>
              ),
            },
            {
              key: 'notice',
              label: t(PRODUCT_LABELS.infoNotice),
              panel: (
                <table className="atelier-product__notice">
                  <caption className="atelier-visually-hidden">
                    {t(PRODUCT_LABELS.infoNotice)}
                  </caption>
                  <tbody>
                    {product.info_notice.map((row) => (
                      <tr key={row.label}>
                        <th scope="row">{row.label}</th>
                        <td>{row.value}</td>
                      </tr>
                    ))}
                    {product.safety_report_no && (
                      <tr>
                        <th scope="row">{t(PRODUCT_LABELS.safetyReportNo)}</th>
                        <td>{product.safety_report_no}</td>
                      </tr>
                    )}
                  </tbody>
                </table>
              ),
            },
            {
              key: 'reviews',
              label: `${t(PRODUCT_LABELS.reviews)} (${product.rating_summary.count})`,
              panel: <ProductReviews product={product} />,
            },
            {
              key: 'questions',
              label: t(PRODUCT_LABELS.questions),
              panel: <ProductQuestions product={product} />,
            },
          ]}
        />
      </div>
      <ProductPageRails product={product} />
    </article>
  );
}

/**
 * `/shop/product/{productId}`: the product page — gallery with the image preview modal,
 * options, add-ons, quantities and the selected lines, the wish toggle, shipping, then the
 * description, information notice, reviews and Q&A tabs, related and recently viewed
 * products. Keyed by product so another product starts with fresh choices.
 */
export default function ProductPage() {
  const { productId } = useParams();
  const { data: product, isError, refetch } = catalogApi.useGetProductQuery(productId ?? skipToken);
  const { t } = useT();
  if (isError && !product) {
    return (
      <p role="alert" className="atelier-product__error">
        {t(PRODUCT_LABELS.loadFailed)}{' '}
        <button
          type="button"
          className="atelier-feedback__link-button"
          onClick={() => void refetch()}
        >
          {t(PRODUCT_LABELS.retry)}
        </button>
      </p>
    );
  }
  if (!product) return null;
  return <ProductView key={product.it_id} product={product} />;
}
