import type { CmsNode, InfoNoticeRow } from '@atelier/contracts';
import { count } from 'drizzle-orm';

import { products } from '../db/schema/index.js';
import {
  prepareImage,
  storePreparedImage,
  type PreparedImage,
} from '../features/media/ingest-image.js';
import {
  SAFETY_REPORT_CATEGORY_ROOTS,
  insertProduct,
  type Money,
  type ProductDraft,
} from '../features/products/product-writer.js';
import type { ObjectStore } from '../ports/storage/object-store.js';
import { CATEGORY_TREE } from './category-seeder.js';
import { DEMO_PRODUCTS, type DemoProduct, type Pair } from './demo-products.js';
import { artworkSvg, BACKDROPS, renderSvg, type Artwork, type Shot } from './product-artwork.js';
import { cachedRenderedPhoto } from './rendered-photo-cache.js';
import type { Seeder } from './seed.js';

const DAY = 86_400_000;
// Seed photos are ours, so no upload limit applies; this only bounds a mistake.
const SEED_IMAGE_MAX_BYTES = 20 * 1024 * 1024;
// Renders in flight at once: sharp works on libuv's pool, so a few keep both cores busy.
const RENDER_CONCURRENCY = 3;

const GIFT_ADDONS: NonNullable<ProductDraft['addons']> = [
  { name: '선물 포장', nameEn: 'Gift wrap', price: { krw: 2_500, usd: 200 }, stock: 500 },
  { name: '메시지 카드', nameEn: 'Message card', price: { krw: 1_000, usd: 100 }, stock: 500 },
];

const money = ([krw, usd]: readonly [number, number]): Money => ({ krw, usd });

/** Parent of every category id, from the seeded tree. */
const PARENTS = (() => {
  const parents = new Map<number, number | null>();
  const walk = (nodes: typeof CATEGORY_TREE, parent: number | null) => {
    for (const [id, , , children = []] of nodes) {
      parents.set(id, parent);
      walk(children, id);
    }
  };
  walk(CATEGORY_TREE, null);
  return parents;
})();

function rootsOf(id: number): number[] {
  const chain: number[] = [];
  for (let at: number | null | undefined = id; at != null; at = PARENTS.get(at)) chain.push(at);
  return chain;
}

type Family = 'candle' | 'diffuser' | 'fragrance' | 'supply' | 'container' | 'kit' | 'tool';

function familyOf(product: DemoProduct): Family {
  const chain = rootsOf(product.categories[0]);
  if (chain.includes(101)) return 'candle';
  if (chain.includes(201)) return 'diffuser';
  if (chain.includes(3)) return 'fragrance';
  if (chain.includes(4)) return 'container';
  if (chain.includes(5)) return 'kit';
  if (chain.includes(6)) return 'tool';
  return 'supply';
}

const USAGE: Record<Family, Pair> = {
  candle: [
    '처음 사용할 때 표면 전체가 녹을 때까지 2~3시간 태워 주세요. 심지는 5mm로 다듬고, 한 번에 4시간 이상 태우지 마세요. 불을 켠 채 자리를 비우지 말고 어린이·반려동물의 손이 닿지 않는 곳에 두세요.',
    'Burn for 2–3 hours the first time, until the whole surface melts. Trim the wick to 5 mm and burn no longer than 4 hours at a time. Never leave it burning unattended; keep away from children and pets.',
  ],
  diffuser: [
    '리드를 꽂고 1~2일 뒤 뒤집어 주면 향이 빨라집니다. 가구·바닥에 흘리지 않도록 주의하고, 마시거나 피부에 닿지 않게 하세요. 화기 가까이 두지 마세요.',
    'Insert the reeds and flip them after a day or two to speed the scent up. Do not spill on furniture or floors, swallow or touch the liquid. Keep away from flames.',
  ],
  fragrance: [
    '캔들은 왁스 무게의 6~10%, 디퓨저는 베이스의 15~20%로 사용하세요. 원액이 피부나 눈에 닿지 않게 하고, 닿았을 때는 물로 충분히 씻어 내세요.',
    'Use 6–10% of the wax weight in candles, 15–20% of the base in diffusers. Keep off skin and eyes; rinse well with water if it touches them.',
  ],
  supply: [
    '직사광선을 피해 서늘하고 건조한 곳에 보관하세요. 가열할 때는 반드시 중탕으로 녹이고 자리를 비우지 마세요.',
    'Store cool, dry and out of direct sunlight. Always melt in a double boiler and never leave it heating unattended.',
  ],
  container: [
    '처음 사용하기 전 세척 후 완전히 말려 주세요. 유리 용기는 급격한 온도 변화에 깨질 수 있습니다.',
    'Wash and dry fully before first use. Glass can crack with sudden temperature changes.',
  ],
  kit: [
    '동봉된 설명서와 영상 강의를 따라 만들어 주세요. 뜨거운 왁스를 다룰 때는 어린이만 두지 마세요.',
    'Follow the enclosed guide and video lesson. Do not leave children alone with hot wax.',
  ],
  tool: [
    '사용 후 남은 왁스를 닦아 건조하게 보관하세요. 가열 도구는 식은 뒤에 세척하세요.',
    'Wipe off leftover wax after use and store dry. Let heated tools cool before washing.',
  ],
};

const USE_BY: Record<Family, Pair> = {
  candle: [
    '제조일로부터 3년 (제조일자 제품 바닥 표기)',
    '3 years from manufacture (date on the base)',
  ],
  diffuser: [
    '제조일로부터 2년, 개봉 후 6개월 권장',
    '2 years from manufacture; best within 6 months of opening',
  ],
  fragrance: ['제조일로부터 2년', '2 years from manufacture'],
  supply: ['제조일로부터 2년', '2 years from manufacture'],
  container: ['해당 없음', 'Not applicable'],
  kit: ['제조일로부터 2년 (향료 기준)', '2 years from manufacture (fragrance oil)'],
  tool: ['해당 없음', 'Not applicable'],
};

function infoNotice(
  product: DemoProduct,
  itId: string,
  family: Family,
): [InfoNoticeRow[], InfoNoticeRow[]] {
  const [maker, country] = product.origin ?? [
    ['(주)아틀리에 공방', 'Atelier Workshop Co., Ltd.'],
    ['대한민국', 'Republic of Korea'],
  ];
  const imported = product.origin !== undefined;
  const rows: Array<[Pair, Pair]> = [
    [
      ['품명 및 모델명', 'Product name and model'],
      [`${product.name[0]} / ${itId}`, `${product.name[1]} / ${itId}`],
    ],
    [['용량 또는 중량', 'Capacity or weight'], product.size],
    [['제조국', 'Country of manufacture'], country],
    [
      ['제조자/수입자', 'Manufacturer / importer'],
      imported
        ? [`${maker[0]} / 수입자: (주)아틀리에`, `${maker[1]} / imported by Atelier Co., Ltd.`]
        : maker,
    ],
    [['사용기한', 'Use by'], USE_BY[family]],
    [['사용방법 및 주의사항', 'How to use and cautions'], USAGE[family]],
    [
      ['품질보증기준', 'Quality guarantee'],
      [
        '제품 이상 시 공정거래위원회 고시 소비자분쟁해결기준에 따라 교환 또는 환불해 드립니다.',
        'Defective products are exchanged or refunded under the Korea Fair Trade Commission’s consumer dispute settlement criteria.',
      ],
    ],
    [
      ['A/S 책임자와 전화번호', 'After-sales contact and phone'],
      ['아틀리에 고객센터 1800-8914', 'Atelier customer service +82 1800-8914'],
    ],
  ];
  return [
    rows.map(([label, value]) => ({ label: label[0], value: value[0] })),
    rows.map(([label, value]) => ({ label: label[1], value: value[1] })),
  ];
}

function description(
  product: DemoProduct,
  family: Family,
  lang: 0 | 1,
  safetyReportNo?: string,
): CmsNode[] {
  const t = (id: string, tag: string, innerText: string, cls?: string): CmsNode => ({
    id,
    tag,
    option: { ...(cls ? { class: cls } : {}), props: { innerText } },
  });
  const points: string[] = [
    `${lang === 0 ? '용량' : 'Size'}: ${product.size[lang]}`,
    ...(product.scents && product.scents.length >= 3
      ? [`${lang === 0 ? '향' : 'Scents'}: ${product.scents.map((s) => s[lang]).join(', ')}`]
      : []),
    ...(family === 'candle'
      ? [
          lang === 0
            ? '원료: 100% 식물성 왁스, 면 또는 우드 심지'
            : 'Made of 100% plant wax with a cotton or wood wick',
        ]
      : []),
    ...(safetyReportNo
      ? [`${lang === 0 ? '안전확인 신고번호' : 'Safety confirmation no.'}: ${safetyReportNo}`]
      : []),
  ];
  return [
    {
      id: 'description',
      tag: 'section',
      option: { class: 'product-description' },
      children: [
        t('title', 'h3', product.name[lang]),
        t('summary', 'p', product.summary[lang], 'lead'),
        t('story', 'p', product.story[lang]),
        { id: 'points', tag: 'ul', children: points.map((p, i) => t(`point-${i}`, 'li', p)) },
        t('care', 'p', USAGE[family][lang], 'caution'),
      ],
    },
  ];
}

function labelOf(product: DemoProduct): string {
  if (product.art.label) return product.art.label;
  const en = product.name[1].replace(/\s*\(.*\)$/, '');
  const named = en.includes(',') ? en.split(',').slice(1).join(',').trim() : en;
  const short = named
    .replace(/\b(soy candle|reed diffuser|pillar candle|wood wick candle)\b/i, '')
    .trim();
  const text = short || named;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

interface Photo {
  art: Artwork;
  shot: Shot;
  backdrop: number;
  trio: Artwork[];
  alt: Pair;
}

function photosOf(product: DemoProduct, index: number): Photo[] {
  const art: Artwork = { ...product.art, label: labelOf(product) };
  // Wide objects do not fit three abreast.
  const wide = ['kit-box', 'tools', 'wax-bag', 'dye-chips'].includes(art.kind);
  const trio: Artwork[] = (wide ? [] : (product.scents ?? []))
    .filter((scent) => scent[2] !== art.color)
    .slice(0, 2)
    .map((scent) => ({ ...art, color: scent[2], label: scent[1] }));
  const [kr, en] = product.name;
  const shots: Photo[] = [
    { art, shot: 'studio', backdrop: index, trio: [], alt: [kr, en] },
    trio.length > 0
      ? {
          art,
          shot: 'trio',
          backdrop: index + 1,
          trio,
          alt: [`${kr} 향별 구성`, `${en} in its scents`],
        }
      : {
          art,
          shot: 'close',
          backdrop: index + 1,
          trio: [],
          alt: [`${kr} 가까이 본 모습`, `${en}, close up`],
        },
    {
      art,
      shot: 'detail',
      backdrop: index + 2,
      trio: [],
      alt: [`${kr} 라벨`, `${en}, label detail`],
    },
    {
      art,
      shot: 'close',
      backdrop: index + 3,
      trio: [],
      alt: [`${kr} 연출 사진`, `${en}, styled`],
    },
  ];
  return shots.slice(0, product.photos);
}

// Rendered photos are the same for every seed of this process (tests seed many databases),
// and on disk for the next processes.
const prepared = new Map<string, Promise<PreparedImage>>();

function preparedPhoto(photo: Photo): Promise<PreparedImage> {
  const backdrop = BACKDROPS[photo.backdrop % BACKDROPS.length]!;
  const key = JSON.stringify([photo.art, photo.shot, backdrop, photo.trio]);
  let image = prepared.get(key);
  if (!image) {
    const svg = artworkSvg(photo.art, photo.shot, backdrop, photo.trio);
    image = cachedRenderedPhoto(svg, async () =>
      prepareImage(await renderSvg(svg), SEED_IMAGE_MAX_BYTES),
    );
    image.catch(() => prepared.delete(key));
    prepared.set(key, image);
  }
  return image;
}

async function inBatches<T, R>(
  items: T[],
  size: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(size, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i]!);
      }
    }),
  );
  return results;
}

function cartesian<T>(lists: T[][]): T[][] {
  return lists.reduce<T[][]>(
    (acc, list) => acc.flatMap((prefix) => list.map((v) => [...prefix, v])),
    [[]],
  );
}

/**
 * The `ProductDraft` of a demo product (without photos): stable `it_id` from its category and
 * place, options and variants, add-ons, 상품정보제공고시 and a 안전확인 신고번호 where the law
 * asks for one.
 */
export function demoProductDraft(product: DemoProduct, index: number, now: Date): ProductDraft {
  const family = familyOf(product);
  const primary = product.categories[0];
  const place = DEMO_PRODUCTS.slice(0, index).filter((p) => p.categories[0] === primary).length + 1;
  const itId = `17${String(primary).padStart(4, '0')}${String(place).padStart(3, '0')}`;
  const needsSafety = rootsOf(primary).some((id) => SAFETY_REPORT_CATEGORY_ROOTS.includes(id));
  const safetyReportNo = needsSafety
    ? `CB${21 + (index % 4)}-${String((index % 12) + 1).padStart(2, '0')}-${String(1000 + index * 37).padStart(4, '0')}`
    : undefined;

  const groups: Array<{
    name: string;
    nameEn: string;
    values: Array<{ name: string; nameEn: string; delta: Money }>;
  }> = [];
  if (product.scents && product.scents.length >= 3) {
    groups.push({
      name: '향',
      nameEn: 'Scent',
      values: product.scents.map(([name, nameEn]) => ({ name, nameEn, delta: { krw: 0, usd: 0 } })),
    });
  }
  if (product.sizes) {
    groups.push({
      name: '용량',
      nameEn: 'Size',
      values: product.sizes.map(([name, nameEn, krw, usd]) => ({
        name,
        nameEn,
        delta: { krw, usd },
      })),
    });
  }
  if (product.extraOption) {
    groups.push({
      name: product.extraOption.name[0],
      nameEn: product.extraOption.name[1],
      values: product.extraOption.values.map(([name, nameEn]) => ({
        name,
        nameEn,
        delta: { krw: 0, usd: 0 },
      })),
    });
  }
  const soldOut = product.soldOut ?? false;
  const variants: NonNullable<ProductDraft['variants']> = cartesian(
    groups.map((g) => g.values),
  ).map((values, i) => ({
    values: values.map((v) => v.name),
    ...(groups.length === 0 ? { sku: `AT-${itId}` } : {}),
    stock: product.soldOutVariants?.includes(i) ? 0 : product.stock,
    priceDelta: values.reduce(
      (sum, v) => ({ krw: sum.krw + v.delta.krw, usd: sum.usd + v.delta.usd }),
      { krw: 0, usd: 0 },
    ),
    soldOut,
  }));
  const [infoKr, infoEn] = infoNotice(product, itId, family);
  return {
    itId,
    categoryIds: product.categories,
    name: product.name[0],
    nameEn: product.name[1],
    summary: product.summary[0],
    summaryEn: product.summary[1],
    description: description(product, family, 0, safetyReportNo),
    descriptionEn: description(product, family, 1, safetyReportNo),
    tags: product.tags,
    flags: product.flags ?? {},
    price: money(product.price),
    ...(product.listPrice ? { listPrice: money(product.listPrice) } : {}),
    ...(product.sale
      ? {
          sale: {
            ...money(product.sale.price),
            startsAt: new Date(now.getTime() - product.sale.daysAgo * DAY),
            endsAt: new Date(now.getTime() + product.sale.daysLeft * DAY),
          },
        }
      : {}),
    infoNotice: infoKr,
    infoNoticeEn: infoEn,
    ...(safetyReportNo ? { safetyReportNo } : {}),
    sales30d: product.sales30d,
    options: groups.map((g) => ({
      name: g.name,
      nameEn: g.nameEn,
      values: g.values.map(({ name, nameEn }) => ({ name, nameEn })),
    })),
    variants,
    sku: `AT-${itId}`,
    ...(product.giftable ? { addons: GIFT_ADDONS } : {}),
    // Listed at a working hour of the day it appeared, `index` minutes apart so none tie.
    createdAt: new Date(now.getTime() - product.ageDays * DAY - (index + 1) * 60_000),
  };
}

/**
 * The demo catalog ({@link DEMO_PRODUCTS}): every product through the one writer, each photo
 * rendered from the shipped artwork and stored through the upload pipeline.
 */
export const productSeeder: Seeder = {
  name: 'products',
  async isNeeded(db) {
    const [row] = await db.select({ n: count() }).from(products);
    return (row?.n ?? 0) === 0;
  },
  async run({ tx, objectStore }) {
    const store = requireStore(objectStore);
    const now = new Date();
    const photos = DEMO_PRODUCTS.map((product, i) => photosOf(product, i));
    const images = await inBatches(photos.flat(), RENDER_CONCURRENCY, async (photo) => ({
      photo,
      stored: await storePreparedImage(store, await preparedPhoto(photo), 'products'),
    }));
    let at = 0;
    for (const [i, product] of DEMO_PRODUCTS.entries()) {
      const mine = images.slice(at, at + photos[i]!.length);
      at += photos[i]!.length;
      const draft = demoProductDraft(product, i, now);
      await insertProduct(tx, {
        ...draft,
        images: mine.map(({ photo, stored }) => ({
          ...stored,
          alt: photo.alt[0],
          altEn: photo.alt[1],
        })),
      });
    }
  },
};

function requireStore(store: ObjectStore | undefined): ObjectStore {
  if (!store) {
    throw new Error(
      'The product seeder stores photos: pass seedDemoData(..., { objectStore: app.objectStore })',
    );
  }
  return store;
}
