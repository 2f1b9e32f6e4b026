import { createContext, useContext, type ReactNode } from 'react';

import { createBrowserEnvironment } from './create-browser-environment.js';
import type { SessionEnvironment } from './session-environment.js';

const SessionEnvironmentContext = createContext<SessionEnvironment | null>(null);

let browserDefault: SessionEnvironment | undefined;

/**
 * Props of {@link SessionEnvironmentProvider}.
 *
 * @example
 * const props: SessionEnvironmentProviderProps = { env, children: <App /> };
 */
export interface SessionEnvironmentProviderProps {
  env: SessionEnvironment;
  children?: ReactNode;
}

/**
 * Gives the session's components (the route guards) the app's {@link SessionEnvironment}:
 * its dialogs and page loads.
 *
 * @example
 * <SessionEnvironmentProvider env={env}>
 *   <RouterProvider router={router} />
 * </SessionEnvironmentProvider>
 */
export function SessionEnvironmentProvider({ env, children }: SessionEnvironmentProviderProps) {
  return <SessionEnvironmentContext value={env}>{children}</SessionEnvironmentContext>;
}

/**
 * The {@link SessionEnvironment} of the nearest {@link SessionEnvironmentProvider}, else the
 * browser default ({@link createBrowserEnvironment}).
 *
 * @example
 * const env = useSessionEnvironment();
 * await env.alert('저장되었습니다.', { title: '알림' });
 */
export function useSessionEnvironment(): SessionEnvironment {
  const env = useContext(SessionEnvironmentContext);
  if (env) return env;
  browserDefault ??= createBrowserEnvironment();
  return browserDefault;
}
