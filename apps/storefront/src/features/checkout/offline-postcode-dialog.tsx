import { translateLabels } from '@atelier/app-frame';

import { useT } from '@atelier/translation-ai';
import {
  OFFLINE_POSTCODE_LABELS_KO,
  OFFLINE_POSTCODES,
  OfflinePostcodeDialog,
  type AddressResult,
} from '@atelier/ui-kit';

/**
 * The offline address finder's dialog with its table and labels, a chunk of its own loaded on
 * the first search (the table alone was ~1 kB of the order form's first load). An English
 * shopper sees and picks the English form of each address.
 */
export default function CheckoutPostcodeDialog({
  onSelect,
  onCancel,
}: {
  onSelect: (result: AddressResult) => void;
  onCancel: () => void;
}) {
  const { t, locale } = useT();
  return (
    <OfflinePostcodeDialog
      table={OFFLINE_POSTCODES}
      labels={translateLabels(OFFLINE_POSTCODE_LABELS_KO, t)}
      english={locale === 'en'}
      onSelect={onSelect}
      onCancel={onCancel}
    />
  );
}
