// Wire types of calls that @atelier/contracts does not define (yet), kept minimal and to
// what spec §3 and §7 say. Fields the spec does not show are left out on purpose.
import type { Currency, Lang, SessionUser } from '@atelier/contracts';

export type { CmsNode, CmsPublishedPage } from '@atelier/contracts';

/**
 * One locale's translations: Korean source phrase to translated phrase.
 *
 * @example
 * const phrases: TranslationPhrases = { '장바구니': 'Cart' };
 */
export type TranslationPhrases = Record<string, string>;

/**
 * `POST /api/translation-ai/terms`: phrases the page missed, each mapped to itself.
 *
 * @example
 * const input: TranslationTermsInput = { locale: 'en', terms: { '장바구니': '장바구니' } };
 */
export interface TranslationTermsInput {
  locale: Lang;
  terms: Record<string, string>;
}

/**
 * A shop category; the name shown depends on the language (`name` Korean, `name_en` English).
 *
 * @example
 * const sale: Category = { id: 12, name: '세일', name_en: 'Sale', descendants: [] };
 */
export interface Category {
  id: number;
  name: string;
  name_en: string | null;
  descendants: Category[];
}

/**
 * Answer of `GET /api/evans-cart/categories-service` (spec: "data.data is category tree").
 *
 * @example
 * const answer: CategoriesResponse = { data: [] };
 */
export interface CategoriesResponse {
  data: Category[];
}

/**
 * An Instagram post of the feed strip.
 *
 * @example
 * const item: InstaFeedItem = { id: '1789', media_url: 'https://…/a.jpg', permalink: 'https://instagram.com/p/…' };
 */
export interface InstaFeedItem {
  id: string;
  media_url: string;
  permalink: string;
  caption?: string | null;
}

/**
 * Answer of `GET /api/v1/insta-feeds`.
 *
 * @example
 * const answer: InstaFeedResponse = { data: [] };
 */
export interface InstaFeedResponse {
  data: InstaFeedItem[];
}

/**
 * A member's notification; `read_at` empty (`null`) means unread.
 *
 * @example
 * const n: AppNotification = { id: 3, title: '주문하신 상품이 발송되었습니다.', title_en: null, body: null, link: '/my-page/order', read_at: null, created_at: '2026-11-20 10:00:00' };
 */
export interface AppNotification {
  id: number;
  title: string;
  /** English title when the shop wrote one. */
  title_en: string | null;
  body: string | null;
  /** Where the notification leads, e.g. `/my-page/order`. */
  link: string | null;
  /** `YYYY-MM-DD HH:mm:ss` (Korea time), or `null` when unread. */
  read_at: string | null;
  created_at: string;
}

/**
 * Answer of `GET /api/v1/notification?mb_id=`.
 *
 * @example
 * const answer: NotificationListResponse = { data: [] };
 */
export interface NotificationListResponse {
  data: AppNotification[];
}

/**
 * A popup; the language picks `thumbnail_ko`/`link` (kr) or `thumbnail_en`/`link_en`.
 *
 * @example
 * const popup: Popup = { id: 1, type: 'daily', link: '/shop', link_en: null, thumbnail_ko: '/p/1.jpg', thumbnail_en: null };
 */
export interface Popup {
  id: number;
  /** Operator's name for it; also the image's alt text. */
  title?: string;
  /** `'daily'` is the one known type; others may come. */
  type: 'daily' | (string & {});
  link: string | null;
  link_en: string | null;
  thumbnail_ko: string | null;
  thumbnail_en: string | null;
}

/**
 * `POST /api/v1/click-log` (desktop banner click: id 12, name 'image banner').
 *
 * @example
 * const log: ClickLogInput = { click_id: 12, click_type: 'banner', click_name: 'image banner', platform: 'pc' };
 */
export interface ClickLogInput {
  click_id: number;
  click_type: string;
  click_name: string;
  platform: 'pc' | 'mobile';
}

/**
 * Query of `GET /api/v1/notice` (spec: page, per_page, sort=created_at, order=desc, perPage).
 *
 * @example
 * const query: NoticeListQuery = { page: 1, per_page: 5, sort: 'created_at', order: 'desc' };
 */
export interface NoticeListQuery {
  page?: number;
  per_page?: number;
  /** Legacy spelling of `per_page`. */
  perPage?: number;
  sort?: string;
  order?: 'asc' | 'desc';
}

/**
 * Answer of `POST /api/v1/language`.
 *
 * @example
 * const answer: LanguageResponse = { lang: 'en', currency: 'usd', message: 'Saved.' };
 */
export interface LanguageResponse {
  lang: Lang;
  currency: Currency;
  message: string;
}

/**
 * Answer of `POST /api/statistic-center/set-session`.
 *
 * @example
 * const answer: StatisticSessionResponse = { ga_client_id: '1234567890.1700000000' };
 */
export interface StatisticSessionResponse {
  ga_client_id: string;
}

/**
 * Answer of `POST /api/v1/register` (201; the new member is logged in) and of
 * `PUT /api/v1/my-account/{mb_id}`.
 *
 * @example
 * const answer: UserMessageResponse = { user, message: '회원가입이 완료되었습니다.' };
 */
export interface UserMessageResponse {
  user: SessionUser;
  message: string;
}
