/**
 * The query parameters a page view may carry: paging, sorting and tabs. Any other (an order
 * number, a payment key, a reset token, a return address, a search the shopper typed) is left
 * out: GA must never receive an order number or personal data.
 */
const REPORTED_PARAMS = new Set(['page', 'per_page', 'sort', 'tab', 'category']);

/** A path segment after one of these names one order; it is reported as `:orderId`. */
const ORDER_SEGMENTS = new Set(['order']);

/**
 * What a page view reports of a route: the path with order numbers replaced by their route
 * parameter (`/my-page/order/:orderId`), only the harmless query parameters, and the title with
 * whatever was left out of the path removed from it too.
 *
 * @example
 * reportedPage('/shop/my_order_view?od_id=2026112700000001', '주문 2026112700000001');
 * // { path: '/shop/my_order_view', title: '주문 :orderId' }
 */
export function reportedPage(path: string, title?: string): { path: string; title?: string } {
  const { reported, hidden } = redact(path);
  let reportedTitle = title;
  // Longest first, so a value that contains another is replaced whole.
  for (const [value, placeholder] of hidden.sort((a, b) => b[0].length - a[0].length))
    reportedTitle = reportedTitle?.split(value).join(placeholder);
  return { path: reported, ...(reportedTitle === undefined ? {} : { title: reportedTitle }) };
}

/** `path` as reported, and each value left out with what stands for it. */
function redact(path: string): { reported: string; hidden: Array<[string, string]> } {
  const hidden: Array<[string, string]> = [];
  const [beforeHash = ''] = path.split('#');
  const queryAt = beforeHash.indexOf('?');
  const pathname = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt === -1 ? '' : beforeHash.slice(queryAt + 1);

  const segments = pathname.split('/');
  for (let i = 1; i < segments.length; i += 1) {
    const segment = segments[i]!;
    if (segment !== '' && ORDER_SEGMENTS.has(segments[i - 1]!)) {
      hidden.push([segment, ':orderId']);
      segments[i] = ':orderId';
    }
  }
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(query)) {
    if (REPORTED_PARAMS.has(name)) {
      kept.append(name, value);
      continue;
    }
    if (value === '') continue;
    hidden.push([value, `:${name}`]);
    // A return address names a page too (`redirect=/my-page/order/…`).
    if (value.startsWith('/')) hidden.push(...redact(value).hidden);
  }
  const search = kept.toString();
  return { reported: `${segments.join('/')}${search ? `?${search}` : ''}`, hidden };
}
