import { describe, expect, it, vi } from 'vitest';

describe('parseWithoutEval', () => {
  // Called before zod is loaded, as the browser entry does; a zod upgrade that keeps its
  // settings elsewhere fails here.
  it('builds and parses object schemas without ever calling Function (a strict CSP refuses it)', async () => {
    const calls: unknown[][] = [];
    // A constructor that records its calls: zod probes `new Function('')` before compiling.
    const spy = function (this: unknown, ...args: unknown[]) {
      calls.push(args);
      throw new EvalError('refused by the Content-Security-Policy');
    } as unknown as FunctionConstructor;
    vi.stubGlobal('Function', spy);
    try {
      const { parseWithoutEval } = await import('./jitless.js');
      parseWithoutEval();
      const { loginSchema } = await import('./index.js');
      expect(loginSchema.parse({ mb_id: 'Hong', mb_password: 'atelier2026', extra: 1 })).toEqual({
        mb_id: 'hong',
        mb_password: 'atelier2026',
      });
      expect(loginSchema.safeParse({ mb_id: '' }).success).toBe(false);
    } finally {
      vi.unstubAllGlobals();
      (await import('zod/v4/core')).config({ jitless: false });
    }
    expect(calls).toEqual([]);
  });
});
