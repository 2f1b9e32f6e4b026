import { ShopChrome } from '@atelier/shop-shell';
import { useT } from '@atelier/translation-ai';
import { useMatches } from 'react-router';

import type { AppChromeProps } from '@atelier/app-frame';

import { OTHER_APPS } from '../shared/routing/app-links.js';
import { leafRouteName } from '../shared/routing/route-table.js';
import { usePage } from './page-context.js';
import { SHELL_LINKS } from './shell-links.js';

/**
 * The storefront's chrome for the frame's layouts: `@atelier/shop-shell`'s whole chrome,
 * texts through the translator, links through the route table, the server's device hint and
 * the old-brand overlay config; the page alone when the frame says `blank`.
 */
export function StorefrontChrome({ blank, children }: AppChromeProps) {
  const { t } = useT();
  const name = leafRouteName(useMatches());
  // The server's host and config: the overlay is in the server's markup, no flash of the shop.
  const { hints, config } = usePage();
  const oldBrand =
    config.oldBrandHosts && config.newSiteUrl
      ? { hosts: config.oldBrandHosts, newUrl: config.newSiteUrl, currentHost: hints.host }
      : null;
  return (
    <ShopChrome
      translate={t}
      links={SHELL_LINKS}
      otherApps={OTHER_APPS}
      blank={blank}
      home={name === 'Home'}
      device={hints.device}
      oldBrand={oldBrand}
    >
      {children}
    </ShopChrome>
  );
}
