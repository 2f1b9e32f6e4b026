import type { CmsNode } from '@atelier/contracts';
import {
  createElement,
  type ComponentType,
  type CSSProperties,
  type ReactElement,
  type ReactNode,
} from 'react';

import { DEFAULT_CMS_LIMITS, type CmsLimits } from './limits.js';
import { own } from './own.js';
import {
  childContext,
  resolveTag,
  ROOT_CONTEXT,
  TABLE_STRUCTURE_TAGS,
  VOID_TAGS,
  type NestingContext,
} from './resolve-tag.js';
import {
  sanitizeAttributes,
  translateAttributes,
  type CmsAttributes,
} from './sanitize-attributes.js';
import { sanitizeClassName } from './sanitize-class-name.js';
import { sanitizeStyle } from './sanitize-style.js';
import { toTextTranslator, type TranslateText } from './translate-text.js';

/**
 * The sanitised props an element renders with: allow-listed attributes, `className`, `style`.
 *
 * @example
 * const props: CmsElementProps = { href: '/shop', className: 'cms-button', style: { color: '#333' } };
 */
export type CmsElementProps = CmsAttributes & { className?: string; style?: CSSProperties };

/**
 * What a component of {@link CmsComponents} receives.
 *
 * @example
 * function RouterLink({ props, children }: CmsComponentProps) {
 *   return <Link to={String(props.href ?? '/')} className={props.className}>{children}</Link>;
 * }
 */
export interface CmsComponentProps {
  /** The tag the node would have rendered as (`div` for an unknown or dropped tag). */
  tag: string;
  /** The raw node: untrusted input, for reading app-specific settings only. */
  node: CmsNode;
  /** Sanitised props, safe to spread onto a DOM element. */
  props: CmsElementProps;
  /** The node's text and rendered children. */
  children?: ReactNode;
}

/**
 * Replacements keyed by tag: the node's own tag first (so `product-grid` or even `iframe` can
 * map to an app component), then the tag it renders as (`a` → a router link).
 *
 * @example
 * const components: CmsComponents = { a: RouterLink, 'product-grid': ProductGrid };
 */
export type CmsComponents = Readonly<Record<string, ComponentType<CmsComponentProps>>>;

/**
 * Options of {@link renderCmsNode} and `CmsRenderer`.
 *
 * @example
 * renderCmsNode(node, { components: { a: RouterLink }, limits: { maxDepth: 8 }, translateText: t });
 */
export interface RenderCmsOptions {
  components?: CmsComponents | undefined;
  /** Overrides of {@link DEFAULT_CMS_LIMITS}. */
  limits?: Partial<CmsLimits> | undefined;
  /**
   * Translates every text that renders: `props.innerText` and the readable attributes
   * (`alt`, `title`, `abbr`, `aria-label`, `aria-description`, `aria-roledescription`,
   * `aria-valuetext`). Called with the text trimmed, never with a blank one, nor with text of
   * dropped nodes; the answer renders as text (escaped), never as markup. Default: texts
   * render as written.
   */
  translateText?: TranslateText | undefined;
}

interface Rendered {
  element: ReactElement;
  /** The tag rendered (or stood in for, by a component). */
  tag: string;
}

interface Walk {
  /** Entries that may still be looked at. */
  budget: number;
  maxDepth: number;
  components: CmsComponents | undefined;
  translate: TranslateText;
}

const TAG_NAME = /^[a-z][a-z0-9-]{0,63}$/;

/** Clamps caller limits to positive integers no larger than sensible ceilings. */
export function resolveLimits(limits: Partial<CmsLimits> | undefined): CmsLimits {
  const pick = (value: unknown, fallback: number, ceiling: number) =>
    typeof value === 'number' && Number.isInteger(value) && value > 0
      ? Math.min(value, ceiling)
      : fallback;
  return {
    maxDepth: pick(limits?.maxDepth, DEFAULT_CMS_LIMITS.maxDepth, 256),
    maxNodes: pick(limits?.maxNodes, DEFAULT_CMS_LIMITS.maxNodes, 100_000),
  };
}

/** Starts a walk over a template with fresh limits. */
export function startWalk(options: RenderCmsOptions): Walk {
  const { maxDepth, maxNodes } = resolveLimits(options.limits);
  return {
    budget: maxNodes,
    maxDepth,
    components: options.components,
    translate: toTextTranslator(options.translateText),
  };
}

/**
 * Renders one CMS node (with its subtree) to a React element, safely: allow-listed tags and
 * attributes, filtered styles and URLs, text only as text, no event handlers, limits on
 * depth and size. `null` when the node is invalid or dropped.
 *
 * @example
 * const element = renderCmsNode({ id: 'n1', tag: 'p', option: { props: { innerText: '봄 신상품' } } });
 * renderToString(element); // '<p>봄 신상품</p>'
 * renderToString(renderCmsNode(node, { translateText: (text) => english[text] ?? text })!); // '<p>New for spring</p>'
 */
export function renderCmsNode(node: unknown, options: RenderCmsOptions = {}): ReactElement | null {
  const walk = startWalk(options);
  walk.budget -= 1;
  return renderNode(node, ROOT_CONTEXT, 1, walk, 'root')?.element ?? null;
}

/** Renders a list of nodes as the children of an element with `context`. */
export function renderList(
  list: unknown,
  context: NestingContext,
  depth: number,
  walk: Walk,
): ReactElement[] {
  if (!Array.isArray(list) || depth > walk.maxDepth) return [];
  const rendered: Rendered[] = [];
  const seen = new Set<string>();
  for (let index = 0; index < list.length && walk.budget > 0; index += 1) {
    walk.budget -= 1;
    const node: unknown = list[index];
    const id = own(node, 'id');
    const key = typeof id === 'string' && id !== '' && !seen.has(id) ? `n:${id}` : `i:${index}`;
    if (typeof id === 'string') seen.add(id);
    const element = renderNode(node, context, depth, walk, key);
    if (element) rendered.push(element);
  }
  return context.parent === 'table' ? wrapRows(rendered) : rendered.map((r) => r.element);
}

/** Rows directly inside a table go into a `<tbody>`, exactly where the HTML parser would put one. */
function wrapRows(children: Rendered[]): ReactElement[] {
  const result: ReactElement[] = [];
  let rows: ReactElement[] = [];
  const flush = () => {
    if (rows.length === 0) return;
    result.push(createElement('tbody', { key: `tbody:${rows[0]!.key}` }, rows));
    rows = [];
  };
  for (const child of children) {
    if (child.tag === 'tr') rows.push(child.element);
    else {
      flush();
      result.push(child.element);
    }
  }
  flush();
  return result;
}

function renderNode(
  node: unknown,
  context: NestingContext,
  depth: number,
  walk: Walk,
  key: string,
): Rendered | null {
  const rawTag = own(node, 'tag');
  if (typeof rawTag !== 'string') return null;
  const requested = rawTag.trim().toLowerCase();
  const named = TAG_NAME.test(requested);
  const tag = resolveTag(named ? requested : 'div', context);
  const component =
    lookup(walk.components, named ? requested : undefined) ??
    lookup(walk.components, tag ?? undefined);
  if (tag === null && !component) return null;
  const elementTag = tag ?? 'div';

  const option = own(node, 'option');
  const attributes = sanitizeAttributes(elementTag, own(option, 'props'));
  translateAttributes(attributes, walk.translate);
  const props: CmsElementProps = attributes;
  const className = sanitizeClassName(own(option, 'class'));
  if (className) props.className = className;
  const style = sanitizeStyle(own(option, 'style'));
  if (Object.keys(style).length > 0) props.style = style;

  const children: ReactNode[] = [];
  if (!VOID_TAGS.has(elementTag)) {
    const text = own(own(option, 'props'), 'innerText');
    if (
      !TABLE_STRUCTURE_TAGS.has(elementTag) &&
      (typeof text === 'string' || typeof text === 'number')
    ) {
      if (text !== '') children.push(walk.translate(String(text)));
    }
    for (const child of renderList(
      own(node, 'children'),
      childContext(elementTag, context),
      depth + 1,
      walk,
    )) {
      children.push(child);
    }
  }

  if (component) {
    const element = createElement(component, {
      key,
      tag: elementTag,
      node: node as CmsNode,
      props,
      children: childrenOf(children),
    });
    return { element, tag: elementTag };
  }
  return {
    element: createElement(elementTag, { key, ...props }, childrenOf(children)),
    tag: elementTag,
  };
}

/**
 * Children as one keyed array (never spread into arguments: a wide node would overflow the
 * call stack), or nothing.
 */
export function childrenOf(children: ReactNode[]): ReactNode[] | undefined {
  return children.length > 0 ? children : undefined;
}

function lookup(components: CmsComponents | undefined, tag: string | undefined) {
  if (!components || tag === undefined || !Object.hasOwn(components, tag)) return undefined;
  const component = components[tag];
  return typeof component === 'function' || (typeof component === 'object' && component !== null)
    ? component
    : undefined;
}
