/**
 * Revenue and gross profit per day of delivery, drawn by Recharts as the dashboard's revenue chart is (loaded on its
 * own with React.lazy). Hidden from screen readers: the table beside it says the same in text.
 */
import type { ProfitReport } from '@shop/domain/admin-reports.schemas';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { dayLabel } from '../../lib/day-label';
import { formatVnd } from '../../lib/format';

const compact = new Intl.NumberFormat('vi-VN', { notation: 'compact', maximumFractionDigits: 1 });

export default function ProfitChart({ rows }: { rows: ProfitReport['rows'] }) {
  return (
    <div aria-hidden="true" className="h-64 w-full" data-testid="profit-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} stroke="#e5e7eb" />
          <XAxis
            dataKey="key"
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
            formatter={(value, name) => [formatVnd(Number(value)), name]}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar
            dataKey="revenue"
            name="Doanh thu"
            fill="#15803d"
            radius={[3, 3, 0, 0]}
            maxBarSize={32}
            animationDuration={300}
          />
          <Bar
            dataKey="gross_profit"
            name="Lợi nhuận gộp"
            fill="#0369a1"
            radius={[3, 3, 0, 0]}
            maxBarSize={32}
            animationDuration={300}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
