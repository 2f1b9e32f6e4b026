import { isChunkLoadError, withReloadMarker } from './chunk-load-error.js';

/**
 * Options of {@link createRouteChunkErrorHandler}.
 *
 * @example
 * const options: RouteChunkErrorHandlerOptions = {
 *   targetUrl: () => window.location.href,
 *   load: (url) => window.location.assign(url),
 *   alert: (message) => dialogs.alert(message),
 *   message: '페이지를 불러오지 못했습니다. 새로고침 해주세요.',
 * };
 */
export interface RouteChunkErrorHandlerOptions {
  /** The absolute URL being opened (the navigation's target, or the page on first load). */
  targetUrl: () => string;
  /** Loads a URL as a full page. */
  load: (url: string) => void;
  /** Shows the 'could not load page' dialog. */
  alert: (message: string) => Promise<void> | void;
  /** The dialog's text (translated). */
  message: string;
}

/**
 * The route chunk failure rule of spec §8: the first failure loads the target URL again
 * with `reload=1` (a new deployment's chunks then load) and never settles, so nothing
 * renders meanwhile; when the URL already has `reload=1`, it shows the dialog (once per
 * page) and rethrows, so the route's error element shows. Other errors are rethrown as they are.
 *
 * @example
 * const onChunkError = createRouteChunkErrorHandler({ targetUrl, load, alert, message });
 * const lazy = () => import('../features/home/home-page.js').catch(onChunkError);
 */
export function createRouteChunkErrorHandler(
  options: RouteChunkErrorHandlerOptions,
): (error: unknown) => Promise<never> {
  let dialogShown = false;
  return async (error) => {
    if (!isChunkLoadError(error)) throw error;
    const next = withReloadMarker(options.targetUrl());
    if (next !== null) {
      options.load(next);
      return new Promise<never>(() => {});
    }
    if (!dialogShown) {
      dialogShown = true;
      void options.alert(options.message);
    }
    throw error;
  };
}
