import { describe, expect, test } from 'vitest';

import { publicConfigFromEnv } from './public-config-from-env.js';

describe('publicConfigFromEnv', () => {
  test('nothing set: every integration off, no overlay', () => {
    expect(publicConfigFromEnv({})).toEqual({});
    expect(publicConfigFromEnv({ PUBLIC_GA_MEASUREMENT_ID: '  ', OLD_BRAND_HOSTS: ' , ' })).toEqual(
      {},
    );
  });

  test('reads every public key, trimmed', () => {
    expect(
      publicConfigFromEnv({
        PUBLIC_SENTRY_DSN: ' https://key@o1.ingest.sentry.io/1 ',
        SENTRY_ENVIRONMENT: 'staging',
        PUBLIC_CHANNEL_TALK_KEY: 'ch-key',
        PUBLIC_KAKAO_JS_KEY: 'kakao-key',
        PUBLIC_GA_MEASUREMENT_ID: 'G-TEST123',
        OLD_BRAND_HOSTS: 'Old-Brand.example, www.old-brand.example,,',
        NEW_SITE_URL: 'https://atelier.kr',
      }),
    ).toEqual({
      sentryDsn: 'https://key@o1.ingest.sentry.io/1',
      environment: 'staging',
      channelTalkKey: 'ch-key',
      kakaoJsKey: 'kakao-key',
      gaMeasurementId: 'G-TEST123',
      oldBrandHosts: ['old-brand.example', 'www.old-brand.example'],
      newSiteUrl: 'https://atelier.kr',
    });
  });

  test('SENTRY_DSN still works; the environment falls back to NODE_ENV', () => {
    expect(
      publicConfigFromEnv({
        SENTRY_DSN: 'https://k@o1.ingest.sentry.io/2',
        NODE_ENV: 'production',
      }),
    ).toEqual({
      sentryDsn: 'https://k@o1.ingest.sentry.io/2',
      environment: 'production',
    });
  });

  test('the overlay needs both the hosts and the new URL', () => {
    expect(publicConfigFromEnv({ OLD_BRAND_HOSTS: 'old.example' })).toEqual({});
    expect(publicConfigFromEnv({ NEW_SITE_URL: 'https://atelier.kr' })).toEqual({});
  });
});
