/**
 * One product of the sitemap: its public id (the `/shop/product/{it_id}` path) and when it
 * last changed (ISO 8601), the URL's `<lastmod>`.
 *
 * @example
 * const entry: SitemapProduct = { it_id: 'CANDLE-001', updated_at: '2026-11-20T09:00:00.000Z' };
 */
export interface SitemapProduct {
  it_id: string;
  updated_at: string;
}

/**
 * `GET /api/v1/sitemap`: every product and category the public may see, for the storefront's
 * `/sitemap.xml` (hidden and deleted products, and hidden categories with everything under
 * them, are left out).
 *
 * @example
 * const answer: SitemapResponse = { data: { products: [{ it_id: 'CANDLE-001', updated_at: '2026-11-20T09:00:00.000Z' }], categories: [{ id: 3 }] } };
 */
export interface SitemapResponse {
  data: {
    products: SitemapProduct[];
    categories: { id: number }[];
  };
}
