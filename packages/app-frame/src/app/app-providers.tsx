import { SessionEnvironmentProvider, type SessionEnvironment } from '@atelier/session';
import { TranslationProvider, useT, type Translator } from '@atelier/translation-ai';
import {
  DIALOG_LABELS_KO,
  DialogProvider,
  TOAST_LABELS_KO,
  ToastProvider,
  type DialogService,
} from '@atelier/ui-kit';
import type { i18n as I18n } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';

import { PageProvider, type PageContextValue } from './page-context.js';
import { translateLabels } from './translate-labels.js';

/**
 * Props of {@link AppProviders}.
 *
 * @example
 * const props: AppProvidersProps = { store, translator, i18n, env, dialogs, page: { hints, config } };
 */
export interface AppProvidersProps {
  store: Store;
  translator: Translator;
  /** The server's i18next instance; left out in the browser, which loads it after hydration. */
  i18n?: I18n;
  env: SessionEnvironment;
  dialogs: DialogService;
  /** What the server knew of the request and the public configuration it embedded. */
  page: PageContextValue;
  children?: ReactNode;
}

function TranslatedDialogs({
  dialogs,
  children,
}: {
  dialogs: DialogService;
  children?: ReactNode;
}) {
  const { t } = useT();
  const labels = useMemo(
    () => ({
      alertTitle: t(DIALOG_LABELS_KO.alertTitle),
      confirmTitle: t(DIALOG_LABELS_KO.confirmTitle),
      errorTitle: t(DIALOG_LABELS_KO.errorTitle),
      confirmLabel: t(DIALOG_LABELS_KO.confirmLabel),
      cancelLabel: t(DIALOG_LABELS_KO.cancelLabel),
      progressLabel: t(DIALOG_LABELS_KO.progressLabel),
    }),
    [t],
  );
  const toastLabels = useMemo(() => translateLabels(TOAST_LABELS_KO, t), [t]);
  return (
    <DialogProvider service={dialogs} labels={labels}>
      <ToastProvider labels={toastLabels}>{children}</ToastProvider>
    </DialogProvider>
  );
}

/**
 * Everything an app's components read from context, identical on the server and in the
 * browser: the Redux store, the translator and its i18next instance, the session
 * environment (dialogs and page loads of the session guards), the ui-kit dialog queue and
 * toast stack with translated default labels, and the server's page hints and public
 * configuration. The frame's render and hydrate entries assemble it; apps do not.
 *
 * @example
 * hydrateRoot(container, (
 *   <AppProviders store={store} translator={translator} i18n={i18n} env={env} dialogs={dialogs} page={page}>
 *     <RouterProvider router={router} />
 *   </AppProviders>
 * ));
 */
export function AppProviders({
  store,
  translator,
  i18n,
  env,
  dialogs,
  page,
  children,
}: AppProvidersProps) {
  return (
    <Provider store={store}>
      <PageProvider value={page}>
        <TranslationProvider translator={translator} i18n={i18n}>
          <SessionEnvironmentProvider env={env}>
            <TranslatedDialogs dialogs={dialogs}>{children}</TranslatedDialogs>
          </SessionEnvironmentProvider>
        </TranslationProvider>
      </PageProvider>
    </Provider>
  );
}
