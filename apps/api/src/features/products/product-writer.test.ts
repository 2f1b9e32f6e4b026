import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { productVariants } from '../../db/schema/index.js';
import { startTestApi, type TestApi } from '../../testing.js';

describe('insertProduct', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('writes one variant per option combination, in group order', async () => {
    const { id } = await api.createProduct({
      options: [
        {
          name: '향',
          nameEn: 'Scent',
          values: [
            { name: '라벤더', nameEn: 'Lavender' },
            { name: '자몽', nameEn: 'Grapefruit' },
          ],
        },
        {
          name: '용량',
          nameEn: 'Size',
          values: [
            { name: '200g', nameEn: '200 g' },
            { name: '400g', nameEn: '400 g' },
          ],
        },
      ],
      stock: 3,
    });
    const variants = await api.app.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, id));
    expect(variants).toHaveLength(4);
    expect(variants.every((v) => v.optionValueIds.length === 2 && v.stock === 3)).toBe(true);
    expect(new Set(variants.map((v) => v.optionKey)).size).toBe(4);
  });

  it('refuses a finished candle without a safety report number, and writes nothing', async () => {
    await expect(
      api.createProduct({ itId: 'NOSAFETY1', safetyReportNo: '' }),
    ).rejects.toMatchObject({
      status: 422,
      problems: [{ field: 'safety_report_no', rule: 'required' }],
    });
    await expect(
      api.createProduct({ itId: 'WAX1', categoryIds: [1021], safetyReportNo: '' }),
    ).resolves.toMatchObject({ it_id: 'WAX1' });
  });

  it('refuses an unknown category', async () => {
    await expect(api.createProduct({ categoryIds: [999_999] })).rejects.toMatchObject({
      status: 422,
    });
  });
});
