import { LOW_STOCK_DEFAULT_THRESHOLD } from '@shop/domain/admin.schemas';
import { type LowStockItem } from '@shop/domain/admin-stats.schemas';
import { useId } from 'react';
import { EmptyState } from '../../components/list-states';
import { Panel } from './panel';

const THRESHOLDS = [0, 5, 10, 20, 50, 100];

/** Active products and variants at or under the threshold, lowest first (the products pages come later). */
export function LowStock({
  items,
  threshold,
  onThresholdChange,
}: {
  items: LowStockItem[];
  threshold: number;
  onThresholdChange: (threshold: number) => void;
}) {
  const id = useId();
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
      {items.length === 0 ? (
        <EmptyState title={`Không có sản phẩm nào còn từ ${threshold} trở xuống.`} />
      ) : (
        <ul className="max-h-96 divide-y divide-gray-100 overflow-y-auto">
          {items.map((item) => (
            <li
              key={`${item.product_id}-${item.variant_id ?? 0}`}
              className="flex items-center justify-between gap-3 px-4 py-2 text-sm"
            >
              <span>{item.name}</span>
              <span
                className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums ${item.stock === 0 ? 'bg-red-100 text-red-800' : 'bg-amber-100 text-amber-900'}`}
              >
                {item.stock === 0 ? 'Hết hàng' : `Còn ${item.stock.toLocaleString('vi-VN')}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
