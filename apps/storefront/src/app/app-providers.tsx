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

import type { PublicConfig } from './embedded-state.js';
import { DEFAULT_PAGE, PageProvider } from './page-context.js';
import type { PageHints } from './page-hints.js';
import { translateLabels } from '../shared/i18n/translate-labels.js';
import type { AppStore } from '../shared/store/store.js';

/**
 * Props of {@link AppProviders}.
 *
 * @example
 * const props: AppProvidersProps = { store, translator, i18n, env, dialogs, children: <RouterProvider router={router} /> };
 */
export interface AppProvidersProps {
  store: AppStore;
  translator: Translator;
  i18n: I18n;
  env: SessionEnvironment;
  dialogs: DialogService;
  /** What the server knew of the request; default: unknown device, no host. */
  hints?: PageHints;
  /** The public configuration the server embedded; default `{}` (every integration off). */
  config?: PublicConfig;
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
 * Everything the app's components read from context, identical on the server and in the
 * browser: the Redux store, the translator and its i18next instance, the session
 * environment (dialogs and page loads of the session guards), the ui-kit dialog queue and
 * toast stack with translated default labels, and the server's {@link PageHints} and public
 * configuration.
 *
 * @example
 * hydrateRoot(container, (
 *   <AppProviders store={store} translator={translator} i18n={i18n} env={env} dialogs={dialogs}>
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
  hints = DEFAULT_PAGE.hints,
  config = DEFAULT_PAGE.config,
  children,
}: AppProvidersProps) {
  const page = useMemo(() => ({ hints, config }), [hints, config]);
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
