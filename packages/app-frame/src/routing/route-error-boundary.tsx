import { useT } from '@atelier/translation-ai';
import { useEffect, type ComponentType } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';

import { isChunkLoadError } from '../errors/chunk-load-error.js';

/**
 * The wording of the route error pages: source phrases, translated through the translator.
 *
 * @example
 * const labels: RouteErrorLabels = { chunkLoadFailed: '…', errorTitle: '…', errorBody: '…', reload: '새로고침' };
 */
export interface RouteErrorLabels {
  /** Spec §8: a route chunk failed again after the one reload. */
  chunkLoadFailed: string;
  errorTitle: string;
  errorBody: string;
  reload: string;
}

/**
 * Options of {@link createRouteErrorBoundary}.
 *
 * @example
 * const options: RouteErrorBoundaryOptions = { labels, NotFound: NotFoundView, reportError };
 */
export interface RouteErrorBoundaryOptions {
  labels: Readonly<RouteErrorLabels>;
  /** The app's not-found page body, shown for 404 responses (unknown paths, API 404s of loaders). */
  NotFound: ComponentType;
  /** The app's error tracing; route responses (404, redirects) are not reported. */
  reportError: (error: unknown) => void;
}

/**
 * The error element of every page route and of the root: 404 responses show the app's
 * not-found page, a failed route chunk the 'could not load page' page with a reload button
 * (spec §8), anything else a generic error page; errors that are not route responses go to
 * `reportError`. The pages use the `atelier-status-page` classes the app styles.
 *
 * @example
 * export const RouteErrorBoundary = createRouteErrorBoundary({ labels: FRAME_LABELS, NotFound: NotFoundView, reportError });
 */
export function createRouteErrorBoundary({
  labels,
  NotFound,
  reportError,
}: RouteErrorBoundaryOptions): ComponentType {
  return function RouteErrorBoundary() {
    const error = useRouteError();
    const { t } = useT();
    useEffect(() => {
      if (!isRouteErrorResponse(error)) reportError(error);
    }, [error]);

    if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
    const chunk = isChunkLoadError(error);
    return (
      <section
        className="atelier-status-page"
        role="alert"
        data-page={chunk ? 'chunk-error' : 'error'}
      >
        <h1 className="atelier-status-page__title">
          {t(chunk ? labels.chunkLoadFailed : labels.errorTitle)}
        </h1>
        {!chunk && <p className="atelier-status-page__body">{t(labels.errorBody)}</p>}
        <button
          type="button"
          className="atelier-status-page__action"
          onClick={() => window.location.reload()}
        >
          {t(labels.reload)}
        </button>
      </section>
    );
  };
}
