import type { CmsComponentProps } from '@atelier/cms-renderer';
import { Link } from 'react-router';

import { isOtherAppPath } from './app-links.js';

// Same-site paths, but not `//host` or `/\host` (read by browsers as another host).
const INTERNAL = /^\/(?![/\\])/;

/**
 * The CMS renderer's `a`: same-site links navigate with the router; other links stay plain
 * anchors (their attributes already sanitised by the renderer).
 */
export function CmsLink({ props, children }: CmsComponentProps) {
  const { href: target, ...rest } = props as { href?: unknown } & Record<string, unknown>;
  if (typeof target === 'string' && INTERNAL.test(target) && !isOtherAppPath(target)) {
    return (
      <Link {...rest} to={target}>
        {children}
      </Link>
    );
  }
  return (
    <a {...rest} href={typeof target === 'string' ? target : undefined}>
      {children}
    </a>
  );
}
