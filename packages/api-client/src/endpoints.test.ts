import { createApiClient, createEndpoints, type ApiResult } from '@atelier/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestServer, type Echo, type TestServer } from './test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** What the echo server saw: method, path with query, JSON body and whether XSRF came. */
async function seen(call: Promise<ApiResult<unknown>>) {
  const result = await call;
  if (!result.ok) throw new Error(`unexpected failure ${result.error.kind}`);
  const echo = result.data as Echo;
  return {
    method: echo.method,
    url: echo.url,
    body: echo.body,
    xsrf: echo.headers['x-xsrf-token'] === 'tok',
  };
}

describe('createEndpoints', () => {
  it('calls every spec §7 path with the right method, query and body', async () => {
    const api = createEndpoints(createApiClient({ baseUrl: server.url, cookie: 'XSRF-TOKEN=tok' }));
    const get = (url: string) => ({ method: 'GET', url, body: null, xsrf: false });
    const send = (method: string, url: string, body: unknown = null) => ({
      method,
      url,
      body,
      xsrf: true,
    });
    const cases: Array<[Promise<ApiResult<unknown>>, ReturnType<typeof send>]> = [
      [api.translation.getPackage('en'), get('/api/translation-ai/package?locale=en')],
      [
        api.translation.submitTerms({ locale: 'en', terms: { 장바구니: '장바구니' } }),
        send('POST', '/api/translation-ai/terms', {
          locale: 'en',
          terms: { 장바구니: '장바구니' },
        }),
      ],
      [api.session.loginCheck(), send('POST', '/api/v1/login-check')],
      [
        api.session.setLanguage({ lang: 'en', currency: 'usd' }),
        send('POST', '/api/v1/language', { lang: 'en', currency: 'usd' }),
      ],
      [
        api.session.setStatisticSession({ ga_client_id: '1.2' }),
        send('POST', '/api/statistic-center/set-session', { ga_client_id: '1.2' }),
      ],
      [
        api.auth.login({ mb_id: 'hong', mb_password: 'pw' }),
        send('POST', '/api/v1/login', { mb_id: 'hong', mb_password: 'pw' }),
      ],
      [api.auth.logout(), send('POST', '/api/v1/logout')],
      [
        api.auth.updateMyAccount('hong kim', {
          mb_name: '홍',
          mb_email: 'a@b.kr',
          mb_hp: '010',
          agree_marketing: false,
        }),
        send('PUT', '/api/v1/my-account/hong%20kim', {
          mb_name: '홍',
          mb_email: 'a@b.kr',
          mb_hp: '010',
          agree_marketing: false,
        }),
      ],
      [
        api.auth.unregister({ mb_password: 'pw' }),
        send('POST', '/api/v1/unregister', { mb_password: 'pw' }),
      ],
      [
        api.auth.forgetPassword({ mb_id: 'hong', mb_email: 'a@b.kr' }),
        send('POST', '/api/v1/forget_password', { mb_id: 'hong', mb_email: 'a@b.kr' }),
      ],
      [
        api.auth.forgetId({ mb_name: '홍', mb_email: 'a@b.kr' }),
        send('POST', '/api/v1/forget_id', { mb_name: '홍', mb_email: 'a@b.kr' }),
      ],
      [
        api.auth.resetPassword({ token: 't', mb_password: 'p', mb_password_confirmation: 'p' }),
        send('POST', '/api/v1/reset_password', {
          token: 't',
          mb_password: 'p',
          mb_password_confirmation: 'p',
        }),
      ],
      [
        api.auth.confirmMyPassword({
          current_password: 'a',
          mb_password: 'b',
          mb_password_confirmation: 'b',
        }),
        send('POST', '/api/v1/confirm-my-password', {
          current_password: 'a',
          mb_password: 'b',
          mb_password_confirmation: 'b',
        }),
      ],
      [api.catalog.categories(), get('/api/evans-cart/categories-service')],
      [api.content.instaFeeds(), get('/api/v1/insta-feeds')],
      [api.notifications.list('hong'), get('/api/v1/notification?mb_id=hong')],
      [api.notifications.markRead(5), get('/api/v1/notification/5/read-at')],
      [api.notifications.deleteAll(), send('DELETE', '/api/v1/notification/all')],
      [api.notifications.delete(6), send('DELETE', '/api/v1/notification/6')],
      [api.notices.list(), get('/api/v1/notice?sort=created_at&order=desc')],
      [
        api.notices.list({ page: 2, per_page: 5, perPage: 5, order: 'asc' }),
        get('/api/v1/notice?sort=created_at&order=asc&page=2&per_page=5&perPage=5'),
      ],
      [api.notices.deleteFile(3, 9), send('DELETE', '/api/v1/notice/3/9', { file: 9 })],
      [api.content.cmsPage('main-banner'), get('/api/cms/published/main-banner')],
      [
        api.content.clickLog({
          click_id: 12,
          click_type: 'banner',
          click_name: 'image banner',
          platform: 'pc',
        }),
        send('POST', '/api/v1/click-log', {
          click_id: 12,
          click_type: 'banner',
          click_name: 'image banner',
          platform: 'pc',
        }),
      ],
      [api.content.popups(), get('/api/v1/popup?active=true&page=1')],
    ];
    for (const [call, expected] of cases) {
      expect(await seen(call)).toEqual(expected);
    }
  });
});
