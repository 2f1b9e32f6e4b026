import { createApiClient } from '@atelier/api-client';
import { createSessionState, type SessionEnvironment } from '@atelier/session';
import { createFakeFetch, jsonResponse } from '@atelier/test-utils/fakes';
import { createI18n, createTranslator } from '@atelier/translation-ai';
import { createDialogService, markHydrated } from '@atelier/ui-kit';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';

import { AppProviders, createAppStore } from '@atelier/app-frame';

/**
 * The fake API of a console test: a status and a JSON body per request path.
 */
export type FakeApi = (path: string) => [status: number, body: unknown];

/**
 * Renders `element` at `url` inside the frame's providers (store, translation, dialogs) against
 * a fake API, in Korean; other paths render their path, so a redirect can be read.
 */
export function renderConsole(element: ReactNode, options: { url: string; api: FakeApi }) {
  markHydrated();
  const { fetch } = createFakeFetch(({ path }) => {
    const [status, body] = options.api(path);
    return jsonResponse(body, status);
  });
  const dialogs = createDialogService();
  const env: SessionEnvironment = {
    navigate: () => undefined,
    reload: () => undefined,
    alert: (message, { title }) => dialogs.alert(message, { title }),
    confirm: (message, { title }) => dialogs.confirm(message, { title }),
    storage: null,
  };
  const client = createApiClient({ baseUrl: 'http://shop.test', fetch });
  const store = createAppStore({
    extra: { client, env },
    session: createSessionState({ lang: 'kr', currency: 'krw' }, { storage: null }),
  });
  const translator = createTranslator({ locale: 'kr', submit: async () => ({}) });
  const router = createMemoryRouter(
    [
      { path: new URL(options.url, 'http://shop.test').pathname, element },
      { path: '*', Component: OtherPage },
    ],
    { initialEntries: [options.url] },
  );
  const view = render(
    <AppProviders
      store={store}
      translator={translator}
      i18n={createI18n({ translator })}
      env={env}
      dialogs={dialogs}
      page={{ hints: { host: 'shop.test' }, config: {} }}
    >
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}

function OtherPage() {
  const location = useLocation();
  return <p data-testid="other-page">{location.pathname + location.search}</p>;
}
