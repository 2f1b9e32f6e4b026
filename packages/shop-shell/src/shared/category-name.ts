import type { Category, Lang } from '@atelier/contracts';
import { pick } from '@atelier/translation-ai';

/**
 * A category's name in the visitor's language: `name` for kr, `name_en` otherwise (falling
 * back to `name` when the English one is missing).
 *
 * @example
 * categoryName({ id: 12, name: '세일', name_en: 'Sale', descendants: [] }, 'en'); // 'Sale'
 */
export function categoryName(category: Pick<Category, 'name' | 'name_en'>, language: Lang): string {
  return pick(category.name, category.name_en, language);
}
