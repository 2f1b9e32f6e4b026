import type { DataResponse } from './envelopes.js';
import { z } from 'zod';

import { safeLinkSchema } from './admin-content.js';
import { plainText } from './text.js';

/**
 * A popup; the language picks `thumbnail_ko`/`link` (kr) or `thumbnail_en`/`link_en`.
 *
 * @example
 * const popup: Popup = { id: 1, title: '겨울 기획전', type: 'daily', link: '/shop', link_en: null, thumbnail_ko: '/p/1.jpg', thumbnail_en: null };
 */
export interface Popup {
  id: number;
  /** Operator's name for it; also the image's alt text. */
  title: string;
  /** English title (alt text on English pages); `null`: the Korean one. */
  title_en?: string | null;
  /** `'daily'` is the one known type; others may come. */
  type: 'daily' | (string & {});
  link: string | null;
  link_en: string | null;
  thumbnail_ko: string;
  thumbnail_en: string | null;
}

/**
 * Query of `GET /api/v1/popup`. The public list holds only the popups showing now (active and
 * inside their period) whatever `active` says; the storefront's `active=true` is kept as sent.
 *
 * @example
 * popupQuerySchema.parse({ active: 'true', page: '1' }); // { active: 'true', page: 1, per_page: 10 }
 */
export const popupQuerySchema = z.object({
  active: z.enum(['true', 'false', '1', '0']).optional(),
  page: z.coerce.number<number>().int().min(1).max(1000).default(1),
  per_page: z.coerce.number<number>().int().min(1).max(50).default(10),
});
/** A popup list query as a client sends it. */
export type PopupQueryInput = z.input<typeof popupQuerySchema>;

/**
 * An Instagram post of the feed strip.
 *
 * @example
 * const item: InstaFeedItem = { id: '1789', media_url: 'https://…/a.jpg', permalink: 'https://instagram.com/p/…', caption: null };
 */
export interface InstaFeedItem {
  id: string;
  media_url: string;
  permalink: string;
  caption?: string | null;
  /** English caption (alt text on English pages). */
  caption_en?: string | null;
}

/**
 * Answer of `GET /api/v1/insta-feeds`.
 *
 * @example
 * const answer: InstaFeedResponse = { data: [] };
 */
export type InstaFeedResponse = DataResponse<InstaFeedItem[]>;

/**
 * `POST /api/v1/click-log` (desktop banner click: id 12, name 'image banner').
 *
 * @example
 * clickLogSchema.parse({ click_id: 12, click_type: 'banner', click_name: 'image banner', platform: 'pc' });
 */
export const clickLogSchema = z.object({
  click_id: z.coerce.number<number>().int().min(0).max(2_147_483_647),
  click_type: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[a-z0-9_-]+$/i),
  click_name: plainText(z.string().trim().min(1).max(100)),
  platform: z.enum(['pc', 'mobile']),
});
/**
 * A click-log body.
 *
 * @example
 * const log: ClickLogInput = { click_id: 12, click_type: 'banner', click_name: 'image banner', platform: 'pc' };
 */
export type ClickLogInput = z.input<typeof clickLogSchema>;

/**
 * Answer of `POST /api/v1/click-log` (201).
 *
 * @example
 * const answer: ClickLogResponse = { ok: true };
 */
export interface ClickLogResponse {
  ok: true;
}

/**
 * `POST /api/v1/resource-clicks`: counts a click on a resource (the popup click "store call").
 *
 * @example
 * resourceClickSchema.parse({ resource: 'popups', id: 2 });
 */
export const resourceClickSchema = z.object({
  resource: z.enum(['popups']),
  id: z.coerce.number<number>().int().min(1).max(2_147_483_647),
});
/**
 * A resource-click body.
 *
 * @example
 * const input: ResourceClickInput = { resource: 'popups', id: 2 };
 */
export type ResourceClickInput = z.input<typeof resourceClickSchema>;

/**
 * Answer of `POST /api/v1/resource-clicks` (201): what was counted.
 *
 * @example
 * const answer: ResourceClickResponse = { resource: 'popups', id: 2 };
 */
export type ResourceClickResponse = z.output<typeof resourceClickSchema>;

const optionalUrl = safeLinkSchema().nullable().default(null);

/**
 * `POST /api/admin/popups` and `PUT /api/admin/popups/{id}`: a popup as operators edit it
 * (image keys or URLs per language, links, order, period and whether it is active).
 *
 * @example
 * adminPopupSchema.parse({ title: '여름 세일', thumbnail_ko: '/media/popup.jpg' });
 */
export const adminPopupSchema = z.object({
  title: plainText(z.string().trim().min(1).max(200)),
  title_en: plainText(z.string().trim().max(200)).nullable().default(null),
  type: z.enum(['daily', 'once']).default('daily'),
  link: optionalUrl,
  link_en: optionalUrl,
  thumbnail_ko: safeLinkSchema().pipe(z.string().min(1)),
  thumbnail_en: optionalUrl,
  sort: z.number().int().min(0).max(10_000).default(0),
  is_active: z.boolean().default(true),
  starts_at: z.iso.datetime({ offset: true }).nullable().default(null),
  ends_at: z.iso.datetime({ offset: true }).nullable().default(null),
});
export type AdminPopupInput = z.input<typeof adminPopupSchema>;

/**
 * A popup as the operator console shows it: the public fields plus order, period, state and
 * clicks.
 *
 * @example
 * const popup: AdminPopup = { id: 1, title: '세일', type: 'daily', link: null, link_en: null, thumbnail_ko: '/a.jpg', thumbnail_en: null, sort: 0, is_active: true, starts_at: null, ends_at: null, click_count: 0, updated_at: '2026-01-01T00:00:00.000Z' };
 */
export interface AdminPopup extends Popup {
  sort: number;
  is_active: boolean;
  starts_at: string | null;
  ends_at: string | null;
  click_count: number;
  updated_at: string;
}
