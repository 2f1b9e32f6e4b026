import { createApiClient } from '@atelier/api-client';
import { createSessionState, type SessionEnvironment } from '@atelier/session';
import { createFakeFetch, jsonResponse } from '@atelier/test-utils/fakes';
import { createI18n, createTranslator } from '@atelier/translation-ai';
import { createDialogService, markHydrated } from '@atelier/ui-kit';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, type LoaderFunction } from 'react-router';

import { AppProviders, type AppExtra } from '@atelier/app-frame';

import { DEFAULT_PAGE } from '../app/page-context.js';
import { collectEnglishPhrases } from '../app/english-phrases.js';
import type { RouteContext } from '@atelier/app-frame';
import { createAppStore } from '../shared/store/store.js';

/**
 * One request the page made: method, path with query, JSON body.
 */
export interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
  /** A multipart body (fields and `files[]`). */
  form?: FormData;
}

/**
 * The fake API: answers a request with a status and a JSON body.
 */
export type FakeApi = (call: RecordedCall) => [status: number, body: unknown];

/**
 * Options of {@link renderPage}.
 */
export interface RenderPageOptions {
  /** Route path the page is registered at. */
  path: string;
  /** The URL opened. Default `path`. */
  url?: string;
  api: FakeApi;
  /** The embedded session (login-check shape). Default a visitor. */
  session?: Record<string, unknown>;
  /** The English shop (en/usd) with the English phrase package. Default Korean. */
  english?: boolean;
}

/**
 * The demo member `hong` as the login check answers it (test-utils' `HONG`).
 */
export { HONG as DEMO_MEMBER } from '@atelier/test-utils/fixtures';

/**
 * Renders a route module's page as the app does (store, translation, dialogs, session
 * environment, router with the page's loader) against a fake API, in Korean (or English with
 * `english`). Page loads
 * (`env.navigate`) are recorded instead of performed.
 */
export function renderPage(
  Page: ComponentType,
  options: RenderPageOptions,
  createLoader?: (ctx: RouteContext) => LoaderFunction,
) {
  // As in the browser after the first page has hydrated: a page the client router renders
  // loads its after-hydration parts (whenHydrated) at once.
  markHydrated();
  const calls: RecordedCall[] = [];
  const navigated: string[] = [];
  const { fetch } = createFakeFetch(({ method, path, search, body, form }) => {
    const call: RecordedCall = { method, url: path + search, body, ...(form ? { form } : {}) };
    calls.push(call);
    const [status, answer] = options.api(call);
    return jsonResponse(answer, status);
  });
  const dialogs = createDialogService();
  const env: SessionEnvironment = {
    navigate: (url) => void navigated.push(url),
    reload: () => void navigated.push('reload'),
    alert: (message, { title }) => dialogs.alert(message, { title }),
    confirm: (message, { title }) => dialogs.confirm(message, { title }),
    storage: null,
  };
  const client = createApiClient({ baseUrl: 'http://shop.test', fetch });
  const extra: AppExtra = { client, env };
  const store = createAppStore({
    extra,
    session: createSessionState(
      {
        ...(options.english ? { lang: 'en', currency: 'usd' } : { lang: 'kr', currency: 'krw' }),
        ...options.session,
      },
      { storage: null },
    ),
  });
  const translator = createTranslator(
    options.english
      ? {
          locale: 'en',
          packages: { en: collectEnglishPhrases().phrases },
          submit: async () => ({}),
        }
      : { locale: 'kr', submit: async () => ({}) },
  );
  const ctx: RouteContext = {
    store,
    isServer: false,
    dialogs,
    env,
    t: (phrase) => phrase,
    onChunkError: (error) => Promise.reject(error),
  };
  const router = createMemoryRouter(
    [
      { path: options.path, Component: Page, loader: createLoader?.(ctx) },
      { path: '*', Component: () => <p>other page</p> },
    ],
    { initialEntries: [options.url ?? options.path] },
  );
  const view = render(
    <AppProviders
      store={store}
      translator={translator}
      i18n={createI18n({ translator })}
      env={env}
      dialogs={dialogs}
      page={DEFAULT_PAGE}
    >
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, store, router, calls, navigated, dialogs };
}
