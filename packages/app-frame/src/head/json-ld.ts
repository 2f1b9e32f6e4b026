import { serializeState } from '../html/serialize-state.js';

/**
 * A JSON value inside a JSON-LD document.
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
 */
export interface JsonLdThing {
  readonly '@type': string;
  readonly [property: string]: JsonLdValue | undefined;
}

/**
 * A top-level JSON-LD document: a schema.org node with its `@context`.
 */
export interface JsonLdDocument extends JsonLdThing {
  readonly '@context': 'https://schema.org';
}

/**
 * A schema.org node as a top-level document (adds `@context`).
 */
export function jsonLd(thing: JsonLdThing): JsonLdDocument {
  return { '@context': 'https://schema.org', ...thing };
}

/**
 * One step of a breadcrumb trail: its visible name and its absolute URL.
 */
export interface BreadcrumbStep {
  name: string;
  url: string;
}

/**
 * A `BreadcrumbList` (Google's breadcrumb rich result): the steps in order, positions from 1.
 * URLs should be absolute (build them from the page's public origin, `new URL(request.url).origin`
 * in a loader).
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
 */
export function serializeJsonLd(doc: JsonLdDocument): string {
  return serializeState(doc);
}

/**
 * The whole `<script type="application/ld+json">` element for `doc` (what the server writes
 * into `<head>`).
 */
export function jsonLdScript(doc: JsonLdDocument): string {
  return `<script type="application/ld+json">${serializeJsonLd(doc)}</script>`;
}
