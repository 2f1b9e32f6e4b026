import { z } from 'zod';

import { withAttributes } from './schema-attributes.js';
import { plainText } from './text.js';
import type { AttributeLabels } from './validation-messages.js';

/**
 * The field labels of the console's category, review and question forms (422 messages).
 *
 * @example
 * ADMIN_CATALOG_ATTRIBUTES.name.kr; // '카테고리명'
 */
export const ADMIN_CATALOG_ATTRIBUTES: AttributeLabels = {
  name: { kr: '카테고리명', en: 'category name' },
  name_en: { kr: '영문 카테고리명', en: 'English category name' },
  parent_id: { kr: '상위 카테고리', en: 'parent category' },
  is_visible: { kr: '노출', en: 'visibility' },
  direction: { kr: '이동 방향', en: 'direction' },
  hidden: { kr: '숨김', en: 'hidden' },
  answer: { kr: '답변', en: 'answer' },
  it_id: { kr: '상품 코드', en: 'product code' },
  rating: { kr: '별점', en: 'rating' },
};

const categoryName = plainText(z.string().trim().min(1).max(100));

/**
 * One category of the console's tree: every category, hidden ones too, with its place
 * (`parent_id`, `sort`) and how many products and sub-categories it holds.
 *
 * @example
 * const c: AdminCategory = { id: 1011, parent_id: 1010, name: '소이 캔들', name_en: 'Soy candles', sort: 1, is_visible: true, product_count: 4, child_count: 0, updated_at: '2026-11-28T00:00:00.000Z' };
 */
export interface AdminCategory {
  id: number;
  parent_id: number | null;
  name: string;
  name_en: string;
  sort: number;
  is_visible: boolean;
  product_count: number;
  child_count: number;
  updated_at: string;
}

/**
 * `POST /api/admin/categories`: a new category, last under its parent (`null`: top level).
 *
 * @example
 * adminCategoryCreateSchema.parse({ name: '디퓨저', name_en: 'Diffusers', parent_id: null });
 */
export const adminCategoryCreateSchema = withAttributes(
  z.object({
    name: categoryName,
    name_en: categoryName,
    parent_id: z.number().int().positive().nullable().default(null),
    is_visible: z.boolean().default(true),
  }),
  ADMIN_CATALOG_ATTRIBUTES,
);
export type AdminCategoryCreateInput = z.input<typeof adminCategoryCreateSchema>;

/**
 * `PUT /api/admin/categories/{id}`: rename, hide or show, or move under another parent (it goes
 * last there). Fields left out keep their value. `updated_at`, the version the edit was made
 * from: 409 with the category as it is now when another operator saved it in between.
 *
 * @example
 * adminCategoryUpdateSchema.parse({ name: '소이 캔들', is_visible: false });
 */
export const adminCategoryUpdateSchema = withAttributes(
  z.object({
    name: categoryName.optional(),
    name_en: categoryName.optional(),
    parent_id: z.number().int().positive().nullable().optional(),
    is_visible: z.boolean().optional(),
    updated_at: z.iso.datetime({ offset: true }).optional(),
  }),
  ADMIN_CATALOG_ATTRIBUTES,
);
export type AdminCategoryUpdateInput = z.input<typeof adminCategoryUpdateSchema>;

/**
 * `POST /api/admin/categories/{id}/move`: one place up or down among its siblings.
 *
 * @example
 * adminCategoryMoveSchema.parse({ direction: 'up' });
 */
export const adminCategoryMoveSchema = withAttributes(
  z.object({ direction: z.enum(['up', 'down']) }),
  ADMIN_CATALOG_ATTRIBUTES,
);
export type AdminCategoryMoveInput = z.input<typeof adminCategoryMoveSchema>;

const yesNo = z.enum(['true', 'false']).optional();

/**
 * `GET /api/admin/reviews` filters: a product (`it_id`), a rating, hidden or shown, with photos.
 *
 * @example
 * adminReviewQuerySchema.parse({ rating: '1', hidden: 'false', photos: 'true' });
 */
export const adminReviewQuerySchema = z.object({
  it_id: plainText(z.string().trim().max(20)).optional(),
  rating: z.coerce.number<number>().int().min(1).max(5).optional(),
  hidden: yesNo,
  photos: yesNo,
});
export type AdminReviewQuery = z.input<typeof adminReviewQuerySchema>;

/**
 * A review as the console lists it: the text, the product, the author's id, whether it shows.
 *
 * @example
 * const r: AdminReview = { id: 3, it_id: '1700000001', product_name: '라벤더 캔들', mb_id: 'hong', rating: 5, content: '좋아요', photo_count: 1, is_hidden: false, created_at: '2026-11-28T00:00:00.000Z' };
 */
export interface AdminReview {
  id: number;
  it_id: string;
  product_name: string;
  mb_id: string;
  rating: number;
  content: string;
  photo_count: number;
  is_hidden: boolean;
  created_at: string;
}

/**
 * `PUT /api/admin/reviews/{id}/visibility`: hide a review from the shop or show it again (the
 * product's rating figures follow).
 *
 * @example
 * adminReviewVisibilitySchema.parse({ hidden: true });
 */
export const adminReviewVisibilitySchema = withAttributes(
  z.object({ hidden: z.boolean() }),
  ADMIN_CATALOG_ATTRIBUTES,
);
export type AdminReviewVisibilityInput = z.input<typeof adminReviewVisibilitySchema>;

/**
 * `GET /api/admin/questions` filters: answered or not (unanswered come first anyway), a product.
 *
 * @example
 * adminQuestionQuerySchema.parse({ answered: 'false' });
 */
export const adminQuestionQuerySchema = z.object({
  answered: yesNo,
  it_id: plainText(z.string().trim().max(20)).optional(),
});
export type AdminQuestionQuery = z.input<typeof adminQuestionQuerySchema>;

/**
 * A product question as the console shows it: in full, secret ones too.
 *
 * @example
 * const q: AdminQuestion = { id: 4, it_id: '1700000001', product_name: '라벤더 캔들', mb_id: 'hong', subject: '재입고', content: '언제 되나요?', is_secret: true, answer: null, answered_at: null, answered_by: null, created_at: '2026-11-28T00:00:00.000Z' };
 */
export interface AdminQuestion {
  id: number;
  it_id: string;
  product_name: string;
  mb_id: string;
  subject: string;
  content: string;
  is_secret: boolean;
  answer: string | null;
  answered_at: string | null;
  /** The operator's id who answered last. */
  answered_by: string | null;
  created_at: string;
}

/**
 * `PUT /api/admin/questions/{id}/answer`: the answer (a new one, or an edit of it). The asker
 * is notified.
 *
 * @example
 * adminQuestionAnswerSchema.parse({ answer: '다음 주에 재입고됩니다.' });
 */
export const adminQuestionAnswerSchema = withAttributes(
  z.object({ answer: plainText(z.string().trim().min(1).max(5000), { multiline: true }) }),
  ADMIN_CATALOG_ATTRIBUTES,
);
export type AdminQuestionAnswerInput = z.input<typeof adminQuestionAnswerSchema>;
