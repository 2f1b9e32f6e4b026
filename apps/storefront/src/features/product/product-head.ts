import type { ProductDetail } from '@atelier/contracts';

import { breadcrumbListJsonLd } from '@atelier/app-frame';

import { href } from '../../shared/routing/route-table.js';
import type { PageHead } from '../../shared/seo/page-head.js';
import { productJsonLd } from './product-json-ld.js';
import { PRODUCT_LABELS } from './product-labels.js';

/**
 * The `<head>` of a product page: its name and summary, its first photo for Open Graph, the
 * canonical `/shop/product/{it_id}`, and JSON-LD: the `Product` with its offer and rating,
 * and the `BreadcrumbList` home → categories → product.
 */
export function productHead(
  product: ProductDetail,
  url: URL,
  t: (phrase: string) => string,
): PageHead {
  const path = href('Product', { productId: product.it_id });
  const pageUrl = new URL(path, url.origin).toString();
  const image = product.images[0];
  return {
    title: product.seo_title || product.name,
    description: product.seo_description || product.summary || product.name,
    canonicalPath: path,
    image: image ? new URL(image.detail.jpeg.url, url.origin).toString() : undefined,
    jsonLd: [
      productJsonLd(product, {
        url: pageUrl,
        origin: url.origin,
        offers: product.offers.map((offer) => ({ ...offer, inStock: !product.sold_out })),
      }),
      breadcrumbListJsonLd([
        { name: t(PRODUCT_LABELS.home), url: new URL(href('Home'), url.origin).toString() },
        ...product.breadcrumb.map((step) => ({
          name: step.name,
          url: new URL(href('Category', { categoryId: step.id }), url.origin).toString(),
        })),
        { name: product.name, url: pageUrl },
      ]),
    ],
  };
}
