import { LOW_STOCK_DEFAULT_THRESHOLD } from '@shop/domain/admin.schemas';
import { type LowStockAtLocation, type LowStockItem } from '@shop/domain/admin-stats.schemas';
import { useId, useState } from 'react';
import { EmptyState } from '../../components/list-states';
import { Panel } from '../../components/panel';

const THRESHOLDS = [0, 5, 10, 20, 50, 100];

/**
 * Active products and variants at or under the threshold, lowest first: what the web sells, or what each place that
 * holds stock has available (DESIGN §15).
 */
export function LowStock({
  items,
  atLocations,
  threshold,
  onThresholdChange,
}: {
  items: LowStockItem[];
  atLocations: LowStockAtLocation[];
  threshold: number;
  onThresholdChange: (threshold: number) => void;
}) {
  const id = useId();
  const [view, setView] = useState<'web' | 'locations'>('web');
  const choices = [...new Set([...THRESHOLDS, threshold])].sort((a, b) => a - b);
  return (
    <Panel
      title="Sắp hết hàng"
      aside={
        <span className="flex items-center gap-2 text-sm">
          <label htmlFor={id} className="text-gray-600">
            Tồn kho tối đa
          </label>
          <select
            id={id}
            value={threshold}
            onChange={(e) => onThresholdChange(Number(e.target.value))}
            className="rounded-md border border-gray-300 bg-white px-2 py-1 focus:border-brand-700 focus:outline-2 focus:outline-brand-700/30"
          >
            {choices.map((n) => (
              <option key={n} value={n}>
                {n}
                {n === LOW_STOCK_DEFAULT_THRESHOLD ? ' (mặc định)' : ''}
              </option>
            ))}
          </select>
        </span>
      }
    >
      <div role="group" aria-label="Xem theo" className="flex gap-1 px-4 pt-2 text-sm">
        {(
          [
            ['web', 'Trên trang web'],
            ['locations', 'Theo kho'],
          ] as const
        ).map(([key, label]) => (
          <button
            key={key}
            type="button"
            aria-pressed={view === key}
            onClick={() => setView(key)}
            className={`rounded-md px-3 py-1 ${view === key ? 'bg-brand-700 font-semibold text-white' : 'bg-gray-100 text-gray-700 hover:bg-gray-200'}`}
          >
            {label}
          </button>
        ))}
      </div>
      {view === 'web' ? (
        <LowList
          rows={items.map((i) => ({ key: `${i.product_id}-${i.variant_id ?? 0}`, name: i.name, left: i.stock }))}
          empty={`Không có sản phẩm nào còn từ ${threshold} trở xuống.`}
        />
      ) : (
        <LowList
          rows={atLocations.map((i) => ({
            key: `${i.location}-${i.product_id}-${i.variant_id ?? 0}`,
            name: i.name,
            where: i.location_name,
            left: i.available,
          }))}
          empty={`Không kho nào có sản phẩm còn từ ${threshold} trở xuống.`}
        />
      )}
    </Panel>
  );
}

function LowList({
  rows,
  empty,
}: {
  rows: { key: string; name: string; where?: string; left: number }[];
  empty: string;
}) {
  if (rows.length === 0) return <EmptyState title={empty} />;
  return (
    <ul className="max-h-96 divide-y divide-gray-100 overflow-y-auto">
      {rows.map((row) => (
        <li key={row.key} className="flex items-center justify-between gap-3 px-4 py-2 text-sm">
          <span>
            {row.name}
            {row.where && <span className="block text-xs text-gray-500">{row.where}</span>}
          </span>
          <span
            className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums ${row.left === 0 ? 'bg-red-100 text-red-800' : 'bg-amber-100 text-amber-900'}`}
          >
            {row.left === 0 ? 'Hết hàng' : `Còn ${row.left.toLocaleString('vi-VN')}`}
          </span>
        </li>
      ))}
    </ul>
  );
}
