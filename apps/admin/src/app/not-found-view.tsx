import { Link } from 'react-router';

import { href } from '../shared/routing/route-table.js';
import { useConsoleLabels } from '../shared/use-console-labels.js';

/**
 * The console's not-found page body.
 */
export function NotFoundView() {
  const { l } = useConsoleLabels();
  return (
    <section
      className="atelier-status-page"
      aria-labelledby="not-found-title"
      data-page="not-found"
    >
      <h1 id="not-found-title" className="atelier-status-page__title">
        {l.notFoundTitle}
      </h1>
      <p className="atelier-status-page__body">{l.notFoundBody}</p>
      <Link className="atelier-status-page__action" to={href('Home')}>
        {l.goHome}
      </Link>
    </section>
  );
}
