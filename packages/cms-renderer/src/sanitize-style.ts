import type { CSSProperties } from 'react';

import { own, ownKeys } from './own.js';
import { toSafeUrl } from './sanitize-url.js';

// prettier-ignore
const ALLOWED_PROPERTIES = new Set([
  // layout
  'display', 'position', 'top', 'right', 'bottom', 'left', 'z-index', 'float', 'clear',
  'overflow', 'overflow-x', 'overflow-y', 'visibility', 'box-sizing', 'vertical-align',
  'width', 'min-width', 'max-width', 'height', 'min-height', 'max-height', 'aspect-ratio',
  'object-fit', 'object-position',
  'flex', 'flex-direction', 'flex-wrap', 'flex-flow', 'flex-grow', 'flex-shrink', 'flex-basis',
  'justify-content', 'justify-items', 'justify-self', 'align-items', 'align-content',
  'align-self', 'place-items', 'place-content', 'place-self', 'order', 'gap', 'row-gap',
  'column-gap', 'grid-template-columns', 'grid-template-rows', 'grid-template-areas',
  'grid-column', 'grid-row', 'grid-area', 'grid-column-start', 'grid-column-end',
  'grid-row-start', 'grid-row-end', 'grid-auto-flow', 'grid-auto-columns', 'grid-auto-rows',
  'transform', 'transform-origin', 'table-layout', 'border-collapse', 'border-spacing',
  'caption-side', 'list-style', 'list-style-type', 'list-style-position', 'cursor',
  // spacing
  'margin', 'margin-top', 'margin-right', 'margin-bottom', 'margin-left', 'margin-inline',
  'margin-block', 'padding', 'padding-top', 'padding-right', 'padding-bottom', 'padding-left',
  'padding-inline', 'padding-block',
  // typography
  'color', 'font', 'font-family', 'font-size', 'font-weight', 'font-style', 'font-variant',
  'line-height', 'letter-spacing', 'word-spacing', 'text-align', 'text-decoration',
  'text-decoration-line', 'text-decoration-color', 'text-decoration-style',
  'text-underline-offset', 'text-transform', 'text-indent', 'text-shadow', 'text-overflow',
  'white-space', 'word-break', 'overflow-wrap', 'word-wrap',
  // colours, borders, backgrounds
  'opacity', 'background', 'background-color', 'background-image', 'background-size',
  'background-position', 'background-repeat', 'background-clip', 'background-origin',
  'border', 'border-top', 'border-right', 'border-bottom', 'border-left', 'border-width',
  'border-style', 'border-color', 'border-top-color', 'border-right-color',
  'border-bottom-color', 'border-left-color', 'border-top-width', 'border-right-width',
  'border-bottom-width', 'border-left-width', 'border-radius', 'border-top-left-radius',
  'border-top-right-radius', 'border-bottom-left-radius', 'border-bottom-right-radius',
  'outline', 'box-shadow',
]);

/** The only properties whose values may carry `url(…)` (checked as http(s)/relative). */
const URL_PROPERTIES = new Set(['background', 'background-image']);

// `position: fixed` would let a banner cover the whole shop (a phishing overlay).
const POSITIONS = new Set(['static', 'relative', 'absolute', 'sticky']);
const MAX_Z_INDEX = 100;
const MAX_DECLARATIONS = 64;
const MAX_VALUE_LENGTH = 1000;

// Anything that executes, imports, binds behaviour, breaks out of the attribute or the
// declaration, or hides a token behind a CSS escape or comment. Image functions other than
// `url()` (image-set, cross-fade, …) take bare strings as URLs, so they are refused outright.
const FORBIDDEN_VALUE =
  // eslint-disable-next-line no-control-regex
  /expression\s*\(|javascript\s*:|vbscript\s*:|-moz-binding|behavior|@import|<\/?style|[<>\\;{}\u0000-\u001f\u007f]|\/\*|image-set\s*\(|cross-fade\s*\(|element\s*\(|\bimage\s*\(|paint\s*\(|\bsrc\s*\(/i;
const URL_FUNCTION = /\burl\s*\(/gi;

/**
 * Parses a `style` attribute string or a style object and keeps only allow-listed
 * properties (layout, spacing, typography, colours, borders, backgrounds) with harmless
 * values, as a React style object (camelCase keys). Refused: `expression(`, `javascript:`,
 * `vbscript:`, `-moz-binding`, `behavior`, `@import`, `</style`, CSS escapes and comments,
 * `;{}<>`, `position: fixed`, z-index beyond ±100, and any `url(…)` outside `background` /
 * `background-image` or not http(s)/relative. `!important` is dropped (React can't apply it).
 *
 * @example
 * sanitizeStyle('color: #333; background-image: url(javascript:alert(1)); margin-top: 8px');
 * // { color: '#333', marginTop: '8px' }
 * sanitizeStyle({ backgroundColor: '#fff8f0', behavior: 'url(x.htc)' });
 * // { backgroundColor: '#fff8f0' }
 */
export function sanitizeStyle(style: unknown): CSSProperties {
  const result: Record<string, string | number> = {};
  let count = 0;
  for (const [rawName, rawValue] of declarations(style)) {
    if (count >= MAX_DECLARATIONS) break;
    const name = toKebabCase(rawName.trim());
    if (!ALLOWED_PROPERTIES.has(name)) continue;
    const value = sanitizeValue(name, rawValue);
    if (value === null) continue;
    result[toCamelCase(name)] = value;
    count += 1;
  }
  return result as CSSProperties;
}

function* declarations(style: unknown): Generator<[string, unknown]> {
  if (typeof style === 'string') {
    for (const declaration of splitDeclarations(style.slice(0, MAX_DECLARATIONS * 200))) {
      const colon = declaration.indexOf(':');
      if (colon > 0) yield [declaration.slice(0, colon), declaration.slice(colon + 1)];
    }
    return;
  }
  for (const key of ownKeys(style)) yield [key, own(style, key)];
}

/** Splits on `;` outside quotes and parentheses, so `url("a;b")` stays one piece (and is refused). */
function splitDeclarations(css: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < css.length; i += 1) {
    const ch = css[i];
    if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '(') depth += 1;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    else if (ch === ';' && depth === 0) {
      parts.push(css.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(css.slice(start));
  return parts;
}

function sanitizeValue(name: string, raw: unknown): string | number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) && checkNumber(name, raw) ? raw : null;
  if (typeof raw !== 'string') return null;
  const value = raw.replace(/!\s*important\s*$/i, '').trim();
  if (value === '' || value.length > MAX_VALUE_LENGTH || FORBIDDEN_VALUE.test(value)) return null;
  if (name === 'position' && !POSITIONS.has(value.toLowerCase())) return null;
  if (name === 'z-index' && !checkNumber(name, Number(value))) return null;
  if (!checkUrls(name, value)) return null;
  return value;
}

function checkNumber(name: string, value: number): boolean {
  if (name !== 'z-index') return true;
  return Number.isInteger(value) && Math.abs(value) <= MAX_Z_INDEX;
}

function checkUrls(name: string, value: string): boolean {
  URL_FUNCTION.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = URL_FUNCTION.exec(value))) {
    if (!URL_PROPERTIES.has(name)) return false;
    const argument = readUrlArgument(value, match.index + match[0].length);
    if (argument === null || toSafeUrl(argument.url, 'resource') === null) return false;
    URL_FUNCTION.lastIndex = argument.end;
  }
  return true;
}

/** Reads `"…"`, `'…'` or a bare URL up to `)`; `null` when unterminated. */
function readUrlArgument(value: string, from: number): { url: string; end: number } | null {
  let i = from;
  while (value[i] === ' ') i += 1;
  const quote = value[i] === '"' || value[i] === "'" ? value[i] : null;
  if (quote) {
    const close = value.indexOf(quote, i + 1);
    if (close < 0) return null;
    let j = close + 1;
    while (value[j] === ' ') j += 1;
    if (value[j] !== ')') return null;
    return { url: value.slice(i + 1, close), end: j + 1 };
  }
  const close = value.indexOf(')', i);
  if (close < 0) return null;
  const url = value.slice(i, close).trim();
  // An unquoted url() can't contain quotes, spaces or parentheses.
  if (/["'( ]/.test(url)) return null;
  return { url, end: close + 1 };
}

/** Object keys may be camelCase (`backgroundColor`); CSS names are case-insensitive. */
function toKebabCase(name: string): string {
  return /^[a-z]+(?:[A-Z][a-z]*)+$/.test(name)
    ? name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
    : name.toLowerCase();
}

function toCamelCase(name: string): string {
  return name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}
