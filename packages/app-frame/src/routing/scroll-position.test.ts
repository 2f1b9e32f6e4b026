import { describe, expect, test } from 'vitest';

import { HASH_SCROLL_OFFSET, resolveScrollTop } from './scroll-position.js';

const tops: Record<string, number> = { reviews: 900, 'qna-list': 40, 상세: 500 };
const elementTop = (id: string) => tops[id] ?? null;

describe('resolveScrollTop', () => {
  test('the offset is 70 px', () => {
    expect(HASH_SCROLL_OFFSET).toBe(70);
  });

  test('a saved position wins over the hash', () => {
    expect(resolveScrollTop({ saved: 420, hash: '#reviews', elementTop })).toBe(420);
    expect(resolveScrollTop({ saved: 0, hash: '#reviews', elementTop })).toBe(0);
  });

  test('otherwise the hash target 70 px lower than its top', () => {
    expect(resolveScrollTop({ hash: '#reviews', elementTop })).toBe(830);
    expect(resolveScrollTop({ saved: null, hash: 'reviews', elementTop })).toBe(830);
    expect(resolveScrollTop({ hash: `#${encodeURIComponent('상세')}`, elementTop })).toBe(430);
  });

  test('never above the top of the page', () => {
    expect(resolveScrollTop({ hash: '#qna-list', elementTop })).toBe(0);
    expect(resolveScrollTop({ saved: -5 })).toBe(0);
  });

  test('otherwise the top: no hash, unknown target, malformed hash', () => {
    expect(resolveScrollTop({})).toBe(0);
    expect(resolveScrollTop({ hash: '#missing', elementTop })).toBe(0);
    expect(resolveScrollTop({ hash: '#%E0%A4%A', elementTop })).toBe(0);
    expect(resolveScrollTop({ saved: Number.NaN, hash: '', elementTop })).toBe(0);
  });

  test('a custom offset', () => {
    expect(resolveScrollTop({ hash: '#reviews', elementTop, offset: 120 })).toBe(780);
  });
});
