import type { AdminCategory } from '@shop/domain/admin-catalog.schemas';
import { describe, expect, it } from 'vitest';
import { choiceLabel, countCategories, parentChoices } from './category-tree';

const node = (
  id: number,
  name: string,
  children: AdminCategory[] = [],
  parent: number | null = null,
): AdminCategory => ({
  id,
  name,
  slug: `c-${id}`,
  image_url: '',
  parent,
  top_level: parent === null,
  is_hidden: false,
  sort_order: 0,
  product_count: 0,
  children,
});

const tree = [
  node(1, 'Trà', [node(2, 'Trà đen', [node(3, 'Trà đen túi lọc', [], 2)], 1), node(4, 'Trà xanh', [], 1)]),
  node(5, 'Topping'),
];

describe('parentChoices', () => {
  it('lists every category in tree order with its depth', () => {
    expect(parentChoices(tree).map((c) => [c.id, c.depth])).toEqual([
      [1, 0],
      [2, 1],
      [3, 2],
      [4, 1],
      [5, 0],
    ]);
  });

  it('leaves out the moved category and everything under it (a move there would be a cycle)', () => {
    expect(parentChoices(tree, 2).map((c) => c.id)).toEqual([1, 4, 5]);
    expect(parentChoices(tree, 1).map((c) => c.id)).toEqual([5]);
  });
});

describe('choiceLabel', () => {
  it('indents by depth', () => {
    expect(choiceLabel({ id: 1, name: 'Trà', depth: 0 })).toBe('Trà');
    expect(choiceLabel({ id: 3, name: 'Túi lọc', depth: 2 })).toBe('\u00a0\u00a0\u00a0\u00a0└ Túi lọc');
  });
});

it('countCategories counts every depth', () => {
  expect(countCategories(tree)).toBe(5);
});
