/**
 * The customers list (DESIGN §12): search by name, phone or e-mail (accents ignored) and filter by customer group,
 * sorted and paged by the server; a row opens the customer; "Thêm khách hàng" makes one.
 */
import { ADMIN_PAGE_SIZE } from '@shop/domain/admin.schemas';
import type { AdminCustomer, AdminCustomerPage } from '@shop/domain/admin-customers.schemas';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Button } from '../../components/button';
import { DataTable } from '../../components/data-table';
import { SearchBox, submittedSearch } from '../../components/search-box';
import { ApiError } from '../../lib/api';
import { formatDate, formatDateTime, formatVnd } from '../../lib/format';
import { AccountState, shownEmail } from './account-state';
import { CreateCustomerDialog } from './create-customer-dialog';
import { CustomerGroupFilter } from './customer-group';
import type { CustomersSearch } from './customers-search';
import { customersQueries } from './customers.queries';

const DEFAULT_ORDERING = '-created_at';

const columns: ColumnDef<AdminCustomer, never>[] = [
  {
    accessorKey: 'name',
    header: 'Khách hàng',
    cell: ({ row }) => (
      <div className="min-w-40">
        <Link
          to="/customers/$customerId"
          params={{ customerId: row.original.id }}
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {row.original.name || '(Chưa có tên)'}
        </Link>
        {row.original.company_name && <p className="text-xs text-gray-600">{row.original.company_name}</p>}
      </div>
    ),
  },
  {
    id: 'contact',
    header: 'Liên hệ',
    cell: ({ row }) => (
      <div>
        <p className="whitespace-nowrap">{row.original.phone || '—'}</p>
        <p className="break-all text-gray-600">{shownEmail(row.original.email)}</p>
      </div>
    ),
  },
  {
    id: 'group',
    header: 'Nhóm',
    cell: ({ row }) => <span className="whitespace-nowrap">{row.original.group_name ?? '—'}</span>,
  },
  {
    accessorKey: 'orders_count',
    header: 'Số đơn',
    cell: ({ row }) => <span className="tabular-nums">{row.original.orders_count.toLocaleString('vi-VN')}</span>,
  },
  {
    accessorKey: 'total_spent',
    header: 'Đã mua',
    cell: ({ row }) => <span className="whitespace-nowrap tabular-nums">{formatVnd(row.original.total_spent)}</span>,
  },
  {
    accessorKey: 'last_order_at',
    header: 'Đơn gần nhất',
    cell: ({ row }) => (
      <span className="whitespace-nowrap">
        {row.original.last_order_at ? formatDateTime(row.original.last_order_at) : '—'}
      </span>
    ),
  },
  { id: 'is_active', header: 'Trạng thái', cell: ({ row }) => <AccountState active={row.original.is_active} /> },
  {
    accessorKey: 'created_at',
    header: 'Ngày tạo',
    cell: ({ row }) => <span className="whitespace-nowrap">{formatDate(row.original.created_at)}</span>,
  },
];

export function CustomersPage({
  search,
  onChange,
}: {
  search: CustomersSearch;
  onChange: (patch: Partial<CustomersSearch>) => void;
}) {
  const list = useQuery(customersQueries.list(search));
  const page = search.page ?? 1;
  const [creating, setCreating] = useState(false);

  // A page that no longer exists (the list got shorter): back to the first.
  const gone = list.error instanceof ApiError && list.error.status === 404 && page > 1;
  useEffect(() => {
    if (gone) onChange({ page: undefined });
  }, [gone, onChange]);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold">Khách hàng</h1>
          <p className="text-sm text-gray-600" aria-live="polite">
            {list.data ? countText(list.data) : ''}
          </p>
        </div>
        <Button onClick={() => setCreating(true)}>Thêm khách hàng</Button>
      </div>
      {creating && <CreateCustomerDialog onClose={() => setCreating(false)} />}
      <form
        role="search"
        aria-label="Tìm khách hàng"
        onSubmit={(e) => {
          e.preventDefault();
          onChange({ search: submittedSearch(e.currentTarget) });
        }}
        className="flex flex-wrap items-end gap-3"
      >
        <SearchBox
          value={search.search}
          onSearch={(s) => onChange({ search: s })}
          placeholder="Tên, số điện thoại hoặc email"
        />
        <CustomerGroupFilter value={search.group} onChange={(group) => onChange({ group })} />
      </form>
      <div className="rounded-lg border border-gray-200 bg-white">
        <DataTable
          caption="Danh sách khách hàng"
          columns={columns}
          rows={list.data?.results}
          count={list.data?.count ?? 0}
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          ordering={search.ordering ?? DEFAULT_ORDERING}
          onOrderingChange={(ordering) =>
            onChange({
              ordering: ordering === DEFAULT_ORDERING ? undefined : (ordering as CustomersSearch['ordering']),
            })
          }
          onPageChange={(p) => onChange({ page: p > 1 ? p : undefined })}
          getRowId={(c) => String(c.id)}
          isPending={list.isPending}
          error={list.error}
          onRetry={() => void list.refetch()}
          emptyTitle={search.search || search.group ? 'Không có khách hàng phù hợp.' : 'Chưa có khách hàng nào.'}
        />
      </div>
    </div>
  );
}

function countText(page: AdminCustomerPage) {
  const n = page.count.toLocaleString('vi-VN');
  return page.count_capped ? `Hơn ${n} khách hàng khớp, hãy thu hẹp tìm kiếm để xem hết` : `${n} khách hàng`;
}
