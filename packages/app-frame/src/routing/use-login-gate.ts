import {
  buildLoginUrl,
  DEFAULT_SESSION_LABELS,
  selectAuthenticated,
  useSessionEnvironment,
} from '@atelier/session';
import { useT } from '@atelier/translation-ai';
import { useCallback } from 'react';
import { useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';

import type { LoginGuardOptions } from './login-guard.js';

/**
 * A members-only action on a public page (wish toggle, asking a question): `ensureMember()`
 * answers `true` for members; for visitors it shows the login guard's dialog ('로그인이
 * 필요합니다.', title '알림', translated) and goes to `<loginPath>?redirect=<this page>`,
 * answering `false` (spec §4). A module of its own, so it loads with the pages that use it.
 *
 * @example
 * const ensureMember = useLoginGate();
 * async function toggle() {
 *   if (await ensureMember()) await toggleWish();
 * }
 */
export function useLoginGate(options: LoginGuardOptions = {}): () => Promise<boolean> {
  const { loginPath } = options;
  const phrases = options.labels ?? DEFAULT_SESSION_LABELS;
  const authenticated = useSelector(selectAuthenticated);
  const env = useSessionEnvironment();
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useT();
  return useCallback(async () => {
    if (authenticated) return true;
    await env.alert(t(phrases.loginRequired), { title: t(phrases.alertTitle) });
    await navigate(
      buildLoginUrl(`${location.pathname}${location.search}${location.hash}`, loginPath),
    );
    return false;
  }, [
    authenticated,
    env,
    t,
    phrases,
    navigate,
    loginPath,
    location.pathname,
    location.search,
    location.hash,
  ]);
}
