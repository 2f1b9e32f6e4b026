/**
 * Whether a route renders without the app's chrome (top bar, side bar, menu, footer): its
 * layout is `blank`, or its path is under `/admin` (spec §2 Shell).
 *
 * @example
 * isBlankRoute('/admin/orders/12'); // true
 * isBlankRoute('/shop/quotation', 'blank'); // true
 * isBlankRoute('/shop/cart', 'shell'); // false
 */
export function isBlankRoute(pathname: string, layout?: string): boolean {
  if (layout === 'blank') return true;
  const path = pathname.toLowerCase();
  return path === '/admin' || path.startsWith('/admin/');
}
