import type { StatsResponse } from '@shop/domain/admin-stats.schemas';
import { formatVnd } from '../../lib/format';

/** Revenue, orders and the average order; announced politely when a refresh changes them. */
export function SummaryCards({ stats }: { stats: StatsResponse }) {
  const cards = [
    { label: 'Doanh thu', value: formatVnd(stats.revenue), hint: 'Đơn đã thanh toán hoặc đơn tiền mặt đã giao' },
    { label: 'Đơn hàng', value: stats.orders.toLocaleString('vi-VN'), hint: 'Mọi đơn đặt trong khoảng thời gian' },
    {
      label: 'Giá trị đơn trung bình',
      value: formatVnd(stats.average_order_value),
      hint: 'Doanh thu chia cho số đơn tính doanh thu',
    },
  ];
  return (
    <dl aria-live="polite" className="grid gap-3 sm:grid-cols-3">
      {cards.map((c) => (
        <div key={c.label} className="rounded-lg border border-gray-200 bg-white p-4">
          <dt className="text-sm text-gray-600">{c.label}</dt>
          <dd className="mt-1 text-2xl font-semibold text-gray-900 tabular-nums">{c.value}</dd>
          <dd className="mt-1 text-xs text-gray-500">{c.hint}</dd>
        </div>
      ))}
    </dl>
  );
}
