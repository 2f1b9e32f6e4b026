import { createContext, useContext, type ReactNode } from 'react';

import type { PublicConfig } from './embedded-state.js';
import type { PageHints } from './page-hints.js';

/**
 * What the server knew when it rendered the page, embedded so that hydration renders the same:
 * the request's {@link PageHints} and the public configuration.
 *
 * @example
 * const page: PageContextValue = { hints: { device: 'mobile', host: 'shop.example' }, config: {} };
 */
export interface PageContextValue {
  hints: PageHints;
  config: PublicConfig;
}

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

const PageContext = createContext<PageContextValue>(DEFAULT_PAGE);

/**
 * Provides {@link PageContextValue} to the app (`AppProviders` does it with the server's values).
 *
 * @example
 * <PageProvider value={{ hints, config }}><App /></PageProvider>
 */
export function PageProvider({
  value,
  children,
}: {
  value: PageContextValue;
  children?: ReactNode;
}) {
  return <PageContext.Provider value={value}>{children}</PageContext.Provider>;
}

/**
 * The {@link PageContextValue} of this page.
 *
 * @example
 * const { hints, config } = usePage();
 */
export function usePage(): PageContextValue {
  return useContext(PageContext);
}
