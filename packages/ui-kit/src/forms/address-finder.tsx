import { lazy, Suspense, useContext, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { AddressPort, AddressResult } from './address-port.js';
import { cx } from '../internal/cx.js';
import { AddressPortContext } from './address-port-slot.js';
import { FieldError } from './field-error.js';
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
  /** Shows each field's 422 messages under it (a `FieldError` per field name). */
  fieldErrors?: boolean;
  /**
   * The autofill section of the detail field (`shipping`, `billing`, `section-*`): its
   * `autocomplete` becomes `{section} address-line2`.
   */
  autoCompleteSection?: string;
  className?: string;
}

const EMPTY: AddressValue = { zonecode: '', address: '', detail: '' };

const OfflinePostcodeFallback = lazy(() => import('./offline-postcode-fallback.js'));

/**
 * Postcode address fields (design brief §6): a '우편번호 찾기' button that opens the address
 * port (Kakao or the offline finder), read-only postcode and address fields it fills, and a
 * 상세주소 input that gets focus after a pick. Each field's id is its name, so server
 * field errors land under it (shown there with `fieldErrors`). Works controlled (`value`) or
 * uncontrolled (`defaultValue`).
 *
 * @example
 * const [address, setAddress] = useState<AddressValue>({ zonecode: '', address: '', detail: '' });
 * <AddressFinder value={address} onChange={setAddress} required />
 *
 * @example
 * // An order form's delivery address, with the API's field names and their 422 messages.
 * <AddressFinder
 *   names={{ zonecode: 'zonecode', address: 'address1', detail: 'address2' }}
 *   value={address}
 *   onChange={setAddress}
 *   required
 *   fieldErrors
 *   autoCompleteSection="shipping"
 * />
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
  fieldErrors = false,
  autoCompleteSection,
  className,
}: AddressFinderProps) {
  const text = { ...ADDRESS_FINDER_LABELS_KO, ...labels };
  const contextPort = useContext(AddressPortContext);
  // Without port or provider: the offline search, in this tree (not `useAddressPort`'s port,
  // whose own React root would bring `react-dom/client` into the first load of every page).
  const [offline, setOffline] = useState<((result: AddressResult | null) => void) | null>(null);
  const offlinePort = useMemo<AddressPort>(
    () => ({ open: () => new Promise((resolve) => setOffline(() => resolve)) }),
    [],
  );
  const port = portProp ?? contextPort ?? offlinePort;
  const alert = useAlert();
  const [own, setOwn] = useState<AddressValue>(defaultValue ?? EMPTY);
  const value = valueProp ?? own;
  const [searching, setSearching] = useState(false);
  const [picks, setPicks] = useState(0);
  const zonecodeRef = useRef<HTMLInputElement>(null);
  const addressRef = useRef<HTMLInputElement>(null);
  const detailRef = useRef<HTMLInputElement>(null);
  const fieldNames = {
    zonecode: names?.zonecode ?? 'zonecode',
    address: names?.address ?? 'address',
    detail: names?.detail ?? 'address_detail',
  };
  const findId = useId();
  const findRef = useRef<HTMLButtonElement>(null);

  // Once a pick has rendered (an effect rather than `flushSync`, whose `react-dom` import made
  // a chunk of its own in every page of an app): it is an edit of those fields, so input
  // listeners (field errors) learn of it, and the details are next.
  useEffect(() => {
    if (picks === 0) return;
    for (const input of [zonecodeRef.current, addressRef.current]) {
      input?.dispatchEvent(new Event('input', { bubbles: true }));
    }
    detailRef.current?.focus();
  }, [picks]);

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
      update({ zonecode: picked.zonecode, address: picked.address, detail: '' }, picked);
      setPicks((n) => n + 1);
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
          ref={findRef}
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
      {fieldErrors && <FieldError name={fieldNames.zonecode} value={value.zonecode} />}
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
      {fieldErrors && <FieldError name={fieldNames.address} value={value.address} />}
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
          autoComplete={
            autoCompleteSection ? `${autoCompleteSection} address-line2` : 'address-line2'
          }
          disabled={disabled}
          className="atelier-address-finder__input"
          onChange={(event) => update({ ...value, detail: event.currentTarget.value })}
        />
      </div>
      {fieldErrors && <FieldError name={fieldNames.detail} value={value.detail} />}
      {offline && (
        <Suspense fallback={null}>
          <OfflinePostcodeFallback
            onSelect={(result) => {
              setOffline(null);
              offline(result);
            }}
            onCancel={() => {
              setOffline(null);
              offline(null);
              findRef.current?.focus();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
