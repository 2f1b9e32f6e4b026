import type { Currency, Lang, ProductOptionGroup, ProductVariant } from '@atelier/contracts';
import { fillPlaceholders } from '@atelier/translation-ai';
import { Select } from '@atelier/ui-kit';
import { useId, useState } from 'react';

import { cx } from '../internal/cx.js';
import { formatMoney } from '../money/format-money.js';
import {
  findVariant,
  isSellable,
  isValueAvailable,
  selectionOf,
  selectValue,
  valueDelta,
  type OptionSelection,
} from './option-matrix.js';

/**
 * Texts of {@link OptionPicker}.
 *
 * @example
 * const en: OptionPickerLabels = { soldOut: 'Sold out', placeholder: 'Choose {name}' };
 */
export interface OptionPickerLabels {
  /** After a value that leads only to sold-out combinations. */
  soldOut: string;
  /** A select's text while nothing is chosen; `{name}` is the group's name. */
  placeholder: string;
}

/**
 * The Korean default {@link OptionPicker} texts.
 *
 * @example
 * OPTION_PICKER_LABELS_KO.soldOut; // '품절'
 */
export const OPTION_PICKER_LABELS_KO: Readonly<OptionPickerLabels> = Object.freeze({
  soldOut: '품절',
  placeholder: '{name} 선택',
});

/**
 * The English of {@link OPTION_PICKER_LABELS_KO}, key by key (seeds the English phrase package).
 *
 * @example
 * OPTION_PICKER_LABELS_EN.placeholder; // 'Choose {name}'
 */
export const OPTION_PICKER_LABELS_EN: Readonly<OptionPickerLabels> = Object.freeze({
  soldOut: 'Sold out',
  placeholder: 'Choose {name}',
});

/**
 * Props of {@link OptionPicker}.
 *
 * @example
 * const props: OptionPickerProps = { groups: detail.option_groups, variants: detail.variants, currency: 'krw', onChange: setVariant };
 */
export interface OptionPickerProps {
  groups: readonly ProductOptionGroup[];
  variants: readonly ProductVariant[];
  currency: Currency;
  /** Called after every choice with the chosen sellable variant, or `null` while incomplete. */
  onChange: (variant: ProductVariant | null) => void;
  /** `chips` (default): a row of buttons per group; `select`: a dropdown per group. */
  display?: 'chips' | 'select';
  /** A sellable variant to start from (ignored when sold out). */
  defaultVariantId?: number | null;
  /** The visitor's language, for the deltas; default the currency's own. */
  lang?: Lang;
  /** Translated texts; Korean for anything left out. */
  labels?: Partial<OptionPickerLabels>;
  className?: string;
}

interface ValueView {
  id: number;
  name: string;
  available: boolean;
  delta: string | null;
}

/**
 * The option groups of a product page. Each value shows its price delta ('+3,000원') when the
 * choices so far fix it, and values that lead only to sold-out combinations are disabled and
 * marked '품절'. Groups are chosen in order: a value is judged against the groups before it,
 * and changing a group clears later choices that became sold out. A complete choice resolves
 * to the variant whose `option_value_ids` match; a sold-out combination is refused.
 * A product without option groups renders nothing: its one variant is the product.
 * The choice lives inside: give the picker `key={product.it_id}` so another product starts
 * afresh, and note `onChange` is not called for `defaultVariantId` (the page already has it).
 *
 * @example
 * <OptionPicker groups={detail.option_groups} variants={detail.variants} currency={detail.currency} onChange={setVariant} />
 * <OptionPicker display="select" labels={OPTION_PICKER_LABELS_EN} … />
 */
export function OptionPicker({
  groups,
  variants,
  currency,
  onChange,
  display = 'chips',
  defaultVariantId,
  lang,
  labels,
  className,
}: OptionPickerProps) {
  const text = { ...OPTION_PICKER_LABELS_KO, ...labels };
  const id = useId();
  const [selection, setSelection] = useState<OptionSelection>(() =>
    selectionOf(variants, groups.length, defaultVariantId),
  );
  if (groups.length === 0) return null;

  const choose = (group: number, valueId: number): void => {
    if (selection[group] === valueId) return;
    const next = selectValue(variants, selection, group, valueId);
    if (!next) return;
    setSelection(next);
    const variant = findVariant(variants, next);
    onChange(variant && isSellable(variant) ? variant : null);
  };

  const valuesOf = (group: ProductOptionGroup, index: number): ValueView[] =>
    group.values.map((value) => {
      const delta = valueDelta(variants, selection, index, value.id);
      return {
        id: value.id,
        name: value.name,
        available: isValueAvailable(variants, selection, index, value.id),
        delta: delta ? formatMoney(delta, currency, { lang, sign: 'always' }) : null,
      };
    });

  return (
    <div className={cx('atelier-option-picker', `atelier-option-picker--${display}`, className)}>
      {groups.map((group, index) =>
        display === 'select' ? (
          <Select<number>
            key={group.id}
            className="atelier-option-picker__select"
            label={group.name}
            placeholder={fillPlaceholders(text.placeholder, { name: group.name })}
            value={selection[index] ?? null}
            onChange={(valueId) => choose(index, valueId)}
            options={valuesOf(group, index).map((value) => ({
              value: value.id,
              disabled: !value.available,
              label: [
                value.name,
                !value.available ? `(${text.soldOut})` : value.delta ? `(${value.delta})` : '',
              ]
                .filter(Boolean)
                .join(' '),
            }))}
          />
        ) : (
          <fieldset key={group.id} className="atelier-option-picker__group">
            <legend className="atelier-field-label">{group.name}</legend>
            <div className="atelier-option-picker__chips">
              {valuesOf(group, index).map((value) => (
                <label
                  key={value.id}
                  className={cx(
                    'atelier-option-chip',
                    selection[index] === value.id && 'atelier-option-chip--selected',
                    !value.available && 'atelier-option-chip--sold-out',
                  )}
                >
                  <input
                    type="radio"
                    className="atelier-option-chip__input"
                    name={`${id}-${group.id}`}
                    value={value.id}
                    checked={selection[index] === value.id}
                    disabled={!value.available}
                    onChange={() => choose(index, value.id)}
                  />
                  <span className="atelier-option-chip__name">{value.name}</span>
                  {!value.available ? (
                    <span className="atelier-option-chip__note">{text.soldOut}</span>
                  ) : value.delta ? (
                    <span className="atelier-option-chip__note">{value.delta}</span>
                  ) : null}
                </label>
              ))}
            </div>
          </fieldset>
        ),
      )}
    </div>
  );
}
