import type { AddressResult } from './address-port.js';
import { OFFLINE_POSTCODE_LABELS_KO, OfflinePostcodeDialog } from './offline-postcode-dialog.js';
import { OFFLINE_POSTCODES } from './offline-postcodes.js';

/**
 * The offline postcode search `AddressFinder` shows in its own tree when it has no port and
 * no provider, loaded on the first search.
 */
export default function OfflinePostcodeFallback({
  onSelect,
  onCancel,
}: {
  onSelect: (result: AddressResult) => void;
  onCancel: () => void;
}) {
  return (
    <OfflinePostcodeDialog
      table={OFFLINE_POSTCODES}
      labels={OFFLINE_POSTCODE_LABELS_KO}
      onSelect={onSelect}
      onCancel={onCancel}
    />
  );
}
