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

/**
 * A members-only action on a public page (wish toggle, asking a question): `ensureMember()`
 * answers `true` for members; for visitors it shows the member guard's 'login needed' dialog
 * ('로그인이 필요합니다.', title '알림') and goes to `/login?redirect=<this page>`, answering
 * `false` (spec §4).
 */
export function useLoginGate(): () => Promise<boolean> {
  const authenticated = useSelector(selectAuthenticated);
  const env = useSessionEnvironment();
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useT();
  return useCallback(async () => {
    if (authenticated) return true;
    await env.alert(t(DEFAULT_SESSION_LABELS.loginRequired), {
      title: t(DEFAULT_SESSION_LABELS.alertTitle),
    });
    await navigate(buildLoginUrl(`${location.pathname}${location.search}${location.hash}`));
    return false;
  }, [authenticated, env, t, navigate, location.pathname, location.search, location.hash]);
}
