/**
 * Money per shop day as bars, drawn by Recharts (SVG; its styles go through React's `style` props, which the CSP
 * allows): the dashboard's revenue, the reports' revenue and gross profit. Import it only from a module the page loads
 * with React.lazy, so the figures show before the chart library arrives. The drawing is hidden from screen readers:
 * each page's table beside it says the same in text.
 */
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { dayLabel } from '../lib/day-label';
import { formatVnd } from '../lib/format';

const compact = new Intl.NumberFormat('vi-VN', { notation: 'compact', maximumFractionDigits: 1 });

/** One series: the row's field it draws (dong), its name in the tooltip and legend, its colour. */
export interface DailyBar<Row> {
  field: keyof Row & string;
  name: string;
  fill: string;
}

export function DailyBarChart<Row extends object>({
  rows,
  day,
  bars,
  tooltip = (value, name) => [formatVnd(value), name],
  testId,
}: {
  rows: Row[];
  /** The row's field holding its shop day ('YYYY-MM-DD'). */
  day: keyof Row & string;
  bars: DailyBar<Row>[];
  /** A bar's tooltip line: its text and name (default: the amount in dong and the series' name). */
  tooltip?: (value: number, name: string, row: Row) => [string, string];
  testId: string;
}) {
  // Several series side by side: a legend names them, and each bar is narrower.
  const several = bars.length > 1;
  return (
    <div aria-hidden="true" className="h-64 w-full" data-testid={testId}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} stroke="#e5e7eb" />
          {/* Recharts types a data key by the rows' type, which a generic row leaves open: keys go as plain names. */}
          <XAxis
            dataKey={day as string}
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
            formatter={(value, name, item) => tooltip(Number(value), String(name), item.payload as Row)}
          />
          {several && <Legend wrapperStyle={{ fontSize: 12 }} />}
          {bars.map((b) => (
            <Bar
              key={b.field}
              dataKey={b.field as string}
              name={b.name}
              fill={b.fill}
              radius={[3, 3, 0, 0]}
              maxBarSize={several ? 32 : 48}
              animationDuration={300}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
