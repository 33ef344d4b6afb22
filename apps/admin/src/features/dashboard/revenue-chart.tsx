/**
 * Revenue per day (components/daily-bar-chart.tsx), its tooltip with the day's orders. Loaded on its own (React.lazy in
 * dashboard.tsx), so the figures show before the chart library arrives; the table beside it (daily-table.tsx) says the
 * same in text.
 */
import type { StatsResponse } from '@shop/domain/admin-stats.schemas';
import { DailyBarChart } from '../../components/daily-bar-chart';
import { formatVnd } from '../../lib/format';

export default function RevenueChart({ daily }: { daily: StatsResponse['daily'] }) {
  return (
    <DailyBarChart
      rows={daily}
      day="date"
      bars={[{ field: 'revenue', name: 'Doanh thu', fill: '#15803d' }]}
      tooltip={(value, _name, day) => [`${formatVnd(value)} · ${day.orders} đơn`, 'Doanh thu']}
      testId="revenue-chart"
    />
  );
}
