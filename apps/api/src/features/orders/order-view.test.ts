import { describe, expect, it } from 'vitest';

import { orderTitle } from './order-view.js';

describe('orderTitle', () => {
  it('names the first line and counts the others in the shopper’s language', () => {
    expect(orderTitle(['라벤더 캔들'], 'kr')).toBe('라벤더 캔들');
    expect(orderTitle(['라벤더 캔들', '디퓨저', '오일'], 'kr')).toBe('라벤더 캔들 외 2건');
    expect(orderTitle(['Lavender candle', 'Diffuser'], 'en')).toBe('Lavender candle and 1 more');
    expect(orderTitle([], 'kr')).toBe('');
  });
});
