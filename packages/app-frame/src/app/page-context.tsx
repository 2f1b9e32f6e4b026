import { createContext, useContext, type ReactNode } from 'react';

/**
 * What the server knew when it rendered the page, embedded so that hydration renders the same:
 * the app's request hints (device, host…) and its public configuration.
 *
 * @example
 * const page: PageContextValue<{ host: string }, {}> = { hints: { host: 'shop.example' }, config: {} };
 */
export interface PageContextValue<H = unknown, C = unknown> {
  hints: H;
  config: C;
}

const PageContext = createContext<PageContextValue | null>(null);

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
 * The {@link PageContextValue} of this page, `fallback` outside `AppProviders` (tests).
 *
 * @example
 * const { hints, config } = usePage<MyHints, MyConfig>({ hints: { host: '' }, config: {} });
 */
export function usePage<H, C>(fallback: PageContextValue<H, C>): PageContextValue<H, C> {
  return (useContext(PageContext) as PageContextValue<H, C> | null) ?? fallback;
}
