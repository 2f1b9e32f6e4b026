import { describe, expect, it } from 'vitest';

import {
  CART_ATTRIBUTES,
  cartAddSchema,
  cartLineUpdateSchema,
  formatIssues,
  orderCreateSchema,
  wholeNumber,
} from './index.js';

describe('wholeNumber', () => {
  const qty = wholeNumber(1, 99);

  it('takes JSON integers and strings of decimal digits', () => {
    expect(qty.parse(3)).toBe(3);
    expect(qty.parse('12')).toBe(12);
    expect(qty.parse('007')).toBe(7);
  });

  it.each([
    ['0x10'],
    ['1e1'],
    ['+3'],
    ['-3'],
    [' 3'],
    ['3 '],
    ['3.0'],
    [''],
    ['٣'],
    [true],
    [false],
    [[3]],
    [{}],
    [1.5],
    [Number.NaN],
  ])('refuses %j', (value) => {
    expect(qty.safeParse(value).success).toBe(false);
  });

  it('keeps the range and the required rule', () => {
    expect(qty.safeParse(0).success).toBe(false);
    expect(qty.safeParse('100').success).toBe(false);
    expect(qty.safeParse(undefined).success).toBe(false);
  });

  it('says in Korean and English that only digits are taken', () => {
    const result = cartLineUpdateSchema.safeParse({ qty: '0x10' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(formatIssues(result.error.issues, 'kr', CART_ATTRIBUTES)).toEqual({
      qty: ['수량 항목은 숫자만 입력해 주세요.'],
    });
    expect(formatIssues(result.error.issues, 'en', CART_ATTRIBUTES)).toEqual({
      qty: ['The quantity field must be a whole number, in digits only.'],
    });
    const boolean = cartAddSchema.safeParse({ it_id: 'A1', variant_id: 1, qty: true });
    expect(boolean.success).toBe(false);
  });

  it("guards every count of the cart's and the order's bodies", () => {
    const order = {
      items: [{ it_id: 'A1', variant_id: '0x10', qty: 1, addons: [{ addon_id: 2, qty: '1e1' }] }],
      points: true,
      expected_total: '0x7530',
    };
    const result = orderCreateSchema.safeParse(order);
    expect(result.success).toBe(false);
    if (result.success) return;
    const fields = Object.keys(formatIssues(result.error.issues, 'kr', CART_ATTRIBUTES));
    expect(fields).toEqual(
      expect.arrayContaining([
        'items.0.variant_id',
        'items.0.addons.0.qty',
        'points',
        'expected_total',
      ]),
    );
  });
});
