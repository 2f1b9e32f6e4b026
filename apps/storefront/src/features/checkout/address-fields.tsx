import { useT } from '@atelier/translation-ai';
import { FieldError, useDialog, type AddressPort } from '@atelier/ui-kit';
import { useEffect, useId, useRef, useState } from 'react';

import { CHECKOUT_LABELS } from './checkout-labels.js';

/**
 * The delivery address of the order form: postcode and address filled by the address-finder
 * port, and the details typed.
 *
 * @example
 * const value: AddressFieldsValue = { zonecode: '04524', address1: '서울 중구 세종대로 110', address2: '3층' };
 */
export interface AddressFieldsValue {
  zonecode: string;
  address1: string;
  address2: string;
}

/**
 * Postcode, address and details as the order's fields (`zonecode`, `address1`, `address2`:
 * ids and names, so the API's 422 messages land under them), with ui-kit's address-finder look.
 * '우편번호 찾기' opens the given address port; a pick fills the first two and moves focus
 * to the details. (ui-kit's `AddressFinder` does the same with `flushSync`, whose `react-dom`
 * import split a chunk out of every page's first load: 0.7 kB each, measured.)
 *
 * @example
 * <AddressFields value={address} onChange={setAddress} />
 */
export function AddressFields({
  port,
  value,
  onChange,
}: {
  /** The address-finder port (`useCheckoutAddressPort`). */
  port: AddressPort;
  value: AddressFieldsValue;
  onChange: (value: AddressFieldsValue) => void;
}) {
  const { t } = useT();
  const dialogs = useDialog();
  const findId = useId();
  const [searching, setSearching] = useState(false);
  const [picked, setPicked] = useState(0);
  const zonecodeRef = useRef<HTMLInputElement>(null);
  const addressRef = useRef<HTMLInputElement>(null);
  const detailRef = useRef<HTMLInputElement>(null);

  // After a pick has rendered: it is an edit of those fields (their errors clear), then details.
  useEffect(() => {
    if (picked === 0) return;
    for (const input of [zonecodeRef.current, addressRef.current])
      input?.dispatchEvent(new Event('input', { bubbles: true }));
    detailRef.current?.focus();
  }, [picked]);

  async function find() {
    if (searching) return;
    setSearching(true);
    try {
      const result = await port.open();
      if (!result) return;
      onChange({ zonecode: result.zonecode, address1: result.address, address2: '' });
      setPicked((n) => n + 1);
    } catch {
      await dialogs.alert(t(CHECKOUT_LABELS.addressLoadFailed));
    } finally {
      setSearching(false);
    }
  }

  return (
    <div className="atelier-address-finder atelier-checkout__address">
      <div className="atelier-address-finder__row">
        <div className="atelier-address-finder__field atelier-address-finder__field--zonecode">
          <label htmlFor="zonecode" className="atelier-field-label">
            {t(CHECKOUT_LABELS.zonecode)}
          </label>
          <input
            ref={zonecodeRef}
            id="zonecode"
            name="zonecode"
            value={value.zonecode}
            readOnly
            aria-required
            inputMode="numeric"
            aria-describedby={findId}
            className="atelier-address-finder__input"
          />
        </div>
        <button
          id={findId}
          type="button"
          className="atelier-button atelier-button--secondary atelier-address-finder__find"
          aria-haspopup="dialog"
          aria-busy={searching || undefined}
          onClick={() => void find()}
        >
          {t(CHECKOUT_LABELS.findPostcode)}
        </button>
      </div>
      <FieldError name="zonecode" />
      <div className="atelier-address-finder__field">
        <label htmlFor="address1" className="atelier-field-label">
          {t(CHECKOUT_LABELS.address1)}
        </label>
        <input
          ref={addressRef}
          id="address1"
          name="address1"
          value={value.address1}
          readOnly
          aria-required
          className="atelier-address-finder__input"
        />
      </div>
      <FieldError name="address1" />
      <div className="atelier-address-finder__field">
        <label htmlFor="address2" className="atelier-field-label">
          {t(CHECKOUT_LABELS.address2)}
        </label>
        <input
          ref={detailRef}
          id="address2"
          name="address2"
          value={value.address2}
          placeholder={t(CHECKOUT_LABELS.address2Placeholder)}
          autoComplete="shipping address-line2"
          className="atelier-address-finder__input"
          onChange={(event) => onChange({ ...value, address2: event.currentTarget.value })}
        />
      </div>
      <FieldError name="address2" />
    </div>
  );
}
