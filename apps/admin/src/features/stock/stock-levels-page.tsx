/**
 * The stock in every place it is kept (DESIGN §15): the levels per product or variant and location, filtered by
 * location, search and low stock (every value in the URL), the transfer and stocktake forms, and the latest
 * transfers. The route owns the URL.
 */
import { LOW_STOCK_DEFAULT_THRESHOLD } from '@shop/domain/admin.schemas';
import type { StockTransfer } from '@shop/domain/stock-locations.schemas';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from '../../components/button';
import { SelectField } from '../../components/form-field';
import { SearchBox, submittedSearch } from '../../components/search-box';
import { ApiError } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { StockCountForm } from './stock-count-form';
import type { StockLevelsSearch } from './stock-levels-search';
import { StockLevelsTable } from './stock-levels-table';
import { StockTransferForm } from './stock-transfer-form';
import { stockQueries } from './stock.queries';

export function StockLevelsPage({
  search,
  onChange,
}: {
  search: StockLevelsSearch;
  onChange: (patch: Partial<StockLevelsSearch>) => void;
}) {
  const locations = useQuery(stockQueries.locations());
  const levels = useQuery(stockQueries.levels(search));
  const [open, setOpen] = useState<'transfer' | 'count' | null>(null);
  const page = search.page ?? 1;
  // A page that no longer exists (the list got shorter): back to the first.
  const gone = levels.error instanceof ApiError && levels.error.status === 404 && page > 1;
  useEffect(() => {
    if (gone) onChange({ page: undefined });
  }, [gone, onChange]);
  const holding = (locations.data ?? []).filter((l) => l.holds_stock);
  const close = () => setOpen(null);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold">Tồn kho theo kho</h1>
          <p className="mt-1 text-sm text-gray-600">
            Có thể bán = tồn thực tế − hàng giữ cho đơn chưa giao. Trang web bán phần có thể bán của các kho bật “Bán
            online”.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button disabled={holding.length < 2} onClick={() => setOpen('transfer')}>
            Chuyển kho
          </Button>
          <Button tone="secondary" disabled={holding.length === 0} onClick={() => setOpen('count')}>
            Kiểm kho
          </Button>
        </div>
      </div>
      <LevelFilters search={search} onChange={onChange} locations={locations.data ?? []} />
      <section className="rounded-lg border border-gray-200 bg-white" aria-label="Tồn kho">
        <StockLevelsTable
          query={levels}
          page={page}
          ordering={search.ordering}
          onPageChange={(p) => onChange({ page: p })}
          onOrderingChange={(ordering) => onChange({ ordering: ordering as StockLevelsSearch['ordering'] })}
        />
      </section>
      <LatestTransfers location={search.location} />
      {open === 'transfer' && <StockTransferForm locations={holding} from={search.location} onClose={close} />}
      {open === 'count' && <StockCountForm locations={holding} location={search.location} onClose={close} />}
    </div>
  );
}

function LevelFilters({
  search,
  onChange,
  locations,
}: {
  search: StockLevelsSearch;
  onChange: (patch: Partial<StockLevelsSearch>) => void;
  locations: { id: number; name: string }[];
}) {
  return (
    <form
      role="search"
      aria-label="Lọc tồn kho"
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ search: submittedSearch(e.currentTarget) });
      }}
      className="flex flex-wrap items-end gap-3"
    >
      <SelectField
        label="Kho / cửa hàng"
        value={search.location ?? ''}
        onChange={(e) => onChange({ location: e.target.value ? Number(e.target.value) : undefined })}
        className="flex-[1_1_12rem]"
      >
        <option value="">Tất cả</option>
        {locations.map((l) => (
          <option key={l.id} value={l.id}>
            {l.name}
          </option>
        ))}
      </SelectField>
      <SearchBox value={search.search} onSearch={(s) => onChange({ search: s })} placeholder="Tên sản phẩm hoặc SKU" />
      <SelectField
        label="Mức tồn"
        value={search.low ? 'true' : ''}
        onChange={(e) => onChange({ low: e.target.value === 'true' ? true : undefined })}
        className="flex-[1_1_10rem]"
      >
        <option value="">Tất cả</option>
        <option value="true">Sắp hết (≤ {LOW_STOCK_DEFAULT_THRESHOLD})</option>
      </SelectField>
    </form>
  );
}

/** The last transfers, from or to the location filtered on. */
function LatestTransfers({ location }: { location: number | undefined }) {
  const transfers = useQuery(stockQueries.transfers(location));
  const rows = transfers.data?.results ?? [];
  return (
    <section aria-labelledby="transfers-title" className="rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="transfers-title" className="font-semibold">
        Phiếu chuyển kho gần đây
      </h2>
      {transfers.error && <p className="mt-2 text-sm text-red-700">{transfers.error.message}</p>}
      {transfers.isSuccess && rows.length === 0 && <p className="mt-2 text-sm text-gray-500">Chưa có phiếu nào.</p>}
      <ol className="mt-2 divide-y divide-gray-100 text-sm">
        {rows.map((t) => (
          <TransferRow key={t.id} transfer={t} />
        ))}
      </ol>
    </section>
  );
}

function TransferRow({ transfer: t }: { transfer: StockTransfer }) {
  const lines = t.lines.map(
    (l) => `${l.variant_name ? `${l.product_name} - ${l.variant_name}` : l.product_name} × ${l.quantity}`,
  );
  return (
    <li className="py-2">
      <p className="font-medium">
        #{t.id} · {t.from_name} → {t.to_name}
      </p>
      <p className="text-gray-700">{lines.join(', ')}</p>
      <p className="text-xs text-gray-500">
        {[formatDateTime(t.created_at), t.actor?.email, t.note].filter(Boolean).join(' · ')}
      </p>
    </li>
  );
}
