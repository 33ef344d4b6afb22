import { ADMIN_PAGE_SIZE } from '@shop/domain/admin.schemas';
import type { StockMovement, StockMovementPage } from '@shop/domain/admin-stock.schemas';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '../../components/data-table';
import { formatDateTime } from '../../lib/format';

const signed = (n: number) => `${n > 0 ? '+' : n < 0 ? '−' : ''}${Math.abs(n).toLocaleString('vi-VN')}`;

const columns: ColumnDef<StockMovement, never>[] = [
  {
    id: 'created_at',
    header: 'Thời gian',
    cell: ({ row }) => <span className="whitespace-nowrap">{formatDateTime(row.original.created_at)}</span>,
  },
  {
    id: 'variant',
    header: 'Hàng',
    cell: ({ row }) => row.original.variant_name ?? <span className="text-gray-500">Sản phẩm</span>,
  },
  {
    id: 'delta',
    header: 'Thay đổi',
    cell: ({ row }) => (
      <span
        className={`font-semibold whitespace-nowrap tabular-nums ${row.original.delta > 0 ? 'text-green-700' : 'text-red-700'}`}
      >
        {signed(row.original.delta)}
      </span>
    ),
  },
  { id: 'reason', header: 'Lý do', cell: ({ row }) => row.original.reason_display },
  {
    id: 'stock_after',
    header: 'Tồn sau',
    cell: ({ row }) => <span className="tabular-nums">{row.original.stock_after.toLocaleString('vi-VN')}</span>,
  },
  {
    id: 'actor',
    header: 'Người thực hiện',
    cell: ({ row }) => row.original.actor?.email ?? <span className="text-gray-500">Hệ thống</span>,
  },
  {
    id: 'order',
    header: 'Đơn hàng',
    cell: ({ row }) =>
      row.original.order_id === null ? (
        '—'
      ) : (
        // A plain link: the order page belongs to the orders desk.
        <a href={`${import.meta.env.BASE_URL}orders/${row.original.order_id}`} className="text-brand-800 underline">
          #{row.original.order_id}
        </a>
      ),
  },
  {
    id: 'note',
    header: 'Ghi chú',
    cell: ({ row }) => <span className="block max-w-xs break-words">{row.original.note || '—'}</span>,
  },
];

export function StockLedgerTable({
  query,
  page,
  onPageChange,
}: {
  query: { data: StockMovementPage | undefined; isPending: boolean; error: Error | null; refetch: () => unknown };
  page: number;
  onPageChange: (page: number) => void;
}) {
  return (
    <DataTable
      caption="Sổ kho"
      columns={columns}
      rows={query.data?.results}
      count={query.data?.count ?? 0}
      page={page}
      pageSize={ADMIN_PAGE_SIZE}
      onPageChange={onPageChange}
      getRowId={(m) => String(m.id)}
      isPending={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      emptyTitle="Chưa có thay đổi tồn kho nào."
    />
  );
}
