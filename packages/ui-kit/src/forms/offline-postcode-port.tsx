import { createRoot } from 'react-dom/client';
import type { AddressPort, AddressPortOpenOptions, AddressResult } from './address-port.js';
import { OFFLINE_POSTCODE_LABELS_KO, OfflinePostcodeDialog } from './offline-postcode-dialog.js';
import type { OfflinePostcodeLabels } from './offline-postcode-dialog.js';
import { OFFLINE_POSTCODES, searchPostcodes } from './offline-postcodes.js';

/**
 * Options of `createOfflinePostcodePort`.
 *
 * @example
 * const options: OfflinePostcodePortOptions = { labels: { title: 'Find postcode' } };
 */
export interface OfflinePostcodePortOptions {
  /** Addresses to search; defaults to `OFFLINE_POSTCODES`. */
  table?: readonly AddressResult[];
  labels?: Partial<OfflinePostcodeLabels>;
}

/**
 * The offline `AddressPort`, plus direct access to its search.
 *
 * @example
 * const port: OfflinePostcodePort = createOfflinePostcodePort();
 * port.search('제주 문연로')[0]?.zonecode; // '63122'
 */
export interface OfflinePostcodePort extends AddressPort {
  /** The search the dialog runs (see `searchPostcodes`). */
  search(keyword: string): AddressResult[];
}

/**
 * The offline fake of the address port (design brief §6), used in development, tests and
 * whenever Kakao is not configured: `open()` shows a local dialog (its own React root on
 * `document.body`, or inside `options.element`) that searches a small bundled postcode
 * table; it resolves with the picked address, or `null` on 닫기/Escape, and focus goes back
 * to where it was. Nothing leaves the browser.
 *
 * @example
 * const port = createOfflinePostcodePort();
 * const picked = await port.open({ query: '부천' });
 */
export function createOfflinePostcodePort(
  options: OfflinePostcodePortOptions = {},
): OfflinePostcodePort {
  const table = options.table ?? OFFLINE_POSTCODES;
  const labels = { ...OFFLINE_POSTCODE_LABELS_KO, ...options.labels };
  return {
    search: (keyword) => searchPostcodes(keyword, table),
    open(openOptions: AddressPortOpenOptions = {}) {
      if (typeof document === 'undefined') return Promise.resolve(null);
      return new Promise<AddressResult | null>((resolve) => {
        const opener = document.activeElement;
        const host = document.createElement('div');
        (openOptions.element ?? document.body).appendChild(host);
        const root = createRoot(host);
        let settled = false;
        const finish = (result: AddressResult | null): void => {
          if (settled) return;
          settled = true;
          // Unmounting from inside the root's own click handler is deferred past the event.
          queueMicrotask(() => {
            root.unmount();
            host.remove();
            if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
            resolve(result);
          });
        };
        root.render(
          <OfflinePostcodeDialog
            table={table}
            labels={labels}
            initialQuery={openOptions.query}
            embedded={Boolean(openOptions.element)}
            onSelect={finish}
            onCancel={() => finish(null)}
          />,
        );
      });
    },
  };
}
