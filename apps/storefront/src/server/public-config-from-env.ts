import type { PublicConfig } from '../app/embedded-state.js';

function value(env: NodeJS.ProcessEnv, ...names: string[]): string | undefined {
  for (const name of names) {
    const found = env[name]?.trim();
    if (found) return found;
  }
  return undefined;
}

/**
 * The public settings embedded in every page, read from the server's environment. Only keys
 * that are set appear, so an unset key leaves its integration off:
 * `PUBLIC_SENTRY_DSN` (or `SENTRY_DSN`) with `SENTRY_ENVIRONMENT`, `PUBLIC_CHANNEL_TALK_KEY`,
 * `PUBLIC_KAKAO_JS_KEY`, `PUBLIC_KAKAO_POSTCODE=on` (Kakao Postcode address search), the Toss
 * keys (`TOSS_CLIENT_KEY` and `TOSS_SECRET_KEY`: only that they are set), `PUBLIC_GA_MEASUREMENT_ID`, `OLD_BRAND_HOSTS` (comma-separated host
 * names) and `NEW_SITE_URL` (the overlay needs both).
 */
export function publicConfigFromEnv(env: NodeJS.ProcessEnv = process.env): PublicConfig {
  const config: PublicConfig = {};
  const dsn = value(env, 'PUBLIC_SENTRY_DSN', 'SENTRY_DSN');
  if (dsn) {
    config.sentryDsn = dsn;
    const environment = value(env, 'SENTRY_ENVIRONMENT', 'NODE_ENV');
    if (environment) config.environment = environment;
  }
  const channelTalkKey = value(env, 'PUBLIC_CHANNEL_TALK_KEY');
  if (channelTalkKey) config.channelTalkKey = channelTalkKey;
  const kakaoJsKey = value(env, 'PUBLIC_KAKAO_JS_KEY');
  if (kakaoJsKey) config.kakaoJsKey = kakaoJsKey;
  if (value(env, 'PUBLIC_KAKAO_POSTCODE') === 'on') config.kakaoPostcode = true;
  if (value(env, 'TOSS_CLIENT_KEY') && value(env, 'TOSS_SECRET_KEY')) config.tossPayments = true;
  const gaMeasurementId = value(env, 'PUBLIC_GA_MEASUREMENT_ID');
  if (gaMeasurementId) config.gaMeasurementId = gaMeasurementId;
  const hosts = (value(env, 'OLD_BRAND_HOSTS') ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  const newSiteUrl = value(env, 'NEW_SITE_URL');
  if (hosts.length > 0 && newSiteUrl) {
    config.oldBrandHosts = hosts;
    config.newSiteUrl = newSiteUrl;
  }
  return config;
}
