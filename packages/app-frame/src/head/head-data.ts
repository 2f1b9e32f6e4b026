import type { JsonLdDocument } from './json-ld.js';

/**
 * `<head>` contents of a server-rendered page, which the SSR plugin writes into the document.
 *
 * @example
 * const head: HeadData = { htmlLang: 'ko', title: '아틀리에', description: '', canonical: 'https://shop.test/', alternates: [], openGraph: [], jsonLd: [] };
 */
export interface HeadData {
  /** `<html lang>`: `ko` or `en`. */
  htmlLang: 'ko' | 'en';
  title: string;
  description: string;
  canonical: string;
  /** `<link rel="alternate" hreflang>`: ko, en and x-default. */
  alternates: { hreflang: string; href: string }[];
  /** `<meta property content>` pairs of Open Graph. */
  openGraph: { property: string; content: string }[];
  /** `<meta name="robots">`, when the page sets one. */
  robots?: string;
  /** JSON-LD documents of the page (`<script type="application/ld+json">`). */
  jsonLd: readonly JsonLdDocument[];
}
