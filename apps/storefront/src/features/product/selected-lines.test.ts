import { describe, expect, test } from 'vitest';

import { testProduct } from './product-fixture.js';
import {
  addAddonLine,
  addVariantLine,
  initialLines,
  linesTotal,
  removeLine,
  setLineQuantity,
} from './selected-lines.js';

const product = testProduct();
const variant = (sku: string) => product.variants.find((v) => v.sku === sku)!;

describe('selected lines', () => {
  test('a sold-out variant is refused and the lines stay as they were', () => {
    expect(addVariantLine([], product, variant('LAV-200'))).toEqual({
      ok: false,
      reason: 'sold_out',
    });
  });

  test('choosing a combination adds a labelled line; again adds one more of it, up to its stock', () => {
    const first = addVariantLine([], product, variant('CED-400'));
    expect(first.ok && first.lines).toEqual([
      {
        key: 'v12',
        kind: 'variant',
        id: 12,
        label: '시더우드 / 400g',
        unitPrice: 42000,
        quantity: 1,
        stock: 3,
      },
    ]);
    let lines = first.ok ? first.lines : [];
    for (let i = 0; i < 4; i += 1) {
      const again = addVariantLine(lines, product, variant('CED-400'));
      lines = again.ok ? again.lines : lines;
    }
    expect(lines).toHaveLength(1);
    expect(lines[0]!.quantity).toBe(3);
  });

  test('add-ons: in stock added, sold out refused', () => {
    const added = addAddonLine([], product.addons[0]!);
    expect(added.ok && added.line.label).toBe('선물 포장');
    expect(addAddonLine([], product.addons[1]!)).toEqual({ ok: false, reason: 'sold_out' });
  });

  test('quantities stay within 1 and the stock; totals are unit price × quantity', () => {
    const a = addVariantLine([], product, variant('CED-200'));
    const b = a.ok ? addAddonLine(a.lines, product.addons[0]!) : a;
    let lines = b.ok ? b.lines : [];
    lines = setLineQuantity(lines, 'v11', 99);
    expect(lines[0]!.quantity).toBe(12);
    lines = setLineQuantity(lines, 'v11', 0);
    expect(lines[0]!.quantity).toBe(1);
    lines = setLineQuantity(lines, 'a2', 2);
    expect(linesTotal(lines)).toBe(28000 + 2 * 2000);
    expect(removeLine(lines, 'v11').map((l) => l.key)).toEqual(['a2']);
  });

  test('a product without options starts with its one line; a sold-out one with none', () => {
    const single = testProduct({
      option_groups: [],
      variants: [
        {
          id: 1,
          sku: 'ONE',
          option_value_ids: [],
          price: 9000,
          price_delta: 0,
          stock: 4,
          sold_out: false,
        },
      ],
    });
    expect(initialLines(single)).toEqual([
      {
        key: 'v1',
        kind: 'variant',
        id: 1,
        label: single.name,
        unitPrice: 9000,
        quantity: 1,
        stock: 4,
      },
    ]);
    expect(
      initialLines({ ...single, variants: [{ ...single.variants[0]!, stock: 0, sold_out: true }] }),
    ).toEqual([]);
    expect(initialLines(product)).toEqual([]);
  });
});
