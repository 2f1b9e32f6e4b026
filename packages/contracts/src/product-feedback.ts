import { PAGE_MAX } from './envelopes.js';
import { z } from 'zod';

import type { ImageRendition, ProductListItem } from './product.js';
import { plainText } from './text.js';
import type { AttributeLabels } from './validation-messages.js';

import {
  INQUIRY_CONTENT_MAX,
  INQUIRY_SUBJECT_MAX,
  REVIEW_CONTENT_MAX,
  REVIEW_CONTENT_MIN,
} from './product-feedback-constants.js';

/**
 * Labels of the review, question and wish-list fields in 422 messages (`{attribute}`).
 *
 * @example
 * parseInput(reviewCreateSchema, request.body, request, FEEDBACK_ATTRIBUTES);
 */
export const FEEDBACK_ATTRIBUTES: AttributeLabels = {
  it_id: { kr: '상품', en: 'product' },
  rating: { kr: '별점', en: 'rating' },
  content: { kr: '내용', en: 'content' },
  subject: { kr: '제목', en: 'subject' },
  secret: { kr: '비밀글', en: 'private question' },
  files: { kr: '사진', en: 'photos' },
  keep_photo_ids: { kr: '유지할 사진', en: 'photos to keep' },
  mine: { kr: '내 글', en: 'mine' },
  photo_only: { kr: '포토 후기', en: 'photo reviews' },
  answered: { kr: '답변 여부', en: 'answered' },
  sort: { kr: '정렬', en: 'sort' },
};

const page = z.coerce.number<number>().int().min(1).max(PAGE_MAX).default(1);
const perPage = z.coerce.number<number>().int().min(1).max(50).default(10);
const itId = z
  .string()
  .max(20)
  .regex(/^[A-Za-z0-9_-]+$/);
const yes = z.enum(['1', '0', 'true', 'false']).transform((v) => v === '1' || v === 'true');

/**
 * Query of `GET /api/v1/product-review`: one product's reviews (`it_id`), the member's own
 * (`mine=1`, login needed) or all; photo reviews first unless `sort` says otherwise.
 *
 * @example
 * reviewListQuerySchema.parse({ it_id: '1700000001', page: '2' });
 */
export const reviewListQuerySchema = z.object({
  it_id: itId.optional(),
  mine: yes.optional(),
  photo_only: yes.optional(),
  rating: z.coerce.number<number>().int().min(1).max(5).optional(),
  sort: z.enum(['photo', 'new', 'rating_desc', 'rating_asc']).default('photo'),
  page,
  per_page: perPage,
});
/** A review list query as a client sends it. */
export type ReviewListQueryInput = z.input<typeof reviewListQuerySchema>;

/**
 * Body of `POST /api/v1/product-review` (JSON, or multipart with `files[]`).
 *
 * @example
 * reviewCreateSchema.parse({ it_id: '1700000001', rating: '5', content: '향이 은은하고 오래가요.' });
 */
export const reviewCreateSchema = z.object({
  it_id: itId,
  rating: z.coerce.number<number>().int().min(1).max(5),
  content: plainText(z.string().trim().min(REVIEW_CONTENT_MIN).max(REVIEW_CONTENT_MAX), {
    multiline: true,
  }),
});
/** A new review as a client sends it (photos travel as `files[]`). */
export type ReviewCreateInput = z.input<typeof reviewCreateSchema>;

/**
 * Body of `PUT /api/v1/product-review/{id}`: stars and text; with `files[]` the photos are
 * replaced, with `keep_photo_ids` the listed ones stay.
 *
 * @example
 * reviewUpdateSchema.parse({ rating: 4, content: '두 번째 구매인데 여전히 좋아요.' });
 */
export const reviewUpdateSchema = reviewCreateSchema.omit({ it_id: true }).extend({
  keep_photo_ids: z
    .union([z.array(z.coerce.number<number>().int().min(1)), z.coerce.number<number>().int()])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .optional(),
});
/** A review change as a client sends it. */
export type ReviewUpdateInput = z.input<typeof reviewUpdateSchema>;

/**
 * A review photo: its list rendition and the zoom one.
 *
 * @example
 * const photo: ReviewPhoto = { id: 1, thumb: { url, width: 400, height: 400 }, zoom: { url, width: 1600, height: 1600 } };
 */
export interface ReviewPhoto {
  id: number;
  thumb: ImageRendition;
  zoom: ImageRendition;
}

/**
 * A review as lists show it. `author` is the masked member id (`hon***`); `is_mine` tells
 * the signed-in member which ones they may edit.
 *
 * @example
 * const review: ProductReview = { id: 1, it_id: '1700000001', product_name: '라벤더 소이 캔들', rating: 5, content: '…', photos: [], author: 'hon***', is_mine: false, created_at: '2026-11-20 18:00:00', updated_at: '…' };
 */
export interface ProductReview {
  id: number;
  it_id: string;
  product_name: string;
  rating: number;
  content: string;
  photos: ReviewPhoto[];
  author: string;
  is_mine: boolean;
  /** Korea time, `YYYY-MM-DD HH:mm:ss` (lists show the first 10 characters). */
  created_at: string;
  /** Korea time, `YYYY-MM-DD HH:mm:ss`. */
  updated_at: string;
}

/**
 * Query of `GET /api/v1/product-inquiry`: one product's questions, the member's own
 * (`mine=1`), or all; `answered` filters by answer state.
 *
 * @example
 * inquiryListQuerySchema.parse({ it_id: '1700000001' });
 */
export const inquiryListQuerySchema = z.object({
  it_id: itId.optional(),
  mine: yes.optional(),
  answered: yes.optional(),
  page,
  per_page: perPage,
});
/** A question list query as a client sends it. */
export type InquiryListQueryInput = z.input<typeof inquiryListQuerySchema>;

/**
 * Body of `POST /api/v1/product-inquiry`.
 *
 * @example
 * inquiryCreateSchema.parse({ it_id: '1700000001', subject: '재입고 문의', content: '언제 들어오나요?', secret: true });
 */
export const inquiryCreateSchema = z.object({
  it_id: itId,
  subject: plainText(z.string().trim().min(1).max(INQUIRY_SUBJECT_MAX)),
  content: plainText(z.string().trim().min(1).max(INQUIRY_CONTENT_MAX), { multiline: true }),
  secret: z.union([z.boolean(), yes]).default(false),
});
/** A new question as a client sends it. */
export type InquiryCreateInput = z.input<typeof inquiryCreateSchema>;

/**
 * Body of `PUT /api/v1/product-inquiry/{id}` (only before it is answered).
 *
 * @example
 * inquiryUpdateSchema.parse({ subject: '재입고 문의', content: '200g도 들어오나요?', secret: false });
 */
export const inquiryUpdateSchema = inquiryCreateSchema.omit({ it_id: true });
/** A question change as a client sends it. */
export type InquiryUpdateInput = z.input<typeof inquiryUpdateSchema>;

/**
 * A question as lists show it. A secret question that is not the viewer's (and the viewer is
 * no operator) arrives with `visible: false` and `subject`, `content` and `answer` `null`:
 * the page shows '비밀글입니다'.
 *
 * @example
 * const q: ProductInquiry = { id: 3, it_id: '1700000001', product_name: '라벤더 소이 캔들', subject: null, content: null, secret: true, visible: false, answered: true, answer: null, answered_at: '…', author: 'kim***', is_mine: false, created_at: '…' };
 */
export interface ProductInquiry {
  id: number;
  it_id: string;
  product_name: string;
  subject: string | null;
  content: string | null;
  secret: boolean;
  visible: boolean;
  answered: boolean;
  answer: string | null;
  /** Korea time, `YYYY-MM-DD HH:mm:ss`; null until answered. */
  answered_at: string | null;
  author: string;
  is_mine: boolean;
  /** Korea time, `YYYY-MM-DD HH:mm:ss`. */
  created_at: string;
}

/**
 * Body of `POST /api/v1/wish-list`.
 *
 * @example
 * wishListAddSchema.parse({ it_id: '1700000001' });
 */
export const wishListAddSchema = z.object({ it_id: itId });

/**
 * Query of `GET /api/v1/wish-list`: with `it_id`, only that product (to show the heart).
 *
 * @example
 * wishListQuerySchema.parse({ it_id: '1700000001' });
 */
export const wishListQuerySchema = z.object({
  it_id: itId.optional(),
  page,
  per_page: z.coerce.number<number>().int().min(1).max(60).default(20),
});

/**
 * A wish-list entry: the product as listings show it and when it was added.
 *
 * @example
 * const entry: WishListItem = { product, wished_at: '2026-11-20 18:00:00' };
 */
export interface WishListItem {
  product: ProductListItem;
  /** Korea time, `YYYY-MM-DD HH:mm:ss`. */
  wished_at: string;
}
