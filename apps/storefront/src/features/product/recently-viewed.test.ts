import { createMemoryStorage } from '@atelier/test-utils/memory-storage';
import { describe, expect, test } from 'vitest';

import { testListItem } from './product-fixture.js';
import {
  readRecentlyViewed,
  RECENTLY_VIEWED_KEY,
  RECENTLY_VIEWED_MAX,
  rememberViewed,
} from './recently-viewed.js';

const id = (n: number) => `17000000${String(n).padStart(2, '0')}`;

describe('recently viewed products', () => {
  test('newest first, a product seen again moves to the front, only the last 20 kept', () => {
    const storage = createMemoryStorage();
    for (let n = 1; n <= 25; n += 1)
      rememberViewed(storage, 'kr', testListItem(id(n), `상품 ${n}`));
    rememberViewed(storage, 'kr', testListItem(id(10), '상품 10'));
    const seen = readRecentlyViewed(storage, 'kr');
    expect(seen).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(seen.slice(0, 3).map((p) => p.it_id)).toEqual([id(10), id(25), id(24)]);
    expect(seen.map((p) => p.it_id)).not.toContain(id(5));
    expect(readRecentlyViewed(storage, 'kr', id(10))[0]!.it_id).toBe(id(25));
  });

  test('each language keeps its own names; a product not seen in English is not listed there', () => {
    const storage = createMemoryStorage();
    rememberViewed(storage, 'kr', testListItem(id(1), '라벤더 캔들'));
    rememberViewed(storage, 'en', { ...testListItem(id(1), 'Lavender candle'), currency: 'usd' });
    rememberViewed(storage, 'kr', testListItem(id(2), '디퓨저'));
    expect(readRecentlyViewed(storage, 'en').map((p) => p.name)).toEqual(['Lavender candle']);
    expect(readRecentlyViewed(storage, 'kr').map((p) => p.name)).toEqual(['디퓨저', '라벤더 캔들']);
  });

  test('foreign data and no storage give an empty list', () => {
    const storage = createMemoryStorage();
    storage.setItem(RECENTLY_VIEWED_KEY, '{not json');
    expect(readRecentlyViewed(storage, 'kr')).toEqual([]);
    expect(readRecentlyViewed(null, 'kr')).toEqual([]);
    expect(() => rememberViewed(null, 'kr', testListItem(id(1), 'x'))).not.toThrow();
  });
});
