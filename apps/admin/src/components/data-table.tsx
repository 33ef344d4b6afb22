/**
 * Every back-office list: a TanStack Table over one page of a DESIGN §2 list answer. Paging and sorting happen in
 * SQL, so the table is manual: it shows the page it is given and reports the wanted `ordering` (`name`, `-name`)
 * and page, which the route keeps in the URL. Rows can be selected for bulk actions.
 */
import {
  type ColumnDef,
  type RowSelectionState,
  type SortingState,
  type Updater,
  flexRender,
  getCoreRowModel,
  useReactTable,
} from '@tanstack/react-table';
import { Button } from './button';
import { EmptyState, ErrorState, TableSkeleton } from './list-states';

/** `-created_at` ⇄ `[{id: 'created_at', desc: true}]`. */
export function orderingToSorting(ordering: string | undefined): SortingState {
  if (!ordering) return [];
  const desc = ordering.startsWith('-');
  return [{ id: desc ? ordering.slice(1) : ordering, desc }];
}

export function sortingToOrdering(sorting: SortingState): string | undefined {
  const first = sorting[0];
  return first ? `${first.desc ? '-' : ''}${first.id}` : undefined;
}

function resolve<T>(updater: Updater<T>, old: T): T {
  return typeof updater === 'function' ? (updater as (old: T) => T)(old) : updater;
}

export interface DataTableProps<Row> {
  columns: ColumnDef<Row, never>[];
  rows: Row[] | undefined;
  count: number;
  page: number;
  pageSize: number;
  ordering?: string | undefined;
  onOrderingChange?: (ordering: string | undefined) => void;
  onPageChange: (page: number) => void;
  getRowId: (row: Row) => string;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  emptyTitle: string;
  /** Selected row ids, for bulk actions; leaving it out hides the check boxes. */
  selection?: RowSelectionState;
  onSelectionChange?: (selection: RowSelectionState) => void;
  /** A caption for screen readers. */
  caption: string;
}

export function DataTable<Row>(props: DataTableProps<Row>) {
  const { columns, rows, count, page, pageSize, ordering, selection } = props;
  const sorting = orderingToSorting(ordering);
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here; the table re-renders with us
  const table = useReactTable<Row>({
    data: rows ?? [],
    columns,
    getRowId: props.getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    enableSortingRemoval: false,
    enableRowSelection: Boolean(selection),
    pageCount: Math.max(1, Math.ceil(count / pageSize)),
    state: {
      sorting,
      rowSelection: selection ?? {},
      pagination: { pageIndex: page - 1, pageSize },
    },
    onSortingChange: (updater) => props.onOrderingChange?.(sortingToOrdering(resolve(updater, sorting))),
    onRowSelectionChange: (updater) => props.onSelectionChange?.(resolve(updater, selection ?? {})),
  });

  if (props.error && !rows) return <ErrorState message={props.error.message} onRetry={props.onRetry} />;
  if (props.isPending) return <TableSkeleton columns={Math.min(columns.length, 6)} />;
  if (!rows?.length) return <EmptyState title={props.emptyTitle} />;

  const pages = Math.max(1, Math.ceil(count / pageSize));
  return (
    <div>
      <div className="overflow-x-auto">
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">{props.caption}</caption>
          <thead className="border-b border-gray-200 bg-gray-50 text-xs text-gray-600 uppercase">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {selection && (
                  <th scope="col" className="w-10 px-3 py-2">
                    <input
                      type="checkbox"
                      aria-label="Chọn tất cả trên trang"
                      checked={table.getIsAllPageRowsSelected()}
                      ref={(el) => {
                        if (el) el.indeterminate = table.getIsSomePageRowsSelected();
                      }}
                      onChange={table.getToggleAllPageRowsSelectedHandler()}
                    />
                  </th>
                )}
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className="px-3 py-2 font-semibold whitespace-nowrap"
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          className="inline-flex items-center gap-1 uppercase hover:text-gray-900"
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {label}
                          <span aria-hidden>{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}</span>
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-gray-100 bg-white">
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} className={row.getIsSelected() ? 'bg-brand-50' : 'hover:bg-gray-50'}>
                {selection && (
                  <td className="px-3 py-2">
                    <input
                      type="checkbox"
                      aria-label={`Chọn dòng ${row.id}`}
                      checked={row.getIsSelected()}
                      onChange={row.getToggleSelectedHandler()}
                    />
                  </td>
                )}
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className="px-3 py-2 align-top">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav
        aria-label="Phân trang"
        className="flex flex-wrap items-center justify-between gap-2 border-t px-3 py-2 text-sm"
      >
        <span className="text-gray-600">
          Trang {page}/{pages} · {count.toLocaleString('vi-VN')} dòng
        </span>
        <span className="flex gap-2">
          <Button tone="secondary" disabled={page <= 1} onClick={() => props.onPageChange(page - 1)}>
            Trước
          </Button>
          <Button tone="secondary" disabled={page >= pages} onClick={() => props.onPageChange(page + 1)}>
            Sau
          </Button>
        </span>
      </nav>
    </div>
  );
}
