import type { Category } from '@atelier/contracts';

/**
 * The categories from the top of the tree down to `id` (the category last), or `null` when
 * the tree has no such category.
 */
export function categoryPath(tree: readonly Category[], id: number): Category[] | null {
  for (const category of tree) {
    if (category.id === id) return [category];
    const below = categoryPath(category.descendants, id);
    if (below) return [category, ...below];
  }
  return null;
}

/**
 * The chips under a category's heading: its children, or, for a category without
 * children, its siblings (so a leaf still offers its neighbours), and the category they
 * belong to (the chip "전체" links to it).
 */
export function subCategoryChips(path: readonly Category[]): {
  parent: Category;
  children: readonly Category[];
} | null {
  const current = path[path.length - 1];
  if (!current) return null;
  if (current.descendants.length > 0) return { parent: current, children: current.descendants };
  const parent = path[path.length - 2];
  return parent ? { parent, children: parent.descendants } : null;
}
