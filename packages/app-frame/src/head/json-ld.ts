import { serializeState } from '../html/serialize-state.js';

/**
 * A JSON value inside a JSON-LD document.
 *
 * @example
 * const value: JsonLdValue = { '@type': 'ListItem', position: 1 };
 */
export type JsonLdValue =
  | string
  | number
  | boolean
  | null
  | readonly JsonLdValue[]
  | { readonly [key: string]: JsonLdValue | undefined };

/**
 * One schema.org node: its `@type` and properties (`undefined` properties are left out).
 *
 * @example
 * const offer: JsonLdThing = { '@type': 'Offer', price: '28000', priceCurrency: 'KRW' };
 */
export interface JsonLdThing {
  readonly '@type': string;
  readonly [property: string]: JsonLdValue | undefined;
}

/**
 * A top-level JSON-LD document: a schema.org node with its `@context`.
 *
 * @example
 * const doc: JsonLdDocument = jsonLd({ '@type': 'Organization', name: '아틀리에' });
 */
export interface JsonLdDocument extends JsonLdThing {
  readonly '@context': 'https://schema.org';
}

/**
 * A schema.org node as a top-level document (adds `@context`).
 *
 * @example
 * jsonLd({ '@type': 'Product', name: '라벤더 소이 캔들' });
 * // { '@context': 'https://schema.org', '@type': 'Product', name: '라벤더 소이 캔들' }
 */
export function jsonLd(thing: JsonLdThing): JsonLdDocument {
  return { '@context': 'https://schema.org', ...thing };
}

/**
 * One step of a breadcrumb trail: its visible name and its absolute URL.
 *
 * @example
 * const crumb: BreadcrumbStep = { name: '캔들', url: 'https://atelier.kr/shop/category/3' };
 */
export interface BreadcrumbStep {
  name: string;
  url: string;
}

/**
 * A `BreadcrumbList` (Google's breadcrumb rich result): the steps in order, positions from 1.
 * URLs should be absolute (build them from the page's public origin, `new URL(request.url).origin`
 * in a loader).
 *
 * @example
 * breadcrumbListJsonLd([
 *   { name: '홈', url: 'https://atelier.kr/' },
 *   { name: '캔들', url: 'https://atelier.kr/shop/category/3' },
 * ]).itemListElement[1]; // { '@type': 'ListItem', position: 2, name: '캔들', item: 'https://atelier.kr/shop/category/3' }
 */
export function breadcrumbListJsonLd(
  steps: readonly BreadcrumbStep[],
): JsonLdDocument & { itemListElement: JsonLdThing[] } {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

/**
 * The text of a `<script type="application/ld+json">` element for `doc`: JSON whose `<`, `>`,
 * `&`, U+2028 and U+2029 are written as `\uXXXX` escapes, so no value (a product name
 * `</script><script>…`) can end the element or open a comment; search engines parse it back
 * to the same values. A JSON-LD script is a data block the browser never runs, so the page's
 * Content-Security-Policy (`script-src 'self'`, no inline scripts) needs no nonce or hash for it.
 *
 * @example
 * serializeJsonLd(jsonLd({ '@type': 'Thing', name: '</script>' }));
 * // '{"@context":"https://schema.org","@type":"Thing","name":"\\u003c/script\\u003e"}'
 */
export function serializeJsonLd(doc: JsonLdDocument): string {
  return serializeState(doc);
}

/**
 * The whole `<script type="application/ld+json">` element for `doc` (what the server writes
 * into `<head>`).
 *
 * @example
 * jsonLdScript(breadcrumbListJsonLd(steps)); // '<script type="application/ld+json">{…}</script>'
 */
export function jsonLdScript(doc: JsonLdDocument): string {
  return `<script type="application/ld+json">${serializeJsonLd(doc)}</script>`;
}
