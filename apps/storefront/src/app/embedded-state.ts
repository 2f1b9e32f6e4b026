import type { EmbeddedState as FrameEmbeddedState } from '@atelier/app-frame';

import type { ErrorReportingConfig } from '../errors/error-reporting.js';
import type { PageHints } from './page-hints.js';

/**
 * Settings the browser needs from the server's environment; public values only (see
 * `publicConfigFromEnv`). Every integration is off while its key is missing.
 */
export interface PublicConfig extends ErrorReportingConfig {
  /** Channel Talk plugin key (`PUBLIC_CHANNEL_TALK_KEY`). */
  channelTalkKey?: string | undefined;
  /** Kakao JavaScript key (`PUBLIC_KAKAO_JS_KEY`). */
  kakaoJsKey?: string | undefined;
  /**
   * Kakao Postcode address search (`PUBLIC_KAKAO_POSTCODE=on`); off: the offline finder. The
   * server writes it into the head (`ADDRESS_FINDER_META`) and allows its hosts in the CSP.
   */
  kakaoPostcode?: boolean | undefined;
  /** Toss Payments v2 takes payments (`TOSS_CLIENT_KEY` set): its SDK host is allowed. */
  tossPayments?: boolean | undefined;
  /** GA4 measurement ID (`PUBLIC_GA_MEASUREMENT_ID`). */
  gaMeasurementId?: string | undefined;
  /** Hosts of the old brand that get the "we moved" overlay (`OLD_BRAND_HOSTS`, comma-separated). */
  oldBrandHosts?: string[] | undefined;
  /** Where that overlay sends visitors (`NEW_SITE_URL`). */
  newSiteUrl?: string | undefined;
}

/**
 * What the storefront's server embeds for the client: the frame's embedded state with the
 * storefront's public configuration and request hints.
 */
export type EmbeddedState = FrameEmbeddedState<PublicConfig, PageHints>;
