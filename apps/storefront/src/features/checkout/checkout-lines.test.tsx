// @vitest-environment happy-dom
import type { OrderLineView } from '@atelier/contracts';
import { demoImage } from '@atelier/test-utils/product-fixtures';
import { createI18n, createTranslator, TranslationProvider } from '@atelier/translation-ai';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';

import { CheckoutLines } from './checkout-lines.js';

afterEach(cleanup);

const LINES: OrderLineView[] = [
  {
    it_id: '1700000001',
    name: '라벤더 소이 캔들',
    option: '라벤더 / 200g',
    thumbnail: null,
    unit_price: 28_000,
    qty: 2,
    addons: [{ name: '선물 포장', unit_price: 2_000, qty: 1, total: 2_000 }],
    total: 58_000,
  },
  {
    it_id: '1700000002',
    name: '디퓨저',
    option: '디퓨저',
    thumbnail: null,
    unit_price: 19_000,
    qty: 1,
    addons: [],
    total: 19_000,
  },
];

function show(lines: OrderLineView[]) {
  const translator = createTranslator({ locale: 'kr', submit: async () => ({}) });
  return render(
    <TranslationProvider translator={translator} i18n={createI18n({ translator })}>
      <CheckoutLines lines={lines} money={(n) => `${n.toLocaleString('ko-KR')}원`} />
    </TranslationProvider>,
  );
}

describe('CheckoutLines', () => {
  test('one item per line: name, option, add-ons with amounts, quantity with unit price, amount', () => {
    show(LINES);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByText('라벤더 소이 캔들')).toBeTruthy();
    expect(first.getByText('옵션: 라벤더 / 200g')).toBeTruthy();
    expect(items[0]!.textContent).toContain('선물 포장');
    expect(items[0]!.textContent).toContain('(2,000원)');
    expect(items[0]!.textContent).toContain('28,000원');
    expect(items[0]!.querySelector('.atelier-checkout-line__total')?.textContent).toBe('58,000원');
  });

  test('an option that only repeats the name is left out; no thumbnail leaves the frame empty', () => {
    show(LINES);
    const second = screen.getAllByRole('listitem')[1]!;
    expect(second.textContent).not.toContain('옵션');
    const picture = second.querySelector('.atelier-checkout-line__picture')!;
    expect(picture.getAttribute('aria-hidden')).toBe('true');
    expect(picture.children).toHaveLength(0);
  });

  test("the first three lines' thumbnails load at once (the first view on a phone), the rest lazily", () => {
    const lines = Array.from({ length: 4 }, (_, index) => ({
      ...LINES[1]!,
      it_id: `170000001${index}`,
      thumbnail: demoImage(`candle-${index}`, ''),
    }));
    const { container } = show(lines);
    const images = [...container.querySelectorAll('.atelier-checkout-line__picture img')];
    expect(images.map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'lazy',
    ]);
  });
});
