import { EMBEDDED_STATE_ID } from '../app/embedded-state-id.js';
import type { HeadData } from '../head/head-data.js';
import { jsonLdScript } from '../head/json-ld.js';
import type { PageAssets } from './manifest-assets.js';
import { serializeState } from '../html/serialize-state.js';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text escaped for HTML content and double- or single-quoted attribute values (valid XML
 * too: the sitemap uses it).
 *
 * @example
 * escapeHtml('"a" & <b>'); // '&quot;a&quot; &amp; &lt;b&gt;'
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/**
 * Inputs of {@link renderDocument}.
 *
 * @example
 * const input: DocumentInput = { head, appHtml, state, assets };
 */
export interface DocumentInput {
  head: HeadData;
  appHtml: string;
  /** Embedded as JSON (escaped with `serializeState`) before any script. */
  state: unknown;
  assets: PageAssets;
  /** Extra markup at the end of `<head>` (Vite's dev client in development). */
  headExtra?: string;
}

/**
 * The HTML document of a server-rendered page: `<html lang>`, title, description, canonical,
 * `hreflang` alternates, Open Graph, JSON-LD, stylesheets and module preloads, the app markup in
 * `<div id="root">`, then the embedded state and, last, the client entry.
 *
 * @example
 * reply.type('text/html; charset=utf-8').send(renderDocument({ head, appHtml, state, assets }));
 */
export function renderDocument({
  head,
  appHtml,
  state,
  assets,
  headExtra = '',
}: DocumentInput): string {
  const priority = assets.scriptPriority ?? 'low';
  const meta = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">',
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    ...(head.robots ? [`<meta name="robots" content="${escapeHtml(head.robots)}">`] : []),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    ...head.alternates.map(
      (a) =>
        `<link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}">`,
    ),
    ...head.openGraph.map(
      (og) => `<meta property="${escapeHtml(og.property)}" content="${escapeHtml(og.content)}">`,
    ),
    // Data blocks, never run: the CSP's script-src does not apply to them.
    ...head.jsonLd.map(jsonLdScript),
    // No favicon request per page (each would be a server render of the not-found page).
    '<link rel="icon" href="data:,">',
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    // The page is already complete without scripts (server-rendered): the app's code loads at
    // low priority so the stylesheet, images and fonts of the first paint go first.
    ...assets.modulePreloads.map(
      (href) => `<link rel="modulepreload" href="${escapeHtml(href)}" fetchpriority="${priority}">`,
    ),
  ];
  const entry = assets.entry
    ? `<script type="module" src="${escapeHtml(assets.entry)}" fetchpriority="${priority}"></script>`
    : '';
  return (
    `<!doctype html><html lang="${head.htmlLang}"><head>${meta.join('')}${headExtra}</head>` +
    `<body><div id="root">${appHtml}</div>` +
    `<script id="${EMBEDDED_STATE_ID}" type="application/json">${serializeState(state)}</script>` +
    `${entry}</body></html>`
  );
}
