// Shared by the shop-shell stories: a store, router and ShopShellProvider wired like the
// storefront's, demo data shaped like the API's answers, and the English texts.
import '@atelier/ui-kit/styles.css';
import '@atelier/shop-shell/styles.css';

import { createApiClient, type ApiClient } from '@atelier/api-client';
import { atelierApi } from '@atelier/api-client/rtk-query';
import type {
  AppNotification,
  InstaFeedItem,
  LanguageInput,
  NoticeSummary,
  Popup,
} from '@atelier/contracts';
import {
  INITIAL_SESSION_STATE,
  sessionReducer,
  SESSION_LABELS_EN,
  type SessionEnvironment,
  type SessionState,
  type SessionThunkExtra,
} from '@atelier/session';
import { SHOP_SHELL_LABELS_EN, ShopShellProvider } from '@atelier/shop-shell';
import { HONG } from '@atelier/test-utils/fixtures';
import { useDialog } from '@atelier/ui-kit';
import { configureStore } from '@reduxjs/toolkit';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';

import type { StoryLocale } from './story-locale.js';

export { storyLocale, type StoryLocale } from './story-locale.js';

export { CATEGORIES } from '@atelier/test-utils/category-fixtures';

/** The latest notices. */
export const NOTICES: NoticeSummary[] = [
  {
    id: 31,
    title: '설 연휴 배송 및 고객센터 휴무 안내',
    created_at: '2026-11-20 10:00:00',
    is_pinned: true,
  },
  {
    id: 30,
    title: '겨울 시즌 캔들 기획전 오픈',
    created_at: '2026-11-18 09:30:00',
    is_pinned: false,
  },
  {
    id: 29,
    title: 'TSSA 1월 정규 클래스 수강생 모집',
    created_at: '2026-11-12 14:00:00',
    is_pinned: false,
  },
  {
    id: 28,
    title: '개인정보처리방침 개정 안내',
    created_at: '2026-11-03 11:00:00',
    is_pinned: false,
  },
  {
    id: 27,
    title: '프래그런스 오일 12종 재입고',
    created_at: '2026-10-28 16:20:00',
    is_pinned: false,
  },
  { id: 26, title: '추석 연휴 배송 안내', created_at: '2026-09-20 10:00:00', is_pinned: false },
];

/** The Instagram feed: seven photos and a reel (left out by the strip). */
export const INSTAGRAM: InstaFeedItem[] = [
  ...[
    '오늘의 작업대: 우드윅 캔들 붓는 날',
    '프리지아 향료 새로 들어왔어요',
    'TSSA 주말 원데이 클래스 현장',
    '디퓨저 리드 스틱 교체 팁',
    '겨울 한정 시나몬 캔들',
    '커스텀 보틀 각인 샘플',
    '소이 왁스 vs 파라핀 왁스',
  ].map((caption, i) => ({
    id: `p${i + 1}`,
    media_url: `/images/instagram/insta-0${i + 1}.jpg`,
    permalink: `https://www.instagram.com/p/atelier${i + 1}/`,
    caption,
  })),
  {
    id: 'reel',
    media_url: '/images/instagram/reel-01.mp4',
    permalink: 'https://www.instagram.com/p/atelier-reel/',
    caption: '캔들 만드는 과정',
  },
];

/** The active popups. */
export const POPUPS: Popup[] = [
  {
    id: 1,
    title: '겨울 시즌 캔들 기획전',
    type: 'daily',
    link: '/shop/category/12',
    link_en: '/shop/category/12',
    thumbnail_ko: '/images/popups/winter-sale-ko.jpg',
    thumbnail_en: '/images/popups/winter-sale-en.jpg',
  },
  {
    id: 2,
    title: 'TSSA 정규 클래스 모집',
    type: 'notice',
    link: '/tssa/class-product',
    link_en: '/tssa/class-product',
    thumbnail_ko: '/images/popups/tssa-class-ko.jpg',
    thumbnail_en: '/images/popups/tssa-class-en.jpg',
  },
];

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/**
 * The API answered in memory, through a real api-client: the language switch, the click
 * calls and three notifications that can be read and deleted.
 */
function demoClient(): ApiClient {
  let notifications: AppNotification[] = [
    {
      id: 3,
      title: '주문하신 상품이 발송되었습니다.',
      title_en: 'Your order has shipped.',
      body: '소이 캔들 외 2건이 오늘 출고되었습니다.',
      link: '/my-page/order',
      read_at: null,
      created_at: '2026-11-20 10:00:00',
    },
    {
      id: 2,
      title: '1:1 문의에 답변이 등록되었습니다.',
      title_en: 'Your inquiry has been answered.',
      body: null,
      link: '/my-page/inquiry',
      read_at: null,
      created_at: '2026-11-19 15:20:00',
    },
    {
      id: 1,
      title: '회원가입을 환영합니다! 적립금 3,000원이 지급되었습니다.',
      title_en: 'Welcome! 3,000 points have been added.',
      body: null,
      link: '/my-page/point',
      read_at: '2026-11-15 09:00:00',
      created_at: '2026-11-14 09:00:00',
    },
  ];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const { pathname } = new URL(String(input));
    const method = init?.method ?? 'GET';
    const id = Number(pathname.split('/')[4]);
    if (pathname === '/api/v1/language') {
      const input = JSON.parse(String(init?.body)) as LanguageInput;
      return json({ ...input, message: 'ok' });
    }
    if (pathname === '/api/v1/notification' && method === 'GET')
      return json({ data: notifications });
    if (pathname.endsWith('/read-at')) {
      notifications = notifications.map((n) =>
        n.id === id ? { ...n, read_at: '2026-11-21 10:00:00' } : n,
      );
    } else if (pathname === '/api/v1/notification/all') {
      notifications = [];
    } else if (pathname.startsWith('/api/v1/notification/') && method === 'DELETE') {
      notifications = notifications.filter((n) => n.id !== id);
    }
    return json({});
  };
  return createApiClient({ baseUrl: 'http://story.test', fetch });
}

/** Props of {@link ShellStory}. */
export interface ShellStoryProps {
  locale: StoryLocale;
  member?: boolean;
  unread?: number;
  children: ReactNode;
}

/**
 * The chrome's surroundings in a story: a session store (language from the toolbar, a
 * member or a visitor), a router, the ui-kit dialogs for the language confirmation (the
 * "reload" only updates the story), and English texts when the toolbar says en.
 */
export function ShellStory({ locale, member = false, unread = 0, children }: ShellStoryProps) {
  const dialogs = useDialog();
  const [setup] = useState(() => {
    const client = demoClient();
    const env: SessionEnvironment = {
      navigate: () => {},
      reload: () => {},
      confirm: (message, options) => dialogs.confirm(message, options),
      alert: (message, options) => dialogs.alert(message, options),
      storage: null,
    };
    const session: SessionState = {
      ...INITIAL_SESSION_STATE,
      language: locale,
      currency: locale === 'kr' ? 'krw' : 'usd',
      user: member ? HONG : null,
      notification_count: member ? unread : 0,
      status: 'checked',
    };
    const extra: SessionThunkExtra = { client, env };
    const store = configureStore({
      reducer: { session: sessionReducer, [atelierApi.reducerPath]: atelierApi.reducer },
      preloadedState: { session },
      middleware: (d) => d({ thunk: { extraArgument: extra } }).concat(atelierApi.middleware),
    });
    return { store };
  });
  const en = locale === 'en';
  return (
    <Provider store={setup.store}>
      <MemoryRouter>
        <ShopShellProvider
          labels={en ? SHOP_SHELL_LABELS_EN : undefined}
          sessionLabels={en ? SESSION_LABELS_EN : undefined}
        >
          {children}
        </ShopShellProvider>
      </MemoryRouter>
    </Provider>
  );
}
