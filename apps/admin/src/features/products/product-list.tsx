/**
 * The product list: the filter bar, the table sorted in SQL (name, price, stock, units sold, created),
 * paging, the "Thêm sản phẩm" button and the export of what the filters select. The route owns the URL.
 */
import { ADMIN_PAGE_SIZE } from '@shop/domain/admin.schemas';
import type { AdminProductSummary } from '@shop/domain/admin-catalog.schemas';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button, buttonClasses } from '../../components/button';
import { DataTable } from '../../components/data-table';
import { ApiError } from '../../lib/api';
import { formatDate, formatVnd } from '../../lib/format';
import { thumbUrl } from '../media';
import { ProductFilters } from './product-filters';
import type { ProductsSearch } from './products-search';
import { downloadProductsCsv } from '../csv';
import { productsQueries } from './products.queries';

const columns: ColumnDef<AdminProductSummary, never>[] = [
  {
    id: 'image',
    header: 'Ảnh',
    cell: ({ row }) =>
      row.original.image_url ? (
        <img src={thumbUrl(row.original.image_url)} alt="" className="size-12 rounded object-cover" loading="lazy" />
      ) : (
        <span className="block size-12 rounded bg-gray-100" />
      ),
  },
  {
    accessorKey: 'name',
    header: 'Tên sản phẩm',
    cell: ({ row }) => (
      <div className="min-w-48">
        <Link
          to="/products/$productId"
          params={{ productId: row.original.id }}
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {row.original.name}
        </Link>
        <p className="text-xs text-gray-500">{row.original.category_name}</p>
        {row.original.barcode && <p className="text-xs text-gray-500 tabular-nums">Mã vạch: {row.original.barcode}</p>}
      </div>
    ),
  },
  {
    id: 'variants',
    header: 'Phân loại',
    cell: ({ row }) => {
      const v = row.original.variants;
      return v.length ? (
        <span title={v.map((x) => x.sku).join(', ')}>{v.length} phân loại</span>
      ) : (
        <span className="text-gray-500">—</span>
      );
    },
  },
  {
    accessorKey: 'price',
    header: 'Giá',
    cell: ({ row }) => {
      const p = row.original;
      const discounted = p.discount_price !== null && p.discount_price < p.price;
      return (
        <div className="whitespace-nowrap tabular-nums">
          {discounted ? (
            <>
              <p>{formatVnd(p.discount_price!)}</p>
              <p className="text-xs text-gray-500 line-through">{formatVnd(p.price)}</p>
            </>
          ) : (
            formatVnd(p.price)
          )}
        </div>
      );
    },
  },
  {
    // Sorted by the server on all of the product's stock (own + variants'), which is what the cell shows.
    accessorKey: 'stock',
    header: 'Tồn kho',
    cell: ({ row }) => (
      <span
        className={`relative tabular-nums ${row.original.low_stock ? 'rounded bg-amber-100 px-2 py-0.5 font-semibold text-amber-900' : ''}`}
      >
        {row.original.total_stock.toLocaleString('vi-VN')}
        {row.original.low_stock && <span className="sr-only"> (sắp hết)</span>}
      </span>
    ),
  },
  {
    accessorKey: 'total_quantity_sold',
    header: 'Đã bán',
    cell: ({ row }) => <span className="tabular-nums">{row.original.total_quantity_sold.toLocaleString('vi-VN')}</span>,
  },
  {
    id: 'is_active',
    header: 'Trạng thái',
    cell: ({ row }) =>
      row.original.is_active ? (
        <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800">Đang bán</span>
      ) : (
        <span className="rounded-full bg-gray-200 px-2 py-0.5 text-xs font-medium text-gray-700">Ngừng bán</span>
      ),
  },
  {
    accessorKey: 'created_at',
    header: 'Ngày tạo',
    cell: ({ row }) => <span className="whitespace-nowrap">{formatDate(row.original.created_at)}</span>,
  },
];

export function ProductList({
  search,
  onChange,
}: {
  search: ProductsSearch;
  onChange: (patch: Partial<ProductsSearch>) => void;
}) {
  const list = useQuery(productsQueries.list(search));
  const [exporting, setExporting] = useState(false);
  const page = search.page ?? 1;

  // A page that no longer exists (the list got shorter): back to the first.
  const gone = list.error instanceof ApiError && list.error.status === 404 && page > 1;
  useEffect(() => {
    if (gone) onChange({ page: undefined });
  }, [gone, onChange]);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { page: _page, ...filters } = search;
      await downloadProductsCsv(filters);
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      setExporting(false);
    }
  };

  const filtered = Object.entries(search).some(([k, v]) => k !== 'ordering' && k !== 'page' && v !== undefined);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h1 className="text-xl font-semibold">Sản phẩm</h1>
          <p className="text-sm text-gray-600" aria-live="polite">
            {list.data ? `${list.data.count.toLocaleString('vi-VN')} sản phẩm` : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button tone="secondary" busy={exporting} onClick={() => void exportCsv()}>
            Xuất CSV
          </Button>
          <Link to="/products/import" className={buttonClasses('secondary')}>
            Nhập CSV
          </Link>
          <Link to="/products/new" className={buttonClasses()}>
            Thêm sản phẩm
          </Link>
        </div>
      </div>
      <ProductFilters search={search} onChange={onChange} />
      <div className="rounded-lg border border-gray-200 bg-white">
        <DataTable
          caption="Danh sách sản phẩm"
          columns={columns}
          rows={list.data?.results}
          count={list.data?.count ?? 0}
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          ordering={search.ordering ?? '-created_at'}
          onOrderingChange={(ordering) =>
            onChange({ ordering: ordering === '-created_at' ? undefined : (ordering as ProductsSearch['ordering']) })
          }
          onPageChange={(p) => onChange({ page: p > 1 ? p : undefined })}
          getRowId={(p) => String(p.id)}
          isPending={list.isPending}
          error={list.error}
          onRetry={() => void list.refetch()}
          emptyTitle={filtered ? 'Không có sản phẩm phù hợp.' : 'Chưa có sản phẩm nào.'}
        />
      </div>
    </div>
  );
}
