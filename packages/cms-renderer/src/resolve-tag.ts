/** Tags a template may use; they render as themselves (subject to nesting, below). */
// prettier-ignore
export const ALLOWED_TAGS: ReadonlySet<string> = new Set([
  'div', 'section', 'article', 'header', 'footer', 'p', 'span',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'a', 'img', 'picture', 'source',
  'figure', 'figcaption', 'strong', 'em', 'b', 'i', 'u', 'br', 'hr', 'small', 'blockquote',
  'table', 'thead', 'tbody', 'tr', 'th', 'td', 'button',
]);

/**
 * Tags dropped with their whole subtree: code, embeds, forms and document-level elements.
 * Every other unknown tag (`nav`, `main`, a typo…) renders as a `div`, so its text stays visible.
 */
// prettier-ignore
const DROPPED_TAGS: ReadonlySet<string> = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'template',
  'noscript', 'noembed', 'noframes', 'svg', 'math', 'link', 'meta', 'base', 'title', 'head',
  'html', 'body', 'form', 'input', 'textarea', 'select', 'option', 'optgroup', 'xmp',
  'plaintext', 'listing', 'portal', 'dialog', 'slot', 'video', 'audio', 'track', 'canvas',
  'param', 'marquee', 'image', 'isindex', 'keygen', 'label', 'fieldset',
]);

/** Elements that never have children or text. */
export const VOID_TAGS: ReadonlySet<string> = new Set(['br', 'hr', 'img', 'source']);

/** Elements whose only content is rows, sections or cells: no text, no other children. */
export const TABLE_STRUCTURE_TAGS: ReadonlySet<string> = new Set(['table', 'thead', 'tbody', 'tr']);

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
// Start tags that make the HTML parser close an open <p> (HTML "in body" insertion mode).
// prettier-ignore
const CLOSES_P = new Set([
  'div', 'section', 'article', 'header', 'footer', 'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'ul', 'ol', 'li', 'figure', 'figcaption', 'blockquote', 'table', 'hr',
]);
// Elements that bound the parser's scopes (a table or cell starts a fresh context).
const SCOPE_BOUNDARIES = new Set(['table', 'td', 'th']);

/**
 * Where a node is being rendered. The HTML parser silently restructures some nestings
 * (`<p><div>`, `<a><a>`, `<h2><h3>`, a `<tr>` outside a table…), which would make the
 * server HTML and the client tree differ; such tags are rendered as `span`/`div` instead.
 */
export interface NestingContext {
  parent: string;
  /** A `<p>` is open (in button scope): block-level start tags would close it. */
  inParagraph: boolean;
  /** Inside an `<a>` or a `<button>`: no nested interactive elements. */
  inInteractive: boolean;
}

/** The context at the top of a rendered template. */
export const ROOT_CONTEXT: NestingContext = Object.freeze({
  parent: 'div',
  inParagraph: false,
  inInteractive: false,
});

/**
 * The tag a node renders as in `context`, or `null` to drop it with its subtree.
 * `requested` must already be lower-cased.
 */
export function resolveTag(requested: string, context: NestingContext): string | null {
  if (DROPPED_TAGS.has(requested)) return null;
  let tag = ALLOWED_TAGS.has(requested) ? requested : 'div';
  const { parent } = context;

  if (parent === 'tr') return tag === 'td' || tag === 'th' ? tag : null;
  if (parent === 'thead' || parent === 'tbody') return tag === 'tr' ? tag : null;
  // Rows directly in a table are wrapped in a <tbody> by the renderer, as the parser would.
  if (parent === 'table') return tag === 'thead' || tag === 'tbody' || tag === 'tr' ? tag : null;
  if (parent === 'picture') return tag === 'source' || tag === 'img' ? tag : null;

  if (tag === 'source') return null;
  if (tag === 'tr' || tag === 'td' || tag === 'th' || tag === 'thead' || tag === 'tbody')
    tag = 'div';
  if (tag === 'li' && parent !== 'ul' && parent !== 'ol') tag = 'div';
  if (HEADINGS.has(tag) && HEADINGS.has(parent)) tag = 'span';
  if (context.inInteractive && (tag === 'a' || tag === 'button')) tag = 'span';
  if (context.inParagraph && CLOSES_P.has(tag)) tag = 'span';
  return tag;
}

/**
 * The context for the children of an element rendered as `tag`.
 */
export function childContext(tag: string, context: NestingContext): NestingContext {
  const boundary = SCOPE_BOUNDARIES.has(tag);
  return {
    parent: tag,
    inParagraph: tag === 'p' || (context.inParagraph && !boundary && tag !== 'button'),
    inInteractive: tag === 'a' || tag === 'button' || (context.inInteractive && !boundary),
  };
}
