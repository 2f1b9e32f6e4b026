import { NavLink } from 'react-router';

import { href } from '../../shared/routing/route-table.js';
import { useAreaLabels } from '../../shared/use-console-labels.js';
import { CONTENT_LABELS } from './content-labels.js';

/** The content area's sections, above each of its pages. */
export function ContentTabs() {
  const c = useAreaLabels(CONTENT_LABELS);
  const tabs = [
    ['Popups', c.popups],
    ['CmsPages', c.cms],
    ['ContentNotices', c.notices],
    ['InstaFeed', c.insta],
  ] as const;
  return (
    <nav className="console-tabs" aria-label={c.sections}>
      <ul>
        {tabs.map(([route, label]) => (
          <li key={route}>
            <NavLink to={href(route)} className="console-tabs__link">
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
