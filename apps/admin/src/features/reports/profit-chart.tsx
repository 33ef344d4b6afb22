/**
 * Revenue and gross profit per day of delivery (components/daily-bar-chart.tsx), loaded on its own with React.lazy as
 * the dashboard's revenue chart is. The table beside it says the same in text.
 */
import type { ProfitReport } from '@shop/domain/admin-reports.schemas';
import { DailyBarChart } from '../../components/daily-bar-chart';

export default function ProfitChart({ rows }: { rows: ProfitReport['rows'] }) {
  return (
    <DailyBarChart
      rows={rows}
      day="key"
      bars={[
        { field: 'revenue', name: 'Doanh thu', fill: '#15803d' },
        { field: 'gross_profit', name: 'Lợi nhuận gộp', fill: '#0369a1' },
      ]}
      testId="profit-chart"
    />
  );
}
