/**
 * The voucher list: search by code, active or not, the table sorted in SQL (code, uses, discount given,
 * created), paging and the "Thêm mã giảm giá" button. The route owns the URL.
 */
import type { AdminPromotion } from '@shop/domain/admin-promotions.schemas';
import { ADMIN_PAGE_SIZE } from '@shop/domain/admin.schemas';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { useEffect } from 'react';
import { Button, buttonClasses } from '../../components/button';
import { DataTable } from '../../components/data-table';
import { SelectField } from '../../components/form-field';
import { SearchBox, submittedSearch } from '../../components/search-box';
import { ApiError } from '../../lib/api';
import { formatDate, formatVnd } from '../../lib/format';
import { discountLabel, statusLabel, windowLabel } from './promotion-terms';
import type { PromotionsSearch } from './promotions-search';
import { promotionsQueries } from './promotions.queries';

const columns: ColumnDef<AdminPromotion, never>[] = [
  {
    accessorKey: 'code',
    header: 'Mã',
    cell: ({ row }) => (
      <div className="min-w-32">
        <Link
          to="/promotions/$promotionId"
          params={{ promotionId: row.original.id }}
          className="font-mono font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {row.original.code}
        </Link>
        <p className="text-xs text-gray-500">{discountLabel(row.original)}</p>
      </div>
    ),
  },
  {
    id: 'rules',
    header: 'Điều kiện',
    cell: ({ row }) => {
      const p = row.original;
      return (
        <div className="min-w-40 text-xs text-gray-700">
          <p>Đơn từ {formatVnd(p.min_purchase_amount)}</p>
          <p>
            {p.usage_limit_per_user === null ? 'Không giới hạn mỗi khách' : `${p.usage_limit_per_user} lần / khách`}
          </p>
          <p>{windowLabel(p)}</p>
        </div>
      );
    },
  },
  {
    accessorKey: 'times_used',
    header: 'Đã dùng',
    cell: ({ row }) => (
      <span className="whitespace-nowrap tabular-nums">
        {row.original.times_used.toLocaleString('vi-VN')}
        {row.original.usage_limit !== null && ` / ${row.original.usage_limit.toLocaleString('vi-VN')}`}
      </span>
    ),
  },
  {
    accessorKey: 'discount_total',
    header: 'Đã giảm',
    cell: ({ row }) => <span className="whitespace-nowrap tabular-nums">{formatVnd(row.original.discount_total)}</span>,
  },
  {
    id: 'status',
    header: 'Trạng thái',
    cell: ({ row }) => {
      const s = statusLabel(row.original);
      return (
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${s.live ? 'bg-green-100 text-green-800' : 'bg-gray-200 text-gray-700'}`}
        >
          {s.text}
        </span>
      );
    },
  },
  {
    accessorKey: 'created_at',
    header: 'Ngày tạo',
    cell: ({ row }) => <span className="whitespace-nowrap">{formatDate(row.original.created_at)}</span>,
  },
];

export function PromotionList({
  search,
  onChange,
}: {
  search: PromotionsSearch;
  onChange: (patch: Partial<PromotionsSearch>) => void;
}) {
  const list = useQuery(promotionsQueries.list(search));
  const page = search.page ?? 1;

  // A page that no longer exists (the list got shorter): back to the first.
  const gone = list.error instanceof ApiError && list.error.status === 404 && page > 1;
  useEffect(() => {
    if (gone) onChange({ page: undefined });
  }, [gone, onChange]);

  const filtered = search.search !== undefined || search.is_active !== undefined;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h1 className="text-xl font-semibold">Mã giảm giá</h1>
          <p className="text-sm text-gray-600" aria-live="polite">
            {list.data ? `${list.data.count.toLocaleString('vi-VN')} mã` : ''}
          </p>
        </div>
        <Link to="/promotions/new" className={buttonClasses()}>
          Thêm mã giảm giá
        </Link>
      </div>
      <PromotionFilters search={search} onChange={onChange} filtered={filtered} />
      <div className="rounded-lg border border-gray-200 bg-white">
        <DataTable
          caption="Danh sách mã giảm giá"
          columns={columns}
          rows={list.data?.results}
          count={list.data?.count ?? 0}
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          ordering={search.ordering ?? '-created_at'}
          onOrderingChange={(ordering) =>
            onChange({ ordering: ordering === '-created_at' ? undefined : (ordering as PromotionsSearch['ordering']) })
          }
          onPageChange={(p) => onChange({ page: p > 1 ? p : undefined })}
          getRowId={(p) => String(p.id)}
          isPending={list.isPending}
          error={list.error}
          onRetry={() => void list.refetch()}
          emptyTitle={filtered ? 'Không có mã phù hợp.' : 'Chưa có mã giảm giá nào.'}
        />
      </div>
    </div>
  );
}

/** Search by code, active or not, and clearing both. */
function PromotionFilters({
  search,
  onChange,
  filtered,
}: {
  search: PromotionsSearch;
  onChange: (patch: Partial<PromotionsSearch>) => void;
  filtered: boolean;
}) {
  return (
    <form
      role="search"
      aria-label="Lọc mã giảm giá"
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ search: submittedSearch(e.currentTarget) });
      }}
      className="flex flex-wrap items-end gap-3"
    >
      <SearchBox value={search.search} onSearch={(s) => onChange({ search: s })} placeholder="Mã giảm giá" />
      <SelectField
        label="Trạng thái"
        value={search.is_active === undefined ? '' : String(search.is_active)}
        onChange={(e) => onChange({ is_active: e.target.value === '' ? undefined : e.target.value === 'true' })}
        className="flex-[1_1_9rem]"
      >
        <option value="">Tất cả</option>
        <option value="true">Đang bật</option>
        <option value="false">Đã ngừng</option>
      </SelectField>
      {filtered && (
        <Button tone="ghost" onClick={() => onChange({ search: undefined, is_active: undefined })}>
          Xóa bộ lọc
        </Button>
      )}
    </form>
  );
}
