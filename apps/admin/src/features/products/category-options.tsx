import type { AdminCategory } from '@shop/domain/admin-catalog.schemas';

/** The tree as `<option>`s in tree order, each indented by its depth; a hidden category says so. */
export function CategoryOptions({ tree }: { tree: AdminCategory[] | undefined }) {
  const options: { id: number; label: string }[] = [];
  const walk = (nodes: AdminCategory[], depth: number) => {
    for (const c of nodes) {
      options.push({ id: c.id, label: `${'\u00a0\u00a0'.repeat(depth)}${c.name}${c.is_hidden ? ' (ẩn)' : ''}` });
      walk(c.children, depth + 1);
    }
  };
  walk(tree ?? [], 0);
  return options.map((o) => (
    <option key={o.id} value={o.id}>
      {o.label}
    </option>
  ));
}
