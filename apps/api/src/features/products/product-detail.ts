import type { Currency, Lang, ProductDetail, ShippingInfo } from '@atelier/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';

import type { Database } from '../../db/database.js';
import { products } from '../../db/schema/index.js';
import { koreaDateTime } from '../../shared/korea-time.js';
import { productImage } from '../media/image-urls.js';
import { shippingInfo } from '../shipping/shipping-rules.js';
import {
  loadPreviewModel,
  productsVersionParts,
  updatedAtMs,
  type CatalogReadModel,
} from './catalog-read-model.js';
import { averageRating, visibleProduct, type ThumbnailRow } from './product-list-items.js';

/** Most related products a detail answer lists. */
export const RELATED_LIMIT = 8;

/**
 * What a product page shows of one product that the catalog read model does not hold, in both
 * languages and currencies: texts, notice, images, options, variants with their stock, add-ons.
 */
export interface ProductPageCore {
  /** `updated_at` as {@link updatedAtMs} reads it: compared with the read model's. */
  updatedAt: number;
  row: {
    summary: string;
    summaryEn: string;
    description: ProductDetail['description'];
    descriptionEn: ProductDetail['description'];
    tags: string[];
    infoNotice: ProductDetail['info_notice'];
    infoNoticeEn: ProductDetail['info_notice'];
    safetyReportNo: string | null;
    seoTitle: string;
    seoTitleEn: string;
    seoDescription: string;
    seoDescriptionEn: string;
    ratingCounts: ProductDetail['rating_summary']['distribution'];
    createdAt: Date;
    updatedAt: Date;
  };
  memberships: Array<{ categoryId: number; isPrimary: boolean }>;
  images: ThumbnailRow[];
  groups: Array<{
    id: number;
    name: string;
    nameEn: string;
    values: Array<{ id: number; name: string; nameEn: string }>;
  }>;
  variants: Array<{
    id: number;
    sku: string;
    optionValueIds: number[];
    priceDeltaKrw: number;
    priceDeltaUsd: number;
    stock: number;
    isSoldOut: boolean;
  }>;
  addons: Array<{
    id: number;
    name: string;
    nameEn: string;
    priceKrw: number;
    priceUsd: number;
    stock: number;
    isSoldOut: boolean;
  }>;
}

// The product's own rows as JSON beside it, so that a page costs one statement to read (on
// PGlite each statement costs 0.15-0.4 ms whatever it does: decision 0019). Static SQL; the
// product is the outer query's row.
const ownRows = {
  memberships: sql<ProductPageCore['memberships']>`(select coalesce(json_agg(json_build_object(
      'categoryId', c.category_id, 'isPrimary', c.is_primary)), '[]'::json)
    from product_categories c where c.product_id = "products"."id")`,
  images: sql<ProductPageCore['images']>`(select coalesce(json_agg(json_build_object(
      'id', i.id, 'storageKey', i.storage_key, 'width', i.width, 'height', i.height,
      'alt', i.alt, 'altEn', i.alt_en) order by i.sort, i.id), '[]'::json)
    from product_images i where i.product_id = "products"."id")`,
  groups: sql<ProductPageCore['groups']>`(select coalesce(json_agg(json_build_object(
      'id', g.id, 'name', g.name, 'nameEn', g.name_en,
      'values', (select coalesce(json_agg(json_build_object(
          'id', v.id, 'name', v.name, 'nameEn', v.name_en) order by v.sort, v.id), '[]'::json)
        from product_option_values v where v.group_id = g.id)) order by g.sort, g.id), '[]'::json)
    from product_option_groups g where g.product_id = "products"."id")`,
  variants: sql<ProductPageCore['variants']>`(select coalesce(json_agg(json_build_object(
      'id', v.id, 'sku', v.sku, 'optionValueIds', v.option_value_ids,
      'priceDeltaKrw', v.price_delta_krw, 'priceDeltaUsd', v.price_delta_usd,
      'stock', v.stock, 'isSoldOut', v.is_sold_out) order by v.sort, v.id), '[]'::json)
    from product_variants v where v.product_id = "products"."id")`,
  addons: sql<ProductPageCore['addons']>`(select coalesce(json_agg(json_build_object(
      'id', a.id, 'name', a.name, 'nameEn', a.name_en, 'priceKrw', a.price_krw,
      'priceUsd', a.price_usd, 'stock', a.stock, 'isSoldOut', a.is_sold_out)
      order by a.sort, a.id), '[]'::json)
    from product_addons a where a.product_id = "products"."id")`,
};

/**
 * Reads {@link ProductPageCore} of the visible product `productId` in one statement;
 * `undefined` when it is hidden or deleted (or only deleted, for an operator's `preview`).
 */
export async function loadProductPageCore(
  db: Database,
  productId: number,
  { preview = false }: { preview?: boolean } = {},
): Promise<ProductPageCore | undefined> {
  const [product] = await db
    .select({
      at: updatedAtMs,
      summary: products.summary,
      summaryEn: products.summaryEn,
      description: products.description,
      descriptionEn: products.descriptionEn,
      tags: products.tags,
      infoNotice: products.infoNotice,
      infoNoticeEn: products.infoNoticeEn,
      safetyReportNo: products.safetyReportNo,
      seoTitle: products.seoTitle,
      seoTitleEn: products.seoTitleEn,
      seoDescription: products.seoDescription,
      seoDescriptionEn: products.seoDescriptionEn,
      ratingCounts: products.ratingCounts,
      createdAt: products.createdAt,
      updatedAt: products.updatedAt,
      ...ownRows,
    })
    .from(products)
    .where(and(eq(products.id, productId), preview ? isNull(products.deletedAt) : visibleProduct));
  if (!product) return undefined;
  const { at, memberships, images, groups, variants, addons, ...row } = product;
  return { updatedAt: at, row, memberships, images, groups, variants, addons };
}

/**
 * The product page's answer from its parts: the product's place in the catalog read model of the
 * answer's version (card, prices at `now`, breadcrumb, related products), its {@link
 * ProductPageCore} and the shipping policy in `currency`.
 */
export function productDetail(
  model: CatalogReadModel,
  position: number,
  core: ProductPageCore,
  shipping: ShippingInfo,
  lang: Lang,
  currency: Currency,
  now: Date,
): ProductDetail {
  const en = lang === 'en';
  const { item, onSale, offers } = model.card(position, lang, currency, now);
  const { row } = core;
  const unitPrice = item.sale_price ?? item.price;
  const usd = currency === 'usd';
  const localName = (named: { name: string; nameEn: string }) =>
    en ? named.nameEn || named.name : named.name;
  const facts = model.productAt(position);
  return {
    ...item,
    summary: en ? row.summaryEn || row.summary : row.summary,
    description: en && row.descriptionEn.length > 0 ? row.descriptionEn : row.description,
    sale_ends_at:
      onSale && facts.saleEndsAt !== null ? koreaDateTime(new Date(facts.saleEndsAt)) : null,
    breadcrumb: model.breadcrumb(facts.primaryCategoryId, lang),
    category_ids: [
      ...core.memberships.filter((m) => m.isPrimary).map((m) => m.categoryId),
      ...core.memberships
        .filter((m) => !m.isPrimary)
        .map((m) => m.categoryId)
        .sort((a, b) => a - b),
    ],
    images: core.images.map((image) => productImage(image, lang)),
    option_groups: core.groups.map((group) => ({
      id: group.id,
      name: localName(group),
      values: group.values.map((v) => ({ id: v.id, name: localName(v) })),
    })),
    variants: core.variants.map((v) => {
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
    addons: core.addons.map((a) => ({
      id: a.id,
      name: localName(a),
      price: usd ? a.priceUsd : a.priceKrw,
      stock: a.stock,
      sold_out: a.stock === 0 || a.isSoldOut,
    })),
    info_notice: en && row.infoNoticeEn.length > 0 ? row.infoNoticeEn : row.infoNotice,
    safety_report_no: row.safetyReportNo,
    seo_title: (en ? row.seoTitleEn : row.seoTitle) || row.seoTitle,
    seo_description: (en ? row.seoDescriptionEn : row.seoDescription) || row.seoDescription,
    tags: row.tags,
    rating_summary: {
      average: averageRating(facts.ratingSum, facts.reviewCount),
      count: facts.reviewCount,
      distribution: row.ratingCounts,
    },
    shipping,
    offers: [
      { currency: 'krw', price: offers.krw },
      { currency: 'usd', price: offers.usd },
    ],
    related: model.related(position, RELATED_LIMIT, lang, currency, now),
    created_at: koreaDateTime(row.createdAt),
    updated_at: koreaDateTime(row.updatedAt),
  };
}

// Product page cores kept at once (least recently used first out): a few megabytes at most.
const KEPT_CORES = 4096;

interface KeptCore {
  /** `updatedAt|rest of the products version` the core was read for, or was found to be. */
  key: string;
  core: Promise<ProductPageCore | undefined>;
}

/**
 * Builds product page answers from the catalog read model of their version and each product's
 * {@link ProductPageCore}, kept while the product's `updated_at` and the rest of the products
 * version (categories, images, shipping policy) stay the same: an order that takes stock of
 * one product rebuilds the others' pages without reading the database (decision 0019).
 */
export class ProductPages {
  private readonly cores = new Map<number, KeptCore>();
  private readonly shipping = new Map<string, Promise<Record<Currency, ShippingInfo>>>();

  constructor(private readonly db: Database) {}

  /** The page of `itId` in `model`'s version; `undefined` when it is not listable. */
  async build(
    model: CatalogReadModel,
    itId: string,
    lang: Lang,
    currency: Currency,
    now: Date,
  ): Promise<ProductDetail | undefined> {
    const found = model.find(itId);
    if (!found) return undefined;
    const { rest } = productsVersionParts(model.version);
    const [core, shipping] = await Promise.all([
      this.core(found.product.id, `${found.product.updatedAt}|${rest}`, rest),
      this.shippingOf(rest),
    ]);
    if (!core) return undefined;
    return productDetail(model, found.position, core, shipping[currency], lang, currency, now);
  }

  private core(id: number, key: string, rest: string): Promise<ProductPageCore | undefined> {
    const kept = this.cores.get(id);
    this.cores.delete(id);
    if (kept && kept.key === key) {
      this.cores.set(id, kept);
      return kept.core;
    }
    const entry: KeptCore = { key, core: loadProductPageCore(this.db, id) };
    this.cores.set(id, entry);
    // Read newer than the model asked for: kept under what it is, so the next model finds it.
    entry.core.then(
      (core) => {
        if (core) entry.key = `${core.updatedAt}|${rest}`;
        else if (this.cores.get(id) === entry) this.cores.delete(id);
      },
      () => {
        if (this.cores.get(id) === entry) this.cores.delete(id);
      },
    );
    while (this.cores.size > KEPT_CORES) this.cores.delete(this.cores.keys().next().value!);
    return entry.core;
  }

  // The shipping policy of each currency, read once per version of the rest.
  private shippingOf(rest: string): Promise<Record<Currency, ShippingInfo>> {
    let kept = this.shipping.get(rest);
    if (!kept) {
      kept = Promise.all([shippingInfo(this.db, 'krw'), shippingInfo(this.db, 'usd')]).then(
        ([krw, usd]) => ({ krw, usd }),
      );
      this.shipping.set(rest, kept);
      kept.catch(() => this.shipping.delete(rest));
      while (this.shipping.size > 2) this.shipping.delete(this.shipping.keys().next().value!);
    }
    return kept;
  }
}

/**
 * The product page of `itId` as the shop would show it once published, hidden or not (never a
 * deleted one): for an operator's preview. Built beside the catalog read model from a model of
 * this one product, so it has no related products; never kept.
 */
export async function previewProductDetail(
  db: Database,
  itId: string,
  lang: Lang,
  currency: Currency,
  now: Date,
): Promise<ProductDetail | undefined> {
  const model = await loadPreviewModel(db, itId);
  if (!model) return undefined;
  const found = model.find(itId)!;
  const [core, shipping] = await Promise.all([
    loadProductPageCore(db, found.product.id, { preview: true }),
    shippingInfo(db, currency),
  ]);
  if (!core) return undefined;
  return productDetail(model, found.position, core, shipping, lang, currency, now);
}
