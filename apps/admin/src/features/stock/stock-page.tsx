/**
 * A product's stock ledger: its stock now (own and per variant), an adjustment, and every change with
 * who, why and what it left, newest first, optionally one variant's only.
 */
import type { AdminProductDetail } from '@shop/domain/admin-catalog.schemas';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '../../components/list-states';
import { SelectField } from '../../components/form-field';
import { StockAdjustForm } from './stock-adjust-form';
import { StockLedgerTable } from './stock-ledger-table';
import type { StockSearch } from './stock-search';
import { stockQueries } from './stock.queries';

export function StockPage({
  productId,
  search,
  onSearchChange,
}: {
  productId: number;
  search: StockSearch;
  onSearchChange: (search: StockSearch) => void;
}) {
  const product = useQuery(stockQueries.product(productId));
  const ledger = useQuery(stockQueries.ledger(productId, search));

  if (product.error) return <ErrorState message={product.error.message} onRetry={() => void product.refetch()} />;
  const p = product.data;
  return (
    <div className="space-y-4">
      <StockBreadcrumb product={p} />
      <div>
        <h1 className="text-xl font-semibold">Sổ kho{p ? `: ${p.name}` : ''}</h1>
        {p && (
          <dl aria-live="polite" className="mt-2 flex flex-wrap gap-2 text-sm">
            <StockFigure label="Tồn kho riêng" value={p.stock} />
            {p.variants.map((v) => (
              <StockFigure key={v.id} label={v.name} value={v.stock} muted={!v.is_active} />
            ))}
            <StockFigure label="Tổng có thể bán" value={p.total_stock} strong />
          </dl>
        )}
      </div>
      {p && <StockAdjustForm product={p} />}
      <section aria-labelledby="ledger-title" className="rounded-lg border border-gray-200 bg-white">
        <div className="flex flex-wrap items-end justify-between gap-3 px-4 pt-4">
          <div>
            <h2 id="ledger-title" className="font-semibold">
              Lịch sử tồn kho
            </h2>
            <p className="text-sm text-gray-600" aria-live="polite">
              {ledger.data ? `${ledger.data.count.toLocaleString('vi-VN')} dòng` : ' '}
            </p>
          </div>
          {p && p.variants.length > 0 && (
            <VariantFilter product={p} value={search.variant} onChange={(variant) => onSearchChange({ variant })} />
          )}
        </div>
        <StockLedgerTable
          query={ledger}
          page={search.page ?? 1}
          onPageChange={(page) => onSearchChange({ ...search, page })}
        />
      </section>
    </div>
  );
}

/** Where the ledger sits: plain links, as the product pages belong to the products desk. */
function StockBreadcrumb({ product: p }: { product: AdminProductDetail | undefined }) {
  const base = import.meta.env.BASE_URL;
  return (
    <nav aria-label="Vị trí" className="text-sm text-gray-600">
      {/* Plain links: the product pages belong to the products desk. */}
      <a href={`${base}products`} className="underline">
        Sản phẩm
      </a>
      {p && (
        <>
          {' / '}
          <a href={`${base}products/${p.id}`} className="underline">
            {p.name}
          </a>
        </>
      )}
    </nav>
  );
}

/** One variant's movements only, or all of them. */
function VariantFilter({
  product,
  value,
  onChange,
}: {
  product: AdminProductDetail;
  value: number | undefined;
  onChange: (variant: number | undefined) => void;
}) {
  return (
    <SelectField
      label="Lọc theo hàng"
      className="w-64 max-w-full"
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value ? Number(e.target.value) : undefined)}
    >
      <option value="">Tất cả</option>
      {product.variants.map((v) => (
        <option key={v.id} value={v.id}>
          {v.name}
        </option>
      ))}
    </SelectField>
  );
}

function StockFigure({
  label,
  value,
  muted = false,
  strong = false,
}: {
  label: string;
  value: number;
  muted?: boolean;
  strong?: boolean;
}) {
  return (
    <div
      className={`rounded-md border px-3 py-2 ${strong ? 'border-brand-700 bg-brand-50' : 'border-gray-200 bg-white'} ${muted ? 'opacity-60' : ''}`}
    >
      <dt className="text-xs text-gray-600">
        {label}
        {muted ? ' (ngừng bán)' : ''}
      </dt>
      <dd className="text-lg font-semibold tabular-nums">{value.toLocaleString('vi-VN')}</dd>
    </div>
  );
}
