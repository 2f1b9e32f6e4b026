import type { ProductVariant } from '@atelier/contracts';

/**
 * The chosen value id per option group, in the groups' order; `null` where nothing is chosen.
 *
 * @example
 * const selection: OptionSelection = [3, null]; // 향 라벤더, 용량 not chosen yet
 */
export type OptionSelection = ReadonlyArray<number | null>;

/**
 * Whether a variant can be bought: not marked sold out and with stock left.
 *
 * @example
 * isSellable({ ...variant, stock: 0 }); // false
 */
export function isSellable(variant: ProductVariant): boolean {
  return !variant.sold_out && variant.stock > 0;
}

const matches = (variant: ProductVariant, selection: OptionSelection, upTo: number): boolean => {
  for (let i = 0; i < upTo; i += 1) {
    const chosen = selection[i];
    if (chosen !== null && chosen !== undefined && variant.option_value_ids[i] !== chosen) {
      return false;
    }
  }
  return true;
};

/**
 * The variant of a complete selection (every group chosen), sold out or not; `null` while a
 * group is unchosen or when no variant has that combination.
 *
 * @example
 * findVariant(variants, [3, 7]); // { id: 9, option_value_ids: [3, 7], … }
 * findVariant(variants, [3, null]); // null
 */
export function findVariant(
  variants: readonly ProductVariant[],
  selection: OptionSelection,
): ProductVariant | null {
  if (selection.some((id) => id === null)) return null;
  return (
    variants.find(
      (v) =>
        v.option_value_ids.length === selection.length &&
        v.option_value_ids.every((id, i) => id === selection[i]),
    ) ?? null
  );
}

/**
 * Whether choosing `valueId` in group `group` can still lead to a sellable variant, given the
 * choices of the groups before it (the groups after it are chosen next, so they do not count).
 * A value for which this is false leads only to sold-out (or missing) combinations.
 *
 * @example
 * isValueAvailable(variants, [4, null], 1, 8); // false when 블랙체리 400g is sold out
 */
export function isValueAvailable(
  variants: readonly ProductVariant[],
  selection: OptionSelection,
  group: number,
  valueId: number,
): boolean {
  return variants.some(
    (v) => isSellable(v) && v.option_value_ids[group] === valueId && matches(v, selection, group),
  );
}

/**
 * The price delta choosing `valueId` adds, when it is the same for every sellable variant it
 * can lead to given the earlier groups' choices; `null` when it still depends on a later group
 * (so a scent never shows the surcharge of a size chosen after it).
 *
 * @example
 * valueDelta(variants, [null, null], 1, 8); // 12000: 400g costs 12,000원 more with any scent
 * valueDelta(variants, [null, 8], 0, 3); // null: the scent's delta depends on the size
 */
export function valueDelta(
  variants: readonly ProductVariant[],
  selection: OptionSelection,
  group: number,
  valueId: number,
): number | null {
  const deltas = new Set(
    variants
      .filter(
        (v) =>
          isSellable(v) && v.option_value_ids[group] === valueId && matches(v, selection, group),
      )
      .map((v) => v.price_delta),
  );
  return deltas.size === 1 ? [...deltas][0]! : null;
}

/**
 * The selection after choosing `valueId` in group `group`, or `null` (refused) when that value
 * leads only to sold-out combinations. Later groups' choices that no longer lead to a sellable
 * variant are cleared, so the shopper is never stuck on a sold-out combination.
 *
 * @example
 * selectValue(variants, [null, null], 0, 3); // [3, null]
 * selectValue(variants, [4, null], 1, 8); // null: 블랙체리 400g is sold out
 */
export function selectValue(
  variants: readonly ProductVariant[],
  selection: OptionSelection,
  group: number,
  valueId: number,
): OptionSelection | null {
  if (!isValueAvailable(variants, selection, group, valueId)) return null;
  const next = selection.map((id, i) => (i === group ? valueId : id));
  for (let i = group + 1; i < next.length; i += 1) {
    const chosen = next[i];
    if (chosen !== null && chosen !== undefined && !isValueAvailable(variants, next, i, chosen)) {
      next[i] = null;
    }
  }
  return next;
}

/**
 * The selection of a variant (e.g. a default chosen by the page), or all `null` when it is
 * missing, has a different number of groups, or is sold out.
 *
 * @example
 * selectionOf(variants, 2, 9); // [3, 7]
 */
export function selectionOf(
  variants: readonly ProductVariant[],
  groupCount: number,
  variantId: number | null | undefined,
): OptionSelection {
  const variant = variants.find((v) => v.id === variantId);
  return variant && isSellable(variant) && variant.option_value_ids.length === groupCount
    ? [...variant.option_value_ids]
    : Array.from({ length: groupCount }, () => null);
}
