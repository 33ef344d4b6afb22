/**
 * "Công nợ" (DESIGN §17): every customer who owes on account or has credit, those with an overdue order first (the
 * longest overdue first), searched by name, phone or e-mail and paged by the server; a row opens the customer, where
 * staff record a payment.
 */
import { ADMIN_PAGE_SIZE } from '@shop/domain/admin.schemas';
import type { ReceivableRow } from '@shop/domain/receivables.schemas';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { DataTable } from '../../components/data-table';
import { SearchBox, submittedSearch } from '../../components/search-box';
import { ApiError } from '../../lib/api';
import { formatDate, formatVnd } from '../../lib/format';
import type { ReceivablesSearch } from './receivables-search';
import { receivablesQueries } from './receivables.queries';
import { Balance } from './balance';

const columns: ColumnDef<ReceivableRow, never>[] = [
  {
    id: 'customer',
    header: 'Khách hàng',
    cell: ({ row }) => (
      <div className="min-w-40">
        <Link
          to="/customers/$customerId"
          params={{ customerId: row.original.customer.id }}
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {row.original.customer.name || '(Chưa có tên)'}
        </Link>
        <p className="whitespace-nowrap text-gray-600">{row.original.customer.phone}</p>
      </div>
    ),
  },
  {
    id: 'balance',
    header: 'Dư nợ',
    cell: ({ row }) => <Balance amount={row.original.balance} />,
  },
  {
    id: 'overdue',
    header: 'Quá hạn',
    cell: ({ row }) =>
      row.original.overdue > 0 ? (
        <span className="font-semibold whitespace-nowrap text-red-700 tabular-nums">
          {formatVnd(row.original.overdue)}
        </span>
      ) : (
        <span className="text-gray-500">—</span>
      ),
  },
  {
    id: 'oldest_due_at',
    header: 'Hạn sớm nhất',
    cell: ({ row }) => (
      <span className="whitespace-nowrap">
        {row.original.oldest_due_at ? formatDate(row.original.oldest_due_at) : '—'}
      </span>
    ),
  },
  {
    id: 'open_orders',
    header: 'Đơn chưa trả',
    cell: ({ row }) => <span className="tabular-nums">{row.original.open_orders.toLocaleString('vi-VN')}</span>,
  },
  {
    id: 'terms',
    header: 'Hạn mức',
    cell: ({ row }) => (
      <div className="whitespace-nowrap">
        <p className="tabular-nums">
          {row.original.credit_limit === null ? 'Không giới hạn' : formatVnd(row.original.credit_limit)}
        </p>
        <p className="text-gray-600">{row.original.payment_terms_days} ngày</p>
      </div>
    ),
  },
];

export function ReceivablesPage({
  search,
  onChange,
}: {
  search: ReceivablesSearch;
  onChange: (patch: Partial<ReceivablesSearch>) => void;
}) {
  const list = useQuery(receivablesQueries.list(search));
  const page = search.page ?? 1;
  // A page that no longer exists (the list got shorter): back to the first.
  const gone = list.error instanceof ApiError && list.error.status === 404 && page > 1;
  useEffect(() => {
    if (gone) onChange({ page: undefined });
  }, [gone, onChange]);

  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-xl font-semibold">Công nợ</h1>
        <p className="text-sm text-gray-600" aria-live="polite">
          {list.data ? `${list.data.count.toLocaleString('vi-VN')} khách hàng` : ''}
        </p>
      </div>
      <form
        role="search"
        aria-label="Tìm công nợ khách hàng"
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
        <label className="flex min-h-10 items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={search.overdue === true}
            onChange={(e) => onChange({ overdue: e.target.checked || undefined })}
          />
          Chỉ khách có đơn quá hạn
        </label>
      </form>
      <div className="rounded-lg border border-gray-200 bg-white">
        <DataTable
          caption="Công nợ theo khách hàng"
          columns={columns}
          rows={list.data?.results}
          count={list.data?.count ?? 0}
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          onPageChange={(p) => onChange({ page: p > 1 ? p : undefined })}
          getRowId={(r) => String(r.customer.id)}
          isPending={list.isPending}
          error={list.error}
          onRetry={() => void list.refetch()}
          emptyTitle={
            search.search || search.overdue ? 'Không có khách hàng phù hợp.' : 'Chưa có khách hàng nào đang nợ.'
          }
        />
      </div>
    </div>
  );
}
