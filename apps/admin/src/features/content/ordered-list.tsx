/**
 * A content list in the shop's order: each row with move up / move down (the new order is saved at once), edit
 * and delete. The list's loading, empty and error states are the desk's usual ones.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '../../components/button';
import { EmptyState, ErrorState, TableSkeleton } from '../../components/list-states';
import { useStaffWrite } from '../../lib/use-staff-write';
import { type ContentList, contentWrite } from './content.queries';

export function OrderedList<T extends { id: number }>({
  list,
  query,
  reorder,
  empty,
  itemLabel,
  renderItem,
  onEdit,
  onDelete,
  actions,
}: {
  list: ContentList;
  query: UseQueryResult<T[]>;
  reorder: (ids: number[]) => Promise<unknown>;
  empty: string;
  /** How a row is named to a screen reader ("banner 2", a name). */
  itemLabel: (item: T, index: number) => string;
  renderItem: (item: T) => ReactNode;
  onEdit: (item: T) => void;
  onDelete: (item: T) => void;
  /** More buttons for a row, before "Sửa" (`label` names the row to a screen reader). */
  actions?: (item: T, label: string) => ReactNode;
}) {
  const move = useStaffWrite({ ...contentWrite(list), write: reorder, success: 'Đã lưu thứ tự.' });
  if (query.error && !query.data)
    return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  if (!query.data) return <TableSkeleton columns={3} rows={4} />;
  const items = query.data;
  if (items.length === 0) return <EmptyState title={empty} />;
  const swap = (from: number, to: number) => {
    const ids = items.map((i) => i.id);
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    move.mutate(ids);
  };
  return (
    <>
      {move.refusal && (
        <p role="alert" className="px-4 pt-3 text-sm text-red-700">
          {move.refusal.message}
        </p>
      )}
      <ol className="divide-y divide-gray-100">
        {items.map((item, i) => {
          const label = itemLabel(item, i);
          return (
            <li key={item.id} className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">{renderItem(item)}</div>
              <div className="flex flex-wrap items-center gap-1">
                <Button
                  tone="ghost"
                  aria-label={`Đưa ${label} lên trên`}
                  disabled={i === 0 || move.isPending}
                  onClick={() => swap(i, i - 1)}
                >
                  ↑
                </Button>
                <Button
                  tone="ghost"
                  aria-label={`Đưa ${label} xuống dưới`}
                  disabled={i === items.length - 1 || move.isPending}
                  onClick={() => swap(i, i + 1)}
                >
                  ↓
                </Button>
                {actions?.(item, label)}
                <Button tone="secondary" aria-label={`Sửa ${label}`} onClick={() => onEdit(item)}>
                  Sửa
                </Button>
                <Button
                  tone="ghost"
                  className="text-red-700"
                  aria-label={`Xóa ${label}`}
                  onClick={() => onDelete(item)}
                >
                  Xóa
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
    </>
  );
}
