/**
 * The levels per product or variant and location (DESIGN §15): on hand, held for orders, available; sorted and paged
 * by the server. A row's name opens the product's stock ledger at that location.
 */
import { ADMIN_PAGE_SIZE } from '@shop/domain/admin.schemas';
import type { StockLevel, StockLevelPage } from '@shop/domain/stock-locations.schemas';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '../../components/data-table';

const figure = (n: number) => <span className="tabular-nums">{n.toLocaleString('vi-VN')}</span>;

const columns: ColumnDef<StockLevel, never>[] = [
  {
    // Sorted by the server on the product's name, then the variant's.
    id: 'name',
    accessorFn: (l) => l.product_name as never,
    header: 'Sản phẩm',
    cell: ({ row }) => {
      const l = row.original;
      return (
        <div className="min-w-48">
          {/* A plain link: the ledger page belongs to the product pages. */}
          <a
            href={`${import.meta.env.BASE_URL}products/${l.product}/stock`}
            className="font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {l.product_name}
          </a>
          {l.variant_name && <p className="text-sm text-gray-700">{l.variant_name}</p>}
          <p className="text-xs text-gray-500">
            {[l.sku, l.is_active ? null : 'Ngừng bán'].filter(Boolean).join(' · ') || ' '}
          </p>
        </div>
      );
    },
  },
  { accessorKey: 'location', header: 'Kho / cửa hàng', cell: ({ row }) => row.original.location_name },
  { accessorKey: 'on_hand', header: 'Tồn thực tế', cell: ({ row }) => figure(row.original.on_hand) },
  { accessorKey: 'reserved', header: 'Giữ cho đơn', cell: ({ row }) => figure(row.original.reserved) },
  {
    accessorKey: 'available',
    header: 'Có thể bán',
    cell: ({ row }) => <span className="font-semibold">{figure(row.original.available)}</span>,
  },
];

export function StockLevelsTable({
  query,
  page,
  ordering,
  onPageChange,
  onOrderingChange,
}: {
  query: { data: StockLevelPage | undefined; isPending: boolean; error: Error | null; refetch: () => unknown };
  page: number;
  ordering: string | undefined;
  onPageChange: (page: number) => void;
  onOrderingChange: (ordering: string | undefined) => void;
}) {
  return (
    <DataTable
      caption="Tồn kho theo kho và cửa hàng"
      columns={columns}
      rows={query.data?.results}
      count={query.data?.count ?? 0}
      page={page}
      pageSize={ADMIN_PAGE_SIZE}
      ordering={ordering ?? 'name'}
      onOrderingChange={onOrderingChange}
      onPageChange={onPageChange}
      getRowId={(l) => `${l.location}:${l.product}:${l.variant ?? 0}`}
      isPending={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      emptyTitle="Không có hàng nào khớp bộ lọc."
    />
  );
}
