import { describe, expect, test, vi } from 'vitest';

import { createRoutes, ROOT_ROUTE_ID } from './create-routes.js';
import type { RouteContext } from './route-context.js';

const ctx = {
  isServer: true,
  t: (s: string) => s,
  onChunkError: async (error: unknown) => {
    throw error;
  },
} as unknown as RouteContext;

describe('createRoutes', () => {
  test('registers the frame, the legacy redirects and only the ready pages', () => {
    const [root] = createRoutes(ctx);
    expect(root?.id).toBe(ROOT_ROUTE_ID);
    const children = root?.children ?? [];
    const ids = children.map((route) => route.id);
    expect(ids).toContain('Home');
    expect(ids).toContain('NotFound');
    expect(ids.filter((id) => id?.startsWith('legacy:'))).toHaveLength(10);
    expect(ids).toContain('Login');
    expect(ids).toContain('MyPage');
    for (const planned of ['Cart', 'MyPageOrder', 'TssaMain', 'Category'])
      expect(ids).not.toContain(planned);

    const home = children.find((route) => route.id === 'Home')!;
    expect(home.index).toBe(true);
    expect(home.handle).toEqual({ name: 'Home' });
    expect(typeof home.lazy).toBe('function');
    expect(children.find((route) => route.id === 'NotFound')?.path).toBe('*');
  });

  test('a page module loads lazily with its loader', async () => {
    const [root] = createRoutes(ctx);
    const home = root!.children!.find((route) => route.id === 'Home')!;
    const loaded = await (home.lazy as () => Promise<Record<string, unknown>>)();
    expect(typeof loaded.Component).toBe('function');
    expect(typeof loaded.loader).toBe('function');
  });

  test('a failed module load goes to the chunk error handler', async () => {
    const failure = new TypeError(
      'Failed to fetch dynamically imported module: /build/assets/home-page-x.js',
    );
    vi.resetModules();
    vi.doMock('../routes/home-page.js', () => {
      throw failure;
    });
    const seen: unknown[] = [];
    const failing = {
      ...ctx,
      onChunkError: async (error: unknown) => {
        seen.push(error);
        throw new Error('handled');
      },
    } as RouteContext;
    const [root] = createRoutes(failing);
    const home = root!.children!.find((route) => route.id === 'Home')!;
    await expect((home.lazy as () => Promise<unknown>)()).rejects.toThrow('handled');
    // Vitest wraps a throwing mock factory's error; the original is its cause.
    expect(seen).toHaveLength(1);
    const error = seen[0] as Error & { cause?: unknown };
    expect(error === failure || error.cause === failure).toBe(true);
    vi.doUnmock('../routes/home-page.js');
  });
});
