import { describe, expect, test } from 'vitest';

import { KEEP_ALIVE_MAX, touchKeepAlive, type KeepAliveEntry } from './keep-alive.js';

const keys = (entries: readonly KeepAliveEntry<string>[]) => entries.map((e) => e.key);

describe('touchKeepAlive', () => {
  test('keeps at most 3 views by default, dropping the least recently shown', () => {
    expect(KEEP_ALIVE_MAX).toBe(3);
    let cache: readonly KeepAliveEntry<string>[] = [];
    for (const path of ['/a', '/b', '/c']) cache = touchKeepAlive(cache, path, `view ${path}`);
    expect(keys(cache)).toEqual(['/a', '/b', '/c']);
    cache = touchKeepAlive(cache, '/d', 'view /d');
    expect(keys(cache)).toEqual(['/b', '/c', '/d']);
  });

  test('showing a cached view again makes it the most recent, with its new view', () => {
    let cache: readonly KeepAliveEntry<string>[] = [];
    for (const path of ['/a', '/b', '/c']) cache = touchKeepAlive(cache, path, path);
    cache = touchKeepAlive(cache, '/a', 'again');
    expect(keys(cache)).toEqual(['/b', '/c', '/a']);
    expect(cache[2]).toEqual({ key: '/a', view: 'again' });
    cache = touchKeepAlive(cache, '/d', '/d');
    expect(keys(cache)).toEqual(['/c', '/a', '/d']);
  });

  test('the current view again returns the same array and input is never changed', () => {
    const cache = touchKeepAlive([], '/a', 'a');
    expect(touchKeepAlive(cache, '/a', 'a2')).toBe(cache);
    const frozen = Object.freeze([...cache]);
    expect(() => touchKeepAlive(frozen, '/b', 'b')).not.toThrow();
    expect(frozen).toHaveLength(1);
  });

  test('another max, and never fewer than one view', () => {
    let cache: readonly KeepAliveEntry<string>[] = [];
    for (const path of ['/a', '/b', '/c', '/d', '/e']) cache = touchKeepAlive(cache, path, path, 5);
    expect(keys(cache)).toHaveLength(5);
    expect(keys(touchKeepAlive(cache, '/f', '/f', 2))).toEqual(['/e', '/f']);
    expect(keys(touchKeepAlive(cache, '/f', '/f', 0))).toEqual(['/f']);
  });
});
