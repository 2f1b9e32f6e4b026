import { own, ownKeys } from './own.js';
import { toSafeUrl } from './sanitize-url.js';

/**
 * The attributes a node renders with, as React props. Never an event handler, `ref`,
 * `dangerouslySetInnerHTML` or anything not on the per-tag allow-list.
 *
 * @example
 * const attributes: CmsAttributes = { href: 'https://a.kr', target: '_blank', rel: 'noopener noreferrer' };
 */
export type CmsAttributes = Record<string, string | number | boolean>;

type Value = string | number | boolean;
/** Answers the React prop value, or `undefined` to drop the attribute. */
type Check = (value: unknown) => Value | undefined;
interface Rule {
  prop: string;
  check: Check;
}

/**
 * Prefix of every rendered `id` (and `#fragment` link), so a template can't clobber globals
 * like `window.dataLayer`.
 *
 * @example
 * document.getElementById(`${CMS_ID_PREFIX}notice`); // the node with props.id 'notice'
 */
export const CMS_ID_PREFIX = 'cms-';

const ID = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
const MAX_TEXT_ATTRIBUTE = 500;

const text: Check = (v) =>
  typeof v === 'string' && v.length <= MAX_TEXT_ATTRIBUTE
    ? v
    : typeof v === 'number' && Number.isFinite(v)
      ? String(v)
      : undefined;
const oneOf =
  (...allowed: string[]): Check =>
  (v) => {
    const s = typeof v === 'string' ? v.trim().toLowerCase() : undefined;
    return s !== undefined && allowed.includes(s) ? s : undefined;
  };
const integer =
  (min: number, max: number): Check =>
  (v) => {
    const n =
      typeof v === 'number'
        ? v
        : typeof v === 'string' && /^\s*-?\d+\s*$/.test(v)
          ? Number(v)
          : NaN;
    return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
  };
const flag: Check = (v) => (v === true || v === 'true' || v === '' ? true : undefined);
const pattern =
  (re: RegExp): Check =>
  (v) =>
    typeof v === 'string' && re.test(v) ? v : undefined;
const resource: Check = (v) => toSafeUrl(v, 'resource') ?? undefined;

const href: Check = (v) => {
  const url = toSafeUrl(v, 'link');
  if (url === null) return undefined;
  if (!url.startsWith('#')) return url;
  const fragment = url.slice(1);
  return ID.test(fragment) ? `#${CMS_ID_PREFIX}${fragment}` : undefined;
};

const srcSet: Check = (v) => {
  if (typeof v !== 'string' || v.length > 2048) return undefined;
  const candidates = v.split(',').map((c) => c.trim());
  for (const candidate of candidates) {
    const [url, descriptor, ...rest] = candidate.split(/\s+/);
    if (rest.length > 0 || toSafeUrl(url, 'resource') === null) return undefined;
    if (descriptor !== undefined && !/^\d+(?:\.\d+)?[wx]$/.test(descriptor)) return undefined;
  }
  return candidates.join(', ');
};

// prettier-ignore
const REL_TOKENS = new Set([
  'nofollow', 'noopener', 'noreferrer', 'ugc', 'sponsored', 'external', 'author', 'help',
  'license', 'tag', 'prev', 'next', 'bookmark',
]);
const rel: Check = (v) => {
  if (typeof v !== 'string') return undefined;
  const tokens = v
    .toLowerCase()
    .split(/\s+/)
    .filter((t) => REL_TOKENS.has(t));
  return tokens.length > 0 ? [...new Set(tokens)].join(' ') : undefined;
};

const GLOBAL: Record<string, Rule> = {
  id: {
    prop: 'id',
    check: (v) => (typeof v === 'string' && ID.test(v) ? `${CMS_ID_PREFIX}${v}` : undefined),
  },
  title: { prop: 'title', check: text },
  role: { prop: 'role', check: pattern(/^[a-z]+(?: [a-z]+)*$/) },
  lang: { prop: 'lang', check: pattern(/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/) },
  dir: { prop: 'dir', check: oneOf('ltr', 'rtl', 'auto') },
};

const PER_TAG: Record<string, Record<string, Rule>> = {
  a: {
    href: { prop: 'href', check: href },
    target: { prop: 'target', check: oneOf('_blank', '_self') },
    rel: { prop: 'rel', check: rel },
    hreflang: { prop: 'hrefLang', check: GLOBAL.lang!.check },
  },
  img: {
    src: { prop: 'src', check: resource },
    srcset: { prop: 'srcSet', check: srcSet },
    sizes: { prop: 'sizes', check: text },
    alt: { prop: 'alt', check: text },
    width: { prop: 'width', check: integer(0, 10000) },
    height: { prop: 'height', check: integer(0, 10000) },
    loading: { prop: 'loading', check: oneOf('lazy', 'eager') },
    decoding: { prop: 'decoding', check: oneOf('async', 'sync', 'auto') },
  },
  source: {
    srcset: { prop: 'srcSet', check: srcSet },
    sizes: { prop: 'sizes', check: text },
    media: { prop: 'media', check: text },
    type: { prop: 'type', check: pattern(/^image\/[a-z0-9.+-]+$/) },
    width: { prop: 'width', check: integer(0, 10000) },
    height: { prop: 'height', check: integer(0, 10000) },
  },
  td: {
    colspan: { prop: 'colSpan', check: integer(1, 1000) },
    rowspan: { prop: 'rowSpan', check: integer(0, 65534) },
  },
  th: {
    colspan: { prop: 'colSpan', check: integer(1, 1000) },
    rowspan: { prop: 'rowSpan', check: integer(0, 65534) },
    scope: { prop: 'scope', check: oneOf('row', 'col', 'rowgroup', 'colgroup') },
    abbr: { prop: 'abbr', check: text },
  },
  ol: {
    start: { prop: 'start', check: integer(-1_000_000, 1_000_000) },
    reversed: { prop: 'reversed', check: flag },
    type: { prop: 'type', check: pattern(/^[1aAiI]$/) },
  },
  li: { value: { prop: 'value', check: integer(-1_000_000, 1_000_000) } },
  blockquote: { cite: { prop: 'cite', check: (v) => toSafeUrl(v, 'link') ?? undefined } },
};

// The ARIA attributes React accepts (others log a warning, which would break hydration checks).
const ARIA = new Set(
  (
    'activedescendant atomic autocomplete braillelabel brailleroledescription busy checked ' +
    'colcount colindex colindextext colspan controls current describedby description details ' +
    'disabled dropeffect errormessage expanded flowto grabbed haspopup hidden invalid ' +
    'keyshortcuts label labelledby level live modal multiline multiselectable orientation owns ' +
    'placeholder posinset pressed readonly relevant required roledescription rowcount rowindex ' +
    'rowindextext rowspan selected setsize sort valuemax valuemin valuenow valuetext'
  )
    .split(' ')
    .map((name) => `aria-${name}`),
);
const DATA = /^data-[a-z][a-z0-9-]{0,40}$/;

const scalar: Check = (v) => (typeof v === 'boolean' ? String(v) : text(v));

/**
 * The allow-listed attributes of `props` for an element rendered as `tag`.
 * Keys are matched case-insensitively (`srcSet` and `srcset` both work); the first wins.
 */
export function sanitizeAttributes(tag: string, props: unknown): CmsAttributes {
  const result: CmsAttributes = {};
  const rules = PER_TAG[tag];
  for (const key of ownKeys(props)) {
    const name = key.toLowerCase();
    // Event handlers never pass, whatever the allow-lists below say.
    if (name.startsWith('on')) continue;
    const rule =
      (rules && Object.hasOwn(rules, name) ? rules[name] : undefined) ??
      (Object.hasOwn(GLOBAL, name) ? GLOBAL[name] : undefined);
    let prop: string | undefined;
    let value: Value | undefined;
    if (rule) {
      prop = rule.prop;
      value = rule.check(own(props, key));
    } else if (ARIA.has(name) || DATA.test(name)) {
      prop = name;
      value = scalar(own(props, key));
    }
    if (prop !== undefined && value !== undefined && !Object.hasOwn(result, prop)) {
      result[prop] = value;
    }
  }
  if (tag === 'a' && result.target === '_blank') {
    const tokens = new Set(typeof result.rel === 'string' ? result.rel.split(' ') : []);
    tokens.add('noopener').add('noreferrer');
    result.rel = [...tokens].join(' ');
  }
  if (tag === 'img' && !Object.hasOwn(result, 'alt')) result.alt = '';
  if (tag === 'button') result.type = 'button';
  return result;
}

/** Attributes whose values are words people read (or hear), so they follow the language. */
const TEXT_ATTRIBUTES = [
  'alt',
  'title',
  'abbr',
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
] as const;

/**
 * Passes the readable texts among sanitised `attributes` (`alt`, `title`, `abbr`,
 * `aria-label`…) through `translate`, in place. URLs, ids and other machine values are
 * never touched; an empty `alt` stays empty.
 */
export function translateAttributes(
  attributes: CmsAttributes,
  translate: (text: string) => string,
): void {
  for (const name of TEXT_ATTRIBUTES) {
    const value = Object.hasOwn(attributes, name) ? attributes[name] : undefined;
    if (typeof value === 'string' && value !== '') attributes[name] = translate(value);
  }
}
