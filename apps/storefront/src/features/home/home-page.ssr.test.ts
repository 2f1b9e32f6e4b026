import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { rootMarkup, startSsrShop, type SsrShop } from '../../test/ssr-shop.js';

let shop: FastifyInstance;
let ssr: SsrShop | undefined;

beforeAll(async () => {
  ssr = await startSsrShop();
  ({ shop } = ssr);
});

afterAll(() => ssr?.close());

/** The server-rendered markup (without the embedded state, which keeps the CMS data as served). */
async function markup(url: string, cookie?: string): Promise<string> {
  const res = await shop.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  expect(res.statusCode).toBe(200);
  return rootMarkup(res.body);
}

// The demo CMS texts (apps/api cms-seeder) and their English (phrases-en).
const CMS_TEXTS: ReadonlyArray<[korean: string, english: string]> = [
  [
    '지금 회원가입하면 3,000원 적립금을 바로 드려요',
    'Join today and get 3,000 won in points right away (for orders paid in won)',
  ],
  ['SINCE 2007 · 향을 만드는 공방', 'SINCE 2007 · A fragrance studio'],
  ['겨울밤을 채우는 우드윅 캔들', 'Wooden-wick candles for long winter nights'],
  [
    '천연 소이 왁스와 IFRA 기준을 지킨 향료로 한 병 한 병 손으로 붓습니다.',
    'Hand-poured one by one with natural soy wax and IFRA-compliant fragrances.',
  ],
  ['베스트셀러 보기', 'Shop best sellers'],
  ['캔들·디퓨저 완제품', 'Ready-made candles and diffusers'],
  ['향료 원액과 왁스 등 DIY 재료', 'DIY supplies: fragrance oils, waxes and more'],
  ['나만의 보틀·향 커스텀', 'Your own custom bottle and scent'],
  ['TSSA 공방 클래스', 'TSSA workshop classes'],
];

describe('home page content in the visitor’s language', () => {
  test('an English page shows the CMS banner and main page and the footers’ company block in English', async () => {
    const root = await markup('/?lang=en');
    expect(root).toContain('<h2 class="cms-title">Wooden-wick candles for long winter nights</h2>');
    for (const [korean, english] of CMS_TEXTS) {
      expect(root, english).toContain(english);
      expect(root, korean).not.toContain(korean);
    }
    // Both footers (desktop and mobile variants): company block, bank account, legal labels.
    expect(root.split('Atelier Co., Ltd.').length - 1).toBeGreaterThanOrEqual(4);
    expect(root).toContain('Haneul Kim');
    expect(root).toContain('Industrial Bank of Korea (IBK)');
    expect(root).toContain('Gyeonggi-do');
    expect(root).toContain('<dt>CEO</dt>');
    for (const korean of [
      '(주)아틀리에',
      '김하늘',
      '기업은행',
      '경기도 부천시',
      '토스페이먼츠',
      '<dt>대표자</dt>',
    ]) {
      expect(root, korean).not.toContain(korean);
    }
  });

  test('a Korean page keeps the Korean content', async () => {
    const root = await markup('/');
    expect(root).toContain('<h2 class="cms-title">겨울밤을 채우는 우드윅 캔들</h2>');
    for (const [korean, english] of CMS_TEXTS) {
      expect(root, korean).toContain(korean);
      expect(root, english).not.toContain(english);
    }
    expect(root).toContain('(주)아틀리에');
    expect(root).toContain('기업은행');
    expect(root).not.toContain('Atelier Co., Ltd.');
  });
});
