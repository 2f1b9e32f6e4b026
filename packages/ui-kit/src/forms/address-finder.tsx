import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { AddressPort, AddressResult } from './address-port.js';
import { cx } from '../internal/cx.js';
import { useAddressPort } from './address-port-context.js';
import { useAlert } from './use-alert.js';

/**
 * What an `AddressFinder` holds.
 *
 * @example
 * const value: AddressValue = { zonecode: '14598', address: '경기 부천시 원미구 길주로 210', detail: '3층' };
 */
export interface AddressValue {
  zonecode: string;
  address: string;
  /** 상세주소 typed by the user. */
  detail: string;
}

/**
 * Texts of `AddressFinder`.
 *
 * @example
 * const en: AddressFinderLabels = { find: 'Find postcode', zonecode: 'Postcode', address: 'Address',
 *   detail: 'Address details', detailPlaceholder: 'Apartment, floor, unit',
 *   loadFailed: 'Address search could not be loaded. Please try again later.' };
 */
export interface AddressFinderLabels {
  find: string;
  zonecode: string;
  address: string;
  detail: string;
  detailPlaceholder: string;
  /** Alert when the postcode service cannot be loaded. */
  loadFailed: string;
}

/**
 * Korean defaults of `AddressFinderLabels`.
 *
 * @example
 * ADDRESS_FINDER_LABELS_KO.find; // '우편번호 찾기'
 */
export const ADDRESS_FINDER_LABELS_KO: Readonly<AddressFinderLabels> = Object.freeze({
  find: '우편번호 찾기',
  zonecode: '우편번호',
  address: '주소',
  detail: '상세주소',
  detailPlaceholder: '상세주소를 입력해 주세요.',
  loadFailed: '주소 검색을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
});

/**
 * The English of {@link ADDRESS_FINDER_LABELS_KO}, key by key: the English phrase package is seeded
 * from it, and an English page may pass it as `labels`.
 *
 * @example
 * ADDRESS_FINDER_LABELS_EN.find; // 'Find postcode'
 */
export const ADDRESS_FINDER_LABELS_EN: Readonly<AddressFinderLabels> = Object.freeze({
  find: 'Find postcode',
  zonecode: 'Postcode',
  address: 'Address',
  detail: 'Address line 2',
  detailPlaceholder: 'Please enter the rest of the address.',
  loadFailed: 'The address search could not be loaded. Please try again shortly.',
});

/**
 * Props of `AddressFinder`.
 *
 * @example
 * const props: AddressFinderProps = { names: { zonecode: 'od_b_zip', address: 'od_b_addr1', detail: 'od_b_addr2' } };
 */
export interface AddressFinderProps {
  /** Port to search with; defaults to the `AddressPortProvider`'s, else the offline finder. */
  port?: AddressPort;
  /** Controlled value. */
  value?: AddressValue;
  /** Initial value when uncontrolled. */
  defaultValue?: AddressValue;
  /** Called on every change; `picked` is the full search result after a pick. */
  onChange?: (value: AddressValue, picked?: AddressResult) => void;
  /**
   * Field names, also used as the element ids so 422 errors (`showFieldErrors`) find them.
   * Defaults: `zonecode`, `address`, `address_detail`.
   */
  names?: Partial<Record<keyof AddressValue, string>>;
  /** Marks postcode and address required; they are read-only, so this is `aria-required`. */
  required?: boolean;
  disabled?: boolean;
  labels?: Partial<AddressFinderLabels>;
  /** Called when the port fails (instead of the `loadFailed` alert). */
  onError?: (error: unknown) => void;
  className?: string;
}

const EMPTY: AddressValue = { zonecode: '', address: '', detail: '' };

/**
 * Postcode address fields (design brief §6): a '우편번호 찾기' button that opens the address
 * port (Kakao or the offline finder), read-only postcode and address fields it fills, and a
 * 상세주소 input that gets focus after a pick. Each field's id is its name, so server
 * field errors land under it. Works controlled (`value`) or uncontrolled (`defaultValue`).
 *
 * @example
 * const [address, setAddress] = useState<AddressValue>({ zonecode: '', address: '', detail: '' });
 * <AddressFinder value={address} onChange={setAddress} required />
 */
export function AddressFinder({
  port: portProp,
  value: valueProp,
  defaultValue,
  onChange,
  names,
  required = false,
  disabled = false,
  labels,
  onError,
  className,
}: AddressFinderProps) {
  const text = { ...ADDRESS_FINDER_LABELS_KO, ...labels };
  const contextPort = useAddressPort();
  const port = portProp ?? contextPort;
  const alert = useAlert();
  const [own, setOwn] = useState<AddressValue>(defaultValue ?? EMPTY);
  const value = valueProp ?? own;
  const [searching, setSearching] = useState(false);
  const zonecodeRef = useRef<HTMLInputElement>(null);
  const addressRef = useRef<HTMLInputElement>(null);
  const detailRef = useRef<HTMLInputElement>(null);
  const fieldNames = {
    zonecode: names?.zonecode ?? 'zonecode',
    address: names?.address ?? 'address',
    detail: names?.detail ?? 'address_detail',
  };
  const findId = useId();

  const update = (next: AddressValue, picked?: AddressResult): void => {
    if (valueProp === undefined) setOwn(next);
    onChange?.(next, picked);
  };

  const find = async (): Promise<void> => {
    if (searching || disabled) return;
    setSearching(true);
    try {
      const picked = await port.open();
      if (!picked) return;
      flushSync(() =>
        update({ zonecode: picked.zonecode, address: picked.address, detail: '' }, picked),
      );
      // A pick is an edit of these fields: let input listeners (field errors) know.
      for (const input of [zonecodeRef.current, addressRef.current]) {
        input?.dispatchEvent(new Event('input', { bubbles: true }));
      }
      detailRef.current?.focus();
    } catch (error) {
      if (onError) onError(error);
      else void alert(text.loadFailed);
    } finally {
      setSearching(false);
    }
  };

  return (
    <div className={cx('atelier-address-finder', className)}>
      <div className="atelier-address-finder__row">
        <div className="atelier-address-finder__field atelier-address-finder__field--zonecode">
          <label htmlFor={fieldNames.zonecode} className="atelier-field-label">
            {text.zonecode}
          </label>
          <input
            ref={zonecodeRef}
            id={fieldNames.zonecode}
            name={fieldNames.zonecode}
            value={value.zonecode}
            readOnly
            aria-required={required || undefined}
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
          disabled={disabled}
          onClick={() => void find()}
        >
          {text.find}
        </button>
      </div>
      <div className="atelier-address-finder__field">
        <label htmlFor={fieldNames.address} className="atelier-field-label">
          {text.address}
        </label>
        <input
          ref={addressRef}
          id={fieldNames.address}
          name={fieldNames.address}
          value={value.address}
          readOnly
          aria-required={required || undefined}
          className="atelier-address-finder__input"
        />
      </div>
      <div className="atelier-address-finder__field">
        <label htmlFor={fieldNames.detail} className="atelier-field-label">
          {text.detail}
        </label>
        <input
          ref={detailRef}
          id={fieldNames.detail}
          name={fieldNames.detail}
          value={value.detail}
          placeholder={text.detailPlaceholder}
          autoComplete="address-line2"
          disabled={disabled}
          className="atelier-address-finder__input"
          onChange={(event) => update({ ...value, detail: event.currentTarget.value })}
        />
      </div>
    </div>
  );
}
