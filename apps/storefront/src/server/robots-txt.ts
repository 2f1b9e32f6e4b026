import { ROUTE_TABLE } from '../shared/routing/route-table.js';

/**
 * What crawlers are kept out of: the member area, cart and checkout, order pages, the
 * operator console and the API. The search page stays crawlable (it is `noindex, follow`).
 */
export const ROBOTS_DISALLOW = [
  ROUTE_TABLE.MyPage.path,
  ROUTE_TABLE.Cart.path,
  ROUTE_TABLE.OrderForm.path,
  '/shop/order/',
  ROUTE_TABLE.PaymentConfirm.path,
  ROUTE_TABLE.MyOrderView.path,
  '/admin',
  '/api/',
] as const;

/**
 * The shop's `/robots.txt`: everything allowed but {@link ROBOTS_DISALLOW}, and the sitemap
 * at `origin` (`PUBLIC_URL`, never the request's `Host`).
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}
