import { count, like } from 'drizzle-orm';

import type { Database } from '../db/database.js';
import { products } from '../db/schema/index.js';
import { insertProduct, type ProductDraft } from '../features/products/product-writer.js';

// Scents and product kinds the bench catalog combines; each kind in its real category.
const SCENTS: Array<[string, string]> = [
  ['라벤더', 'Lavender'],
  ['자몽', 'Grapefruit'],
  ['블랙체리', 'Black cherry'],
  ['무화과', 'Fig'],
  ['바닐라', 'Vanilla'],
  ['시더우드', 'Cedarwood'],
  ['베르가못', 'Bergamot'],
  ['로즈', 'Rose'],
  ['유칼립투스', 'Eucalyptus'],
  ['레몬그라스', 'Lemongrass'],
  ['화이트머스크', 'White musk'],
  ['샌달우드', 'Sandalwood'],
  ['재스민', 'Jasmine'],
  ['오렌지', 'Orange'],
  ['피오니', 'Peony'],
  ['코튼', 'Cotton'],
];
const KINDS: Array<{ name: string; nameEn: string; category: number; sku: string }> = [
  { name: '소이 캔들', nameEn: 'soy candle', category: 1011, sku: 'CDL' },
  { name: '우드윅 캔들', nameEn: 'wood wick candle', category: 1012, sku: 'WWC' },
  { name: '필라 캔들', nameEn: 'pillar candle', category: 1013, sku: 'PLR' },
  { name: '리드 디퓨저', nameEn: 'reed diffuser', category: 2011, sku: 'DIF' },
  { name: '차량용 디퓨저', nameEn: 'car diffuser', category: 2012, sku: 'CAR' },
  { name: '향료', nameEn: 'fragrance oil', category: 2021, sku: 'OIL' },
];
const SIZES: Array<[string, string, number, number]> = [
  ['100g', '100 g', 0, 0],
  ['200g', '200 g', 6_000, 500],
  ['400g', '400 g', 14_000, 1_100],
];

// A fixed-seed generator, so every bench database holds the same catalog.
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

// Product `i` (0-based): a scent × kind with three sizes (three variants), one image, tags,
// 30-day sales, one in ten on sale now.
function benchProduct(i: number, next: () => number, now: number): ProductDraft {
  const [scent, scentEn] = SCENTS[i % SCENTS.length]!;
  const kind = KINDS[Math.floor(i / SCENTS.length) % KINDS.length]!;
  const serial = String(i).padStart(5, '0');
  const krw = 10_000 + Math.floor(next() * 60) * 1_000;
  const usd = Math.round(krw / 13);
  const onSale = next() < 0.1;
  return {
    itId: `B${String(i).padStart(7, '0')}`,
    categoryIds: [kind.category],
    name: `${scent} ${kind.name} ${serial}`,
    nameEn: `${scentEn} ${kind.nameEn} ${serial}`,
    summary: `${scent} 향의 ${kind.name}`,
    summaryEn: `${scentEn} ${kind.nameEn}`,
    tags: [scent, kind.name.split(' ').at(-1)!],
    flags: { best: next() < 0.05, new: next() < 0.1, recommended: next() < 0.05 },
    price: { krw, usd },
    ...(onSale
      ? {
          sale: {
            krw: Math.round((krw * 0.8) / 100) * 100,
            usd: Math.round(usd * 0.8),
            startsAt: new Date(now - 86_400_000),
            endsAt: new Date(now + 30 * 86_400_000),
          },
        }
      : {}),
    safetyReportNo: `CB26-${serial}`,
    sales30d: Math.floor(next() * 500),
    sku: `${kind.sku}-${serial}`,
    options: [
      { name: '용량', nameEn: 'Size', values: SIZES.map(([n, e]) => ({ name: n, nameEn: e })) },
    ],
    variants: SIZES.map(([size, , deltaKrw, deltaUsd]) => ({
      values: [size],
      stock: next() < 0.1 ? 0 : Math.floor(next() * 50),
      priceDelta: { krw: deltaKrw, usd: deltaUsd },
    })),
    images: [
      {
        storageKey: `bench/${serial}`,
        width: 1600,
        height: 1600,
        alt: `${scent} ${kind.name}`,
        altEn: `${scentEn} ${kind.nameEn}`,
      },
    ],
    createdAt: new Date(now - i * 60_000),
  };
}

/**
 * Writes the benchmark catalog through the catalog's one writer: `total` products (`it_id`
 * `B0000000`…) with three variants each, in transactions of `batch`. Products already written
 * are kept, so an interrupted run continues. Not part of the demo seed.
 */
export async function seedBenchCatalog(
  db: Database,
  options: { total: number; batch?: number; onProgress?: (written: number) => void },
): Promise<number> {
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(products)
    .where(like(products.itId, 'B%'));
  const batch = options.batch ?? 250;
  const now = Date.now();
  const next = random(20_261_123);
  // Draw the numbers of the products already written, so the rest come out the same.
  const drafts = Array.from({ length: options.total }, (_, i) => benchProduct(i, next, now));
  for (let from = n; from < options.total; from += batch) {
    await db.transaction(async (tx) => {
      for (const draft of drafts.slice(from, from + batch)) await insertProduct(tx, draft);
    });
    options.onProgress?.(Math.min(from + batch, options.total));
  }
  return options.total - n;
}
