import type { AdminProductDetail, AdminProductInput } from '@atelier/contracts';
import { desc, eq } from 'drizzle-orm';
import type { CookieBrowser } from '@atelier/test-utils/browser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditLog, productVariants, stockAdjustments } from '../../db/schema/index.js';
import { testImage } from '../media/test-images.js';
import { adjustStock } from '../products/stock.js';
import { download, sheetRows, startTestApi, type TestApi } from '../../testing.js';

let api: TestApi;
let owner: CookieBrowser;
let manager: CookieBrowser;
let counter = 0;

beforeAll(async () => {
  api = await startTestApi();
  // The shop's category tree (createProduct seeds it).
  await api.createProduct();
  owner = (await api.signInOperator('owner')).browser;
  manager = (await api.signInOperator('manager')).browser;
});
afterAll(() => api.close());

const db = () => api.app.database.db;
const audits = (resourceId: number) =>
  db()
    .select()
    .from(auditLog)
    .where(eq(auditLog.resourceId, String(resourceId)))
    .orderBy(desc(auditLog.id));

/** A candle with two option groups (scent × size: four variants), visible. */
export function candleInput(overrides: Partial<AdminProductInput> = {}): AdminProductInput {
  counter += 1;
  const code = `AP${Date.now().toString(36)}${counter}`.toUpperCase().slice(0, 20);
  const values = [
    ['라벤더', '200g'],
    ['라벤더', '400g'],
    ['자몽', '200g'],
    ['자몽', '400g'],
  ];
  return {
    it_id: code,
    name: `콘솔 캔들 ${counter}`,
    name_en: `Console candle ${counter}`,
    summary: '은은한 소이 캔들',
    summary_en: 'A gentle soy candle',
    category_ids: [1011],
    is_visible: true,
    is_new: true,
    price: { krw: 30_000, usd: 2_400 },
    safety_report_no: 'CB23-12-0002',
    info_notice: [{ label: '용량', value: '200 g / 400 g' }],
    seo_title: '라벤더 소이 캔들',
    options: [
      {
        name: '향',
        name_en: 'Scent',
        values: [
          { name: '라벤더', name_en: 'Lavender' },
          { name: '자몽', name_en: 'Grapefruit' },
        ],
      },
      {
        name: '용량',
        name_en: 'Size',
        values: [
          { name: '200g', name_en: '200 g' },
          { name: '400g', name_en: '400 g' },
        ],
      },
    ],
    variants: values.map((option_values, i) => ({
      option_values,
      sku: `${code}-${i + 1}`,
      stock: 5 + i,
      price_delta: option_values[1] === '400g' ? { krw: 8_000, usd: 600 } : { krw: 0, usd: 0 },
    })),
    addons: [
      { name: '선물 포장', name_en: 'Gift wrap', price: { krw: 2_000, usd: 150 }, stock: 50 },
    ],
    ...overrides,
  };
}

async function create(input = candleInput()): Promise<AdminProductDetail> {
  const res = await manager.post('/api/admin/products', input);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as AdminProductDetail;
}

/** The detail as the form sends it back: the input's fields with the parts' ids. */
function asInput(detail: AdminProductDetail): Record<string, unknown> {
  const { id: _id, created_at: _created, images, variants, ...rest } = detail;
  return {
    ...rest,
    images: images.map(({ id, alt, alt_en }) => ({ id, alt, alt_en })),
    variants: variants.map(({ id: _variant, ...v }) => v),
  };
}

describe('/api/admin/products', () => {
  it('creates a product with its variant matrix, audited, on the shop page and sitemap at once', async () => {
    const visitor = await api.visitor();
    const detail = await create();
    expect(detail.variants.map((v) => [v.option_values, v.stock])).toEqual([
      [['라벤더', '200g'], 5],
      [['라벤더', '400g'], 6],
      [['자몽', '200g'], 7],
      [['자몽', '400g'], 8],
    ]);
    const page = await visitor.get(`/api/v1/product/${detail.it_id}`);
    expect(page.status).toBe(200);
    expect(page.body.data.option_groups.map((g: { name: string }) => g.name)).toEqual([
      '향',
      '용량',
    ]);
    expect(page.body.data.variants[1].price).toBe(38_000);
    expect(page.body.data.seo_title).toBe('라벤더 소이 캔들');
    const sitemap = await visitor.get('/api/v1/sitemap');
    expect(sitemap.body.data.products.map((p: { it_id: string }) => p.it_id)).toContain(
      detail.it_id,
    );
    const [record] = await audits(detail.id);
    expect(record).toMatchObject({ area: 'catalog', action: 'create', resource: 'products' });
    const history = await manager.get(`/api/admin/products/${detail.it_id}/stock-history`);
    expect(history.body.data.map((h: { delta: number }) => h.delta).sort()).toEqual([5, 6, 7, 8]);
  });

  it('writes the Korean and English descriptions the product page renders, and refuses unsafe ones', async () => {
    const heading = (text: string) => ({
      id: 'h',
      tag: 'h2',
      option: { props: { innerText: text } },
    });
    const detail = await create(
      candleInput({
        description: [heading('은은한 라벤더 향')],
        description_en: [heading('A soft lavender scent')],
      }),
    );
    expect(detail.description).toEqual([heading('은은한 라벤더 향')]);
    const korean = await api.visitor();
    expect((await korean.get(`/api/v1/product/${detail.it_id}`)).body.data.description).toEqual([
      heading('은은한 라벤더 향'),
    ]);
    const english = await api.visitor();
    await english.post('/api/v1/language', { lang: 'en', currency: 'usd' });
    expect((await english.get(`/api/v1/product/${detail.it_id}`)).body.data.description).toEqual([
      heading('A soft lavender scent'),
    ]);

    const edited = await manager.put(`/api/admin/products/${detail.it_id}`, {
      ...asInput(detail),
      description: [heading('더 깊어진 라벤더 향')],
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data.description).toEqual([heading('더 깊어진 라벤더 향')]);

    const unsafe = await manager.put(`/api/admin/products/${detail.it_id}`, {
      ...asInput(edited.body.data as AdminProductDetail),
      description: [
        { id: 'x', tag: 'p', option: { style: 'background: url(javascript:alert(1))' } },
      ],
    });
    expect(unsafe.status).toBe(422);
    expect(Object.keys(unsafe.body.errors)[0]).toMatch(/^description/);
    expect(
      (await manager.get(`/api/admin/products/${detail.it_id}`)).body.data.description,
    ).toEqual([heading('더 깊어진 라벤더 향')]);
  });

  it('refuses bad input with bilingual field errors and writes nothing', async () => {
    const input = candleInput();
    input.variants[0]!.stock = -1;
    input.variants[1]!.sku = input.variants[2]!.sku;
    input.sale_price = { krw: 25_000, usd: 2_000 };
    input.sale_starts_at = '2026-12-10T00:00:00+09:00';
    input.sale_ends_at = '2026-12-01T00:00:00+09:00';
    const res = await manager.post('/api/admin/products', input);
    expect(res.status).toBe(422);
    expect(res.body.errors['variants.0.stock']).toEqual(['재고 항목은 0 이상이어야 합니다.']);
    expect(res.body.errors['variants.2.sku']).toEqual(['같은 SKU이(가) 두 번 입력되었습니다.']);
    expect(res.body.errors.sale_ends_at).toEqual(['할인 종료은(는) 시작 시각보다 뒤여야 합니다.']);

    // In the operator's language.
    const { browser: english } = await api.signInOperator('manager');
    expect((await english.post('/api/v1/language', { lang: 'en', currency: 'usd' })).status).toBe(
      200,
    );
    const en = await english.post('/api/admin/products', input);
    expect(en.status).toBe(422);
    expect(en.body.errors['variants.0.stock']).toEqual(['The stock field must be at least 0.']);
    expect(en.body.errors.sale_ends_at).toEqual(['The sale end must be after the start.']);

    // A SKU another product has: a 422 on that variant, nothing written.
    const other = await create();
    const taken = candleInput();
    taken.variants[3]!.sku = other.variants[0]!.sku.toLowerCase();
    const refused = await manager.post('/api/admin/products', taken);
    expect(refused.status).toBe(422);
    expect(refused.body.errors['variants.3.sku']).toEqual(['이미 사용 중인 SKU입니다.']);
    expect((await manager.get(`/api/admin/products/${taken.it_id}`)).status).toBe(404);

    // A candle needs its safety report number.
    const unsafe = await manager.post(
      '/api/admin/products',
      candleInput({ safety_report_no: null }),
    );
    expect(unsafe.status).toBe(422);
    expect(Object.keys(unsafe.body.errors)).toEqual(['safety_report_no']);
  });

  it('edits the matrix keeping variants by their options, stock through adjustments', async () => {
    const detail = await create();
    const body = asInput(detail) as ReturnType<typeof asInput> & {
      options: AdminProductDetail['options'];
      variants: Array<Omit<AdminProductDetail['variants'][number], 'id'>>;
    };
    // Drop 자몽, add 무화과; 라벤더 200g gets 20 in stock.
    body.options[0]!.values = [
      body.options[0]!.values[0]!,
      { name: '무화과', name_en: 'Fig' } as never,
    ];
    body.variants = [
      { ...body.variants[0]!, stock: 20 },
      body.variants[1]!,
      {
        ...body.variants[2]!,
        option_values: ['무화과', '200g'],
        sku: `${detail.it_id}-F1`,
        stock: 3,
      },
    ];
    body.name = '이름 바뀐 캔들';
    const res = await manager.put(`/api/admin/products/${detail.it_id}`, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = res.body.data as AdminProductDetail;
    expect(after.variants.map((v) => [v.option_values.join('/'), v.stock])).toEqual([
      ['라벤더/200g', 20],
      ['라벤더/400g', 6],
      ['무화과/200g', 3],
    ]);
    expect(after.variants[0]!.id).toBe(detail.variants[0]!.id);
    const shop = await (await api.visitor()).get(`/api/v1/product/${detail.it_id}`);
    expect(shop.body.data.name).toBe('이름 바뀐 캔들');
    const rows = await db()
      .select()
      .from(stockAdjustments)
      .where(eq(stockAdjustments.variantId, detail.variants[0]!.id));
    expect(rows.map((r) => [r.delta, r.stockAfter, r.reason])).toEqual([
      [5, 5, '@created'],
      [15, 20, '@edited'],
    ]);
  });

  it('refuses the second of two edits from the same version with what changed (409)', async () => {
    const detail = await create();
    const first = await manager.put(`/api/admin/products/${detail.it_id}`, {
      ...asInput(detail),
      price: { krw: 32_000, usd: 2_500 },
    });
    expect(first.status).toBe(200);
    const second = await owner.put(`/api/admin/products/${detail.it_id}`, {
      ...asInput(detail),
      name: '덮어쓰기',
    });
    expect(second.status).toBe(409);
    expect(second.body.message).toContain('다른 운영자가 먼저 수정했습니다');
    expect(second.body.data.price).toEqual({ krw: 32_000, usd: 2_500 });
    expect(second.body.changes[0].fields).toContain('price');
    const now = await manager.get(`/api/admin/products/${detail.it_id}`);
    expect(now.body.data.name).toBe(detail.name);
  });

  it("the operator's own stock adjustment does not conflict with their open form; another's does", async () => {
    const detail = await create();
    const adjust = (who: CookieBrowser) =>
      who.post(`/api/admin/products/${detail.it_id}/stock`, {
        variant_id: detail.variants[1]!.id,
        delta: 1,
        reason: '입고',
      });
    expect((await adjust(manager)).status).toBe(200);
    const own = await manager.put(`/api/admin/products/${detail.it_id}`, {
      ...asInput(detail),
      name: '내 수정',
    });
    expect(own.status, JSON.stringify(own.body)).toBe(200);

    const version = (own.body.data as AdminProductDetail).updated_at;
    expect((await adjust(owner)).status).toBe(200);
    const stale = await manager.put(`/api/admin/products/${detail.it_id}`, {
      ...asInput(own.body.data as AdminProductDetail),
      updated_at: version,
      name: '다시 수정',
    });
    expect(stale.status).toBe(409);
    expect(stale.body.changes).toHaveLength(1);
    expect(stale.body.changes[0].fields).toContain('stock');
  });

  it('an order placed while the form was open neither conflicts nor comes back into stock', async () => {
    const detail = await create();
    // A shopper takes 2 of 라벤더 200g (5 → 3): the take moves the product's `updated_at`.
    await db().transaction((tx) => adjustStock(tx, detail.variants[0]!.id, -2));
    const body = asInput(detail) as { variants: Array<Record<string, unknown>> };
    body.variants = detail.variants.map(({ id: _id, ...v }, i) => ({
      ...v,
      stock_seen: v.stock,
      // The operator adds 3 to what the form showed for the first variant (5 → 8).
      stock: i === 0 ? v.stock + 3 : v.stock,
    }));
    const res = await manager.put(`/api/admin/products/${detail.it_id}`, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body.data as AdminProductDetail).variants.map((v) => v.stock)).toEqual([
      6, 6, 7, 8,
    ]);
  });

  it('hides, shows and deletes selected products one by one, reporting an unknown code', async () => {
    const [a, b] = [await create(), await create()];
    const visitor = await api.visitor();
    const hidden = await manager.post('/api/admin/products/bulk', {
      action: 'hide',
      it_ids: [a.it_id, 'NO-SUCH', b.it_id, a.it_id],
    });
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
    expect(hidden.body).toMatchObject({ done: 2, refused: 1 });
    expect(hidden.body.data[1]).toEqual({
      it_id: 'NO-SUCH',
      ok: false,
      message: "상품코드 'NO-SUCH'인 상품이 없습니다.",
    });
    expect((await visitor.get(`/api/v1/product/${a.it_id}`)).status).toBe(404);
    expect((await audits(a.id))[0]).toMatchObject({
      action: 'update',
      before: { is_visible: true },
      after: { is_visible: false },
    });

    const shown = await manager.post('/api/admin/products/bulk', {
      action: 'show',
      it_ids: [a.it_id],
    });
    expect(shown.body.done).toBe(1);
    expect((await visitor.get(`/api/v1/product/${a.it_id}`)).status).toBe(200);

    const deleted = await manager.post('/api/admin/products/bulk', {
      action: 'delete',
      it_ids: [a.it_id, b.it_id],
    });
    expect(deleted.body.done).toBe(2);
    expect((await manager.get(`/api/admin/products/${b.it_id}`)).status).toBe(404);

    const wrong = await manager.post('/api/admin/products/bulk', { action: 'archive', it_ids: [] });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors).sort()).toEqual(['action', 'it_ids']);
  });

  it('downloads the filtered products as a stock sheet, one row per variant', async () => {
    const detail = await create(candleInput({ name: '엑셀 재고 캔들' }));
    const sheet = await download(
      api,
      manager,
      `/api/admin/products/export?q=${encodeURIComponent('엑셀 재고 캔들')}`,
    );
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get('content-disposition')).toMatch(/products-\d{4}-\d{2}-\d{2}\.xlsx/);
    const [header, ...rows] = await sheetRows(sheet.bytes);
    expect(header).toEqual([
      '상품코드',
      '상품명',
      '옵션',
      'SKU',
      '재고',
      '판매가(원)',
      '판매가(달러)',
      '진열',
      '품절 표시',
    ]);
    expect(rows.map((r) => [r[0], r[2], r[3], r[4], r[5]])).toEqual(
      detail.variants.map((v) => [
        detail.it_id,
        v.option_values.join(' / '),
        v.sku,
        String(v.stock),
        String(detail.price.krw + v.price_delta.krw),
      ]),
    );
    const visitor = await api.visitor();
    expect((await download(api, visitor, '/api/admin/products/export')).status).toBe(401);
  });

  it('lists with search by name or SKU, filters, sort and pages', async () => {
    const a = await create(candleInput({ is_best: true }));
    const b = await create(candleInput({ is_visible: false }));
    await manager.post(`/api/admin/products/${b.it_id}/stock`, {
      variant_id: b.variants[0]!.id,
      delta: -5,
      reason: '파손',
    });
    const bySku = await manager.get(`/api/admin/products?q=${b.variants[2]!.sku.toLowerCase()}`);
    expect(bySku.body.data.map((p: { it_id: string }) => p.it_id)).toEqual([b.it_id]);
    const hidden = await manager.get('/api/admin/products?visibility=hidden');
    expect(hidden.body.data.map((p: { it_id: string }) => p.it_id)).toContain(b.it_id);
    expect(hidden.body.data.map((p: { it_id: string }) => p.it_id)).not.toContain(a.it_id);
    const best = await manager.get('/api/admin/products?flag=best&category=101');
    expect(best.body.data.map((p: { it_id: string }) => p.it_id)).toContain(a.it_id);
    const byStock = await manager.get(
      `/api/admin/products?q=${encodeURIComponent('콘솔 캔들')}&sort=stock&order=asc&per_page=2`,
    );
    expect(byStock.body.per_page).toBe(2);
    const stocks = byStock.body.data.map((p: { stock: number }) => p.stock);
    expect(stocks).toEqual([...stocks].sort((x: number, y: number) => x - y));
    const soldOut = await manager.get('/api/admin/products?sold_out=true');
    expect(soldOut.status).toBe(200);
    const bad = await manager.get('/api/admin/products?sort=nope');
    expect(bad.status).toBe(422);
  });

  it('adjusts stock with a reason and history; a negative result is refused, nothing written', async () => {
    const detail = await create();
    const variant = detail.variants[0]!;
    const res = await manager.post(`/api/admin/products/${detail.it_id}/stock`, {
      variant_id: variant.id,
      delta: -2,
      reason: '파손',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ delta: -2, stock_after: 3, reason: '파손' });
    const refused = await manager.post(`/api/admin/products/${detail.it_id}/stock`, {
      variant_id: variant.id,
      delta: -4,
      reason: '분실',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.delta).toEqual([
      '재고는 0보다 적어질 수 없습니다. 현재 재고는 3개입니다.',
    ]);
    const [row] = await db()
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, variant.id));
    expect(row!.stock).toBe(3);
    // Another product's variant is not this product's.
    const other = await create();
    const foreign = await manager.post(`/api/admin/products/${detail.it_id}/stock`, {
      variant_id: other.variants[0]!.id,
      delta: 1,
      reason: '입고',
    });
    expect(foreign.status).toBe(422);
    const history = await manager.get(`/api/admin/products/${detail.it_id}/stock-history`);
    expect(history.body.data[0]).toMatchObject({ delta: -2, stock_after: 3, reason: '파손' });
    const [record] = await audits(detail.id);
    expect(record).toMatchObject({ action: 'adjust_stock' });
  });

  it('uploads images checked by content, reorders and removes them', async () => {
    const detail = await create();
    const send = async (form: FormData) => {
      const res = await fetch(`${api.url}/api/admin/products/${detail.it_id}/images`, {
        method: 'POST',
        body: form,
        headers: {
          cookie: manager.jar.cookieHeader() ?? '',
          'x-xsrf-token': manager.xsrf ?? '',
        },
      });
      return {
        status: res.status,
        body: (await res.json()) as {
          data?: AdminProductDetail;
          errors?: Record<string, string[]>;
        },
      };
    };
    const fake = new FormData();
    fake.append('files[]', new File([new TextEncoder().encode('MZ not an image')], 'x.jpg'));
    const refused = await send(fake);
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors!)).toEqual(['files.0']);
    expect((await manager.get(`/api/admin/products/${detail.it_id}`)).body.data.images).toEqual([]);

    const form = new FormData();
    for (const name of ['a.jpg', 'b.png'])
      form.append(
        'files[]',
        new File([new Uint8Array(await testImage(name.endsWith('png') ? 'png' : 'jpeg'))], name),
      );
    const added = await send(form);
    expect(added.status).toBe(201);
    const withImages = added.body.data!;
    expect(withImages.images).toHaveLength(2);
    const shop = await (await api.visitor()).get(`/api/v1/product/${detail.it_id}`);
    expect(shop.body.data.images).toHaveLength(2);

    const [first, second] = withImages.images;
    const res = await manager.put(`/api/admin/products/${detail.it_id}`, {
      ...asInput(withImages),
      images: [{ id: second!.id, alt: '뒷면', alt_en: 'Back' }],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.images.map((i: { id: number }) => i.id)).toEqual([second!.id]);
    expect(first).toBeDefined();
  });

  it('shows a hidden product to an operator (preview), never to a visitor or member', async () => {
    const detail = await create(candleInput({ is_visible: false }));
    const path = `/api/v1/product/${detail.it_id}`;
    expect((await (await api.visitor()).get(path)).status).toBe(404);
    expect((await (await api.loginMember()).browser.get(path)).status).toBe(404);
    const preview = await manager.get(path);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('cache-control')).toBe('private, no-store');
    expect(preview.body.data.variants).toHaveLength(4);
    // The answer was not kept for anyone else.
    expect((await (await api.visitor()).get(path)).status).toBe(404);
    const sitemap = await (await api.visitor()).get('/api/v1/sitemap');
    expect(sitemap.body.data.products.map((p: { it_id: string }) => p.it_id)).not.toContain(
      detail.it_id,
    );
  });

  it('soft-deletes: gone from the shop and the console list', async () => {
    const detail = await create();
    const res = await manager.request('DELETE', `/api/admin/products/${detail.it_id}`, undefined);
    expect(res.status).toBe(200);
    expect((await (await api.visitor()).get(`/api/v1/product/${detail.it_id}`)).status).toBe(404);
    expect((await manager.get(`/api/admin/products/${detail.it_id}`)).status).toBe(404);
  });

  it('lets customer service look but not write (catalog: view)', async () => {
    const { browser } = await api.signInOperator('customer_service');
    expect((await browser.get('/api/admin/products')).status).toBe(200);
    expect((await browser.post('/api/admin/products', candleInput())).status).toBe(403);
    const { browser: workshop } = await api.signInOperator('workshop_staff');
    expect((await workshop.get('/api/admin/products')).status).toBe(403);
  });
});
