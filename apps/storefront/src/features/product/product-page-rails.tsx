import type { ProductDetail, ProductListItem } from '@atelier/contracts';
import { useT } from '@atelier/translation-ai';

import { ProductCardItem } from '../../domain/catalog/product-card-item.js';
import { PRODUCT_LABELS } from './product-labels.js';
import { useRecentlyViewed } from './recently-viewed.js';

function ProductRail({
  title,
  products,
  testId,
}: {
  title: string;
  products: readonly ProductListItem[];
  testId: string;
}) {
  if (products.length === 0) return null;
  return (
    <section className="atelier-product-page-rail" aria-label={title} data-testid={testId}>
      <h2 className="atelier-product-page-rail__title">{title}</h2>
      <ul className="atelier-product-rail">
        {products.map((item) => (
          <ProductCardItem key={item.it_id} product={item} />
        ))}
      </ul>
    </section>
  );
}

function RecentlyViewed({ product }: { product: ProductDetail }) {
  const { t, locale } = useT();
  const items = useRecentlyViewed(locale, product);
  return (
    <ProductRail
      title={t(PRODUCT_LABELS.recentlyViewed)}
      products={items}
      testId="recently-viewed"
    />
  );
}

/**
 * The rails under the product page: related products (from the product) and the visitor's
 * recently viewed ones (kept in the browser, so empty in the server's markup).
 */
export function ProductPageRails({ product }: { product: ProductDetail }) {
  const { t } = useT();
  return (
    <>
      <ProductRail
        title={t(PRODUCT_LABELS.related)}
        products={product.related}
        testId="related-products"
      />
      <RecentlyViewed product={product} />
    </>
  );
}
