import type { Category } from '@atelier/contracts';
import { describe, expect, test } from 'vitest';

import { categoryPath, subCategoryChips } from './category-tree.js';

const node = (id: number, descendants: Category[] = []): Category => ({
  id,
  name: `카테고리 ${id}`,
  name_en: `Category ${id}`,
  descendants,
});
const tree = [node(1, [node(101, [node(1011), node(1012)]), node(102)]), node(12, [node(121)])];

describe('category tree', () => {
  test('the path from the top down to a category; null when unknown', () => {
    expect(categoryPath(tree, 1012)?.map((c) => c.id)).toEqual([1, 101, 1012]);
    expect(categoryPath(tree, 12)?.map((c) => c.id)).toEqual([12]);
    expect(categoryPath(tree, 999)).toBeNull();
  });

  test('chips: the children, or a leaf’s siblings under their parent', () => {
    const withChildren = subCategoryChips(categoryPath(tree, 101)!)!;
    expect(withChildren.parent.id).toBe(101);
    expect(withChildren.children.map((c) => c.id)).toEqual([1011, 1012]);
    const leaf = subCategoryChips(categoryPath(tree, 1012)!)!;
    expect(leaf.parent.id).toBe(101);
    expect(leaf.children.map((c) => c.id)).toEqual([1011, 1012]);
    expect(subCategoryChips([node(6)])).toBeNull();
  });
});
