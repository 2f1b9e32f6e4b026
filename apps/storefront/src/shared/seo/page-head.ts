import { type JsonLdDocument } from '@atelier/app-frame';

/**
 * What a page knows about its own `<head>` once its data is loaded (a category's name, a
 * product's photo): its loader returns it as `{ head }`, and the server's head and the
 * client's document title prefer it to the route table's static meta. Texts are final
 * (already in the visitor's language).
 */
export interface PageHead {
  /** The page title without the site name (the frame adds ' | 아틀리에'). */
  readonly title?: string;
  readonly description?: string;
  /**
   * Path and query of the page's canonical URL (`/shop/category/3`: sort and filter
   * parameters left out). The hreflang alternates and `og:url` follow it.
   */
  readonly canonicalPath?: string;
  /** `<meta name="robots">`, e.g. `noindex, follow` for search results. */
  readonly robots?: string;
  /** Absolute URL of the page's `og:image`. */
  readonly image?: string;
  /** JSON-LD documents, written as `<script type="application/ld+json">` into `<head>`. */
  readonly jsonLd?: readonly JsonLdDocument[];
}

/**
 * The loader data of a page that describes its head.
 */
export interface PageLoaderData {
  readonly head?: PageHead;
}

/**
 * The head of the deepest matched route whose loader returned one (`useMatches()` in the
 * browser, the static handler's matches and loader data on the server).
 */
export function pageHeadOf(matches: readonly { data?: unknown }[]): PageHead | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const data = matches[i]!.data;
    if (data && typeof data === 'object' && 'head' in data) {
      const head = (data as PageLoaderData).head;
      if (head) return head;
    }
  }
  return undefined;
}
