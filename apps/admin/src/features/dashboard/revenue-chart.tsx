/**
 * Revenue per day, drawn by Recharts (SVG; its styles go through React's `style` props, which the CSP allows). Loaded
 * on its own (React.lazy in dashboard.tsx), so the figures show before the chart library arrives. The drawing is
 * hidden from screen readers: the table beside it (daily-table.tsx) says the same in text.
 */
import type { StatsResponse } from '@shop/domain/admin-stats.schemas';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatVnd } from '../../lib/format';
import { dayLabel } from '../../lib/day-label';

const compact = new Intl.NumberFormat('vi-VN', { notation: 'compact', maximumFractionDigits: 1 });

export default function RevenueChart({ daily }: { daily: StatsResponse['daily'] }) {
  return (
    <div aria-hidden="true" className="h-64 w-full" data-testid="revenue-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={daily} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} stroke="#e5e7eb" />
          <XAxis
            dataKey="date"
            tickFormatter={(d: string) => dayLabel(d, 'short')}
            tick={{ fontSize: 12, fill: '#4b5563' }}
            tickLine={false}
            minTickGap={12}
          />
          <YAxis
            tickFormatter={(v: number) => compact.format(v)}
            tick={{ fontSize: 12, fill: '#4b5563' }}
            tickLine={false}
            axisLine={false}
            width={56}
            allowDecimals={false}
          />
          <Tooltip
            cursor={{ fill: '#f0fdf4' }}
            labelFormatter={(d) => dayLabel(String(d), 'long')}
            formatter={(value, _name, item) => [
              `${formatVnd(Number(value))} · ${(item.payload as { orders: number }).orders} đơn`,
              'Doanh thu',
            ]}
          />
          <Bar
            dataKey="revenue"
            name="Doanh thu"
            fill="#15803d"
            radius={[3, 3, 0, 0]}
            maxBarSize={48}
            animationDuration={300}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
