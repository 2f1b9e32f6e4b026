import { describe, expect, test } from 'vitest';

import {
  blankForm,
  inputOf,
  withServerChanges,
  type ProductFormState,
} from './product-form-state.js';

function form(overrides: Partial<ProductFormState>): ProductFormState {
  return { ...blankForm(), ...overrides };
}

const variant = (values: string[], stock: number, typed = String(stock)) => ({
  option_values: values,
  sku: values.join('-') || 'SKU',
  stock: typed,
  stock_seen: stock,
  delta_krw: '0',
  delta_usd: '0',
  sold_out: false,
});

describe('withServerChanges', () => {
  test('takes the new images and untouched stock, keeps what was typed', () => {
    const open = form({
      name: '고친 이름',
      variants: [variant(['라벤더'], 12), variant(['자몽'], 5, '9')],
      images: [{ id: 1, alt: '고친 설명', alt_en: '', url: '/a.jpg' }],
    });
    const reloaded = form({
      name: '저장된 이름',
      variants: [variant(['라벤더'], 10), variant(['자몽'], 4)],
      images: [
        { id: 1, alt: '저장된 설명', alt_en: '', url: '/a.jpg' },
        { id: 2, alt: '', alt_en: '', url: '/b.jpg' },
      ],
    });
    const merged = withServerChanges(open, reloaded);
    expect(merged.name).toBe('고친 이름');
    expect(merged.images.map((i) => [i.id, i.alt])).toEqual([
      [1, '고친 설명'],
      [2, ''],
    ]);
    expect(merged.variants.map((v) => [v.stock, v.stock_seen])).toEqual([
      ['10', 10],
      ['9', 5],
    ]);
  });

  test('the body sends the stock the form showed, so the edit is a difference', () => {
    const body = inputOf(form({ variants: [variant(['라벤더'], 12, '15')] }));
    expect(body.variants[0]).toMatchObject({ stock: 15, stock_seen: 12 });
    const fresh = inputOf(
      form({ variants: [{ ...variant(['무화과'], 0, '3'), stock_seen: undefined }] }),
    );
    expect(fresh.variants[0]).not.toHaveProperty('stock_seen');
  });
});
