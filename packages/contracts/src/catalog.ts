import type { DataResponse } from './envelopes.js';
/**
 * A shop category with its visible children; the name shown depends on the language
 * (`name` Korean, `name_en` English).
 *
 * @example
 * const sale: Category = { id: 12, name: '세일', name_en: 'Sale', descendants: [] };
 */
export interface Category {
  id: number;
  name: string;
  name_en: string;
  descendants: Category[];
}

/**
 * Answer of `GET /api/evans-cart/categories-service`: the category tree under `data`.
 *
 * @example
 * const answer: CategoriesResponse = { data: [] };
 */
export type CategoriesResponse = DataResponse<Category[]>;

/**
 * Answer of `GET /api/evans-cart/categories-service/{id}`: the category's subtree and its
 * parent's id (`null` at the top).
 *
 * @example
 * const answer: CategoryResponse = { data: { id: 121, name: '시즌 오프', name_en: 'Season off', descendants: [] }, parent_id: 12 };
 */
export interface CategoryResponse {
  data: Category;
  parent_id: number | null;
}
