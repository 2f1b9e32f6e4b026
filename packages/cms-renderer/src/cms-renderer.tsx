import type { CmsNode } from '@atelier/contracts';
import { createElement, type ReactElement } from 'react';

import type { CmsLimits } from './limits.js';
import {
  childrenOf,
  renderList,
  startWalk,
  type CmsComponents,
  type CmsElementProps,
} from './render-cms-node.js';
import { childContext, ROOT_CONTEXT } from './resolve-tag.js';
import { sanitizeAttributes } from './sanitize-attributes.js';
import { sanitizeClassName } from './sanitize-class-name.js';
import type { TranslateText } from './translate-text.js';

/**
 * Props of {@link CmsRenderer}.
 *
 * @example
 * const props: CmsRendererProps = { template: page.template, link: page.link };
 */
export interface CmsRendererProps {
  /** `template` of `GET /api/cms/published/{name}`; anything that isn't an array renders nothing. */
  template: readonly CmsNode[] | null | undefined;
  /** `link` of the page: when safe, the whole page is one link to it. */
  link?: string | null | undefined;
  /** Replacements by tag, e.g. `{ a: RouterLink }`; see {@link CmsComponents}. */
  components?: CmsComponents | undefined;
  /** Overrides of the default limits (32 levels, 2 000 nodes). */
  limits?: Partial<CmsLimits> | undefined;
  /** Extra classes on the root element (which always has `atelier-cms`). */
  className?: string | undefined;
  /**
   * Translates every text that renders (`props.innerText`, `alt`, `title`, `aria-label`…),
   * e.g. translation-ai's `t` on English pages; see {@link RenderCmsOptions}. Default: texts
   * render as written.
   */
  translateText?: TranslateText | undefined;
}

const LINK_NODE_ID = 'cms-page-link';

/**
 * Renders a CMS published page safely and identically on the server (`renderToString`) and in
 * the browser. Only allow-listed tags (`div`, `p`, `h1`–`h6`, `a`, `img`, `table`…) and
 * attributes render; unknown tags become `div`, and code/embeds (`script`, `style`, `iframe`,
 * `svg`, forms…) are dropped with their content. No event handlers, no raw HTML: text comes
 * only from `props.innerText`. Styles and URLs are filtered (`sanitizeStyle`, `isSafeUrl`),
 * `target="_blank"` gets `rel="noopener noreferrer"`, `id`s get a `cms-` prefix, and nestings
 * the HTML parser would rearrange (a `div` in a `p`, a link in a link) render as `span`.
 * When `link` is set the root is an `<a>`, and links and buttons inside render as `span`.
 * With `translateText`, texts render translated (still as text, escaped).
 *
 * @example
 * const page = unwrap(await api.content.cmsPage('home-main'));
 * <CmsRenderer template={page.template} link={page.link} components={{ a: RouterLink }} />
 *
 * const { t } = useT();
 * <CmsRenderer template={page.template} translateText={t} /> // '겨울밤을 채우는 우드윅 캔들' → 'Wooden-wick candles for long winter nights'
 */
export function CmsRenderer(props: CmsRendererProps): ReactElement {
  const { template, link, components, limits, translateText } = props;
  const walk = startWalk({ components, limits, translateText });
  const linkProps = link == null ? {} : sanitizeAttributes('a', { href: link });
  const rootTag = typeof linkProps.href === 'string' ? 'a' : 'div';
  const className = ['atelier-cms', sanitizeClassName(props.className)].filter(Boolean).join(' ');
  const rootProps: CmsElementProps = rootTag === 'a' ? { ...linkProps, className } : { className };
  const children = renderList(template, childContext(rootTag, ROOT_CONTEXT), 1, walk);

  const LinkComponent =
    rootTag === 'a' && components && Object.hasOwn(components, 'a') ? components.a : undefined;
  if (LinkComponent) {
    const node: CmsNode = { id: LINK_NODE_ID, tag: 'a', option: { props: { href: link ?? '' } } };
    return createElement(LinkComponent, {
      tag: 'a',
      node,
      props: rootProps,
      children: childrenOf(children),
    });
  }
  return createElement(rootTag, rootProps, childrenOf(children));
}
