import { and, count, eq, gt, isNotNull, lte } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  productAddons,
  productCategories,
  productImages,
  productOptionGroups,
  products,
  productVariants,
} from '../db/schema/index.js';
import { rendition } from '../features/media/image-urls.js';
import { SAFETY_REPORT_CATEGORY_ROOTS } from '../features/products/product-writer.js';
import { startTestApi, type TestApi } from '../testing.js';
import { CATEGORY_TREE, categorySeeder } from './category-seeder.js';
import { DEMO_PRODUCTS } from './demo-products.js';
import { productSeeder } from './product-seeder.js';
import { seedDemoData } from './seed.js';

let api: TestApi;
let seconds: number;
beforeAll(async () => {
  api = await startTestApi();
  const started = performance.now();
  await seedDemoData(api.app.database.db, api.app.log, {
    seeders: [categorySeeder, productSeeder],
    objectStore: api.app.objectStore,
  });
  seconds = (performance.now() - started) / 1000;
});
afterAll(() => api.close());

const db = () => api.app.database.db;

function descendants(ids: readonly number[]): Set<number> {
  const found = new Set<number>();
  const walk = (nodes: typeof CATEGORY_TREE, inside: boolean) => {
    for (const [id, , , children = []] of nodes) {
      const here = inside || ids.includes(id);
      if (here) found.add(id);
      walk(children, here);
    }
  };
  walk(CATEGORY_TREE, false);
  return found;
}

describe('productSeeder', () => {
  it('seeds at least 60 products with stable it_ids over every leaf category', async () => {
    const rows = await db().select().from(products);
    expect(rows.length).toBe(DEMO_PRODUCTS.length);
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(new Set(rows.map((r) => r.itId)).size).toBe(rows.length);
    expect(rows.find((r) => r.nameEn === 'Signature soy candle')?.itId).toBe('171011001');
    const used = new Set(
      (await db().select({ id: productCategories.categoryId }).from(productCategories)).map(
        (r) => r.id,
      ),
    );
    const leaves: number[] = [];
    const walk = (nodes: typeof CATEGORY_TREE) => {
      for (const [id, , , children = []] of nodes) {
        if (children.length === 0) leaves.push(id);
        walk(children);
      }
    };
    walk(CATEGORY_TREE);
    for (const leaf of leaves) expect(used, `category ${leaf}`).toContain(leaf);
    console.info(`product seed: ${rows.length} products in ${seconds.toFixed(1)} s`);
  });

  it('gives every finished candle and diffuser a safety report number, and both languages everywhere', async () => {
    const finished = descendants(SAFETY_REPORT_CATEGORY_ROOTS);
    const rows = await db().select().from(products);
    const needing = rows.filter((r) => finished.has(r.primaryCategoryId));
    expect(needing.length).toBeGreaterThanOrEqual(20);
    for (const row of needing)
      expect(row.safetyReportNo, row.name).toMatch(/^CB\d{2}-\d{2}-\d{4}$/);
    for (const row of rows) {
      expect(row.summary && row.summaryEn, row.name).toBeTruthy();
      expect(row.description.length && row.descriptionEn.length, row.name).toBeTruthy();
      expect(row.infoNotice.map((r) => r.label)).toEqual([
        '품명 및 모델명',
        '용량 또는 중량',
        '제조국',
        '제조자/수입자',
        '사용기한',
        '사용방법 및 주의사항',
        '품질보증기준',
        'A/S 책임자와 전화번호',
      ]);
      expect(row.infoNoticeEn).toHaveLength(8);
      expect(row.priceKrw % 100, row.name).toBe(0);
      expect(row.priceUsd).toBeGreaterThan(0);
    }
  });

  it('has sold-out, on-sale, optioned, flagged and gift-wrappable products', async () => {
    const now = new Date();
    const [onSale] = await db()
      .select({ n: count() })
      .from(products)
      .where(
        and(
          isNotNull(products.salePriceKrw),
          lte(products.saleStartsAt, now),
          gt(products.saleEndsAt, now),
        ),
      );
    expect(onSale!.n).toBeGreaterThanOrEqual(5);
    const variants = await db().select().from(productVariants);
    const byProduct = new Map<number, typeof variants>();
    for (const v of variants)
      byProduct.set(v.productId, [...(byProduct.get(v.productId) ?? []), v]);
    const soldOut = [...byProduct.values()].filter((vs) =>
      vs.every((v) => v.stock === 0 || v.isSoldOut),
    );
    expect(soldOut.length).toBeGreaterThanOrEqual(5);
    expect(variants.some((v) => v.priceDeltaKrw > 0 && v.priceDeltaUsd > 0)).toBe(true);
    const groups = await db().select().from(productOptionGroups);
    expect(groups.filter((g) => g.name === '향').length).toBeGreaterThanOrEqual(3);
    expect(groups.filter((g) => g.name === '용량').length).toBeGreaterThanOrEqual(5);
    const addons = await db().select().from(productAddons);
    expect(new Set(addons.map((a) => a.name))).toEqual(new Set(['선물 포장', '메시지 카드']));
    const rows = await db().select().from(products);
    expect(rows.filter((r) => r.isBest).length).toBeGreaterThanOrEqual(8);
    expect(rows.filter((r) => r.isNew).length).toBeGreaterThanOrEqual(8);
    expect(rows.filter((r) => r.isRecommended).length).toBeGreaterThanOrEqual(5);
    const ages = rows.map((r) => (now.getTime() - r.createdAt.getTime()) / 86_400_000);
    expect(Math.max(...ages) - Math.min(...ages)).toBeGreaterThan(180);
    const [sale] = await db()
      .select({ n: count() })
      .from(productCategories)
      .where(eq(productCategories.categoryId, 121));
    expect(sale!.n).toBeGreaterThanOrEqual(3);
  });

  it('stores 1–4 photos per product whose renditions render, with alt text in both languages', async () => {
    const images = await db().select().from(productImages);
    const perProduct = new Map<number, number>();
    for (const image of images)
      perProduct.set(image.productId, (perProduct.get(image.productId) ?? 0) + 1);
    expect(perProduct.size).toBe(DEMO_PRODUCTS.length);
    for (const n of perProduct.values()) expect(n).toBeGreaterThanOrEqual(1);
    for (const n of perProduct.values()) expect(n).toBeLessThanOrEqual(4);
    for (const image of images) {
      expect(image).toMatchObject({ width: 1600, height: 1600 });
      expect(image.alt && image.altEn).toBeTruthy();
    }
    for (const image of images.slice(0, 3)) {
      const url = rendition(image, 'thumb', 'webp').url;
      const res = await fetch(`${api.url}${url}`);
      expect(res.status).toBe(200);
      expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({
        format: 'webp',
        width: 400,
        height: 400,
      });
    }
  });

  it('runs once: a second seed adds nothing', async () => {
    const [before] = await db().select({ n: count() }).from(products);
    await seedDemoData(db(), api.app.log, {
      seeders: [productSeeder],
      objectStore: api.app.objectStore,
    });
    const [after] = await db().select({ n: count() }).from(products);
    expect(after!.n).toBe(before!.n);
  });
});
