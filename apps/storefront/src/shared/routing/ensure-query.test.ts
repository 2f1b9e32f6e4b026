import { isRouteErrorResponse } from 'react-router';
import { describe, expect, test, vi } from 'vitest';

import { ensureQuery, type QueryRequest } from './ensure-query.js';
import type { RouteContext } from '@atelier/app-frame';

function request<D>(result: {
  isError: boolean;
  error?: unknown;
  data?: D;
}): QueryRequest<D> & { unsubscribe: ReturnType<typeof vi.fn> } {
  return Object.assign(Promise.resolve(result), { unsubscribe: vi.fn() });
}

function context(isServer: boolean) {
  const alert = vi.fn(() => Promise.resolve());
  const ctx = {
    isServer,
    dialogs: { alert },
    t: (s: string) => `t(${s})`,
  } as unknown as RouteContext;
  return { ctx, alert };
}

const notFound = { isError: true, error: { kind: 'not_found', status: 404 } };

describe('ensureQuery', () => {
  test('answers the data and unsubscribes in the browser', async () => {
    const { ctx } = context(false);
    const req = request({ isError: false, data: { id: 1 } });
    await expect(ensureQuery(ctx, req)).resolves.toEqual({ id: 1 });
    expect(req.unsubscribe).toHaveBeenCalledTimes(1);
  });

  test('an API 404 in the browser: the dialog first, then a 404 route error', async () => {
    const { ctx, alert } = context(false);
    const req = request(notFound);
    const error = await ensureQuery(ctx, req).catch((e: unknown) => e);
    expect(alert).toHaveBeenCalledExactlyOnceWith('t(페이지를 찾을 수 없거나 접근할 수 없습니다.)');
    expect(error).toMatchObject({ init: { status: 404 } });
    expect(req.unsubscribe).toHaveBeenCalledTimes(1);
  });

  test('on the server: no dialog, the 404 still renders the not-found page; the query stays for embedding', async () => {
    const { ctx, alert } = context(true);
    const req = request(notFound);
    const error = await ensureQuery(ctx, req).catch((e: unknown) => e);
    expect(alert).not.toHaveBeenCalled();
    expect(
      isRouteErrorResponse(error) || (error as { init?: { status?: number } }).init?.status === 404,
    ).toBe(true);
    expect(req.unsubscribe).not.toHaveBeenCalled();
  });

  test("notFound: 'ignore' and other errors resolve without throwing", async () => {
    const { ctx, alert } = context(false);
    await expect(
      ensureQuery(ctx, request(notFound), { notFound: 'ignore' }),
    ).resolves.toBeUndefined();
    await expect(
      ensureQuery(ctx, request({ isError: true, error: { kind: 'other', status: 500 } })),
    ).resolves.toBeUndefined();
    expect(alert).not.toHaveBeenCalled();
  });
});
