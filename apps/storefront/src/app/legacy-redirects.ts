import { APP_LINKS } from '../shared/routing/app-links.js';
import { href } from '../shared/routing/route-table.js';

/**
 * One legacy URL of the old shop (spec §2 "Legacy redirects") and where it lives now.
 */
export interface LegacyRedirect {
  /** Path with `:param` segments; matched exactly (a trailing slash is ignored). */
  readonly pattern: string;
  /** The new path (with query) from the matched parameters and the old query string. */
  readonly to: (params: Readonly<Record<string, string>>, query: URLSearchParams) => string;
}

// Old ids are short alphanumeric codes (Youngcart `ca_id`, `it_id`); anything else goes home.
const LEGACY_ID = /^[A-Za-z0-9_-]{1,64}$/;
const legacyId = (value: string | null | undefined): string | undefined =>
  value && LEGACY_ID.test(value) ? value : undefined;

/**
 * The legacy redirect table, used by the SSR server (answers 301) and by the client router
 * (`redirect()`). Rows whose id is missing or malformed send the visitor home.
 */
export const LEGACY_REDIRECTS: readonly LegacyRedirect[] = [
  {
    pattern: '/shop/list',
    to: (_, query) => {
      const id = legacyId(query.get('ca_id_new'));
      return id ? href('Category', { categoryId: id }) : href('Home');
    },
  },
  {
    pattern: '/info/select/:id',
    to: ({ id }) => href('ContentSelect', { id: id! }, { last: null }),
  },
  { pattern: '/info/do-it-yourself/:id', to: ({ id }) => href('DiyShow', { id: id! }) },
  { pattern: '/shop/workshop/notice', to: () => APP_LINKS.tssaNotice },
  {
    pattern: '/board/document/post/:id',
    to: ({ id }) => href('CustomerDocumentBoardShow', { id: id! }),
  },
  {
    pattern: '/shop/board/document/post/:id',
    to: ({ id }) => href('CustomerDocumentBoardShow', { id: id! }),
  },
  {
    pattern: '/shop/item.php',
    to: (_, query) => {
      const id = legacyId(query.get('it_id'));
      return id ? href('Product', { productId: id }) : href('Home');
    },
  },
  { pattern: '/shop/register.php', to: () => href('Register') },
  { pattern: '/shop/qa_list.php', to: () => href('CustomerFaq') },
  { pattern: '/shop/qa_view.php', to: () => href('CustomerFaq') },
];

function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/');
  const have = (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const w = want[i]!;
    const h = have[i]!;
    if (w.startsWith(':')) {
      let value: string;
      try {
        value = decodeURIComponent(h);
      } catch {
        return null;
      }
      if (value === '') return null;
      params[w.slice(1)] = value;
    } else if (w.toLowerCase() !== h.toLowerCase()) {
      return null;
    }
  }
  return params;
}

/**
 * Where a legacy URL moved (path and query), or `null` when `url` is not a legacy URL.
 */
export function resolveLegacyRedirect(url: string | URL): string | null {
  const parsed = typeof url === 'string' ? new URL(url, 'http://localhost') : url;
  for (const row of LEGACY_REDIRECTS) {
    const params = matchPattern(row.pattern, parsed.pathname);
    if (!params) continue;
    const ids = Object.values(params);
    if (ids.some((id) => legacyId(id) === undefined)) return href('Home');
    return row.to(params, parsed.searchParams);
  }
  return null;
}
