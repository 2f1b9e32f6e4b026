import { describe, expect, it } from 'vitest';

import { VersionCache } from './version-cache.js';

describe('VersionCache', () => {
  it('loads once per ttl, shares concurrent loads, and reloads after invalidate or expiry', async () => {
    let now = 0;
    let loads = 0;
    const cache = new VersionCache(1000, () => now);
    const load = async () => `v${++loads}`;
    const [a, b] = await Promise.all([cache.get('notices', load), cache.get('notices', load)]);
    expect([a, b, loads]).toEqual(['v1', 'v1', 1]);
    now = 999;
    expect(await cache.get('notices', load)).toBe('v1');
    now = 1000;
    expect(await cache.get('notices', load)).toBe('v2');
    cache.invalidate('notices');
    expect(await cache.get('notices', load)).toBe('v3');
  });

  it('reloads a version asked for past half its life in the background, answering the current one', async () => {
    let now = 0;
    let loads = 0;
    const cache = new VersionCache(1000, () => now);
    const load = async () => `v${++loads}`;
    expect(await cache.get('products', load)).toBe('v1');
    now = 600;
    expect(await cache.get('products', load)).toBe('v1');
    await Promise.resolve();
    expect(loads).toBe(2);
    expect(await cache.get('products', load)).toBe('v2');
    // Expired (nobody asked in between): the request waits for the load, never a stale answer.
    now = 5000;
    expect(await cache.get('products', load)).toBe('v3');
  });

  it('invalidates keys under a prefix', async () => {
    const cache = new VersionCache(60_000);
    let n = 0;
    await cache.get('translations:en', async () => `${++n}`);
    cache.invalidate('translations');
    expect(await cache.get('translations:en', async () => `${++n}`)).toBe('2');
  });
});
