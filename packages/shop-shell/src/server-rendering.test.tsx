// @vitest-environment node
// The chrome renders on the server (no window, document or localStorage) exactly as the
// storefront's SSR does, and the integrations stay off there.
import { createErrorReporter, NotificationList, ShopShellProvider } from '@atelier/shop-shell';
import {
  BottomToolbar,
  DesktopHeader,
  Footer,
  MobileFooter,
  MobileHeader,
  OldBrandOverlay,
  PopupCarousel,
  ScrollToTopButton,
  Sidebar,
} from '@atelier/shop-shell/components';
import { HONG } from '@atelier/test-utils/fixtures';
import { prerenderToNodeStream } from 'react-dom/static';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { CATEGORIES, INSTAGRAM, NOTICES, POPUPS } from './test/fixtures.js';
import { createTestStore } from './test/render-shell.js';
import { createAnalytics } from './integrations/analytics.js';
import { createChannelTalk } from './integrations/channel-talk.js';
import { createKakaoSdk } from './integrations/kakao-sdk.js';

// As the apps render: waiting for every suspended part (the mega-menu's links load apart).
async function renderToHtml(element: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

describe('server rendering', () => {
  it('runs without a browser', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('renders the whole chrome to HTML with its content', async () => {
    const store = createTestStore({ session: { user: HONG, notification_count: 4 } });
    const html = await renderToHtml(
      <Provider store={store}>
        <StaticRouter location="/">
          <ShopShellProvider>
            <MobileHeader menuOpen={false} onMenuOpen={() => {}} />
            <Sidebar open={false} onClose={() => {}} categories={CATEGORIES} />
            <DesktopHeader categories={CATEGORIES} />
            <Footer notices={NOTICES} year={2026} />
            <MobileFooter notices={NOTICES} instagram={INSTAGRAM} year={2026} />
            <BottomToolbar />
            <ScrollToTopButton />
            <PopupCarousel popups={POPUPS} />
            <NotificationList />
            <OldBrandOverlay hosts={['old-candle.co.kr']} newUrl="https://atelier.example" />
          </ShopShellProvider>
        </StaticRouter>
      </Provider>,
    );
    expect(html).toContain(
      '알림</span><span class="atelier-visually-hidden"> 읽지 않은 알림 4개</span>',
    );
    expect(html).toContain('href="/shop/category/1011"');
    expect(html).toContain('2026-11-20');
    expect(html).toContain('ⓒ 2007–2026 ATELIER');
    expect(html).toContain('/images/instagram/insta-01.jpg');
    expect(html).toContain('통신판매업 신고번호');
    // Client-only parts wait for the browser: popups need localStorage, scroll needs a window.
    expect(html).not.toContain('atelier-shell-popup');
    expect(html).not.toContain('atelier-shell-scroll-top');
    expect(html).not.toContain('atelier-shell-moved');
  });

  it('turns every integration off without a window, even with keys', async () => {
    expect(createChannelTalk({ pluginKey: 'k' }).enabled).toBe(false);
    expect(createKakaoSdk({ appKey: 'k' }).enabled).toBe(false);
    expect(createAnalytics({ measurementId: 'G-1' }).enabled).toBe(false);
    const reporter = createErrorReporter({ dsn: 'https://k@o0.ingest.sentry.io/0' });
    expect(reporter.enabled).toBe(false);
    expect(await reporter.ready()).toBe(false);
  });
});
