import { useId, useMemo, useRef, useState } from 'react';
import { useFocusTrap } from '../dialogs/use-focus-trap.js';
import { cx } from '../internal/cx.js';
import { fillTemplate } from '../internal/fill-template.js';
import { inEnglish, type AddressResult } from './address-port.js';
import { searchPostcodes } from './offline-postcodes.js';

/**
 * Texts of the offline postcode dialog; `{count}` is the number of results.
 *
 * @example
 * const en: OfflinePostcodeLabels = { title: 'Find postcode', searchLabel: 'Search address',
 *   placeholder: 'Road, lot number, building or postcode', search: 'Search',
 *   hint: 'e.g. Sejong-daero 175, Bucheon Gilju-ro', empty: 'No results.',
 *   count: 'Results: {count}', road: 'Road', jibun: 'Lot', close: 'Close' };
 */
export interface OfflinePostcodeLabels {
  title: string;
  searchLabel: string;
  placeholder: string;
  search: string;
  hint: string;
  empty: string;
  count: string;
  road: string;
  jibun: string;
  close: string;
}

/**
 * Korean defaults of `OfflinePostcodeLabels`.
 *
 * @example
 * OFFLINE_POSTCODE_LABELS_KO.empty; // '검색 결과가 없습니다.'
 */
export const OFFLINE_POSTCODE_LABELS_KO: Readonly<OfflinePostcodeLabels> = Object.freeze({
  title: '우편번호 찾기',
  searchLabel: '주소 검색',
  placeholder: '도로명, 지번, 건물명 또는 우편번호',
  search: '검색',
  hint: '예: 세종대로 175, 부천 길주로, 제주 문연로',
  empty: '검색 결과가 없습니다.',
  count: '검색 결과 {count}건',
  road: '도로명',
  jibun: '지번',
  close: '닫기',
});

/**
 * The English of {@link OFFLINE_POSTCODE_LABELS_KO}, key by key: the English phrase package is seeded
 * from it, and an English page may pass it as `labels`.
 *
 * @example
 * OFFLINE_POSTCODE_LABELS_EN.empty; // 'No results.'
 */
export const OFFLINE_POSTCODE_LABELS_EN: Readonly<OfflinePostcodeLabels> = Object.freeze({
  title: 'Find postcode',
  searchLabel: 'Address search',
  placeholder: 'Road name, lot number, building or postcode',
  search: 'Search',
  hint: 'e.g. Sejong-daero 175, Bucheon Gilju-ro, Jeju Munyeon-ro',
  empty: 'No results.',
  count: 'Results: {count}',
  road: 'Road',
  jibun: 'Lot',
  close: 'Close',
});

/**
 * Props of {@link OfflinePostcodeDialog}.
 *
 * @example
 * const props: OfflinePostcodeDialogProps = { table: OFFLINE_POSTCODES, labels: OFFLINE_POSTCODE_LABELS_KO, onSelect, onCancel };
 */
export interface OfflinePostcodeDialogProps {
  table: readonly AddressResult[];
  labels: OfflinePostcodeLabels;
  initialQuery?: string;
  /** Shown inside a host element instead of over the page. */
  embedded?: boolean;
  /**
   * For an English page: each result shows its romanised address first (the Korean one
   * below), and a pick fills the romanised address in (`inEnglish`).
   */
  english?: boolean;
  onSelect: (result: AddressResult) => void;
  onCancel: () => void;
}

/**
 * The local postcode search used by `createOfflinePostcodePort()`, also for apps that render
 * it in their own tree (no second React root, no `react-dom/client` import).
 *
 * @example
 * {open && <OfflinePostcodeDialog table={OFFLINE_POSTCODES} labels={labels} onSelect={pick} onCancel={close} />}
 */
export function OfflinePostcodeDialog({
  table,
  labels,
  initialQuery = '',
  embedded = false,
  english = false,
  onSelect,
  onCancel,
}: OfflinePostcodeDialogProps) {
  const titleId = useId();
  const inputId = useId();
  const hintId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState(initialQuery);
  const results = useMemo(() => searchPostcodes(query, table), [query, table]);
  const searched = query.trim() !== '';
  // Embedded in the page, Tab must be free to leave it.
  useFocusTrap(panelRef, { active: !embedded, initialFocus: inputRef, onEscape: onCancel });

  const panel = (
    <div
      ref={panelRef}
      className={cx('atelier-postcode-dialog', embedded && 'atelier-postcode-dialog--embedded')}
      role="dialog"
      aria-modal={embedded ? undefined : true}
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className="atelier-postcode-dialog__title">
        {labels.title}
      </h2>
      <form
        role="search"
        aria-labelledby={titleId}
        className="atelier-postcode-dialog__form"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery(inputRef.current?.value ?? '');
        }}
      >
        <label htmlFor={inputId} className="atelier-field-label">
          {labels.searchLabel}
        </label>
        <div className="atelier-postcode-dialog__row">
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            value={query}
            placeholder={labels.placeholder}
            aria-describedby={hintId}
            autoComplete="off"
            className="atelier-postcode-dialog__input"
            onChange={(event) => setQuery(event.currentTarget.value)}
          />
          <button type="submit" className="atelier-button atelier-button--primary">
            {labels.search}
          </button>
        </div>
        <p id={hintId} className="atelier-postcode-dialog__hint">
          {labels.hint}
        </p>
      </form>
      <p role="status" className="atelier-postcode-dialog__status">
        {searched
          ? results.length
            ? fillTemplate(labels.count, { count: results.length })
            : labels.empty
          : ''}
      </p>
      {results.length > 0 && (
        <ul className="atelier-postcode-dialog__results">
          {results.map((result) => (
            <li key={`${result.zonecode}-${result.roadAddress}`}>
              <button
                type="button"
                className="atelier-postcode-dialog__result"
                onClick={() => onSelect(english ? inEnglish(result) : result)}
              >
                <strong className="atelier-postcode-dialog__zonecode">{result.zonecode}</strong>
                {english && result.addressEnglish && (
                  <span lang="en" className="atelier-postcode-dialog__english">
                    {result.addressEnglish}
                  </span>
                )}
                <span lang="ko">
                  {labels.road} {result.roadAddress}
                  {result.buildingName ? ` (${result.buildingName})` : ''}
                </span>
                <span lang="ko" className="atelier-postcode-dialog__jibun">
                  {labels.jibun} {result.jibunAddress}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="atelier-button atelier-button--secondary" onClick={onCancel}>
        {labels.close}
      </button>
    </div>
  );

  if (embedded) return panel;
  return <div className="atelier-postcode-layer">{panel}</div>;
}
