import type { Currency, Lang, ProductDetail } from '@atelier/contracts';
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';

import type { Database } from '../../db/database.js';
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
import { koreaDateTime } from '../../shared/korea-time.js';
import { productImage } from '../media/image-urls.js';
import {
  averageRating,
  effectivePrice,
  listItemColumns,
  selectListItems,
  toListItem,
  visibleProduct,
} from './product-list-items.js';
import { shippingInfo } from '../shipping/shipping-rules.js';

/** Most related products a detail answer lists. */
export const RELATED_LIMIT = 8;

// Deeper than any real tree: stops a parent loop in bad data.
const MAX_CATEGORY_DEPTH = 10;

/**
 * The whole product `itId` as its page shows it, in `lang` and `currency` at `now`; `undefined`
 * when it is unknown, hidden or deleted.
 *
 * @example
 * const detail = await loadProductDetail(db, '1700000001', 'kr', 'krw', new Date());
 */
export async function loadProductDetail(
  db: Database,
  itId: string,
  lang: Lang,
  currency: Currency,
  now: Date,
): Promise<ProductDetail | undefined> {
  const en = lang === 'en';
  const [product] = await db
    .select({
      ...listItemColumns(currency, now),
      primaryCategoryId: products.primaryCategoryId,
      summary: products.summary,
      summaryEn: products.summaryEn,
      description: products.description,
      descriptionEn: products.descriptionEn,
      tags: products.tags,
      saleEndsAt: products.saleEndsAt,
      infoNotice: products.infoNotice,
      infoNoticeEn: products.infoNoticeEn,
      safetyReportNo: products.safetyReportNo,
      ratingCounts: products.ratingCounts,
      priceKrw: effectivePrice('krw', now),
      priceUsd: effectivePrice('usd', now),
      createdAt: products.createdAt,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .where(and(eq(products.itId, itId), visibleProduct));
  if (!product) return undefined;
  const id = product.id;

  const [categoryRows, memberships, images, groups, variants, addons, related] = await Promise.all([
    db
      .select({
        id: categories.id,
        parentId: categories.parentId,
        name: categories.name,
        nameEn: categories.nameEn,
      })
      .from(categories),
    db
      .select({ categoryId: productCategories.categoryId, isPrimary: productCategories.isPrimary })
      .from(productCategories)
      .where(eq(productCategories.productId, id)),
    db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, id))
      .orderBy(asc(productImages.sort), asc(productImages.id)),
    db
      .select({
        id: productOptionGroups.id,
        name: productOptionGroups.name,
        nameEn: productOptionGroups.nameEn,
      })
      .from(productOptionGroups)
      .where(eq(productOptionGroups.productId, id))
      .orderBy(asc(productOptionGroups.sort), asc(productOptionGroups.id)),
    db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, id))
      .orderBy(asc(productVariants.sort), asc(productVariants.id)),
    db
      .select()
      .from(productAddons)
      .where(eq(productAddons.productId, id))
      .orderBy(asc(productAddons.sort), asc(productAddons.id)),
    selectListItems(db, {
      where: and(eq(products.primaryCategoryId, product.primaryCategoryId), ne(products.id, id)),
      orderBy: [desc(products.sales30d), desc(products.id)],
      limit: RELATED_LIMIT,
      lang,
      currency,
      now,
    }),
  ]);
  const values =
    groups.length === 0
      ? []
      : await db
          .select({
            id: productOptionValues.id,
            groupId: productOptionValues.groupId,
            name: productOptionValues.name,
            nameEn: productOptionValues.nameEn,
          })
          .from(productOptionValues)
          .where(
            inArray(
              productOptionValues.groupId,
              groups.map((g) => g.id),
            ),
          )
          .orderBy(asc(productOptionValues.sort), asc(productOptionValues.id));

  const byId = new Map(categoryRows.map((c) => [c.id, c]));
  const breadcrumb: ProductDetail['breadcrumb'] = [];
  for (
    let at = byId.get(product.primaryCategoryId);
    at && breadcrumb.length < MAX_CATEGORY_DEPTH;
    at = at.parentId === null ? undefined : byId.get(at.parentId)
  ) {
    breadcrumb.unshift({ id: at.id, name: en ? at.nameEn || at.name : at.name });
  }

  const unitPrice =
    product.onSale && product.salePrice !== null ? product.salePrice : product.price;
  const usd = currency === 'usd';
  const localName = (row: { name: string; nameEn: string }) =>
    en ? row.nameEn || row.name : row.name;
  const item = toListItem(product, images[0] ?? null, lang, currency);
  return {
    ...item,
    summary: en ? product.summaryEn || product.summary : product.summary,
    description:
      en && product.descriptionEn.length > 0 ? product.descriptionEn : product.description,
    sale_ends_at: product.onSale && product.saleEndsAt ? koreaDateTime(product.saleEndsAt) : null,
    breadcrumb,
    category_ids: [
      ...memberships.filter((m) => m.isPrimary).map((m) => m.categoryId),
      ...memberships
        .filter((m) => !m.isPrimary)
        .map((m) => m.categoryId)
        .sort((a, b) => a - b),
    ],
    images: images.map((image) => productImage(image, lang)),
    option_groups: groups.map((group) => ({
      id: group.id,
      name: localName(group),
      values: values
        .filter((v) => v.groupId === group.id)
        .map((v) => ({ id: v.id, name: localName(v) })),
    })),
    variants: variants.map((v) => {
      const delta = usd ? v.priceDeltaUsd : v.priceDeltaKrw;
      return {
        id: v.id,
        sku: v.sku,
        option_value_ids: v.optionValueIds,
        price: unitPrice + delta,
        price_delta: delta,
        stock: v.stock,
        sold_out: v.stock === 0 || v.isSoldOut,
      };
    }),
    addons: addons.map((a) => ({
      id: a.id,
      name: localName(a),
      price: usd ? a.priceUsd : a.priceKrw,
      stock: a.stock,
      sold_out: a.stock === 0 || a.isSoldOut,
    })),
    info_notice: en && product.infoNoticeEn.length > 0 ? product.infoNoticeEn : product.infoNotice,
    safety_report_no: product.safetyReportNo,
    tags: product.tags,
    rating_summary: {
      average: averageRating(product.ratingSum, product.reviewCount),
      count: product.reviewCount,
      distribution: product.ratingCounts,
    },
    shipping: await shippingInfo(db, currency),
    offers: [
      { currency: 'krw', price: Number(product.priceKrw) },
      { currency: 'usd', price: Number(product.priceUsd) },
    ],
    related,
    created_at: koreaDateTime(product.createdAt),
    updated_at: koreaDateTime(product.updatedAt),
  };
}
