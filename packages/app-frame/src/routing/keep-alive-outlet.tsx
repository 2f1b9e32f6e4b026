import { Activity, useState, type ReactNode } from 'react';
import { useLocation, useOutlet } from 'react-router';

import { KEEP_ALIVE_MAX, touchKeepAlive, type KeepAliveEntry } from './keep-alive.js';

/**
 * Props of {@link KeepAliveOutlet}.
 *
 * @example
 * const props: KeepAliveOutletProps = { max: 3 };
 */
export interface KeepAliveOutletProps {
  /** Route views kept mounted, the visible one included. Default 3 (spec §9). */
  max?: number;
}

/**
 * React Router's `<Outlet>` that keeps the last `max` route views mounted (spec §2 "at most
 * 3 route views are kept cached"). Views are keyed by location (path and query): going back
 * to a cached one shows it with its state and DOM (form input, scroll inside lists) intact.
 * Hidden views sit in React's `<Activity mode="hidden">`: not displayed, effects cleaned up,
 * state kept. The least recently shown view beyond `max` is unmounted.
 *
 * @example
 * function AppFrame() {
 *   return <ShopChrome><KeepAliveOutlet max={3} /></ShopChrome>;
 * }
 */
export function KeepAliveOutlet({ max = KEEP_ALIVE_MAX }: KeepAliveOutletProps) {
  const outlet = useOutlet();
  const location = useLocation();
  const key = `${location.pathname}${location.search}`;
  const [entries, setEntries] = useState<readonly KeepAliveEntry<ReactNode>[]>(() => [
    { key, view: outlet },
  ]);
  const next = touchKeepAlive(entries, key, outlet, max);
  // Derived state from the location ("storing information from previous renders").
  if (next !== entries) setEntries(next);
  return (
    <>
      {next.map((entry) => (
        <Activity key={entry.key} mode={entry.key === key ? 'visible' : 'hidden'}>
          {entry.key === key ? outlet : entry.view}
        </Activity>
      ))}
    </>
  );
}
