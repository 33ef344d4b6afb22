/** Walking the admin category tree: the choices a move may offer, and where a category sits among its siblings. */
import type { AdminCategory } from '@shop/domain/admin-catalog.schemas';

export interface ParentChoice {
  id: number;
  name: string;
  depth: number;
}

/**
 * Every category in tree order with its depth, leaving out `excluded` and everything under it: the parents a move
 * of `excluded` may choose (its own subtree would make a cycle).
 */
export function parentChoices(tree: readonly AdminCategory[], excluded: number | null = null): ParentChoice[] {
  const out: ParentChoice[] = [];
  const walk = (nodes: readonly AdminCategory[], depth: number) => {
    for (const node of nodes) {
      if (node.id === excluded) continue;
      out.push({ id: node.id, name: node.name, depth });
      walk(node.children, depth + 1);
    }
  };
  walk(tree, 0);
  return out;
}

/** The option's text, indented by depth so the select reads as a tree. */
export function choiceLabel(choice: ParentChoice): string {
  return `${'\u00a0\u00a0'.repeat(choice.depth)}${choice.depth ? '└ ' : ''}${choice.name}`;
}

/** How many categories the tree holds, at every depth. */
export function countCategories(tree: readonly AdminCategory[]): number {
  return tree.reduce((n, c) => n + 1 + countCategories(c.children), 0);
}
