// The chrome against the real API (real Fastify app, real database with the demo seed):
// notifications, notices, Instagram feed, categories, popups and the click calls, fetched
// with the real client as a signed-in demo member's browser would.
import { seedDemoData } from '@atelier/api';
import { startTestApi, type TestApi } from '@atelier/api/testing';
import { createApiClient, unwrap, type ApiClient } from '@atelier/api-client';
import type {
  CategoriesResponse,
  InstaFeedResponse,
  LoginCheckResponse,
  NoticeSummary,
  Paginated,
  Popup,
} from '@atelier/contracts';
import { createSessionState } from '@atelier/session';
import { NotificationList } from '@atelier/shop-shell';
import { DesktopHeader, Footer, MobileFooter, PopupCarousel } from '@atelier/shop-shell/components';
import { DEMO_MEMBER_PASSWORD, HONG } from '@atelier/test-utils/fixtures';
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { renderShell } from './test/render-shell.js';
import { POPUP_READ_STORAGE_KEY } from './popups/popup-reads.js';

let api: TestApi;
let client: ApiClient;
let answers: Array<{ method: string; path: string; status: number }>;

beforeAll(async () => {
  api = await startTestApi();
  // The emulated page is served by the API's origin, as in production (one origin, /api):
  // same-origin requests, first-party cookies, and the XSRF cookie readable by the client.
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${api.url}/`);
  await seedDemoData(api.app.database.db, api.app.log, { objectStore: api.app.objectStore });
}, 120_000);
afterAll(async () => {
  await api?.close();
});

/** The browser's API client, with a log of every answer. */
function browser() {
  answers = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await globalThis.fetch(input, init);
    answers.push({
      method: init?.method ?? 'GET',
      path: new URL(String(input)).pathname,
      status: response.status,
    });
    return response;
  };
  client = createApiClient({ baseUrl: api.url, fetch });
  return client;
}

async function signInAsHong() {
  browser();
  unwrap(await client.post('/api/v1/login-check'));
  unwrap(
    await client.post('/api/v1/login', { mb_id: HONG.mb_id, mb_password: DEMO_MEMBER_PASSWORD }),
  );
  const check = unwrap(await client.post<LoginCheckResponse>('/api/v1/login-check'));
  return createSessionState(check, { storage: null });
}

describe('shop chrome with the real API', () => {
  it('lists, reads and deletes the demo member’s notifications, reloading after each', async () => {
    const session = await signInAsHong();
    const { user, store } = renderShell(<NotificationList />, {
      session,
      client,
    });
    await vi.waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3), {
      timeout: 5000,
    });
    expect(store.getState().session.notification_count).toBe(2);
    expect(screen.getAllByText('읽지 않음')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: '주문하신 상품이 발송되었습니다. 읽음' }));
    await vi.waitFor(() => expect(store.getState().session.notification_count).toBe(1));
    expect(screen.getAllByText('읽지 않음')).toHaveLength(1);

    await user.click(
      screen.getByRole('button', { name: '1:1 문의에 답변이 등록되었습니다. 삭제' }),
    );
    await vi.waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(store.getState().session.notification_count).toBe(0);

    await user.click(screen.getByRole('button', { name: '전체 삭제' }));
    await screen.findByText('새로운 알림이 없습니다.');
    const calls = answers.filter((a) => a.path.startsWith('/api/v1/notification'));
    expect(calls.map((a) => `${a.method} ${a.path.replace(/\/\d+/, '/{id}')} ${a.status}`)).toEqual(
      [
        'GET /api/v1/notification 200',
        'GET /api/v1/notification/{id}/read-at 200',
        'GET /api/v1/notification 200',
        'DELETE /api/v1/notification/{id} 200',
        'GET /api/v1/notification 200',
        'DELETE /api/v1/notification/all 200',
        'GET /api/v1/notification 200',
      ],
    );
  });

  it('shows the latest 5 notices and the photo-only Instagram strip from the API', async () => {
    const client = browser();
    const notices = unwrap(
      await client.get<Paginated<NoticeSummary>>('/api/v1/notice', {
        query: { page: 1, per_page: 5 },
      }),
    ).data;
    const feed = unwrap(await client.get<InstaFeedResponse>('/api/v1/insta-feeds')).data;
    expect(feed.some((item) => item.media_url.endsWith('.mp4'))).toBe(true);
    renderShell(<MobileFooter notices={notices} instagram={feed} />);
    const noticeList = screen
      .getByRole('heading', { name: '공지사항', level: 2 })
      .closest('section') as HTMLElement;
    const dates = within(noticeList)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('time')?.textContent);
    expect(dates).toEqual(notices.slice(0, 5).map((n) => n.created_at.slice(0, 10)));
    const photos = within(screen.getByRole('region', { name: '인스타그램' })).getAllByRole('img');
    expect(photos).toHaveLength(6);
    expect(photos.every((img) => /\.jpe?g$/i.test(img.getAttribute('src') ?? ''))).toBe(true);
  });

  it('builds the mega-menu from the category tree and logs the banner click', async () => {
    const client = browser();
    const categories = unwrap(
      await client.get<CategoriesResponse>('/api/evans-cart/categories-service'),
    ).data;
    const { user } = renderShell(<DesktopHeader categories={categories} platform="pc" />, {
      client,
    });
    await user.click(screen.getByRole('button', { name: '전체 상품' }));
    expect(screen.getByRole('link', { name: '소이 캔들' }).getAttribute('href')).toBe(
      '/shop/category/1011',
    );
    expect(
      screen.getAllByRole('link', { name: '세일' }).map((a) => a.getAttribute('href')),
    ).toEqual(['/shop/category/12']);
    await user.click(screen.getByRole('link', { name: '겨울 시즌 캔들 기획전' }));
    await vi.waitFor(() =>
      expect(answers.find((a) => a.path === '/api/v1/click-log')?.status).toBe(201),
    );
  });

  it('shows the active popups and records an image click with the API', async () => {
    const client = browser();
    const popups = unwrap(
      await client.get<Paginated<Popup>>('/api/v1/popup', { query: { active: true, page: 1 } }),
    ).data;
    expect(popups.length).toBeGreaterThan(0);
    const { user } = renderShell(<PopupCarousel popups={popups} storage={window.localStorage} />, {
      client,
    });
    // The dialog (and Swiper) load lazily when a popup shows.
    await user.click(
      await screen.findByRole('link', { name: popups[0]!.title ?? '' }, { timeout: 5000 }),
    );
    await vi.waitFor(() =>
      expect(answers.find((a) => a.path === '/api/v1/resource-clicks')?.status).toBeLessThan(300),
    );
    expect(JSON.parse(window.localStorage.getItem(POPUP_READ_STORAGE_KEY) ?? '[]')).toHaveLength(
      popups.length,
    );
    expect(screen.getByTestId('location').textContent).toBe(popups[0]!.link);
  });
});

describe('Footer with real notices', () => {
  it('renders the desktop footer from the API answer', async () => {
    const client = browser();
    const notices = unwrap(
      await client.get<Paginated<NoticeSummary>>('/api/v1/notice', {
        query: { page: 1, per_page: 5 },
      }),
    ).data;
    renderShell(<Footer notices={notices} />);
    expect(
      screen.getAllByRole('link', { name: new RegExp(notices[0]!.title) })[0]?.getAttribute('href'),
    ).toBe(`/customer/notice/${notices[0]!.id}`);
  });
});
