import type { CmsNode, InfoNoticeRow } from '@atelier/contracts';
import { eq } from 'drizzle-orm';

import type { Transaction } from '../../db/database.js';
import {
  categories,
  productAddons,
  productCategories,
  productImages,
  productOptionGroups,
  productOptionValues,
  products,
  productVariants,
} from '../../db/schema/index.js';
import { fieldError, ValidationError } from '../../http/errors.js';
import { indexProductSearch } from './product-search.js';

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

/**
 * Inserts a whole product (categories, options, variants, add-ons, images) inside the
 * caller's transaction; answers its row id. Refuses unknown categories and a product in a
 * {@link SAFETY_REPORT_CATEGORY_ROOTS} category without a safety report number (422).
 */
export async function insertProduct(tx: Transaction, draft: ProductDraft): Promise<number> {
  const chainOf = await categoryChains(tx);
  const needsSafetyReport: boolean[] = [];
  for (const categoryId of draft.categoryIds) {
    const chain = chainOf(categoryId);
    if (!chain) throw fieldError('category_ids', 'in');
    needsSafetyReport.push(chain.some((id) => SAFETY_REPORT_CATEGORY_ROOTS.includes(id)));
  }
  if (needsSafetyReport.includes(true) && !draft.safetyReportNo?.trim()) {
    throw fieldError('safety_report_no', 'required');
  }

  const [row] = await tx
    .insert(products)
    .values({
      itId: draft.itId,
      primaryCategoryId: draft.categoryIds[0],
      name: draft.name,
      nameEn: draft.nameEn,
      summary: draft.summary ?? '',
      summaryEn: draft.summaryEn ?? '',
      description: draft.description ?? [],
      descriptionEn: draft.descriptionEn ?? [],
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
