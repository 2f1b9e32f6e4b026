import type { Page } from 'playwright-core';

/** What {@link pageApi} answers: the status and the parsed JSON body. */
export interface PageAnswer<T> {
  status: number;
  body: T;
}

/** A call from inside the page: its cookies and XSRF header, as the app's client sends them. */
export function pageApi<T>(
  page: Page,
  method: string,
  url: string,
  body?: unknown,
): Promise<PageAnswer<T>> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const xsrf = document.cookie
        .split('; ')
        .find((c) => c.startsWith('XSRF-TOKEN='))
        ?.slice('XSRF-TOKEN='.length);
      const res = await fetch(url, {
        method,
        credentials: 'same-origin',
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(xsrf ? { 'x-xsrf-token': decodeURIComponent(xsrf) } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json().catch(() => null)) as never };
    },
    { method, url, body },
  );
}
