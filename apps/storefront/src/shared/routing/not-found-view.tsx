import { useT } from '@atelier/translation-ai';
import { Link } from 'react-router';

import { FRAME_LABELS } from './frame-labels.js';

/**
 * The not-found page body (unknown paths, API 404s of loaders): title, explanation and a
 * link home. Kept in the main chunk so an error can always show it.
 */
export function NotFoundView() {
  const { t } = useT();
  return (
    <section
      className="atelier-status-page"
      aria-labelledby="not-found-title"
      data-page="not-found"
    >
      <p className="atelier-status-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="atelier-status-page__title">
        {t(FRAME_LABELS.notFoundTitle)}
      </h1>
      <p className="atelier-status-page__body">{t(FRAME_LABELS.notFoundBody)}</p>
      <Link className="atelier-status-page__action" to="/">
        {t(FRAME_LABELS.goHome)}
      </Link>
    </section>
  );
}
