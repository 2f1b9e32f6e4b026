import { useCallback } from 'react';
import { useNavigate } from 'react-router';

import { useShopShell } from '../config/shop-shell-provider.js';

/**
 * Goes to `href`: through the router for the app's own pages, as a full page load for
 * external links (absolute URLs, another app such as TSSA).
 *
 * @example
 * const go = useShellNavigate();
 * go('/shop/search?keyword=캔들');
 */
export function useShellNavigate(): (href: string) => void {
  const navigate = useNavigate();
  const { isExternalLink } = useShopShell();
  return useCallback(
    (href: string) => {
      if (isExternalLink(href)) {
        if (typeof window !== 'undefined') window.location.assign(href);
        return;
      }
      void navigate(href);
    },
    [navigate, isExternalLink],
  );
}
