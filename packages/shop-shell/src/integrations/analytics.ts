import { loadScript as defaultLoadScript, type ScriptLoader } from './load-script.js';
import { createOfflineAnalytics } from './offline-adapters.js';
import { reportedPage } from './reported-page.js';

/**
 * Google's gtag.js, loaded only when a measurement ID is configured.
 *
 * @example
 * gtagScriptUrl('G-ABC123'); // 'https://www.googletagmanager.com/gtag/js?id=G-ABC123&l=dataLayer'
 */
export function gtagScriptUrl(measurementId: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}&l=dataLayer`;
}

/**
 * One page for {@link Analytics.pageView}.
 *
 * @example
 * const page: PageViewInput = { path: '/shop/category/12?page=2', title: '세일' };
 */
export interface PageViewInput {
  /** Path and query of the route. */
  path: string;
  title?: string;
}

/**
 * The analytics port (brief §6): GA4 through gtag.js, or a no-op when off.
 *
 * @example
 * const analytics: Analytics = createAnalytics({ measurementId: config.gaMeasurementId });
 */
export interface Analytics {
  readonly enabled: boolean;
  /**
   * Sends one `page_view` (GA's automatic one is off), with order numbers and every query
   * parameter but paging and sorting left out of its location, path and title
   * ({@link reportedPage}).
   */
  pageView(page: PageViewInput): void;
  /** Sends any GA4 event. */
  event(name: string, params?: Record<string, unknown>): void;
}

/**
 * Options of {@link createAnalytics}.
 *
 * @example
 * const options: AnalyticsOptions = { measurementId: 'G-ABC123' };
 */
export interface AnalyticsOptions {
  /** GA4 measurement ID; empty or missing turns analytics off. */
  measurementId?: string | null;
  /** Default the global `window`. */
  window?: Window;
  loadScript?: ScriptLoader;
}

type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

/**
 * GA4 (brief §6, spec §7): a data layer named `dataLayer`, gtag.js from Google's CDN, and
 * `config` with `send_page_view: false`, so page views are only the ones
 * {@link usePageViews} sends — one per route change. Off (a no-op) without a measurement ID
 * or a window; the script loads asynchronously and never blocks rendering.
 *
 * @example
 * const analytics = createAnalytics({ measurementId: config.gaMeasurementId });
 * analytics.pageView({ path: '/shop/cart', title: document.title });
 */
export function createAnalytics(options: AnalyticsOptions = {}): Analytics {
  const win = options.window ?? (typeof window === 'undefined' ? undefined : window);
  const id = options.measurementId?.trim();
  if (!win || !id) return createOfflineAnalytics();
  const host = win as GtagWindow;
  host.dataLayer = host.dataLayer ?? [];
  // gtag.js reads `arguments` objects from the data layer, not arrays: keep the snippet's shape.
  host.gtag =
    host.gtag ??
    function gtag() {
      // eslint-disable-next-line prefer-rest-params
      host.dataLayer?.push(arguments);
    };
  const gtag = host.gtag;
  gtag('js', new Date());
  gtag('config', id, { send_page_view: false });
  void (options.loadScript ?? defaultLoadScript)(gtagScriptUrl(id)).catch(() => {
    // A blocked analytics script must not disturb the shop.
  });

  return {
    enabled: true,
    pageView(page) {
      const { path, title } = reportedPage(page.path, page.title);
      const origin = host.location?.origin ?? '';
      gtag('event', 'page_view', {
        page_location: `${origin}${path}`,
        page_path: path,
        ...(title ? { page_title: title } : {}),
        send_to: id,
      });
    },
    event(name, params) {
      gtag('event', name, { ...params, send_to: id });
    },
  };
}
