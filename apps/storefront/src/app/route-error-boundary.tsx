import { useT } from '@atelier/translation-ai';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';

import { isChunkLoadError } from '@atelier/app-frame';

import { reportError } from '../errors/error-reporting.js';
import { FRAME_LABELS } from '../shared/routing/frame-labels.js';
import { NotFoundView } from '../shared/routing/not-found-view.js';

/**
 * The error element of every page route (and of the root): 404 responses show the
 * not-found page, a failed route chunk the 'could not load page' page with a reload
 * button, anything else a generic error page; the error goes to error tracing (which
 * drops what spec §8 says to ignore).
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useT();
  useEffect(() => {
    if (!isRouteErrorResponse(error)) reportError(error);
  }, [error]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  const chunk = isChunkLoadError(error);
  return (
    <section
      className="atelier-status-page"
      role="alert"
      data-page={chunk ? 'chunk-error' : 'error'}
    >
      <h1 className="atelier-status-page__title">
        {t(chunk ? FRAME_LABELS.chunkLoadFailed : FRAME_LABELS.errorTitle)}
      </h1>
      {!chunk && <p className="atelier-status-page__body">{t(FRAME_LABELS.errorBody)}</p>}
      <button
        type="button"
        className="atelier-status-page__action"
        onClick={() => window.location.reload()}
      >
        {t(FRAME_LABELS.reload)}
      </button>
    </section>
  );
}
