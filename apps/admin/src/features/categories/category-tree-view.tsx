/**
 * The tree as nested lists. Each row: the name (hidden ones marked), its own product count, and its actions, all
 * buttons (Tab and Enter reach every one). Reordering and hide/show act at once; the rest open a dialog.
 */
import type { AdminCategory } from '@shop/domain/admin-catalog.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { toast } from 'sonner';
import { categoriesChanged, categoryWrites } from './categories.queries';

export type CategoryAction = 'rename' | 'add-child' | 'move' | 'image' | 'delete';

const ACTION =
  'rounded px-2 py-1 text-xs font-medium text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:text-gray-300 disabled:hover:bg-transparent';

export function CategoryTreeView({
  nodes,
  onAction,
  level = 1,
}: {
  nodes: AdminCategory[];
  onAction: (action: CategoryAction, category: AdminCategory) => void;
  level?: number;
}) {
  return (
    <ul className={level === 1 ? 'divide-y divide-gray-100' : 'ml-4 border-l border-gray-200 pl-3 sm:ml-6'}>
      {nodes.map((node, index) => (
        <li key={node.id} aria-level={level}>
          <CategoryRow node={node} index={index} last={index === nodes.length - 1} onAction={onAction} />
          {node.children.length > 0 && <CategoryTreeView nodes={node.children} onAction={onAction} level={level + 1} />}
        </li>
      ))}
    </ul>
  );
}

function CategoryRow({
  node,
  index,
  last,
  onAction,
}: {
  node: AdminCategory;
  index: number;
  last: boolean;
  onAction: (action: CategoryAction, category: AdminCategory) => void;
}) {
  const { up, down, act, busy } = useCategoryWrite(node, index);
  const button = (label: string, action: CategoryAction) => (
    <button
      type="button"
      className={ACTION}
      aria-label={`${label}: ${node.name}`}
      onClick={() => onAction(action, node)}
    >
      {label}
    </button>
  );
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
      <CategoryLabel node={node} />
      <div className="flex flex-wrap items-center gap-1" aria-busy={busy || undefined}>
        <button
          type="button"
          className={ACTION}
          aria-label={`Lên trên: ${node.name}`}
          title="Lên trên"
          ref={up}
          disabled={index === 0}
          onClick={() => act({ kind: 'up' })}
        >
          ↑
        </button>
        <button
          type="button"
          className={ACTION}
          aria-label={`Xuống dưới: ${node.name}`}
          title="Xuống dưới"
          ref={down}
          disabled={last}
          onClick={() => act({ kind: 'down' })}
        >
          ↓
        </button>
        {button('Đổi tên', 'rename')}
        {button('Thêm con', 'add-child')}
        {button('Chuyển', 'move')}
        {button('Ảnh', 'image')}
        <button
          type="button"
          className={ACTION}
          aria-label={`${node.is_hidden ? 'Hiện' : 'Ẩn'}: ${node.name}`}
          onClick={() => act({ kind: 'hidden', is_hidden: !node.is_hidden })}
        >
          {node.is_hidden ? 'Hiện' : 'Ẩn'}
        </button>
        {button('Xóa', 'delete')}
      </div>
    </div>
  );
}

/** The row's image (or an empty frame), its name (struck through when hidden) and its own product count. */
function CategoryLabel({ node }: { node: AdminCategory }) {
  return (
    <div className="flex min-w-0 items-center gap-2">
      {node.image_url ? (
        <img src={node.image_url} alt="" className="size-8 shrink-0 rounded border border-gray-200 object-cover" />
      ) : (
        <span aria-hidden className="size-8 shrink-0 rounded border border-dashed border-gray-300" />
      )}
      <span className={`font-medium ${node.is_hidden ? 'text-gray-400 line-through' : ''}`}>{node.name}</span>
      {node.is_hidden && <span className="rounded bg-gray-100 px-1.5 text-xs text-gray-600">Đang ẩn</span>}
      <span className="text-xs whitespace-nowrap text-gray-500">{node.product_count} sản phẩm</span>
    </div>
  );
}

type CategoryWrite = { kind: 'up' | 'down' } | { kind: 'hidden'; is_hidden: boolean };

/** A row's immediate writes (reorder, hide/show), with the focus kept on its arrows while it moves. */
function useCategoryWrite(node: AdminCategory, index: number) {
  const queryClient = useQueryClient();
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const write = useMutation({
    mutationFn: (w: CategoryWrite) =>
      w.kind === 'hidden'
        ? categoryWrites.update(node.id, { is_hidden: w.is_hidden })
        : categoryWrites.move(node.id, { parent: node.parent, position: index + (w.kind === 'up' ? -1 : 1) }),
    onSuccess: (_, w) => {
      if (w.kind === 'hidden') toast.success(w.is_hidden ? `Đã ẩn “${node.name}”.` : `Đã hiện “${node.name}”.`);
    },
    onError: (error) => toast.error(error.message),
    onSettled: async (_, __, w) => {
      await categoriesChanged(queryClient);
      // The row has moved (same element, keyed by id): keep the keyboard on its arrows, the other one at an end.
      if (w.kind === 'hidden') return;
      const [wanted, other] = w.kind === 'up' ? [up.current, down.current] : [down.current, up.current];
      (wanted && !wanted.disabled ? wanted : other)?.focus();
    },
  });
  // Busy buttons stay enabled (a disabled button drops the keyboard focus); a second press waits for the first.
  const act = (w: CategoryWrite) => {
    if (!write.isPending) write.mutate(w);
  };
  return { up, down, act, busy: write.isPending };
}
