import type { ProductAddon, ProductDetail, ProductVariant } from '@atelier/contracts';

/**
 * One line of the selected-lines box: a variant (an option combination, or the product
 * itself when it has no options) or an add-on, with its unit price in the session currency
 * (minor units) and the quantity chosen (1 to `stock`).
 */
export interface SelectedLine {
  /** `v{variantId}` or `a{addonId}`: one line per variant or add-on. */
  readonly key: string;
  readonly kind: 'variant' | 'addon';
  readonly id: number;
  readonly label: string;
  readonly unitPrice: number;
  readonly quantity: number;
  readonly stock: number;
}

/**
 * Why a line was not added: the variant or add-on is sold out.
 */
export type RefusedReason = 'sold_out';

/**
 * Answer of {@link addVariantLine} and {@link addAddonLine}: the new lines, or the reason the
 * choice was refused (the lines stay as they were).
 */
export type AddLineResult =
  | { readonly ok: true; readonly lines: SelectedLine[]; readonly line: SelectedLine }
  | { readonly ok: false; readonly reason: RefusedReason };

/**
 * The label of a variant: its option value names joined with ' / ' (the product name when
 * it has no options).
 */
export function variantLabel(
  product: Pick<ProductDetail, 'name' | 'option_groups'>,
  variant: Pick<ProductVariant, 'option_value_ids'>,
): string {
  if (variant.option_value_ids.length === 0) return product.name;
  return variant.option_value_ids
    .map((id, index) => product.option_groups[index]?.values.find((value) => value.id === id)?.name)
    .filter((name): name is string => Boolean(name))
    .join(' / ');
}

function addLine(lines: readonly SelectedLine[], line: SelectedLine): AddLineResult {
  const existing = lines.find((l) => l.key === line.key);
  if (existing) {
    const bumped = { ...existing, quantity: Math.min(existing.stock, existing.quantity + 1) };
    return { ok: true, line: bumped, lines: lines.map((l) => (l.key === line.key ? bumped : l)) };
  }
  return { ok: true, line, lines: [...lines, line] };
}

/**
 * Adds a variant (the one the option picker resolved) as a line, one more of it when already
 * there, refusing a sold-out one.
 */
export function addVariantLine(
  lines: readonly SelectedLine[],
  product: Pick<ProductDetail, 'name' | 'option_groups'>,
  variant: ProductVariant,
): AddLineResult {
  if (variant.sold_out || variant.stock <= 0) return { ok: false, reason: 'sold_out' };
  return addLine(lines, {
    key: `v${variant.id}`,
    kind: 'variant',
    id: variant.id,
    label: variantLabel(product, variant),
    unitPrice: variant.price,
    quantity: 1,
    stock: variant.stock,
  });
}

/**
 * Adds an add-on as a line (one more when already there), refusing a sold-out one.
 */
export function addAddonLine(lines: readonly SelectedLine[], addon: ProductAddon): AddLineResult {
  if (addon.sold_out || addon.stock <= 0) return { ok: false, reason: 'sold_out' };
  return addLine(lines, {
    key: `a${addon.id}`,
    kind: 'addon',
    id: addon.id,
    label: addon.name,
    unitPrice: addon.price,
    quantity: 1,
    stock: addon.stock,
  });
}

/**
 * The lines a product starts with: its one variant when it has no options and is in stock,
 * else none (the visitor chooses).
 */
export function initialLines(
  product: Pick<ProductDetail, 'name' | 'variants' | 'option_groups'>,
): SelectedLine[] {
  const only = product.variants[0];
  if (product.option_groups.length > 0 || !only) return [];
  const result = addVariantLine([], product, only);
  return result.ok ? result.lines : [];
}

/**
 * The lines with `key`'s quantity set, kept within 1 and its stock.
 */
export function setLineQuantity(
  lines: readonly SelectedLine[],
  key: string,
  quantity: number,
): SelectedLine[] {
  return lines.map((line) =>
    line.key === key
      ? { ...line, quantity: Math.max(1, Math.min(line.stock, Math.floor(quantity) || 1)) }
      : line,
  );
}

/**
 * The lines without `key`.
 */
export function removeLine(lines: readonly SelectedLine[], key: string): SelectedLine[] {
  return lines.filter((line) => line.key !== key);
}

/**
 * The total of the lines: unit price × quantity, summed (minor units).
 */
export function linesTotal(lines: ReadonlyArray<Pick<SelectedLine, 'unitPrice' | 'quantity'>>) {
  return lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
}
