import { PRODUCT_FLAGS, type Currency, type ProductFlag } from '@atelier/contracts';
import { useT } from '@atelier/translation-ai';
import { RadioGroup } from '@atelier/ui-kit';
import { useId, useState, type FormEvent } from 'react';

import { CATALOG_LABELS } from './catalog-labels.js';
import type { ListingFilters } from './listing-query.js';

const FLAG_LABELS: Readonly<Record<ProductFlag, string>> = {
  best: CATALOG_LABELS.flagBest,
  new: CATALOG_LABELS.flagNew,
  recommended: CATALOG_LABELS.flagRecommended,
  sale: CATALOG_LABELS.flagSale,
};

/**
 * Props of {@link ListingFiltersForm}.
 */
export interface ListingFiltersFormProps {
  /** The filters in the URL (the form starts from them). */
  filters: ListingFilters;
  currency: Currency;
  /** Fields kept on submit without script (the search keyword). */
  keep?: Readonly<Record<string, string>>;
  onApply: (filters: ListingFilters) => void;
  onReset: () => void;
}

const number = (text: string): number | undefined => {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
};

/**
 * The listing filters (price range in the session's currency, sold-out products hidden,
 * one product type), applied together with 적용; 초기화 clears them. A GET form, so it
 * also works before the app has loaded. On phones the panel opens from the 필터 button; on
 * desktop it is always shown.
 */
export function ListingFiltersForm({
  filters,
  currency,
  keep = {},
  onApply,
  onReset,
}: ListingFiltersFormProps) {
  const { t } = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [min, setMin] = useState(filters.minPrice?.toString() ?? '');
  const [max, setMax] = useState(filters.maxPrice?.toString() ?? '');
  const [inStock, setInStock] = useState(filters.inStock === true);
  const [flag, setFlag] = useState<ProductFlag | ''>(filters.flag ?? '');
  const panelId = `${id}-panel`;
  const unitId = `${id}-unit`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    let minPrice = number(min);
    let maxPrice = number(max);
    if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
      [minPrice, maxPrice] = [maxPrice, minPrice];
    }
    onApply({
      sort: filters.sort,
      minPrice,
      maxPrice,
      inStock: inStock || undefined,
      flag: flag || undefined,
    });
  };

  return (
    <div className="atelier-listing-filters">
      <button
        type="button"
        className="atelier-listing-filters__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {t(CATALOG_LABELS.filters)}
      </button>
      <form
        id={panelId}
        className="atelier-listing-filters__panel"
        method="get"
        hidden={!open}
        aria-label={t(CATALOG_LABELS.filters)}
        onSubmit={submit}
      >
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {filters.sort ? <input type="hidden" name="sort" value={filters.sort} /> : null}
        <fieldset className="atelier-listing-filters__price">
          <legend>{t(CATALOG_LABELS.priceRange)}</legend>
          <span id={unitId} className="atelier-visually-hidden">
            {t(CATALOG_LABELS.priceUnit, { currency: currency.toUpperCase() })}
          </span>
          <label className="atelier-listing-filters__amount">
            <span className="atelier-visually-hidden">{t(CATALOG_LABELS.minPrice)}</span>
            <input
              type="number"
              name="min_price"
              inputMode="decimal"
              min={0}
              step="any"
              placeholder={t(CATALOG_LABELS.minPrice)}
              aria-describedby={unitId}
              value={min}
              onChange={(event) => setMin(event.target.value)}
            />
          </label>
          <span aria-hidden="true">–</span>
          <label className="atelier-listing-filters__amount">
            <span className="atelier-visually-hidden">{t(CATALOG_LABELS.maxPrice)}</span>
            <input
              type="number"
              name="max_price"
              inputMode="decimal"
              min={0}
              step="any"
              placeholder={t(CATALOG_LABELS.maxPrice)}
              aria-describedby={unitId}
              value={max}
              onChange={(event) => setMax(event.target.value)}
            />
          </label>
          <span className="atelier-listing-filters__currency" aria-hidden="true">
            {currency.toUpperCase()}
          </span>
        </fieldset>
        <label className="atelier-listing-filters__check">
          <input
            type="checkbox"
            name="in_stock"
            value="1"
            checked={inStock}
            onChange={(event) => setInStock(event.target.checked)}
          />
          {t(CATALOG_LABELS.inStock)}
        </label>
        <RadioGroup<ProductFlag | ''>
          className="atelier-listing-filters__flags"
          label={t(CATALOG_LABELS.flag)}
          name="flag"
          value={flag}
          onChange={setFlag}
          options={[
            { value: '', label: t(CATALOG_LABELS.flagAll) },
            ...PRODUCT_FLAGS.map((value) => ({ value, label: t(FLAG_LABELS[value]) })),
          ]}
        />
        <div className="atelier-listing-filters__actions">
          <button type="submit" className="atelier-button atelier-button--primary">
            {t(CATALOG_LABELS.apply)}
          </button>
          <button type="button" className="atelier-button" onClick={onReset}>
            {t(CATALOG_LABELS.reset)}
          </button>
        </div>
      </form>
    </div>
  );
}
