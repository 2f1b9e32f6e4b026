import type { AdminProductDetail, AdminProductInput, CmsNode } from '@atelier/contracts';

/** A variant row of the form; numbers as typed. */
export interface VariantRow {
  option_values: string[];
  sku: string;
  stock: string;
  /** The stock the product had when the form loaded it (none on a new row). */
  stock_seen?: number;
  delta_krw: string;
  delta_usd: string;
  sold_out: boolean;
}

/** An option group of the form: its values one a line, `한국어 | English`. */
export interface GroupRow {
  id?: number;
  name: string;
  name_en: string;
  values: string;
}

/** The product form's state: the wire input with numbers as typed and texts as edited. */
export interface ProductFormState {
  it_id: string;
  name: string;
  name_en: string;
  summary: string;
  summary_en: string;
  description: CmsNode[];
  description_en: CmsNode[];
  tags: string;
  category_ids: string[];
  is_visible: boolean;
  is_best: boolean;
  is_new: boolean;
  is_recommended: boolean;
  sort_weight: string;
  price_krw: string;
  price_usd: string;
  list_price: boolean;
  list_krw: string;
  list_usd: string;
  sale: boolean;
  sale_krw: string;
  sale_usd: string;
  sale_starts_at: string;
  sale_ends_at: string;
  info_notice: Array<{ label: string; value: string }>;
  info_notice_en: Array<{ label: string; value: string }>;
  safety_report_no: string;
  seo_title: string;
  seo_title_en: string;
  seo_description: string;
  seo_description_en: string;
  shipping_mode: 'default' | 'free' | 'fixed';
  ship_krw: string;
  ship_usd: string;
  groups: GroupRow[];
  /** Option value ids by group id and Korean name (values kept by an edit keep their id). */
  valueIds: Record<string, number>;
  variants: VariantRow[];
  addons: Array<{
    id?: number;
    name: string;
    name_en: string;
    krw: string;
    usd: string;
    stock: string;
    stock_seen?: number;
    sold_out: boolean;
  }>;
  images: Array<{ id: number; alt: string; alt_en: string; url: string }>;
}

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

// A datetime-local value (Korea time) and back.
const KST = 9 * 60 * 60_000;
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  return new Date(new Date(iso).getTime() + KST).toISOString().slice(0, 16);
}
function fromLocalInput(value: string): string | null {
  return value ? `${value}:00+09:00` : null;
}

/** A whole number as typed, or NaN (the schema then names the field). */
function whole(value: string): number {
  return /^-?\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
}

/** An empty form for a new product. */
export function blankForm(): ProductFormState {
  return {
    it_id: '',
    name: '',
    name_en: '',
    summary: '',
    summary_en: '',
    description: [],
    description_en: [],
    tags: '',
    category_ids: [''],
    is_visible: false,
    is_best: false,
    is_new: true,
    is_recommended: false,
    sort_weight: '0',
    price_krw: '',
    price_usd: '',
    list_price: false,
    list_krw: '',
    list_usd: '',
    sale: false,
    sale_krw: '',
    sale_usd: '',
    sale_starts_at: '',
    sale_ends_at: '',
    info_notice: [],
    info_notice_en: [],
    safety_report_no: '',
    seo_title: '',
    seo_title_en: '',
    seo_description: '',
    seo_description_en: '',
    shipping_mode: 'default',
    ship_krw: '',
    ship_usd: '',
    groups: [],
    valueIds: {},
    variants: [
      { option_values: [], sku: '', stock: '0', delta_krw: '0', delta_usd: '0', sold_out: false },
    ],
    addons: [],
    images: [],
  };
}

/** The form of a saved product. */
export function formOf(p: AdminProductDetail): ProductFormState {
  const valueIds: Record<string, number> = {};
  for (const g of p.options) for (const v of g.values) valueIds[`${g.id}:${v.name}`] = v.id;
  return {
    it_id: p.it_id,
    name: p.name,
    name_en: p.name_en,
    summary: p.summary,
    summary_en: p.summary_en,
    description: p.description,
    description_en: p.description_en,
    tags: p.tags.join(', '),
    category_ids: p.category_ids.map(String),
    is_visible: p.is_visible,
    is_best: p.is_best,
    is_new: p.is_new,
    is_recommended: p.is_recommended,
    sort_weight: String(p.sort_weight),
    price_krw: String(p.price.krw),
    price_usd: String(p.price.usd),
    list_price: p.list_price !== null,
    list_krw: text(p.list_price?.krw),
    list_usd: text(p.list_price?.usd),
    sale: p.sale_price !== null,
    sale_krw: text(p.sale_price?.krw),
    sale_usd: text(p.sale_price?.usd),
    sale_starts_at: toLocalInput(p.sale_starts_at),
    sale_ends_at: toLocalInput(p.sale_ends_at),
    info_notice: p.info_notice,
    info_notice_en: p.info_notice_en,
    safety_report_no: p.safety_report_no ?? '',
    seo_title: p.seo_title,
    seo_title_en: p.seo_title_en,
    seo_description: p.seo_description,
    seo_description_en: p.seo_description_en,
    shipping_mode: p.shipping.mode,
    ship_krw: text(p.shipping.fee?.krw),
    ship_usd: text(p.shipping.fee?.usd),
    groups: p.options.map((g) => ({
      id: g.id,
      name: g.name,
      name_en: g.name_en,
      values: g.values.map((v) => `${v.name} | ${v.name_en}`).join('\n'),
    })),
    valueIds,
    variants: p.variants.map((v) => ({
      option_values: v.option_values,
      sku: v.sku,
      stock: String(v.stock),
      stock_seen: v.stock,
      delta_krw: String(v.price_delta.krw),
      delta_usd: String(v.price_delta.usd),
      sold_out: v.sold_out,
    })),
    addons: p.addons.map((a) => ({
      id: a.id,
      name: a.name,
      name_en: a.name_en,
      krw: String(a.price.krw),
      usd: String(a.price.usd),
      stock: String(a.stock),
      stock_seen: a.stock,
      sold_out: a.sold_out,
    })),
    images: p.images.map((i) => ({ id: i.id, alt: i.alt, alt_en: i.alt_en, url: i.url })),
  };
}

/** A group's values from its lines (`한국어 | English`; the English defaults to the Korean). */
export function groupValues(group: GroupRow): Array<{ name: string; name_en: string }> {
  return group.values
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [name = '', en = ''] = line.split('|').map((part) => part.trim());
      return { name, name_en: en || name };
    });
}

/**
 * The variant matrix of the groups' values: every combination, in group order; a combination
 * the form already had keeps its row (SKU, stock, price difference).
 */
export function generateVariants(form: ProductFormState): VariantRow[] {
  const lists = form.groups.map((g) => groupValues(g).map((v) => v.name));
  const combos = lists.reduce<string[][]>(
    (acc, list) => acc.flatMap((prefix) => list.map((v) => [...prefix, v])),
    [[]],
  );
  const existing = new Map(form.variants.map((v) => [JSON.stringify(v.option_values), v]));
  const base = form.it_id.trim() || 'SKU';
  return combos.map(
    (values, i) =>
      existing.get(JSON.stringify(values)) ?? {
        option_values: values,
        sku: values.length === 0 ? base : `${base}-${i + 1}`,
        stock: '0',
        delta_krw: '0',
        delta_usd: '0',
        sold_out: false,
      },
  );
}

/**
 * The form after the product was reloaded under it (an image uploaded, a stock adjusted on
 * this page): the images as they are now, with the alt texts typed here, and the stock of
 * every variant or add-on whose stock field was left as loaded; everything else as typed.
 */
export function withServerChanges(
  form: ProductFormState,
  server: ProductFormState,
): ProductFormState {
  const untouched = (row: { stock: string; stock_seen?: number }) =>
    row.stock_seen !== undefined && row.stock === String(row.stock_seen);
  const alts = new Map(form.images.map((image) => [image.id, image]));
  const serverVariants = new Map(server.variants.map((v) => [JSON.stringify(v.option_values), v]));
  const serverAddons = new Map(server.addons.map((a) => [a.id, a]));
  return {
    ...form,
    images: server.images.map((image) => {
      const typed = alts.get(image.id);
      return typed ? { ...image, alt: typed.alt, alt_en: typed.alt_en } : image;
    }),
    variants: form.variants.map((row) => {
      const now = serverVariants.get(JSON.stringify(row.option_values));
      return now && untouched(row) ? { ...row, stock: now.stock, stock_seen: now.stock_seen } : row;
    }),
    addons: form.addons.map((row) => {
      const now = row.id === undefined ? undefined : serverAddons.get(row.id);
      return now && untouched(row) ? { ...row, stock: now.stock, stock_seen: now.stock_seen } : row;
    }),
  };
}

/** The request body of the form. */
export function inputOf(form: ProductFormState): AdminProductInput {
  const money = (krw: string, usd: string) => ({ krw: whole(krw), usd: whole(usd) });
  return {
    it_id: form.it_id.trim(),
    name: form.name,
    name_en: form.name_en,
    summary: form.summary,
    summary_en: form.summary_en,
    description: form.description,
    description_en: form.description_en,
    tags: form.tags
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
    category_ids: form.category_ids.filter(Boolean).map(Number),
    is_visible: form.is_visible,
    is_best: form.is_best,
    is_new: form.is_new,
    is_recommended: form.is_recommended,
    sort_weight: whole(form.sort_weight),
    price: money(form.price_krw, form.price_usd),
    list_price: form.list_price ? money(form.list_krw, form.list_usd) : null,
    sale_price: form.sale ? money(form.sale_krw, form.sale_usd) : null,
    sale_starts_at: form.sale ? fromLocalInput(form.sale_starts_at) : null,
    sale_ends_at: form.sale ? fromLocalInput(form.sale_ends_at) : null,
    info_notice: form.info_notice,
    info_notice_en: form.info_notice_en,
    safety_report_no: form.safety_report_no.trim() || null,
    seo_title: form.seo_title,
    seo_title_en: form.seo_title_en,
    seo_description: form.seo_description,
    seo_description_en: form.seo_description_en,
    shipping:
      form.shipping_mode === 'fixed'
        ? { mode: 'fixed', fee: money(form.ship_krw, form.ship_usd) }
        : { mode: form.shipping_mode },
    options: form.groups.map((g) => ({
      ...(g.id ? { id: g.id } : {}),
      name: g.name,
      name_en: g.name_en,
      values: groupValues(g).map((v) => {
        const id = g.id ? form.valueIds[`${g.id}:${v.name}`] : undefined;
        return id ? { id, ...v } : v;
      }),
    })),
    variants: form.variants.map((v) => ({
      option_values: v.option_values,
      sku: v.sku.trim(),
      stock: whole(v.stock),
      ...(v.stock_seen === undefined ? {} : { stock_seen: v.stock_seen }),
      price_delta: { krw: whole(v.delta_krw), usd: whole(v.delta_usd) },
      sold_out: v.sold_out,
    })),
    addons: form.addons.map((a) => ({
      ...(a.id ? { id: a.id } : {}),
      name: a.name,
      name_en: a.name_en,
      price: money(a.krw, a.usd),
      stock: whole(a.stock),
      ...(a.stock_seen === undefined ? {} : { stock_seen: a.stock_seen }),
      sold_out: a.sold_out,
    })),
    images: form.images.map(({ id, alt, alt_en }) => ({ id, alt, alt_en })),
  };
}
