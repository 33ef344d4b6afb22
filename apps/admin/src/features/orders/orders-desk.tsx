/**
 * The orders desk: tabs counting orders per status, the filter bar, the table (newest first,
 * sortable by time and total), a selection for bulk confirm and printing, and a refresh every 30 s whose time is
 * shown. The route owns the URL; this reads `search` and asks for changes through `onChange`.
 */
import { ADMIN_PAGE_SIZE } from '@shop/domain/admin.schemas';
import { type AdminOrderPage, type AdminOrderSummary, type StatusCounts } from '@shop/domain/admin-orders.schemas';
import { DELIVERY_METHOD_LABELS } from '@shop/domain/locations.rules';
import { ORDER_STATUSES, PAYMENT_METHOD_LABELS } from '@shop/domain/order-status';
import { SHOP_TIME_ZONE } from '@shop/domain/shop-time';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef, RowSelectionState } from '@tanstack/react-table';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { buttonClasses } from '../../components/button';
import { DataTable } from '../../components/data-table';
import { ApiError } from '../../lib/api';
import { formatDateTime, formatVnd } from '../../lib/format';
import { BulkActions } from './bulk-actions';
import { PaymentBadge, SourceBadge, StatusBadge } from './order-badges';
import { OrderFilters } from './order-filters';
import { METHOD_SHORT_LABELS, deskStatusLabel } from './order-labels';
import type { OrdersSearch } from './orders-search';
import { ordersQueries } from './orders.queries';

const TIME = new Intl.DateTimeFormat('vi-VN', { timeZone: SHOP_TIME_ZONE, timeStyle: 'medium' });

const columns: ColumnDef<AdminOrderSummary, never>[] = [
  {
    id: 'id',
    header: 'Mã đơn',
    cell: ({ row }) => (
      <Link
        to="/orders/$orderId"
        params={{ orderId: row.original.id }}
        className="font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        #{row.original.id}
      </Link>
    ),
  },
  {
    accessorKey: 'created_at',
    header: 'Thời gian',
    cell: ({ row }) => <span className="whitespace-nowrap">{formatDateTime(row.original.created_at)}</span>,
  },
  {
    id: 'customer',
    header: 'Khách hàng',
    cell: ({ row }) => (
      <div className="min-w-40">
        <p className="font-medium">{row.original.customer_name || '—'}</p>
        <p className="text-gray-600">{row.original.phone_number}</p>
      </div>
    ),
  },
  {
    id: 'source',
    header: 'Kênh',
    cell: ({ row }) => <SourceBadge source={row.original.source} />,
  },
  {
    id: 'delivery',
    header: 'Nhận hàng',
    cell: ({ row }) => <DeliveryCell order={row.original} />,
  },
  {
    accessorKey: 'final_total',
    header: 'Tổng tiền',
    cell: ({ row }) => <span className="whitespace-nowrap tabular-nums">{formatVnd(row.original.final_total)}</span>,
  },
  {
    id: 'payment',
    header: 'Thanh toán',
    cell: ({ row }) => (
      <div className="space-y-1">
        <p className="whitespace-nowrap" title={PAYMENT_METHOD_LABELS[row.original.payment_method]}>
          {METHOD_SHORT_LABELS[row.original.payment_method]}
        </p>
        <PaymentBadge status={row.original.payment_status} />
      </div>
    ),
  },
  {
    id: 'status',
    header: 'Trạng thái',
    cell: ({ row }) => <StatusBadge status={row.original.status} />,
  },
];

interface OrdersDeskProps {
  search: OrdersSearch;
  onChange: (patch: Partial<OrdersSearch>) => void;
}

export function OrdersDesk({ search, onChange }: OrdersDeskProps) {
  const list = useQuery(ordersQueries.list(search));
  const [selection, setSelection] = useState<RowSelectionState>({});
  const page = search.page ?? 1;

  // A page that no longer exists (the list got shorter): back to the first.
  const gone = list.error instanceof ApiError && list.error.status === 404 && page > 1;
  useEffect(() => {
    if (gone) onChange({ page: undefined });
  }, [gone, onChange]);

  const selectedIds = Object.keys(selection)
    .filter((id) => selection[id])
    .map(Number);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-xl font-semibold">Đơn hàng</h1>
          <Link to="/orders/new" className={buttonClasses()}>
            Tạo đơn
          </Link>
        </div>
        <p className="text-sm text-gray-600">
          <span aria-live="polite">{list.data ? countText(list.data) : ''}</span>
          {list.dataUpdatedAt > 0 && <> · cập nhật lúc {TIME.format(list.dataUpdatedAt)}</>}
          {list.isFetching && !list.isPending && <span className="sr-only"> · đang cập nhật</span>}
        </p>
      </div>
      <StatusTabs counts={list.data?.status_counts} current={search.status} onChange={onChange} />
      <OrderFilters search={search} onChange={onChange} />
      {selectedIds.length > 0 && <BulkActions ids={selectedIds} onDone={() => setSelection({})} />}
      <div className="rounded-lg border border-gray-200 bg-white">
        <DataTable
          caption="Danh sách đơn hàng"
          columns={columns}
          rows={list.data?.results}
          count={list.data?.count ?? 0}
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          ordering={search.ordering ?? '-created_at'}
          onOrderingChange={(ordering) =>
            onChange({ ordering: ordering === '-created_at' ? undefined : (ordering as OrdersSearch['ordering']) })
          }
          onPageChange={(p) => onChange({ page: p > 1 ? p : undefined })}
          getRowId={(o) => String(o.id)}
          isPending={list.isPending}
          error={list.error}
          onRetry={() => void list.refetch()}
          emptyTitle={
            search.status || search.search || search.source || search.delivery_method || search.attention
              ? 'Không có đơn hàng phù hợp.'
              : 'Chưa có đơn hàng nào.'
          }
          selection={selection}
          onSelectionChange={setSelection}
        />
      </div>
    </div>
  );
}

/** Shipped to the order's province, or collected at a store (DESIGN §15). */
function DeliveryCell({ order }: { order: AdminOrderSummary }) {
  if (order.delivery_method === 'pickup') {
    return (
      <div className="min-w-32">
        <p className="font-medium">{DELIVERY_METHOD_LABELS.pickup}</p>
        <p className="text-gray-600">{order.fulfilment_location?.name ?? '—'}</p>
      </div>
    );
  }
  return <span className="whitespace-nowrap text-gray-700">{order.city || '—'}</span>;
}

function countText(page: AdminOrderPage) {
  const n = page.count.toLocaleString('vi-VN');
  return page.count_capped ? `Hơn ${n} đơn hàng khớp, hãy thu hẹp tìm kiếm để xem hết` : `${n} đơn hàng`;
}

/**
 * "Tất cả" and one tab per status, each with its count under the other filters. `counts` null: a search too broad
 * to count, so the tabs show none.
 */
function StatusTabs({
  counts,
  current,
  onChange,
}: {
  counts: StatusCounts | null | undefined;
  current: OrdersSearch['status'];
  onChange: (patch: Partial<OrdersSearch>) => void;
}) {
  const total = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : undefined;
  const tabs = [
    { status: undefined, label: 'Tất cả', count: total },
    ...ORDER_STATUSES.map((s) => ({ status: s, label: deskStatusLabel(s), count: counts?.[s] })),
  ];
  return (
    <nav aria-label="Lọc theo trạng thái" className="-mx-1 overflow-x-auto">
      <ul className="flex min-w-max gap-1 border-b border-gray-200 px-1">
        {tabs.map((tab) => {
          const active = tab.status === current;
          return (
            <li key={tab.status ?? 'all'}>
              <button
                type="button"
                aria-current={active ? 'page' : undefined}
                onClick={() => onChange({ status: tab.status })}
                className={`-mb-px flex items-center gap-2 border-b-2 px-3 py-2 text-sm whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-700 ${
                  active
                    ? 'border-brand-700 font-semibold text-brand-800'
                    : 'border-transparent text-gray-600 hover:text-gray-900'
                }`}
              >
                {tab.label}
                {counts !== null && (
                  <span className="rounded-full bg-gray-100 px-2 text-xs text-gray-700 tabular-nums">
                    {tab.count ?? '…'}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
