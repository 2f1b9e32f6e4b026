// @vitest-environment happy-dom
import { beforeEach, describe, expect, test, vi } from 'vitest';

import type * as StartIntegrations from './start-integrations.js';

// The registry holds the booted set: fresh modules per test.
let mod: typeof StartIntegrations;
beforeEach(async () => {
  vi.resetModules();
  document.head.innerHTML = '';
  delete (window as { dataLayer?: unknown }).dataLayer;
  delete (window as { gtag?: unknown }).gtag;
  mod = await import('./start-integrations.js');
});

describe('startIntegrations', () => {
  test('no keys: every adapter off, no script loaded, no data layer', () => {
    const started = mod.startIntegrations({ keys: {} });
    expect(started.chat.enabled).toBe(false);
    expect(started.kakao.enabled).toBe(false);
    expect(started.analytics.enabled).toBe(false);
    expect(started.errors.enabled).toBe(false);
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    expect((window as { dataLayer?: unknown }).dataLayer).toBeUndefined();
    // The toolbar flag is there all the same, visible by default.
    expect(started.toolbar.getSnapshot()).toBe(true);
  });

  test('GA key: dataLayer with the config and no automatic page view; booting twice keeps the first set', () => {
    const started = mod.startIntegrations({ keys: { gaMeasurementId: 'G-TEST123' } });
    expect(started.analytics.enabled).toBe(true);
    const layer = (window as { dataLayer?: IArguments[] }).dataLayer!;
    const config = layer.map((entry) => Array.from(entry)).find((args) => args[0] === 'config');
    expect(config).toEqual(['config', 'G-TEST123', { send_page_view: false }]);
    expect(layer.some((entry) => Array.from(entry).includes('page_view'))).toBe(false);
    expect(mod.startIntegrations({ keys: {} })).toBe(started);
  });

  test('chat show/hide drives the bottom toolbar flag (false on show, true on hide)', () => {
    const { toolbar } = mod.startIntegrations({ keys: {} });
    toolbar.chatShown();
    expect(toolbar.getSnapshot()).toBe(false);
    toolbar.chatHidden();
    expect(toolbar.getSnapshot()).toBe(true);
  });
});

describe('integrationsConfigured', () => {
  test('true with any key, false with none', async () => {
    const { integrationsConfigured } = await import('./integration-registry.js');
    expect(integrationsConfigured({})).toBe(false);
    expect(integrationsConfigured({ channelTalkKey: '' })).toBe(false);
    expect(integrationsConfigured({ gaMeasurementId: 'G-TEST123' })).toBe(true);
    expect(integrationsConfigured({ sentryDsn: 'https://k@o1.ingest.sentry.io/1' })).toBe(true);
  });
});
