import type { CmsNode, InfoNoticeRow } from '@atelier/contracts';
import { and, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';

import type { Transaction } from '../../db/database.js';
import {
  categories,
  productAddons,
  productCategories,
  productImages,
  productOptionGroups,
  productOptionValues,
  products,
  productShipping,
  productVariants,
} from '../../db/schema/index.js';
import { fieldError, InsufficientStockError, ValidationError } from '../../http/errors.js';
import { indexProductSearch } from './product-search.js';
import { adjustAddonStock, adjustStock } from './stock.js';

/** An amount per currency, in minor units (won; US cents). */
export interface Money {
  krw: number;
  usd: number;
}

/**
 * Categories whose products need a 안전확인 신고번호 (KC safety confirmation under the
 * 생활화학제품 및 살생물제의 안전관리에 관한 법률): finished candles and finished diffusers,
 * with everything under them. Supplies (wax, wicks, bases) are not 안전확인대상 as sold.
 */
export const SAFETY_REPORT_CATEGORY_ROOTS: readonly number[] = [101, 201];

/**
 * A whole product as the seed, tests and (later) the operator console write it.
 */
export interface ProductDraft {
  itId: string;
  /** The primary category first, then extra ones. */
  categoryIds: [number, ...number[]];
  name: string;
  nameEn: string;
  summary?: string;
  summaryEn?: string;
  description?: CmsNode[];
  descriptionEn?: CmsNode[];
  tags?: string[];
  flags?: { best?: boolean; new?: boolean; recommended?: boolean };
  visible?: boolean;
  sortWeight?: number;
  price: Money;
  listPrice?: Money;
  sale?: Money & { startsAt?: Date; endsAt?: Date };
  infoNotice?: InfoNoticeRow[];
  infoNoticeEn?: InfoNoticeRow[];
  safetyReportNo?: string;
  seo?: { title: string; titleEn: string; description: string; descriptionEn: string };
  /** Shipped on its own terms (product_shipping); the shop's policy when absent. */
  shipping?: { mode: 'free' | 'fixed'; fee: Money };
  sales30d?: number;
  /** Option groups with their values, in display order. */
  options?: Array<{
    name: string;
    nameEn: string;
    values: Array<{ name: string; nameEn: string }>;
  }>;
  /**
   * Variants by their Korean value names in group order. Left out: every combination, each
   * with `stock`. A product without options has one variant (`sku`, `stock`).
   */
  variants?: Array<{
    values: string[];
    sku?: string;
    stock: number;
    priceDelta?: Money;
    soldOut?: boolean;
  }>;
  /** SKU of the single variant (or the prefix of generated ones); default `it_id`. */
  sku?: string;
  stock?: number;
  addons?: Array<{ name: string; nameEn: string; price: Money; stock: number; soldOut?: boolean }>;
  images?: Array<{ storageKey: string; width: number; height: number; alt: string; altEn: string }>;
  createdAt?: Date;
}

/** Each category's chain up to the root (itself first), read in one query for the whole draft. */
async function categoryChains(tx: Transaction): Promise<(id: number) => number[] | undefined> {
  const rows = await tx
    .select({ id: categories.id, parentId: categories.parentId })
    .from(categories);
  const parent = new Map(rows.map((r) => [r.id, r.parentId]));
  return (id) => {
    if (!parent.has(id)) return undefined;
    const chain: number[] = [];
    for (let at: number | null | undefined = id; at != null && chain.length < 10;) {
      chain.push(at);
      at = parent.get(at);
    }
    return chain;
  };
}

function cartesian<T>(lists: T[][]): T[][] {
  return lists.reduce<T[][]>(
    (acc, list) => acc.flatMap((prefix) => list.map((v) => [...prefix, v])),
    [[]],
  );
}

// Unknown categories, and a 안전확인대상 product without its report number: 422.
async function checkCategories(
  tx: Transaction,
  draft: Pick<ProductDraft, 'categoryIds' | 'safetyReportNo'>,
): Promise<void> {
  const chainOf = await categoryChains(tx);
  const needsSafetyReport: boolean[] = [];
  for (const [i, categoryId] of draft.categoryIds.entries()) {
    const chain = chainOf(categoryId);
    if (!chain) throw fieldError(`category_ids.${i}`, 'in');
    needsSafetyReport.push(chain.some((id) => SAFETY_REPORT_CATEGORY_ROOTS.includes(id)));
  }
  if (needsSafetyReport.includes(true) && !draft.safetyReportNo?.trim()) {
    throw fieldError('safety_report_no', 'required');
  }
}

/**
 * Refuses (422 on `variants.{i}.sku`) a SKU another product's variant already has; SKUs are
 * compared without case, as operators and barcode labels treat them.
 */
export async function checkSkusFree(
  tx: Transaction,
  productId: number | null,
  skus: readonly string[],
): Promise<void> {
  if (skus.length === 0) return;
  const upper = skus.map((sku) => sku.toUpperCase());
  const taken = await tx
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(
      and(
        inArray(sql`upper(${productVariants.sku})`, upper),
        productId === null ? undefined : ne(productVariants.productId, productId),
      ),
    );
  if (taken.length === 0) return;
  const takenSet = new Set(taken.map((row) => row.sku.toUpperCase()));
  throw new ValidationError(
    undefined,
    upper.flatMap((sku, i) =>
      takenSet.has(sku) ? [{ field: `variants.${i}.sku`, rule: 'unique' as const }] : [],
    ),
  );
}

// The product row's columns a draft sets (both on insert and on edit).
type ProductFields = Pick<
  ProductDraft,
  | 'categoryIds'
  | 'name'
  | 'nameEn'
  | 'summary'
  | 'summaryEn'
  | 'description'
  | 'descriptionEn'
  | 'tags'
  | 'flags'
  | 'visible'
  | 'sortWeight'
  | 'price'
  | 'listPrice'
  | 'sale'
  | 'infoNotice'
  | 'infoNoticeEn'
  | 'safetyReportNo'
  | 'seo'
>;

function productColumns(draft: ProductFields) {
  return {
    primaryCategoryId: draft.categoryIds[0],
    name: draft.name,
    nameEn: draft.nameEn,
    summary: draft.summary ?? '',
    summaryEn: draft.summaryEn ?? '',
    ...(draft.description ? { description: draft.description } : {}),
    ...(draft.descriptionEn ? { descriptionEn: draft.descriptionEn } : {}),
    tags: draft.tags ?? [],
    isBest: draft.flags?.best ?? false,
    isNew: draft.flags?.new ?? false,
    isRecommended: draft.flags?.recommended ?? false,
    isVisible: draft.visible ?? true,
    sortWeight: draft.sortWeight ?? 0,
    priceKrw: draft.price.krw,
    priceUsd: draft.price.usd,
    listPriceKrw: draft.listPrice?.krw ?? null,
    listPriceUsd: draft.listPrice?.usd ?? null,
    salePriceKrw: draft.sale?.krw ?? null,
    salePriceUsd: draft.sale?.usd ?? null,
    saleStartsAt: draft.sale?.startsAt ?? null,
    saleEndsAt: draft.sale?.endsAt ?? null,
    infoNotice: draft.infoNotice ?? [],
    infoNoticeEn: draft.infoNoticeEn ?? [],
    safetyReportNo: draft.safetyReportNo?.trim() || null,
    seoTitle: draft.seo?.title ?? '',
    seoTitleEn: draft.seo?.titleEn ?? '',
    seoDescription: draft.seo?.description ?? '',
    seoDescriptionEn: draft.seo?.descriptionEn ?? '',
  };
}

async function saveShipping(
  tx: Transaction,
  productId: number,
  shipping: ProductDraft['shipping'],
): Promise<void> {
  await tx.delete(productShipping).where(eq(productShipping.productId, productId));
  if (!shipping) return;
  await tx.insert(productShipping).values({
    productId,
    mode: shipping.mode,
    feeKrw: shipping.mode === 'fixed' ? shipping.fee.krw : 0,
    feeUsd: shipping.mode === 'fixed' ? shipping.fee.usd : 0,
  });
}

/**
 * Inserts a whole product (categories, options, variants, add-ons, images) inside the
 * caller's transaction; answers its row id. Refuses unknown categories and a product in a
 * {@link SAFETY_REPORT_CATEGORY_ROOTS} category without a safety report number (422).
 */
export async function insertProduct(tx: Transaction, draft: ProductDraft): Promise<number> {
  await checkCategories(tx, draft);

  const [row] = await tx
    .insert(products)
    .values({
      itId: draft.itId,
      description: [],
      descriptionEn: [],
      ...productColumns(draft),
      sales30d: draft.sales30d ?? 0,
      ...(draft.createdAt ? { createdAt: draft.createdAt, updatedAt: draft.createdAt } : {}),
    })
    .returning({ id: products.id });
  if (!row) throw new Error('product insert returned no row');
  const productId = row.id;

  await tx.insert(productCategories).values(
    [...new Set(draft.categoryIds)].map((categoryId, i) => ({
      productId,
      categoryId,
      isPrimary: i === 0,
    })),
  );

  // Value ids by group, keyed by the Korean value name.
  const groups: Array<Map<string, number>> = [];
  for (const [sort, group] of (draft.options ?? []).entries()) {
    const [g] = await tx
      .insert(productOptionGroups)
      .values({ productId, sort, name: group.name, nameEn: group.nameEn })
      .returning({ id: productOptionGroups.id });
    if (!g) throw new Error('option group insert returned no row');
    const values = await tx
      .insert(productOptionValues)
      .values(
        group.values.map((v, i) => ({ groupId: g.id, sort: i, name: v.name, nameEn: v.nameEn })),
      )
      .returning({ id: productOptionValues.id, name: productOptionValues.name });
    groups.push(new Map(values.map((v) => [v.name, v.id])));
  }

  const baseSku = draft.sku ?? draft.itId;
  const variants: NonNullable<ProductDraft['variants']> =
    draft.variants ??
    (groups.length === 0
      ? [{ values: [], sku: baseSku, stock: draft.stock ?? 0 }]
      : cartesian(groups.map((g) => [...g.keys()])).map((values) => ({
          values,
          stock: draft.stock ?? 0,
        })));
  if (variants.length === 0) throw fieldError('variants', 'required');
  await tx.insert(productVariants).values(
    variants.map((v, sort) => {
      if (v.values.length !== groups.length) throw fieldError(`variants.${sort}`, 'invalid');
      const ids = v.values.map((name, i) => {
        const id = groups[i]?.get(name);
        if (id === undefined) throw fieldError(`variants.${sort}`, 'in');
        return id;
      });
      if (v.stock < 0)
        throw new ValidationError(undefined, [
          { field: `variants.${sort}.stock`, rule: 'min_number', values: { min: 0 } },
        ]);
      return {
        productId,
        sku: v.sku ?? (ids.length === 0 ? baseSku : `${baseSku}-${sort + 1}`),
        optionValueIds: ids,
        optionKey: ids.join('-'),
        stock: v.stock,
        priceDeltaKrw: v.priceDelta?.krw ?? 0,
        priceDeltaUsd: v.priceDelta?.usd ?? 0,
        isSoldOut: v.soldOut ?? false,
        sort,
      };
    }),
  );

  if (draft.addons?.length) {
    await tx.insert(productAddons).values(
      draft.addons.map((a, sort) => ({
        productId,
        sort,
        name: a.name,
        nameEn: a.nameEn,
        priceKrw: a.price.krw,
        priceUsd: a.price.usd,
        stock: a.stock,
        isSoldOut: a.soldOut ?? false,
      })),
    );
  }
  if (draft.images?.length) {
    await tx
      .insert(productImages)
      .values(draft.images.map((image, sort) => ({ productId, sort, ...image })));
  }
  if (draft.shipping) await saveShipping(tx, productId, draft.shipping);
  await indexProductSearch(tx, productId);
  return productId;
}

/**
 * Soft-deletes a product: hidden from every list and answer, kept for order history.
 */
export async function deleteProduct(tx: Transaction, productId: number): Promise<void> {
  await tx
    .update(products)
    .set({ deletedAt: new Date(), isVisible: false })
    .where(eq(products.id, productId));
}

/**
 * A product's edit: the draft's fields with the ids of the option groups, values, add-ons and
 * images it keeps (without an id: a new one). Variants name their values in group order by
 * their Korean names and carry the stock wanted.
 */
export interface ProductEdit extends Omit<
  ProductDraft,
  | 'itId'
  | 'options'
  | 'variants'
  | 'addons'
  | 'images'
  | 'sku'
  | 'stock'
  | 'sales30d'
  | 'createdAt'
  | 'description'
  | 'descriptionEn'
> {
  options: Array<{
    id?: number;
    name: string;
    nameEn: string;
    values: Array<{ id?: number; name: string; nameEn: string }>;
  }>;
  variants: Array<{
    values: string[];
    sku: string;
    stock: number;
    /** The stock the operator's form showed: the edit moves the stock by `stock - stockSeen`. */
    stockSeen?: number;
    priceDelta: Money;
    soldOut: boolean;
  }>;
  addons: Array<{
    id?: number;
    name: string;
    nameEn: string;
    price: Money;
    stock: number;
    stockSeen?: number;
    soldOut: boolean;
  }>;
  images: Array<{ id: number; alt: string; altEn: string }>;
}

/** A variant's stock changed by an edit: recorded by the caller (history). */
export interface EditedStock {
  variantId: number;
  sku: string;
  delta: number;
  stockAfter: number;
}

// Rows of `table` that belong to the product: a sent id that is not among them is a 422.
function checkIds(owned: ReadonlySet<number>, sent: Array<number | undefined>, field: string) {
  sent.forEach((id, i) => {
    if (id !== undefined && !owned.has(id)) throw fieldError(`${field}.${i}.id`, 'in');
  });
}

/**
 * Writes an edit of product `productId` inside the caller's transaction: its row, categories,
 * shipping terms, option groups and values (kept by id, added, removed), the variant matrix
 * (variants kept by their option values; removed ones deleted, new ones inserted), add-ons
 * and the images' order and alt texts (images left out are removed). Stock moves only through
 * {@link adjustStock} / {@link adjustAddonStock}, by the difference to the stock wanted, so a
 * concurrent order's take is never overwritten; answers the variants' stock changes.
 */
export async function updateProduct(
  tx: Transaction,
  productId: number,
  edit: ProductEdit,
): Promise<EditedStock[]> {
  await checkCategories(tx, edit);
  await checkSkusFree(
    tx,
    productId,
    edit.variants.map((v) => v.sku),
  );
  const [groupRows, valueRows, variantRows, addonRows, imageRows] = await Promise.all([
    tx.select().from(productOptionGroups).where(eq(productOptionGroups.productId, productId)),
    tx
      .select({ id: productOptionValues.id, groupId: productOptionValues.groupId })
      .from(productOptionValues)
      .innerJoin(productOptionGroups, eq(productOptionGroups.id, productOptionValues.groupId))
      .where(eq(productOptionGroups.productId, productId)),
    tx.select().from(productVariants).where(eq(productVariants.productId, productId)),
    tx.select().from(productAddons).where(eq(productAddons.productId, productId)),
    tx
      .select({ id: productImages.id })
      .from(productImages)
      .where(eq(productImages.productId, productId)),
  ]);
  checkIds(
    new Set(groupRows.map((g) => g.id)),
    edit.options.map((g) => g.id),
    'options',
  );
  edit.options.forEach((group, g) => {
    const owned = new Set(valueRows.filter((v) => v.groupId === group.id).map((v) => v.id));
    checkIds(
      owned,
      group.values.map((v) => v.id),
      `options.${g}.values`,
    );
  });
  checkIds(
    new Set(addonRows.map((a) => a.id)),
    edit.addons.map((a) => a.id),
    'addons',
  );
  checkIds(
    new Set(imageRows.map((i) => i.id)),
    edit.images.map((i) => i.id),
    'images',
  );

  await tx
    .update(products)
    .set({ ...productColumns(edit), updatedAt: new Date() })
    .where(eq(products.id, productId));
  await tx.delete(productCategories).where(eq(productCategories.productId, productId));
  await tx.insert(productCategories).values(
    [...new Set(edit.categoryIds)].map((categoryId, i) => ({
      productId,
      categoryId,
      isPrimary: i === 0,
    })),
  );
  await saveShipping(tx, productId, edit.shipping);

  // Option groups and values: removed ones first (their variants go with the matrix below).
  const keptGroups = edit.options.flatMap((g) => (g.id === undefined ? [] : [g.id]));
  await tx
    .delete(productOptionGroups)
    .where(
      and(
        eq(productOptionGroups.productId, productId),
        keptGroups.length ? notInArray(productOptionGroups.id, keptGroups) : undefined,
      ),
    );
  const valueIds: Array<Map<string, number>> = [];
  for (const [sort, group] of edit.options.entries()) {
    let groupId = group.id;
    if (groupId === undefined) {
      const [row] = await tx
        .insert(productOptionGroups)
        .values({ productId, sort, name: group.name, nameEn: group.nameEn })
        .returning({ id: productOptionGroups.id });
      groupId = row!.id;
    } else {
      await tx
        .update(productOptionGroups)
        .set({ sort, name: group.name, nameEn: group.nameEn })
        .where(eq(productOptionGroups.id, groupId));
      const keptValues = group.values.flatMap((v) => (v.id === undefined ? [] : [v.id]));
      await tx
        .delete(productOptionValues)
        .where(
          and(
            eq(productOptionValues.groupId, groupId),
            keptValues.length ? notInArray(productOptionValues.id, keptValues) : undefined,
          ),
        );
    }
    const ids = new Map<string, number>();
    for (const [valueSort, value] of group.values.entries()) {
      if (value.id === undefined) {
        const [row] = await tx
          .insert(productOptionValues)
          .values({ groupId, sort: valueSort, name: value.name, nameEn: value.nameEn })
          .returning({ id: productOptionValues.id });
        ids.set(value.name, row!.id);
      } else {
        await tx
          .update(productOptionValues)
          .set({ sort: valueSort, name: value.name, nameEn: value.nameEn })
          .where(eq(productOptionValues.id, value.id));
        ids.set(value.name, value.id);
      }
    }
    valueIds.push(ids);
  }

  // The variant matrix, each variant known by its option values.
  const wanted = edit.variants.map((variant, sort) => {
    const ids = variant.values.map((name, g) => {
      const id = valueIds[g]?.get(name);
      if (id === undefined) throw fieldError(`variants.${sort}.option_values`, 'in');
      return id;
    });
    if (ids.length !== valueIds.length) throw fieldError(`variants.${sort}.option_values`, 'in');
    return { ...variant, ids, key: ids.join('-'), sort };
  });
  const existing = new Map(variantRows.map((row) => [row.optionKey, row]));
  const wantedKeys = new Set(wanted.map((v) => v.key));
  const gone = variantRows.filter((row) => !wantedKeys.has(row.optionKey)).map((row) => row.id);
  if (gone.length) await tx.delete(productVariants).where(inArray(productVariants.id, gone));
  const kept = wanted.filter((v) => existing.has(v.key));
  // SKUs may move between variants in one edit: the kept ones let go of theirs first.
  if (kept.some((v) => existing.get(v.key)!.sku !== v.sku))
    for (const v of kept) {
      const row = existing.get(v.key)!;
      await tx
        .update(productVariants)
        .set({ sku: `~${row.id}` })
        .where(eq(productVariants.id, row.id));
    }
  const stockChanges: EditedStock[] = [];
  for (const v of wanted) {
    const row = existing.get(v.key);
    const columns = {
      sku: v.sku,
      priceDeltaKrw: v.priceDelta.krw,
      priceDeltaUsd: v.priceDelta.usd,
      isSoldOut: v.soldOut,
      sort: v.sort,
    };
    if (row) {
      await tx.update(productVariants).set(columns).where(eq(productVariants.id, row.id));
      const delta = v.stock - (v.stockSeen ?? row.stock);
      if (delta !== 0) {
        const stockAfter = await adjustVariantStock(tx, row.id, delta, `variants.${v.sort}.stock`);
        stockChanges.push({ variantId: row.id, sku: v.sku, delta, stockAfter });
      }
    } else {
      const [inserted] = await tx
        .insert(productVariants)
        .values({
          ...columns,
          productId,
          optionValueIds: v.ids,
          optionKey: v.key,
          stock: v.stock,
        })
        .returning({ id: productVariants.id });
      if (v.stock !== 0)
        stockChanges.push({
          variantId: inserted!.id,
          sku: v.sku,
          delta: v.stock,
          stockAfter: v.stock,
        });
    }
  }

  const keptAddons = edit.addons.flatMap((a) => (a.id === undefined ? [] : [a.id]));
  await tx
    .delete(productAddons)
    .where(
      and(
        eq(productAddons.productId, productId),
        keptAddons.length ? notInArray(productAddons.id, keptAddons) : undefined,
      ),
    );
  const addonStock = new Map(addonRows.map((a) => [a.id, a.stock]));
  for (const [sort, addon] of edit.addons.entries()) {
    const columns = {
      sort,
      name: addon.name,
      nameEn: addon.nameEn,
      priceKrw: addon.price.krw,
      priceUsd: addon.price.usd,
      isSoldOut: addon.soldOut,
    };
    if (addon.id === undefined) {
      await tx.insert(productAddons).values({ ...columns, productId, stock: addon.stock });
      continue;
    }
    await tx.update(productAddons).set(columns).where(eq(productAddons.id, addon.id));
    const delta = addon.stock - (addon.stockSeen ?? addonStock.get(addon.id)!);
    if (delta !== 0) await adjustAddonStock(tx, addon.id, delta);
  }

  const keptImages = edit.images.map((i) => i.id);
  await tx
    .delete(productImages)
    .where(
      and(
        eq(productImages.productId, productId),
        keptImages.length ? notInArray(productImages.id, keptImages) : undefined,
      ),
    );
  for (const [sort, image] of edit.images.entries())
    await tx
      .update(productImages)
      .set({ sort, alt: image.alt, altEn: image.altEn })
      .where(eq(productImages.id, image.id));

  await indexProductSearch(tx, productId);
  return stockChanges;
}

/**
 * {@link adjustStock} for an operator: a change that would leave the stock below zero is a
 * 422 on `field` (with the stock there is now), not the shopper's 409.
 */
export async function adjustVariantStock(
  tx: Transaction,
  variantId: number,
  delta: number,
  field: string,
): Promise<number> {
  try {
    return await adjustStock(tx, variantId, delta);
  } catch (error) {
    if (!(error instanceof InsufficientStockError)) throw error;
    const [row] = await tx
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, variantId));
    throw new ValidationError(undefined, [
      { field, rule: 'stock_below_zero', values: { stock: row?.stock ?? 0 } },
    ]);
  }
}
