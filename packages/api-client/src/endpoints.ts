import type {
  CategoriesResponse,
  ClickLogInput,
  CmsPublishedPage,
  ConfirmMyPasswordInput,
  ForgetIdInput,
  ForgetPasswordInput,
  InstaFeedResponse,
  LanguageInput,
  LanguageResponse,
  Lang,
  ListQueryInput,
  LoginCheckResponse,
  LoginInput,
  LoginResponse,
  MessageResponse,
  MyAccountInput,
  NoticeSummary,
  NotificationListResponse,
  Paginated,
  Popup,
  RegisterInput,
  ResetPasswordInput,
  ResourceClickInput,
  ResourceClickResponse,
  SetStatisticSessionInput,
  StatisticSessionResponse,
  TranslationPhrases,
  TranslationTermsInput,
  UnregisterInput,
  UserMessageResponse,
} from '@atelier/contracts';

import type { ApiClient, MethodOptions } from './client.js';
import type { ApiResult } from './errors.js';

const seg = (value: string | number): string => encodeURIComponent(String(value));

/**
 * Typed functions for every call of spec §7, grouped by area. Every function takes optional
 * per-request options last (`signal`, `headers`, `timeoutMs`, `skipHooks` …) and resolves
 * to an {@link ApiResult}.
 *
 * @example
 * const api = createEndpoints(createApiClient());
 * const check = await api.session.loginCheck();
 * if (check.ok && check.data.user) console.warn(check.data.user.mb_name);
 * await api.auth.login({ mb_id: 'hong', mb_password: 'abcd1234' });
 */
export function createEndpoints(client: ApiClient) {
  return {
    /** Translation packages (spec §4 translation lookup). */
    translation: {
      /** `GET /api/translation-ai/package?locale=` — the locale's phrase map. */
      getPackage: (locale: Lang, o?: MethodOptions): Promise<ApiResult<TranslationPhrases>> =>
        client.get('/api/translation-ai/package', { ...o, query: { locale } }),
      /** `POST /api/translation-ai/terms` — submit missed phrases; answers the new translations. */
      submitTerms: (
        input: TranslationTermsInput,
        o?: MethodOptions,
      ): Promise<ApiResult<TranslationPhrases>> =>
        client.post('/api/translation-ai/terms', input, o),
    },
    /** Session state: login check, language, analytics id. */
    session: {
      /** `POST /api/v1/login-check` — starts or reads the session; sets the XSRF cookie. */
      loginCheck: (o?: MethodOptions): Promise<ApiResult<LoginCheckResponse>> =>
        client.post('/api/v1/login-check', undefined, o),
      /** `POST /api/v1/language` — kr/krw or en/usd. */
      setLanguage: (
        input: LanguageInput,
        o?: MethodOptions,
      ): Promise<ApiResult<LanguageResponse>> => client.post('/api/v1/language', input, o),
      /** `POST /api/statistic-center/set-session` — the GA client id. */
      setStatisticSession: (
        input: SetStatisticSessionInput,
        o?: MethodOptions,
      ): Promise<ApiResult<StatisticSessionResponse>> =>
        client.post('/api/statistic-center/set-session', input, o),
    },
    /** Membership: login, logout, register, account, passwords. */
    auth: {
      /** `POST /api/v1/login` — wrong credentials answer 422 with `errors.mb_password`. */
      login: (input: LoginInput, o?: MethodOptions): Promise<ApiResult<LoginResponse>> =>
        client.post('/api/v1/login', input, o),
      /** `POST /api/v1/logout` — a new visitor session (new cookies). */
      logout: (o?: MethodOptions): Promise<ApiResult<MessageResponse>> =>
        client.post('/api/v1/logout', undefined, o),
      /** `POST /api/v1/register` — 201; the new member is logged in (new session cookies). */
      register: (
        input: RegisterInput,
        o?: MethodOptions,
      ): Promise<ApiResult<UserMessageResponse>> => client.post('/api/v1/register', input, o),
      /** `PUT /api/v1/my-account/{mb_id}` — answers the updated user (403 for another id). */
      updateMyAccount: (
        mbId: string,
        input: MyAccountInput,
        o?: MethodOptions,
      ): Promise<ApiResult<UserMessageResponse>> =>
        client.put(`/api/v1/my-account/${seg(mbId)}`, input, o),
      /** `POST /api/v1/unregister`. */
      unregister: (
        input: UnregisterInput,
        o?: MethodOptions,
      ): Promise<ApiResult<MessageResponse>> => client.post('/api/v1/unregister', input, o),
      /** `POST /api/v1/forget_password` — mails a reset link. */
      forgetPassword: (
        input: ForgetPasswordInput,
        o?: MethodOptions,
      ): Promise<ApiResult<MessageResponse>> => client.post('/api/v1/forget_password', input, o),
      /** `POST /api/v1/forget_id` — mails the login id. */
      forgetId: (input: ForgetIdInput, o?: MethodOptions): Promise<ApiResult<MessageResponse>> =>
        client.post('/api/v1/forget_id', input, o),
      /** `POST /api/v1/reset_password`. */
      resetPassword: (
        input: ResetPasswordInput,
        o?: MethodOptions,
      ): Promise<ApiResult<MessageResponse>> => client.post('/api/v1/reset_password', input, o),
      /** `POST /api/v1/confirm-my-password` — change the password. */
      confirmMyPassword: (
        input: ConfirmMyPasswordInput,
        o?: MethodOptions,
      ): Promise<ApiResult<MessageResponse>> =>
        client.post('/api/v1/confirm-my-password', input, o),
    },
    /** Shop catalogue. */
    catalog: {
      /** `GET /api/evans-cart/categories-service` — the category tree in `data`. */
      categories: (o?: MethodOptions): Promise<ApiResult<CategoriesResponse>> =>
        client.get('/api/evans-cart/categories-service', o),
    },
    /** Member notifications. */
    notifications: {
      /** `GET /api/v1/notification?mb_id=`. */
      list: (mbId: string, o?: MethodOptions): Promise<ApiResult<NotificationListResponse>> =>
        client.get('/api/v1/notification', { ...o, query: { mb_id: mbId } }),
      /** `GET /api/v1/notification/{id}/read-at` — marks one read (no ETag cache). */
      markRead: (id: number | string, o?: MethodOptions): Promise<ApiResult<unknown>> =>
        client.get(`/api/v1/notification/${seg(id)}/read-at`, { ...o, etag: false }),
      /** `DELETE /api/v1/notification/all`. */
      deleteAll: (o?: MethodOptions): Promise<ApiResult<unknown>> =>
        client.delete('/api/v1/notification/all', o),
      /** `DELETE /api/v1/notification/{id}`. */
      delete: (id: number | string, o?: MethodOptions): Promise<ApiResult<unknown>> =>
        client.delete(`/api/v1/notification/${seg(id)}`, o),
    },
    /** Customer-center notices. */
    notices: {
      /** `GET /api/v1/notice` — one page; `sort=created_at&order=desc` unless given (spec §7). */
      list: (
        query: ListQueryInput = {},
        o?: MethodOptions,
      ): Promise<ApiResult<Paginated<NoticeSummary>>> =>
        client.get('/api/v1/notice', {
          ...o,
          query: { sort: 'created_at', order: 'desc', ...query },
        }),
      /** `DELETE /api/v1/notice/{id}/{file}` — removes an attachment (body `{ file }`). */
      deleteFile: (
        id: number | string,
        file: number | string,
        o?: MethodOptions,
      ): Promise<ApiResult<MessageResponse>> =>
        client.delete(`/api/v1/notice/${seg(id)}/${seg(file)}`, { ...o, body: { file } }),
    },
    /** Content blocks: CMS pages, popups, Instagram, click log. */
    content: {
      /** `GET /api/cms/published/{name}`. */
      cmsPage: (name: string, o?: MethodOptions): Promise<ApiResult<CmsPublishedPage>> =>
        client.get(`/api/cms/published/${seg(name)}`, o),
      /** `GET /api/v1/popup?active=true&page=1`. */
      popups: (o?: MethodOptions): Promise<ApiResult<Paginated<Popup>>> =>
        client.get('/api/v1/popup', { ...o, query: { active: true, page: 1 } }),
      /** `GET /api/v1/insta-feeds`. */
      instaFeeds: (o?: MethodOptions): Promise<ApiResult<InstaFeedResponse>> =>
        client.get('/api/v1/insta-feeds', o),
      /** `POST /api/v1/click-log`. */
      clickLog: (input: ClickLogInput, o?: MethodOptions): Promise<ApiResult<unknown>> =>
        client.post('/api/v1/click-log', input, o),
      /**
       * `POST /api/v1/resource-clicks`: the popup click "store call" of spec §4
       * (resource `popups` and the popup id).
       */
      resourceClick: (
        input: ResourceClickInput,
        o?: MethodOptions,
      ): Promise<ApiResult<ResourceClickResponse>> =>
        client.post('/api/v1/resource-clicks', input, o),
    },
  };
}

/**
 * The object {@link createEndpoints} returns.
 *
 * @example
 * function loadSession(api: Endpoints) { return api.session.loginCheck(); }
 */
export type Endpoints = ReturnType<typeof createEndpoints>;
