import type { StatsResponse } from '@shop/domain/admin-stats.schemas';
import { formatVnd } from '../../lib/format';
import { dayLabel } from '../../lib/day-label';

/** The chart's text alternative: every day of the range, for screen readers. */
export function DailyTable({ daily }: { daily: StatsResponse['daily'] }) {
  return (
    <table className="sr-only">
      <caption>Doanh thu và số đơn theo ngày</caption>
      <thead>
        <tr>
          <th scope="col">Ngày</th>
          <th scope="col">Doanh thu</th>
          <th scope="col">Số đơn</th>
        </tr>
      </thead>
      <tbody>
        {daily.map((d) => (
          <tr key={d.date}>
            <th scope="row">{dayLabel(d.date, 'long')}</th>
            <td>{formatVnd(d.revenue)}</td>
            <td>{d.orders}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
