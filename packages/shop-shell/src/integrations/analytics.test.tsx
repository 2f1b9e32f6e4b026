import { usePageViews } from '@atelier/shop-shell';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { Link, MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAnalytics, gtagScriptUrl, type Analytics } from './analytics.js';

type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: unknown };
const host = window as GtagWindow;
const layer = () => (host.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
const pageViews = () =>
  layer().filter(([command, name]) => command === 'event' && name === 'page_view');

afterEach(() => {
  delete host.dataLayer;
  delete host.gtag;
});

describe('createAnalytics', () => {
  it('is off without a measurement ID: no data layer, no script', () => {
    const loader = vi.fn(async () => {});
    const analytics = createAnalytics({ measurementId: null, loadScript: loader });
    analytics.pageView({ path: '/' });
    expect(analytics.enabled).toBe(false);
    expect(host.dataLayer).toBeUndefined();
    expect(loader).not.toHaveBeenCalled();
  });

  it('sets up the dataLayer with gtag arguments, send_page_view false, and loads gtag.js from Google', () => {
    const loader = vi.fn(async () => {});
    createAnalytics({ measurementId: 'G-TEST123', loadScript: loader });
    expect(loader).toHaveBeenCalledWith(
      'https://www.googletagmanager.com/gtag/js?id=G-TEST123&l=dataLayer',
    );
    expect(gtagScriptUrl('G-TEST123')).toBe(
      'https://www.googletagmanager.com/gtag/js?id=G-TEST123&l=dataLayer',
    );
    const [js, config, ...rest] = layer();
    expect(js?.[0]).toBe('js');
    expect(js?.[1]).toBeInstanceOf(Date);
    expect(config).toEqual(['config', 'G-TEST123', { send_page_view: false }]);
    expect(rest).toEqual([]);
    // gtag.js only understands `arguments` objects in the data layer.
    expect(Object.prototype.toString.call(host.dataLayer?.[0])).toBe('[object Arguments]');
  });

  it('sends a page_view with the page location, path and title', () => {
    const analytics = createAnalytics({ measurementId: 'G-TEST123', loadScript: async () => {} });
    analytics.pageView({ path: '/shop/cart?page=1', title: '장바구니' });
    expect(pageViews()).toEqual([
      [
        'event',
        'page_view',
        {
          page_location: `${window.location.origin}/shop/cart?page=1`,
          page_path: '/shop/cart?page=1',
          page_title: '장바구니',
          send_to: 'G-TEST123',
        },
      ],
    ]);
  });
});

describe('page views carry no order numbers or personal data (issue 19, item 9)', () => {
  const OD_ID = '2026112712345678';
  it.each([
    [`/shop/my_order_view?od_id=${OD_ID}`, '/shop/my_order_view'],
    [`/my-page/order/${OD_ID}`, '/my-page/order/:orderId'],
    [`/shop/order/${OD_ID}/confirm`, '/shop/order/:orderId/confirm'],
    [
      `/shop/payment_confirm?paymentKey=tgen_20261127abc&orderId=${OD_ID}&amount=31000`,
      '/shop/payment_confirm',
    ],
    ['/shop/reset?token=s3cr3t-reset-token', '/shop/reset'],
    [`/login?redirect=%2Fmy-page%2Forder%2F${OD_ID}`, '/login'],
    ['/shop/category/1011?page=2&sort=price', '/shop/category/1011?page=2&sort=price'],
    ['/my-page/order', '/my-page/order'],
  ])('%s is reported as %s', (path, reported) => {
    const analytics = createAnalytics({ measurementId: 'G-TEST123', loadScript: async () => {} });
    // Order pages may name their order in the title too.
    const title = path.includes(OD_ID) ? `주문 ${OD_ID} 상세 | 아틀리에` : '아틀리에';
    analytics.pageView({ path, title });
    const views = pageViews() as Array<[string, string, Record<string, string>]>;
    expect(views).toHaveLength(1);
    const params = views[0]![2];
    expect(params.page_path).toBe(reported);
    expect(params.page_location).toBe(`${window.location.origin}${reported}`);
    const sent = JSON.stringify(params);
    for (const secret of [OD_ID, 'tgen_20261127abc', 's3cr3t-reset-token', '31000'])
      expect(sent).not.toContain(secret);
  });
});

function PageViews({ analytics }: { analytics: Analytics }) {
  usePageViews(analytics, useLocation());
  const [, setTick] = useState(0);
  return (
    <nav>
      <Link to="/shop/cart">cart</Link>
      <Link to="/shop/cart?page=2">page 2</Link>
      <Link to="/shop/cart?page=2#reviews">reviews</Link>
      <button type="button" onClick={() => setTick((t) => t + 1)}>
        rerender
      </button>
    </nav>
  );
}

describe('usePageViews', () => {
  it('sends exactly one page_view per route (first render included), none for re-renders or hash changes', async () => {
    const analytics = createAnalytics({ measurementId: 'G-TEST123', loadScript: async () => {} });
    const user = userEvent.setup();
    render(
      <StrictMode>
        <MemoryRouter initialEntries={['/']}>
          <PageViews analytics={analytics} />
        </MemoryRouter>
      </StrictMode>,
    );
    const paths = () => pageViews().map((args) => (args[2] as { page_path: string }).page_path);
    expect(paths()).toEqual(['/']);
    await user.click(screen.getByRole('button', { name: 'rerender' }));
    expect(paths()).toEqual(['/']);
    await user.click(screen.getByRole('link', { name: 'cart' }));
    expect(paths()).toEqual(['/', '/shop/cart']);
    await user.click(screen.getByRole('link', { name: 'page 2' }));
    await user.click(screen.getByRole('link', { name: 'reviews' }));
    await act(async () => {});
    expect(paths()).toEqual(['/', '/shop/cart', '/shop/cart?page=2']);
  });

  it('does nothing with analytics off', () => {
    const analytics = createAnalytics({});
    render(
      <MemoryRouter>
        <PageViews analytics={analytics} />
      </MemoryRouter>,
    );
    expect(host.dataLayer).toBeUndefined();
  });
});
