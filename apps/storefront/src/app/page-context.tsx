import {
  usePage as useFramePage,
  type PageContextValue as FramePageContext,
} from '@atelier/app-frame';

import type { PublicConfig } from './embedded-state.js';
import type { PageHints } from './page-hints.js';

/**
 * What the server knew when it rendered the page: the request's {@link PageHints} and the
 * public configuration.
 *
 * @example
 * const page: PageContextValue = { hints: { device: 'mobile', host: 'shop.example' }, config: {} };
 */
export type PageContextValue = FramePageContext<PageHints, PublicConfig>;

/**
 * What the app sees without server values (tests, a page without embedded state).
 *
 * @example
 * DEFAULT_PAGE.hints.device; // 'unknown'
 */
export const DEFAULT_PAGE: PageContextValue = {
  hints: { device: 'unknown', host: '' },
  config: {},
};

/**
 * The {@link PageContextValue} of this page.
 *
 * @example
 * const { hints, config } = usePage();
 */
export function usePage(): PageContextValue {
  return useFramePage(DEFAULT_PAGE);
}
