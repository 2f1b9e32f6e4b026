import type { AdminProductDetail, AdminProductValues } from '@atelier/contracts';
import { asc, eq, inArray } from 'drizzle-orm';

import type { Database, Transaction } from '../../db/database.js';
import {
  productAddons,
  productCategories,
  productImages,
  productOptionGroups,
  productOptionValues,
  products,
  productShipping,
  productVariants,
  type ProductRow,
} from '../../db/schema/index.js';
import { rendition } from '../media/image-urls.js';
import type { ProductDraft, ProductEdit } from '../products/product-writer.js';

const money = (krw: number | null, usd: number | null) =>
  krw === null || usd === null ? null : { krw, usd };

/**
 * A product with every part the console's edit form shows, read in the caller's transaction
 * (or from the database); deleted products are not found.
 */
export async function loadAdminProduct(
  db: Database | Transaction,
  row: ProductRow,
): Promise<AdminProductDetail> {
  const productId = row.id;
  const [memberships, groups, variants, addons, images, shipping] = await Promise.all([
    db
      .select()
      .from(productCategories)
      .where(eq(productCategories.productId, productId))
      .orderBy(asc(productCategories.categoryId)),
    db
      .select()
      .from(productOptionGroups)
      .where(eq(productOptionGroups.productId, productId))
      .orderBy(asc(productOptionGroups.sort), asc(productOptionGroups.id)),
    db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, productId))
      .orderBy(asc(productVariants.sort), asc(productVariants.id)),
    db
      .select()
      .from(productAddons)
      .where(eq(productAddons.productId, productId))
      .orderBy(asc(productAddons.sort), asc(productAddons.id)),
    db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, productId))
      .orderBy(asc(productImages.sort), asc(productImages.id)),
    db.select().from(productShipping).where(eq(productShipping.productId, productId)),
  ]);
  const values = groups.length
    ? await db
        .select()
        .from(productOptionValues)
        .where(
          inArray(
            productOptionValues.groupId,
            groups.map((g) => g.id),
          ),
        )
        .orderBy(asc(productOptionValues.sort), asc(productOptionValues.id))
    : [];
  const valueName = new Map(values.map((v) => [v.id, v.name]));
  const ship = shipping[0];
  return {
    id: row.id,
    it_id: row.itId,
    name: row.name,
    name_en: row.nameEn,
    summary: row.summary,
    summary_en: row.summaryEn,
    description: row.description,
    description_en: row.descriptionEn,
    tags: row.tags,
    category_ids: [
      row.primaryCategoryId,
      ...memberships.filter((m) => !m.isPrimary).map((m) => m.categoryId),
    ],
    is_best: row.isBest,
    is_new: row.isNew,
    is_recommended: row.isRecommended,
    is_visible: row.isVisible,
    sort_weight: row.sortWeight,
    price: { krw: row.priceKrw, usd: row.priceUsd },
    list_price: money(row.listPriceKrw, row.listPriceUsd),
    sale_price: money(row.salePriceKrw, row.salePriceUsd),
    sale_starts_at: row.saleStartsAt?.toISOString() ?? null,
    sale_ends_at: row.saleEndsAt?.toISOString() ?? null,
    info_notice: row.infoNotice,
    info_notice_en: row.infoNoticeEn,
    safety_report_no: row.safetyReportNo,
    seo_title: row.seoTitle,
    seo_title_en: row.seoTitleEn,
    seo_description: row.seoDescription,
    seo_description_en: row.seoDescriptionEn,
    shipping: ship
      ? {
          mode: ship.mode as 'free' | 'fixed',
          ...(ship.mode === 'fixed' ? { fee: { krw: ship.feeKrw, usd: ship.feeUsd } } : {}),
        }
      : { mode: 'default' },
    options: groups.map((g) => ({
      id: g.id,
      name: g.name,
      name_en: g.nameEn,
      values: values
        .filter((v) => v.groupId === g.id)
        .map((v) => ({ id: v.id, name: v.name, name_en: v.nameEn })),
    })),
    variants: variants.map((v) => ({
      id: v.id,
      option_values: v.optionValueIds.map((id) => valueName.get(id) ?? ''),
      sku: v.sku,
      stock: v.stock,
      price_delta: { krw: v.priceDeltaKrw, usd: v.priceDeltaUsd },
      sold_out: v.isSoldOut,
    })),
    addons: addons.map((a) => ({
      id: a.id,
      name: a.name,
      name_en: a.nameEn,
      price: { krw: a.priceKrw, usd: a.priceUsd },
      stock: a.stock,
      sold_out: a.isSoldOut,
    })),
    images: images.map((i) => ({
      id: i.id,
      alt: i.alt,
      alt_en: i.altEn,
      url: rendition(i, 'thumb', 'webp').url,
      width: i.width,
      height: i.height,
    })),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The fields the input's wire shape and the writer's drafts share. */
function commonFields(p: AdminProductValues) {
  return {
    categoryIds: p.category_ids as [number, ...number[]],
    name: p.name,
    nameEn: p.name_en,
    summary: p.summary,
    summaryEn: p.summary_en,
    description: p.description,
    descriptionEn: p.description_en,
    tags: p.tags,
    flags: { best: p.is_best, new: p.is_new, recommended: p.is_recommended },
    visible: p.is_visible,
    sortWeight: p.sort_weight,
    price: p.price,
    listPrice: p.list_price ?? undefined,
    sale: p.sale_price
      ? {
          ...p.sale_price,
          startsAt: p.sale_starts_at ? new Date(p.sale_starts_at) : undefined,
          endsAt: p.sale_ends_at ? new Date(p.sale_ends_at) : undefined,
        }
      : undefined,
    infoNotice: p.info_notice,
    infoNoticeEn: p.info_notice_en,
    safetyReportNo: p.safety_report_no ?? undefined,
    seo: {
      title: p.seo_title,
      titleEn: p.seo_title_en,
      description: p.seo_description,
      descriptionEn: p.seo_description_en,
    },
    shipping:
      p.shipping.mode === 'default'
        ? undefined
        : { mode: p.shipping.mode, fee: p.shipping.fee ?? { krw: 0, usd: 0 } },
  };
}

/** A new product as the writer takes it (no images: they are uploaded to the saved product). */
export function draftOf(p: AdminProductValues): ProductDraft {
  return {
    itId: p.it_id,
    ...commonFields(p),
    options: p.options.map((g) => ({
      name: g.name,
      nameEn: g.name_en,
      values: g.values.map((v) => ({ name: v.name, nameEn: v.name_en })),
    })),
    variants: p.variants.map((v) => ({
      values: v.option_values,
      sku: v.sku,
      stock: v.stock,
      priceDelta: v.price_delta,
      soldOut: v.sold_out,
    })),
    addons: p.addons.map((a) => ({
      name: a.name,
      nameEn: a.name_en,
      price: a.price,
      stock: a.stock,
      soldOut: a.sold_out,
    })),
  };
}

/** An edit of a saved product as the writer takes it. */
export function editOf(p: AdminProductValues): ProductEdit {
  return {
    ...commonFields(p),
    options: p.options.map((g) => ({
      id: g.id,
      name: g.name,
      nameEn: g.name_en,
      values: g.values.map((v) => ({ id: v.id, name: v.name, nameEn: v.name_en })),
    })),
    variants: p.variants.map((v) => ({
      values: v.option_values,
      sku: v.sku,
      stock: v.stock,
      stockSeen: v.stock_seen,
      priceDelta: v.price_delta,
      soldOut: v.sold_out,
    })),
    addons: p.addons.map((a) => ({
      id: a.id,
      name: a.name,
      nameEn: a.name_en,
      price: a.price,
      stock: a.stock,
      stockSeen: a.stock_seen,
      soldOut: a.sold_out,
    })),
    images: p.images.map((i) => ({ id: i.id, alt: i.alt, altEn: i.alt_en })),
  };
}

/** The product row of `itId` (not deleted), locked for an edit when `lock`. */
export async function findProduct(
  db: Database | Transaction,
  itId: string,
  lock = false,
): Promise<ProductRow | undefined> {
  const query = db.select().from(products).where(eq(products.itId, itId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row && !row.deletedAt ? row : undefined;
}
