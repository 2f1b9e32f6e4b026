import { useFocusTrap } from '@atelier/ui-kit';
import { useId, useRef, useSyncExternalStore } from 'react';

import { useShopShell } from '../config/shop-shell-provider.js';
import { isOldBrandHost } from './old-brand-host.js';

/**
 * Props of {@link OldBrandOverlay}.
 *
 * @example
 * const props: OldBrandOverlayProps = { hosts: ['old-candle.co.kr'], newUrl: 'https://atelier.example' };
 */
export interface OldBrandOverlayProps {
  /** The old brand's hosts (from config); empty = never shown. */
  hosts: readonly string[];
  /** Where the button goes. */
  newUrl: string;
  /** The request's host during SSR; in the browser `window.location.host` is read. */
  currentHost?: string;
}

const noSubscription = () => () => {};
const browserHost = () => window.location.host;

/**
 * On the old brand's hosts, a full-screen overlay announcing the move with a button to the
 * new domain (spec §1). It cannot be dismissed: the old site is only a signpost now.
 *
 * @example
 * <OldBrandOverlay hosts={config.oldBrandHosts} newUrl="https://atelier.example" />
 */
export function OldBrandOverlay({ hosts, newUrl, currentHost }: OldBrandOverlayProps) {
  const host = useSyncExternalStore(
    noSubscription,
    currentHost === undefined ? browserHost : () => currentHost,
    () => currentHost ?? '',
  );
  if (!isOldBrandHost(host, hosts)) return null;
  return <MovedNotice newUrl={newUrl} />;
}

function MovedNotice({ newUrl }: { newUrl: string }) {
  const { labels } = useShopShell();
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();
  useFocusTrap(panel);
  return (
    <div className="atelier-shell-moved">
      <div
        ref={panel}
        className="atelier-shell-moved__panel"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
      >
        <h2 id={titleId} className="atelier-shell-moved__title">
          {labels.movedTitle}
        </h2>
        <p id={bodyId} className="atelier-shell-moved__body">
          {labels.movedBody}
        </p>
        <a
          className="atelier-button atelier-button--primary atelier-shell-moved__button"
          href={newUrl}
        >
          {labels.movedButton}
        </a>
      </div>
    </div>
  );
}
