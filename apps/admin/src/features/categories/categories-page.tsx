/**
 * The category tree editor: create, rename, move under another parent, reorder among siblings, set an
 * image, hide or show, delete. Hidden categories leave the shop's menus; their products stay on sale.
 */
import type { AdminCategory } from '@shop/domain/admin-catalog.schemas';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/button';
import { EmptyState, ErrorState, TableSkeleton } from '../../components/list-states';
import { categoryTreeQuery } from './categories.queries';
import { DeleteDialog, ImageDialog, MoveDialog, NameDialog } from './category-dialogs';
import { countCategories } from './category-tree';
import { type CategoryAction, CategoryTreeView } from './category-tree-view';

type Open = { action: CategoryAction | 'add-top'; category: AdminCategory | null } | null;

export function CategoriesPage() {
  const tree = useQuery(categoryTreeQuery());
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const category = open?.category ?? null;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold">Danh mục sản phẩm</h1>
          <p className="mt-1 text-sm text-gray-600" aria-live="polite">
            {tree.data ? `${countCategories(tree.data)} danh mục` : ' '}
          </p>
        </div>
        <Button onClick={() => setOpen({ action: 'add-top', category: null })}>Thêm danh mục</Button>
      </div>
      <div className="rounded-lg border border-gray-200 bg-white px-4">
        {tree.error && !tree.data ? (
          <ErrorState message={tree.error.message} onRetry={() => void tree.refetch()} />
        ) : !tree.data ? (
          <TableSkeleton columns={2} />
        ) : tree.data.length === 0 ? (
          <EmptyState title="Chưa có danh mục nào." />
        ) : (
          <CategoryTreeView nodes={tree.data} onAction={(action, c) => setOpen({ action, category: c })} />
        )}
      </div>

      {open?.action === 'add-top' && <NameDialog parent={null} onClose={close} />}
      {open?.action === 'add-child' && category && <NameDialog parent={category} onClose={close} />}
      {open?.action === 'rename' && category && <NameDialog category={category} onClose={close} />}
      {open?.action === 'move' && category && tree.data && (
        <MoveDialog category={category} tree={tree.data} onClose={close} />
      )}
      {open?.action === 'image' && category && <ImageDialog category={category} onClose={close} />}
      {open?.action === 'delete' && category && <DeleteDialog category={category} onClose={close} />}
    </div>
  );
}
