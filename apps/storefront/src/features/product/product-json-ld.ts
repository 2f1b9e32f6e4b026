import { jsonLd, type JsonLdDocument, type JsonLdThing } from '@atelier/app-frame';
import type { Currency, ProductDetail } from '@atelier/contracts';
import { minorUnitDigits } from '@atelier/commerce-ui';

/**
 * One offer of a product in one currency: the price to pay (minor units) and whether any
 * variant is in stock.
 */
export interface ProductOffer {
  currency: Currency;
  price: number;
  inStock: boolean;
}

/**
 * Options of {@link productJsonLd}.
 */
export interface ProductJsonLdOptions {
  /** The product page's canonical URL. */
  url: string;
  /** The public origin, for absolute image URLs. */
  origin: string;
  /** One offer per currency the shop sells in. */
  offers: readonly ProductOffer[];
}

/** A minor-unit amount as schema.org's decimal price text ('28000', '21.50'). */
function decimalPrice(amount: number, currency: Currency): string {
  const digits = minorUnitDigits(currency);
  return (amount / 10 ** digits).toFixed(digits);
}

/**
 * The schema.org `Product` of a product page (Google's product rich result): name,
 * description, images, SKU, brand, an `Offer` per currency with its availability, and an
 * `AggregateRating` once the product has reviews.
 */
export function productJsonLd(
  product: Pick<
    ProductDetail,
    'it_id' | 'name' | 'summary' | 'images' | 'rating_summary' | 'breadcrumb'
  >,
  { url, origin, offers }: ProductJsonLdOptions,
): JsonLdDocument {
  const summary = product.rating_summary;
  const offerNodes: JsonLdThing[] = offers.map((offer) => ({
    '@type': 'Offer',
    price: decimalPrice(offer.price, offer.currency),
    priceCurrency: offer.currency.toUpperCase(),
    availability: offer.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    url,
  }));
  return jsonLd({
    '@type': 'Product',
    name: product.name,
    description: product.summary || undefined,
    sku: product.it_id,
    image: product.images.map((image) => new URL(image.zoom.jpeg.url, origin).toString()),
    category: product.breadcrumb.map((step) => step.name).join(' > ') || undefined,
    brand: { '@type': 'Brand', name: 'Atelier' },
    offers: offerNodes,
    aggregateRating:
      summary.count > 0
        ? {
            '@type': 'AggregateRating',
            ratingValue: summary.average,
            reviewCount: summary.count,
            bestRating: 5,
            worstRating: 1,
          }
        : undefined,
  });
}
