import type { Page } from 'playwright-core';

import { confirmDialog } from '../../test/console-e2e.js';

/** A product as the console's e2e suites enter it (two option groups make a matrix). */
export interface ConsoleProductSpec {
  itId: string;
  name: string;
  nameEn: string;
  /** Minor units per currency. */
  price: { krw: number; usd: number };
  categoryId: number;
  safetyReportNo: string;
  groups: Array<{ name: string; nameEn: string; values: Array<[string, string]> }>;
  /** Stock of each combination (Korean values in group order). */
  stock: (values: string[]) => number;
  /** Extra price of a combination in KRW (0 when absent). */
  deltaKrw?: (values: string[]) => number;
  /** A paragraph of the Korean description. */
  description?: string;
}

/**
 * A candle in two scents and two sizes (four variants, each in stock), visible in the shop:
 * `itId` must be new to the shop.
 */
export function twoOptionCandle(itId: string): ConsoleProductSpec {
  return {
    itId,
    name: '무화과 소이 캔들',
    nameEn: 'Fig soy candle',
    description: '무화과 잎의 푸르고 달콤한 향을 담은 소이 캔들입니다.',
    price: { krw: 29_000, usd: 2_300 },
    categoryId: 1011,
    safetyReportNo: 'CB23-12-0456',
    groups: [
      {
        name: '향',
        nameEn: 'Scent',
        values: [
          ['무화과', 'Fig'],
          ['베르가못', 'Bergamot'],
        ],
      },
      {
        name: '용량',
        nameEn: 'Size',
        values: [
          ['200g', '200 g'],
          ['400g', '400 g'],
        ],
      },
    ],
    stock: (values) => (values[0] === '무화과' ? 12 : 7),
    deltaKrw: (values) => (values[1] === '400g' ? 9_000 : 0),
  };
}

/**
 * Enters `spec` on the console's new-product form (Korean console, operator signed in) and
 * saves it: texts, price, category, safety number, visibility, the option groups, the matrix
 * made from them with each variant's stock and extra price. Ends on the product's edit page.
 */
export async function createProductInConsole(
  page: Page,
  baseUrl: string,
  spec: ConsoleProductSpec,
): Promise<void> {
  await page.goto(`${baseUrl}/admin/products/new`);
  await page.locator('#pf-it_id').waitFor();
  await page.locator('#pf-it_id').fill(spec.itId);
  await page.locator('#pf-name').fill(spec.name);
  await page.locator('#pf-name_en').fill(spec.nameEn);
  await page.locator('#pf-category_ids-0').selectOption(String(spec.categoryId));
  await page.locator('#pf-price_krw').fill(String(spec.price.krw));
  await page.locator('#pf-price_usd').fill(String(spec.price.usd));
  await page.locator('#pf-safety_report_no').fill(spec.safetyReportNo);
  await page.getByLabel('쇼핑몰에 진열').check();
  if (spec.description) {
    const korean = page.getByRole('group', { name: '한국어 상세 설명' });
    await korean.getByRole('button', { name: '요소 추가' }).click();
    await korean.getByLabel('글').fill(spec.description);
  }
  for (const [g, group] of spec.groups.entries()) {
    await page.getByRole('button', { name: '옵션 그룹 추가' }).click();
    await page.locator(`#pf-options-${g}-name`).fill(group.name);
    await page.locator(`#pf-options-${g}-name_en`).fill(group.nameEn);
    await page
      .locator(`#pf-options-${g}-values`)
      .fill(group.values.map(([ko, en]) => `${ko} | ${en}`).join('\n'));
  }
  await page.getByRole('button', { name: '옵션 조합 만들기' }).click();
  const combos = spec.groups.reduce<string[][]>(
    (acc, group) => acc.flatMap((prefix) => group.values.map(([ko]) => [...prefix, ko])),
    [[]],
  );
  for (const [i, values] of combos.entries()) {
    await page.locator(`#pf-variants-${i}-stock`).fill(String(spec.stock(values)));
    await page
      .locator(`#pf-variants-${i}-price_delta-krw`)
      .fill(String(spec.deltaKrw?.(values) ?? 0));
  }
  await page.getByRole('button', { name: '저장' }).click();
  await confirmDialog(page);
  await page.waitForURL(new RegExp(`/admin/products/${spec.itId}$`));
  // The saved product's page (its preview link and stock panel), not the form it came from.
  await page.getByTestId('product-preview').waitFor();
  await page.locator('#stock-delta').waitFor();
  await page.locator('#pf-variants-0-stock:visible').waitFor();
}

/**
 * On the shop's page of the product (a shopper's tab), chooses `values` (one per option
 * group) and puts it in the cart; answers the cart's line count.
 */
export async function addToCartOnShop(
  page: Page,
  baseUrl: string,
  itId: string,
  values: string[],
): Promise<number> {
  await page.goto(`${baseUrl}/shop/product/${itId}`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const groups = page.locator('.atelier-option-picker fieldset');
  for (const [g, value] of values.entries())
    await groups
      .nth(g)
      .getByRole('radio', { name: new RegExp(`^${value}`) })
      .check();
  await page.getByRole('button', { name: '장바구니 담기' }).click();
  await page.locator('[role="alertdialog"]').waitFor();
  const cart = await page.request.get(`${baseUrl}/api/v1/cart`);
  return ((await cart.json()) as { count: number }).count;
}
