import type { Category } from '@shop/domain/catalog.schemas';

/** The ids of the categories above `id` in the tree, outermost first; empty when `id` is not in the tree. */
export function ancestorIds(tree: Category[], id: number | undefined): number[] {
  if (id === undefined) return [];
  for (const node of tree) {
    if (node.id === id) return [];
    const below = ancestorIds(node.children, id);
    if (below.length > 0 || node.children.some((c) => c.id === id)) return [node.id, ...below];
  }
  return [];
}

/** The category with this id anywhere in the tree. */
export function findCategory(tree: Category[], id: number | undefined): Category | undefined {
  if (id === undefined) return undefined;
  for (const node of tree) {
    if (node.id === id) return node;
    const found = findCategory(node.children, id);
    if (found) return found;
  }
  return undefined;
}
