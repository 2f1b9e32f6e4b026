import type { TestApi } from '@atelier/api/testing';
import { CookieBrowser } from '@atelier/test-utils/browser';
import { DEMO_MEMBER_PASSWORD, HONG } from '@atelier/test-utils/fixtures';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import {
  embeddedStateOf,
  ENTRY_ONLY_MANIFEST,
  rootMarkup,
  startSsrShop,
  type SsrShop,
} from '../../test/ssr-shop.js';

let api: TestApi;
let shop: FastifyInstance;
let ssr: SsrShop | undefined;

beforeAll(async () => {
  ssr = await startSsrShop({ manifest: ENTRY_ONLY_MANIFEST });
  ({ api, shop } = ssr);
});

afterAll(() => ssr?.close());

/** Logs `hong` in against the API and answers the member's cookie header. */
async function memberCookie(): Promise<string> {
  const browser = new CookieBrowser(api.url);
  const first = await shop.inject({ method: 'GET', url: '/login' });
  browser.jar.store(([] as string[]).concat(first.headers['set-cookie'] ?? []));
  const res = await browser.login(HONG.mb_id, DEMO_MEMBER_PASSWORD);
  expect(res.status).toBe(200);
  return browser.jar.cookieHeader()!;
}

describe('auth and member pages rendered on the server', () => {
  test.each([
    ['/login', '로그인 | 아틀리에', 'data-page="login"', '아틀리에 회원으로 로그인하고'],
    ['/register', '회원가입 | 아틀리에', 'data-page="register"', '이용약관 동의 (필수)'],
    [
      '/forgot-password',
      '아이디·비밀번호 찾기 | 아틀리에',
      'data-page="forgot-password"',
      '아이디 메일 받기',
    ],
    [
      '/shop/reset?token=abc',
      '비밀번호 재설정 | 아틀리에',
      'data-page="password-reset"',
      '새 비밀번호 확인',
    ],
  ])('%s: 200 with its title, description and form in the HTML', async (url, title, page, text) => {
    const res = await shop.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>${title}</title>`);
    expect(res.body).toMatch(/<meta name="description" content="[^"]+">/);
    expect(res.body).not.toContain(`content="천연 소이 왁스`);
    expect(rootMarkup(res.body)).toContain(page);
    expect(rootMarkup(res.body)).toContain(text);
  });

  test('a member opening /login is redirected to /my-page', async () => {
    const cookie = await memberCookie();
    const res = await shop.inject({ method: 'GET', url: '/login', headers: { cookie } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/my-page');
  });

  test('/my-page greets the member with the counts of the session', async () => {
    const cookie = await memberCookie();
    const res = await shop.inject({ method: 'GET', url: '/my-page', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const state = embeddedStateOf(res.body);
    expect(state.store.session.user?.mb_id).toBe('hong');
    const name = state.store.session.user!.mb_name;
    expect(rootMarkup(res.body)).toContain(`${name}님, 안녕하세요.`);
    expect(rootMarkup(res.body)).toContain(
      `data-testid="notification-count">${state.store.session.notification_count}개`,
    );
  });

  test('/my-page/notification embeds the list, so hydration needs no request', async () => {
    const cookie = await memberCookie();
    const res = await shop.inject({
      method: 'GET',
      url: '/my-page/notification',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    const queries = embeddedStateOf(res.body).store.api.queries as Record<
      string,
      { status: string; data?: { id: number; read_at: string | null }[] }
    >;
    const list = queries['getNotifications("hong")'];
    expect(list?.status).toBe('fulfilled');
    expect(list!.data!.length).toBeGreaterThan(0);
    for (const item of list!.data!)
      expect(rootMarkup(res.body)).toContain(`data-testid="notification-${item.id}"`);
  });

  test('a visitor on /my-page gets the page shell without member data (the guard runs after hydration)', async () => {
    const res = await shop.inject({ method: 'GET', url: '/my-page/notification' });
    expect(res.statusCode).toBe(200);
    expect(rootMarkup(res.body)).not.toContain('data-page="my-page-notification"');
    expect(embeddedStateOf(res.body).store.session.user).toBeNull();
  });
});
