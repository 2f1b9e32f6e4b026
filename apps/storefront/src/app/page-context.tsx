import {
  usePage as useFramePage,
  type PageContextValue as FramePageContext,
} from '@atelier/app-frame';

import type { PublicConfig } from './embedded-state.js';
import type { PageHints } from './page-hints.js';

/**
 * What the server knew when it rendered the page: the request's {@link PageHints} and the
 * public configuration.
 */
export type PageContextValue = FramePageContext<PageHints, PublicConfig>;

/**
 * What the app sees without server values (tests, a page without embedded state).
 */
export const DEFAULT_PAGE: PageContextValue = {
  hints: { device: 'unknown', host: '' },
  config: {},
};

/**
 * The {@link PageContextValue} of this page.
 */
export function usePage(): PageContextValue {
  return useFramePage(DEFAULT_PAGE);
}
