import {
  paginate,
  type Currency,
  type Lang,
  type Paginated,
  type ProductListItem,
  type ProductListQuery,
  type ProductSort,
  type ProductSuggestResponse,
} from '@atelier/contracts';
import { and, eq, gt, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

import type { Database } from '../../db/database.js';
import {
  categories,
  productCategories,
  products,
  productSearch,
  productVariants,
} from '../../db/schema/index.js';
import { rendition } from '../media/image-urls.js';
import {
  firstImages,
  productName,
  toListItem,
  visibleProduct,
  type ThumbnailRow,
} from './product-list-items.js';
import { ProductSearchIndex, type SearchText } from './product-search.js';

/** A listable product (visible, not deleted) as the read model holds it. */
export interface CatalogProduct {
  id: number;
  itId: string;
  name: string;
  nameEn: string;
  prices: Record<Currency, { price: number; sale: number | null; list: number | null }>;
  /** Sale period bounds in epoch milliseconds (fractional: the database keeps microseconds). */
  saleStartsAt: number | null;
  saleEndsAt: number | null;
  /** Epoch milliseconds (fractional). */
  createdAt: number;
  isBest: boolean;
  isNew: boolean;
  isRecommended: boolean;
  sales30d: number;
  reviewCount: number;
  ratingSum: number;
  /** Some variant has stock above zero and is not flagged sold out. */
  inStock: boolean;
  /** Every category the product is listed in. */
  categoryIds: number[];
  /** The category it is shown under (breadcrumb, related products). */
  primaryCategoryId: number;
  /** Its `updated_at` in epoch milliseconds (fractional): every change to it touches this. */
  updatedAt: number;
  thumbnail: ThumbnailRow | null;
  search: SearchText;
  /**
   * Places in the orders whose ties or text comparison only the database settles exactly
   * (`created_at` in microseconds, names in the database's collation), each then `id desc`.
   */
  newRank: number;
  nameRank: number;
  nameEnRank: number;
}

/** A category as the read model needs it: the tree, its names and whether it is shown. */
export interface CatalogCategory {
  id: number;
  parentId: number | null;
  name: string;
  nameEn: string;
  isVisible: boolean;
}

// Deeper than any real tree: stops a parent loop in bad data.
const MAX_CATEGORY_DEPTH = 10;

const COMMA = Buffer.from(',');
const BEST = 1;
const NEW = 2;
const RECOMMENDED = 4;
const IN_STOCK = 8;

// Effective prices in one currency for a stretch of time in which no sale starts or ends.
interface PriceState {
  from: number;
  until: number;
  effective: Float64Array;
  onSale: Uint8Array;
  asc: Int32Array;
  desc: Int32Array;
  /** Price orders within a category, by `CatalogReadModel.orderWithin`'s key. */
  within: Map<string, Int32Array>;
}

/**
 * The listable catalog of one products version, in memory: card fields, prices per currency
 * and sale periods, flags, categories, stock state, sales, ratings, the sorted orders and the
 * search index. Lists, filters, sorts, pages and searches without reading the database, with the
 * semantics of the SQL it replaced (decision 0014). Sale prices are taken at the `now` of each
 * call, so a sale that starts or ends changes the answer without a table write.
 */
export class CatalogReadModel {
  private readonly best: Int32Array;
  private readonly review: Int32Array;
  private readonly newest: Int32Array;
  private readonly byName: Int32Array;
  private readonly byNameEn: Int32Array;
  private readonly members = new Map<number, number[]>();
  private readonly children = new Map<number, number[]>();
  private readonly visibleCategories = new Set<number>();
  private readonly search: ProductSearchIndex;
  private readonly priced = new Map<Currency, PriceState>();
  private readonly within = new Map<string, Int32Array>();
  private readonly positions = new Map<number, number>();
  private readonly byItId = new Map<string, number>();
  private readonly categoryById = new Map<number, CatalogCategory>();
  // Best-selling order within each primary category (related products), made on first use.
  private readonly bestUnder = new Map<number, Int32Array>();
  // Serialised list items (UTF-8, outside the JavaScript heap) by language, currency and sale
  // state, then position: made when first listed, at most one per product and slot.
  private readonly itemJson: Array<Buffer[] | undefined> = [];
  // Per product, the BEST | NEW | RECOMMENDED | IN_STOCK bits: filters test them without
  // touching the product objects.
  private readonly traits: Uint8Array;

  constructor(
    readonly version: string,
    private readonly products: readonly CatalogProduct[],
    private readonly categoryRows: readonly CatalogCategory[],
    search?: ProductSearchIndex,
  ) {
    const id = (i: number) => products[i]!.id;
    const by = (compare: (a: CatalogProduct, b: CatalogProduct) => number) =>
      this.sorted((a, b) => compare(products[a]!, products[b]!) || id(b) - id(a));
    this.best = by((a, b) => b.sales30d - a.sales30d);
    this.review = by(
      (a, b) => b.reviewCount - a.reviewCount || averageOrLast(b) - averageOrLast(a),
    );
    this.newest = by((a, b) => a.newRank - b.newRank);
    this.byName = by((a, b) => a.nameRank - b.nameRank);
    this.byNameEn = by((a, b) => a.nameEnRank - b.nameEnRank);
    products.forEach((product, i) => {
      for (const category of product.categoryIds) {
        const list = this.members.get(category);
        if (list) list.push(i);
        else this.members.set(category, [i]);
      }
    });
    for (const category of categoryRows) {
      if (!category.isVisible) continue;
      this.visibleCategories.add(category.id);
      if (category.parentId === null) continue;
      const list = this.children.get(category.parentId);
      if (list) list.push(category.id);
      else this.children.set(category.parentId, [category.id]);
    }
    this.search = search ?? new ProductSearchIndex(products.map((p) => p.search));
    products.forEach((p, i) => {
      this.positions.set(p.id, i);
      this.byItId.set(p.itId, i);
    });
    for (const category of categoryRows) this.categoryById.set(category.id, category);
    this.traits = Uint8Array.from(
      products,
      (p) =>
        (p.isBest ? BEST : 0) |
        (p.isNew ? NEW : 0) |
        (p.isRecommended ? RECOMMENDED : 0) |
        (p.inStock ? IN_STOCK : 0),
    );
  }

  /** Products in the model (every listable one). */
  get size(): number {
    return this.products.length;
  }

  /** The listable product `itId` and its position in the model; `undefined` when not listable. */
  find(itId: string): { position: number; product: CatalogProduct } | undefined {
    const position = this.byItId.get(itId);
    return position === undefined ? undefined : { position, product: this.products[position]! };
  }

  /** The product at `position` (see {@link find}). */
  productAt(position: number): CatalogProduct {
    return this.products[position]!;
  }

  /**
   * The product at `position` as every listing shows it, with its prices at `now` in `currency`
   * and both currencies' prices at `now` (the page's offers).
   */
  card(
    position: number,
    lang: Lang,
    currency: Currency,
    now: Date,
  ): { item: ProductListItem; onSale: boolean; offers: Record<Currency, number> } {
    const at = now.getTime();
    const onSale = this.pricesAt(currency, at).onSale[position] === 1;
    return {
      item: this.listItem(position, onSale, lang, currency),
      onSale,
      offers: {
        krw: this.pricesAt('krw', at).effective[position]!,
        usd: this.pricesAt('usd', at).effective[position]!,
      },
    };
  }

  /**
   * Up to `limit` other products of the same primary category as the one at `position`,
   * best-selling first (then newest id): the product page's related products.
   */
  related(
    position: number,
    limit: number,
    lang: Lang,
    currency: Currency,
    now: Date,
  ): ProductListItem[] {
    const primary = this.products[position]!.primaryCategoryId;
    let order = this.bestUnder.get(primary);
    if (!order) {
      order = this.best.filter((i) => this.products[i]!.primaryCategoryId === primary);
      this.bestUnder.set(primary, order);
    }
    const { onSale } = this.pricesAt(currency, now.getTime());
    const items: ProductListItem[] = [];
    for (let k = 0; k < order.length && items.length < limit; k += 1) {
      const i = order[k]!;
      if (i !== position) items.push(this.listItem(i, onSale[i] === 1, lang, currency));
    }
    return items;
  }

  /** The categories from the root down to `categoryId` (hidden ones included), named in `lang`. */
  breadcrumb(categoryId: number, lang: Lang): Array<{ id: number; name: string }> {
    const trail: Array<{ id: number; name: string }> = [];
    for (
      let at = this.categoryById.get(categoryId);
      at && trail.length < MAX_CATEGORY_DEPTH;
      at = at.parentId === null ? undefined : this.categoryById.get(at.parentId)
    ) {
      trail.unshift({ id: at.id, name: lang === 'en' ? at.nameEn || at.name : at.name });
    }
    return trail;
  }

  /**
   * A model of `version`: this one with the `changed` products (as they are now, listable or
   * not) put in their places; `undefined` when a change needs a whole reload: a product shown,
   * hidden or new to the catalog, or renamed or re-dated (its places in the name and newest
   * orders come from the database's collation and microseconds). The search index is kept when
   * no searchable text changed.
   */
  withChanges(
    version: string,
    changed: ReadonlyArray<{ listable: boolean; product: CatalogProduct }>,
  ): CatalogReadModel | undefined {
    const next = [...this.products];
    let textChanged = false;
    for (const { listable, product } of changed) {
      const i = this.positions.get(product.id);
      if (i === undefined) {
        if (listable) return undefined;
        continue;
      }
      const old = this.products[i]!;
      if (
        !listable ||
        old.name !== product.name ||
        old.nameEn !== product.nameEn ||
        old.createdAt !== product.createdAt
      ) {
        return undefined;
      }
      const { names, body, choseong } = product.search;
      textChanged ||=
        names !== old.search.names || body !== old.search.body || choseong !== old.search.choseong;
      next[i] = {
        ...product,
        newRank: old.newRank,
        nameRank: old.nameRank,
        nameEnRank: old.nameEnRank,
      };
    }
    return new CatalogReadModel(
      version,
      next,
      this.categoryRows,
      textChanged ? undefined : this.search,
    );
  }

  /**
   * One page of `GET /api/v1/product`: the products matching every filter of `query`, in `sort`
   * order (then newest id first), in `lang` and `currency` with the prices of `now`.
   */
  list(
    query: ProductListQuery,
    sort: ProductSort,
    lang: Lang,
    currency: Currency,
    now: Date,
  ): Paginated<ProductListItem> {
    const { page, total, onSale } = this.select(query, sort, lang, currency, now);
    const data = page.map((i) => this.listItem(i, onSale[i] === 1, lang, currency));
    return paginate(data, { page: query.page, perPage: query.per_page, total });
  }

  /**
   * {@link list}'s answer serialised, byte for byte what `JSON.stringify` makes of it, from
   * each product's item serialised once per language, currency and sale state: what the route
   * sends.
   */
  listJson(
    query: ProductListQuery,
    sort: ProductSort,
    lang: Lang,
    currency: Currency,
    now: Date,
  ): Buffer {
    const { page, total, onSale } = this.select(query, sort, lang, currency, now);
    const { data: _data, ...envelope } = paginate(page, {
      page: query.page,
      perPage: query.per_page,
      total,
    });
    const parts: Buffer[] = [Buffer.from(`{"current_page":${envelope.current_page},"data":[`)];
    page.forEach((i, k) => {
      if (k > 0) parts.push(COMMA);
      parts.push(this.listItemJson(i, onSale[i] === 1, lang, currency));
    });
    parts.push(
      Buffer.from(
        `],"from":${envelope.from},"last_page":${envelope.last_page},"per_page":${envelope.per_page},"to":${envelope.to},"total":${envelope.total}}`,
      ),
    );
    return Buffer.concat(parts);
  }

  // The positions of one page in order, the total, and the sale state the prices were taken in.
  private select(
    query: ProductListQuery,
    sort: ProductSort,
    lang: Lang,
    currency: Currency,
    now: Date,
  ): { page: number[]; total: number; onSale: Uint8Array } {
    const match = query.keyword ? this.search.match(query.keyword) : undefined;
    const found = match?.found;
    const prices = this.pricesAt(currency, now.getTime());
    const { effective, onSale } = prices;
    const traits = this.traits;
    const min = query.min_price ?? -Infinity;
    const max = query.max_price ?? Infinity;
    const need =
      (query.flag === 'best' ? BEST : 0) |
      (query.flag === 'new' ? NEW : 0) |
      (query.flag === 'recommended' ? RECOMMENDED : 0) |
      (query.in_stock ? IN_STOCK : 0);
    const saleOnly = query.flag === 'sale';
    const perPage = query.per_page;
    const offset = (query.page - 1) * perPage;
    const page: number[] = [];
    let total = 0;
    if (match?.count !== 0) {
      // A category page walks the category's own order; a ranked search walks its matches and
      // tests the category on the way.
      const ranked = match !== undefined && sort === 'relevance';
      const order =
        query.category !== undefined && !ranked
          ? this.orderWithin(query.category, sort, prices, lang)
          : this.order(sort, ranked ? match.relevance() : undefined, prices, lang);
      const inCategory =
        query.category !== undefined && ranked ? this.categoryMask(query.category) : undefined;
      // One pass over the whole order: the total needs every match anyway.
      for (let k = 0; k < order.length; k += 1) {
        const i = order[k]!;
        if (found !== undefined && found[i] === 0) continue;
        if (inCategory !== undefined && inCategory[i] === 0) continue;
        if ((traits[i]! & need) !== need) continue;
        if (saleOnly && onSale[i] === 0) continue;
        const price = effective[i]!;
        if (price < min || price > max) continue;
        if (total >= offset && total < offset + perPage) page.push(i);
        total += 1;
      }
    }
    return { page, total, onSale };
  }

  /** Search-box suggestions: up to `limit` products matching `keyword`, most relevant first. */
  suggest(keyword: string, lang: Lang, limit: number): ProductSuggestResponse['data'] {
    const match = this.search.match(keyword);
    if (!match || match.count === 0) return [];
    return [...this.byRelevance(match.relevance()).subarray(0, limit)].map((i) => {
      const p = this.products[i]!;
      return {
        it_id: p.itId,
        name: productName(p, lang),
        thumbnail: p.thumbnail ? rendition(p.thumbnail, 'thumb', 'webp') : null,
      };
    });
  }

  private order(
    sort: ProductSort,
    relevance: Uint8Array | undefined,
    prices: PriceState,
    lang: Lang,
  ): Int32Array {
    switch (sort) {
      case 'best':
        return this.best;
      case 'price_asc':
        return prices.asc;
      case 'price_desc':
        return prices.desc;
      case 'review':
        return this.review;
      case 'name':
        return lang === 'en' ? this.byNameEn : this.byName;
      case 'relevance':
        return relevance ? this.byRelevance(relevance) : this.best;
      case 'new':
        return this.newest;
    }
  }

  // The products of `category` and its visible descendants in `sort` order (without a keyword),
  // made once per category and order: at most a few orders for each category of the tree.
  private orderWithin(
    category: number,
    sort: ProductSort,
    prices: PriceState,
    lang: Lang,
  ): Int32Array {
    if (!this.visibleCategories.has(category)) return new Int32Array(0);
    const kept = sort === 'price_asc' || sort === 'price_desc' ? prices.within : this.within;
    const key = `${category}:${sort === 'relevance' ? 'best' : sort}:${sort === 'name' ? lang : ''}`;
    let order = kept.get(key);
    if (!order) {
      const mask = this.categoryMask(category);
      order = this.order(sort, undefined, prices, lang).filter((i) => mask[i] === 1);
      kept.set(key, order);
    }
    return order;
  }

  // Relevance 3, 2, 1, each in the best-selling order: the order of `relevance desc, sales_30d
  // desc, id desc` without sorting.
  private byRelevance(relevance: Uint8Array): Int32Array {
    const starts = new Int32Array(4);
    for (let i = 0; i < relevance.length; i += 1) starts[relevance[i]!]! += 1;
    // Relevance 3 first: 3 starts at 0, 2 after the threes, 1 after the twos.
    let at = 0;
    for (const r of [3, 2, 1]) {
      const n = starts[r]!;
      starts[r] = at;
      at += n;
    }
    const out = new Int32Array(at);
    for (let k = 0; k < this.best.length; k += 1) {
      const i = this.best[k]!;
      const r = relevance[i]!;
      if (r > 0) out[starts[r]!++] = i;
    }
    return out;
  }

  // The products listed in `id` or a visible category under it; none when it is unknown or hidden.
  private categoryMask(id: number): Uint8Array {
    const mask = new Uint8Array(this.products.length);
    if (!this.visibleCategories.has(id)) return mask;
    const seen = new Set<number>();
    for (const queue = [id]; queue.length > 0;) {
      const next = queue.pop()!;
      if (seen.has(next)) continue;
      seen.add(next);
      for (const i of this.members.get(next) ?? []) mask[i] = 1;
      queue.push(...(this.children.get(next) ?? []));
    }
    return mask;
  }

  private pricesAt(currency: Currency, now: number): PriceState {
    const kept = this.priced.get(currency);
    if (kept && now >= kept.from && now < kept.until) return kept;
    const n = this.products.length;
    const effective = new Float64Array(n);
    const onSale = new Uint8Array(n);
    let from = -Infinity;
    let until = Infinity;
    this.products.forEach((p, i) => {
      const { price, sale } = p.prices[currency];
      if (sale !== null) {
        for (const bound of [p.saleStartsAt, p.saleEndsAt]) {
          if (bound === null) continue;
          if (bound <= now) from = Math.max(from, bound);
          else until = Math.min(until, bound);
        }
      }
      const applies =
        sale !== null &&
        (p.saleStartsAt === null || p.saleStartsAt <= now) &&
        (p.saleEndsAt === null || p.saleEndsAt > now);
      onSale[i] = applies ? 1 : 0;
      effective[i] = applies ? sale! : price;
    });
    const id = (i: number) => this.products[i]!.id;
    const state: PriceState = {
      from,
      until,
      effective,
      onSale,
      asc: this.sorted((a, b) => effective[a]! - effective[b]! || id(b) - id(a)),
      desc: this.sorted((a, b) => effective[b]! - effective[a]! || id(b) - id(a)),
      within: new Map(),
    };
    this.priced.set(currency, state);
    return state;
  }

  private sorted(compare: (a: number, b: number) => number): Int32Array {
    const order = Int32Array.from(this.products.keys());
    return order.sort(compare);
  }

  private listItemJson(i: number, onSale: boolean, lang: Lang, currency: Currency): Buffer {
    const slot = (lang === 'en' ? 4 : 0) + (currency === 'usd' ? 2 : 0) + (onSale ? 1 : 0);
    const kept = (this.itemJson[slot] ??= []);
    return (kept[i] ??= Buffer.from(JSON.stringify(this.listItem(i, onSale, lang, currency))));
  }

  private listItem(i: number, onSale: boolean, lang: Lang, currency: Currency): ProductListItem {
    const p = this.products[i]!;
    const { price, sale, list } = p.prices[currency];
    const row = {
      id: p.id,
      itId: p.itId,
      name: p.name,
      nameEn: p.nameEn,
      price,
      salePrice: sale,
      listPrice: list,
      onSale,
      reviewCount: p.reviewCount,
      ratingSum: p.ratingSum,
      isBest: p.isBest,
      isNew: p.isNew,
      isRecommended: p.isRecommended,
      inStock: p.inStock,
    };
    return toListItem(row, p.thumbnail, lang, currency);
  }
}

// `rating_sum::float / nullif(review_count, 0) desc nulls last`: no reviews sort after any average.
function averageOrLast(p: CatalogProduct): number {
  return p.reviewCount > 0 ? p.ratingSum / p.reviewCount : -Infinity;
}

// A change re-reads the products whose `updated_at` is at most this much older than the last
// version's: a transaction that stamped its rows a little before another committed is not missed.
const PATCH_OVERLAP_MS = 5_000;
// More changed products than this: a whole reload costs about the same.
const PATCH_MAX = 500;

const epochMs = (column: PgColumn) =>
  sql<number | null>`(extract(epoch from ${column}) * 1000)::float8`;

/**
 * `products.updated_at` in epoch milliseconds as the read model holds it: what a product page's
 * kept parts are compared with.
 */
export const updatedAtMs = sql<number>`(extract(epoch from ${products.updatedAt}) * 1000)::float8`;

const cardColumns = {
  id: products.id,
  itId: products.itId,
  name: products.name,
  nameEn: products.nameEn,
  priceKrw: products.priceKrw,
  priceUsd: products.priceUsd,
  salePriceKrw: products.salePriceKrw,
  salePriceUsd: products.salePriceUsd,
  listPriceKrw: products.listPriceKrw,
  listPriceUsd: products.listPriceUsd,
  saleStartsAt: epochMs(products.saleStartsAt),
  saleEndsAt: epochMs(products.saleEndsAt),
  createdAt: sql<number>`(extract(epoch from ${products.createdAt}) * 1000)::float8`,
  isBest: products.isBest,
  isNew: products.isNew,
  isRecommended: products.isRecommended,
  sales30d: products.sales30d,
  reviewCount: products.reviewCount,
  ratingSum: products.ratingSum,
  primaryCategoryId: products.primaryCategoryId,
  updatedAt: updatedAtMs,
  listable: sql<boolean>`${visibleProduct}`,
};

const selectCards = (db: Database) => db.select(cardColumns).from(products);
type CardRow = Awaited<ReturnType<typeof selectCards>>[number];

// What the catalog holds of `ids` (all products when undefined) besides their rows.
async function productExtras(db: Database, ids: number[] | undefined) {
  const only = <T extends PgColumn>(column: T) => (ids ? inArray(column, ids) : undefined);
  const [memberships, stocked, thumbnails, texts] = await Promise.all([
    db
      .select({ productId: productCategories.productId, categoryId: productCategories.categoryId })
      .from(productCategories)
      .where(only(productCategories.productId)),
    db
      .selectDistinct({ productId: productVariants.productId })
      .from(productVariants)
      .where(
        and(
          gt(productVariants.stock, 0),
          eq(productVariants.isSoldOut, false),
          only(productVariants.productId),
        ),
      ),
    firstImages(db, ids),
    db.select().from(productSearch).where(only(productSearch.productId)),
  ]);
  const categoryIds = new Map<number, number[]>();
  for (const { productId, categoryId } of memberships) {
    const list = categoryIds.get(productId);
    if (list) list.push(categoryId);
    else categoryIds.set(productId, [categoryId]);
  }
  const inStock = new Set(stocked.map((row) => row.productId));
  const textOf = new Map(texts.map((row) => [row.productId, row]));
  const noText: SearchText = { names: '', body: '', choseong: '' };
  return (row: CardRow, ranks: Pick<CatalogProduct, 'newRank' | 'nameRank' | 'nameEnRank'>) =>
    ({
      id: row.id,
      itId: row.itId,
      name: row.name,
      nameEn: row.nameEn,
      prices: {
        krw: { price: row.priceKrw, sale: row.salePriceKrw, list: row.listPriceKrw },
        usd: { price: row.priceUsd, sale: row.salePriceUsd, list: row.listPriceUsd },
      },
      saleStartsAt: row.saleStartsAt,
      saleEndsAt: row.saleEndsAt,
      createdAt: row.createdAt,
      isBest: row.isBest,
      isNew: row.isNew,
      isRecommended: row.isRecommended,
      sales30d: row.sales30d,
      reviewCount: row.reviewCount,
      ratingSum: row.ratingSum,
      inStock: inStock.has(row.id),
      categoryIds: categoryIds.get(row.id) ?? [],
      primaryCategoryId: row.primaryCategoryId,
      updatedAt: row.updatedAt,
      thumbnail: thumbnails.get(row.id) ?? null,
      search: textOf.get(row.id) ?? noText,
      newRank: ranks.newRank,
      nameRank: ranks.nameRank,
      nameEnRank: ranks.nameEnRank,
    }) satisfies CatalogProduct;
}

/**
 * A products version (`productsVersion`) in parts: the products table's `count` and last
 * `changed` time, and the `rest` (categories, images, shipping policy) joined.
 */
export function productsVersionParts(version: string) {
  const [productsPart = '', ...rest] = version.split('/');
  const [count, changed] = productsPart.split(':');
  return { count, changed: Number(changed), rest: rest.join('/') };
}

// The changes since `previous` put into it, or `undefined` when only a whole reload will do.
async function patchCatalogReadModel(
  db: Database,
  version: string,
  previous: CatalogReadModel,
): Promise<CatalogReadModel | undefined> {
  const now = productsVersionParts(version);
  const before = productsVersionParts(previous.version);
  // New categories or images, products added or removed: reload.
  if (now.rest !== before.rest || now.count !== before.count || !Number.isFinite(before.changed)) {
    return undefined;
  }
  const rows = await selectCards(db)
    .where(gte(products.updatedAt, new Date(before.changed - PATCH_OVERLAP_MS)))
    .limit(PATCH_MAX + 1);
  if (rows.length > PATCH_MAX) return undefined;
  const toProduct = await productExtras(
    db,
    rows.map((row) => row.id),
  );
  return previous.withChanges(
    version,
    rows.map((row) => ({ listable: row.listable, product: toProduct(row, NO_RANKS) })),
  );
}

const NO_RANKS = { newRank: 0, nameRank: 0, nameEnRank: 0 };

/**
 * Reads the listable catalog into a {@link CatalogReadModel} labelled `version` (the products
 * version it was asked for). With the `previous` model, and when only products changed in place
 * (stock, prices, flags, sales, ratings, categories, search text), only the products changed
 * since it are read; else the whole catalog, in six queries.
 */
export async function loadCatalogReadModel(
  db: Database,
  version: string,
  previous?: CatalogReadModel,
): Promise<CatalogReadModel> {
  const patched = previous && (await patchCatalogReadModel(db, version, previous));
  if (patched) return patched;
  const [rows, categoryRows, toProduct] = await Promise.all([
    db
      .select({
        ...cardColumns,
        newRank: sql<number>`(row_number() over (order by ${products.createdAt} desc, ${products.id} desc))::int`,
        nameRank: sql<number>`(row_number() over (order by ${products.name} asc, ${products.id} desc))::int`,
        nameEnRank: sql<number>`(row_number() over (order by ${products.nameEn} asc, ${products.id} desc))::int`,
      })
      .from(products)
      .where(visibleProduct),
    db
      .select({
        id: categories.id,
        parentId: categories.parentId,
        name: categories.name,
        nameEn: categories.nameEn,
        isVisible: categories.isVisible,
      })
      .from(categories),
    productExtras(db, undefined),
  ]);
  return new CatalogReadModel(
    version,
    rows.map((row) =>
      toProduct(row, { newRank: row.newRank, nameRank: row.nameRank, nameEnRank: row.nameEnRank }),
    ),
    categoryRows,
  );
}

/**
 * A model holding only the product `itId` (listable or not, never a deleted one), for an
 * operator's preview of its page; `undefined` when there is no such product.
 */
export async function loadPreviewModel(
  db: Database,
  itId: string,
): Promise<CatalogReadModel | undefined> {
  const [row] = await selectCards(db).where(
    and(eq(products.itId, itId), isNull(products.deletedAt)),
  );
  if (!row) return undefined;
  const [toProduct, categoryRows] = await Promise.all([
    productExtras(db, [row.id]),
    db
      .select({
        id: categories.id,
        parentId: categories.parentId,
        name: categories.name,
        nameEn: categories.nameEn,
        isVisible: categories.isVisible,
      })
      .from(categories),
  ]);
  return new CatalogReadModel(`preview:${row.updatedAt}`, [toProduct(row, NO_RANKS)], categoryRows);
}

/**
 * The catalog read models of the newest two products versions, each loaded once however many
 * requests ask for it together; a failed load is forgotten. Two, so that a request that read the
 * version just before a write still finds its model while the next one loads.
 */
export class CatalogReadModels {
  private readonly models = new Map<string, Promise<CatalogReadModel>>();
  private newest: CatalogReadModel | undefined;

  constructor(
    private readonly load: (
      version: string,
      previous: CatalogReadModel | undefined,
    ) => Promise<CatalogReadModel>,
  ) {}

  /** The model of `version`, loaded on first use (from the newest loaded one when it can). */
  at(version: string): Promise<CatalogReadModel> {
    const kept = this.models.get(version);
    if (kept) return kept;
    const loading = this.load(version, this.newest);
    this.models.set(version, loading);
    loading.then(
      (model) => {
        if (this.models.get(version) === loading) this.newest = model;
      },
      () => {
        if (this.models.get(version) === loading) this.models.delete(version);
      },
    );
    while (this.models.size > 2) this.models.delete(this.models.keys().next().value!);
    return loading;
  }
}
