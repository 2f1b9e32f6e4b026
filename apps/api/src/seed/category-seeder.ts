import { count } from 'drizzle-orm';

import { categories } from '../db/schema/index.js';
import type { Seeder } from './seed.js';

type Node = [id: number, name: string, nameEn: string, children?: Node[]];

/** The shop's category tree. Id 12 is Sale: menus and legacy links point at it by number. */
export const CATEGORY_TREE: Node[] = [
  [
    1,
    '캔들',
    'Candles',
    [
      [
        101,
        '완제품 캔들',
        'Finished candles',
        [
          [1011, '소이 캔들', 'Soy candles'],
          [1012, '우드윅 캔들', 'Wood wick candles'],
          [1013, '필라 캔들', 'Pillar candles'],
        ],
      ],
      [
        102,
        '캔들 재료',
        'Candle supplies',
        [
          [1021, '왁스', 'Wax'],
          [1022, '심지', 'Wicks'],
          [1023, '색소·첨가제', 'Dyes and additives'],
        ],
      ],
    ],
  ],
  [
    2,
    '디퓨저',
    'Diffusers',
    [
      [
        201,
        '완제품 디퓨저',
        'Finished diffusers',
        [
          [2011, '리드 디퓨저', 'Reed diffusers'],
          [2012, '차량용 디퓨저', 'Car diffusers'],
        ],
      ],
      [
        202,
        '디퓨저 재료',
        'Diffuser supplies',
        [
          [2021, '디퓨저 베이스', 'Diffuser base'],
          [2022, '리드 스틱·플라워', 'Reeds and flowers'],
        ],
      ],
    ],
  ],
  [
    3,
    '향료',
    'Fragrances',
    [
      [
        301,
        '프래그런스 오일',
        'Fragrance oils',
        [
          [3011, '플로럴', 'Floral'],
          [3012, '우디', 'Woody'],
          [3013, '시트러스', 'Citrus'],
        ],
      ],
      [302, '에센셜 오일', 'Essential oils'],
    ],
  ],
  [
    4,
    '보틀·용기',
    'Bottles and jars',
    [
      [401, '향수 공병', 'Perfume bottles'],
      [402, '디퓨저 병', 'Diffuser bottles'],
      [403, '캔들 용기', 'Candle jars'],
    ],
  ],
  [
    5,
    'DIY 키트',
    'DIY kits',
    [
      [501, '캔들 만들기 키트', 'Candle making kits'],
      [502, '디퓨저 만들기 키트', 'Diffuser making kits'],
    ],
  ],
  [6, '공방 용품', 'Workshop tools'],
  [
    12,
    '세일',
    'Sale',
    [
      [121, '시즌 오프', 'Season off'],
      [122, '리퍼브', 'Refurbished'],
    ],
  ],
];

function flatten(nodes: Node[], parentId: number | null) {
  return nodes.flatMap(
    ([id, name, nameEn, children = []], sort): Array<typeof categories.$inferInsert> => [
      { id, parentId, name, nameEn, sort },
      ...flatten(children, id),
    ],
  );
}

export const categorySeeder: Seeder = {
  name: 'categories',
  async isNeeded(db) {
    const [row] = await db.select({ n: count() }).from(categories);
    return (row?.n ?? 0) === 0;
  },
  async run({ tx }) {
    await tx.insert(categories).values(flatten(CATEGORY_TREE, null));
  },
};
