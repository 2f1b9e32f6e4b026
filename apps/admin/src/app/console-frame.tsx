import { ADMIN_AREA_LABELS, OPERATOR_ROLE_LABELS } from '@atelier/contracts';
import { changeLanguage, type SessionDispatch } from '@atelier/session';
import { useId } from 'react';
import { useDispatch } from 'react-redux';
import { NavLink, Outlet, useNavigate } from 'react-router';

import { useOperator } from '../domain/operator/operator-context.js';
import { operatorApi } from '../shared/api/console-api.js';
import { AREA_PAGES, href } from '../shared/routing/route-table.js';
import { useConsoleLabels } from '../shared/use-console-labels.js';

/**
 * The console around every page behind the sign-in: the areas the operator's role may see
 * (`roleCan`), who is signed in, sign-out; a side bar on a desk, a top bar on a phone.
 */
export function ConsoleFrame() {
  const { l, pick, locale } = useConsoleLabels();
  const { operator, can } = useOperator();
  const [logout, { isLoading }] = operatorApi.useOperatorLogoutMutation();
  const navigate = useNavigate();
  // The session's thunk: confirms, sends the language to the API, reloads the page.
  const dispatch = useDispatch<SessionDispatch>();
  const areas = AREA_PAGES.filter(({ area }) => can(area, 'view'));
  // The frame keeps earlier pages mounted (hidden): each console's main needs its own id, or
  // the skip link would land in a hidden one.
  const mainId = `console-main-${useId()}`;
  async function signOut() {
    await logout()
      .unwrap()
      .catch(() => undefined);
    void navigate(href('Login'), { replace: true });
  }
  return (
    <div className="console">
      <header className="console-bar">
        <a className="console-skip" href={`#${mainId}`}>
          {l.skipToContent}
        </a>
        <p className="console-bar__name">{l.siteName}</p>
        <nav className="console-nav" aria-label={l.navigation}>
          <ul>
            {areas.map(({ area, route }) => (
              <li key={area}>
                <NavLink to={href(route)} end={route === 'Home'} className="console-nav__link">
                  {pick(ADMIN_AREA_LABELS[area].kr, ADMIN_AREA_LABELS[area].en)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="console-bar__who">
          <NavLink to={href('Account')} className="console-bar__account">
            {operator.mb_name}{' '}
            <small>
              (
              {pick(OPERATOR_ROLE_LABELS[operator.role].kr, OPERATOR_ROLE_LABELS[operator.role].en)}
              )
            </small>
          </NavLink>
          <button
            type="button"
            className="console-button"
            lang={locale === 'en' ? 'ko' : 'en'}
            onClick={() =>
              void dispatch(changeLanguage({ language: locale === 'en' ? 'kr' : 'en' }))
            }
          >
            {l.language}
          </button>
          <button
            type="button"
            className="console-button"
            disabled={isLoading}
            onClick={() => void signOut()}
          >
            {l.signOut}
          </button>
        </div>
      </header>
      <main id={mainId} className="console-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
