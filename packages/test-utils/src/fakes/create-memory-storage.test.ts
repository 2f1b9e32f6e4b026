import { describe, expect, it } from 'vitest';

import { createMemoryStorage } from './create-memory-storage.js';

describe('createMemoryStorage', () => {
  it('gets, sets and removes like Storage, null for a missing key', () => {
    const storage = createMemoryStorage();
    expect(storage.getItem('k')).toBeNull();
    storage.setItem('k', 'v');
    expect(storage.getItem('k')).toBe('v');
    storage.removeItem('k');
    expect(storage.getItem('k')).toBeNull();
  });

  it('starts with the initial items, shows them in items and stores values as strings', () => {
    const storage = createMemoryStorage({ a: '1' });
    storage.setItem('n', 42 as unknown as string);
    expect([...storage.items]).toEqual([
      ['a', '1'],
      ['n', '42'],
    ]);
  });

  it('gives every storage its own items', () => {
    const one = createMemoryStorage();
    one.setItem('k', 'v');
    expect(createMemoryStorage().getItem('k')).toBeNull();
  });
});
