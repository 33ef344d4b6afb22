/**
 * A shift's report (`/admin/pos/shifts/{id}`, DESIGN §15): its sales by method, the cash the drawer should hold
 * against what was counted, and the difference; printable. An open shift shows its figures so far.
 */
import { POS_PAYMENT_METHODS, POS_PAYMENT_METHOD_LABELS } from '@shop/domain/pos.rules';
import type { Shift } from '@shop/domain/pos.schemas';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button, buttonClasses } from '../../components/button';
import { ErrorState } from '../../components/list-states';
import { formatDateTime, formatVnd } from '../../lib/format';
import { Difference } from './close-shift';
import { posQueries } from './pos.queries';

export function ShiftReportPage({ shiftId }: { shiftId: number }) {
  const shift = useQuery(posQueries.shift(shiftId));
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <div className="no-print flex flex-wrap gap-2">
        <Link to="/pos" className={`${buttonClasses('secondary')} min-h-11`}>
          Về quầy bán
        </Link>
        <Button className="min-h-11" onClick={() => window.print()} disabled={!shift.data}>
          In báo cáo
        </Button>
      </div>
      {shift.isPending ? (
        <p role="status">Đang tải…</p>
      ) : shift.isError ? (
        <ErrorState message={shift.error.message} onRetry={() => void shift.refetch()} />
      ) : (
        <ShiftReport shift={shift.data} />
      )}
    </div>
  );
}

export function ShiftReport({ shift }: { shift: Shift }) {
  const row = 'flex justify-between gap-4 py-1';
  return (
    <article className="space-y-4 rounded-lg border border-gray-200 bg-white p-5" aria-labelledby="shift-report-title">
      <header>
        <h1 id="shift-report-title" className="text-xl font-semibold">
          Báo cáo ca #{shift.id}: {shift.location_name}
        </h1>
        <p className="text-sm text-gray-600">
          Mở {formatDateTime(shift.opened_at)}
          {shift.opened_by && ` (${shift.opened_by})`}
          {shift.closed_at
            ? ` · Đóng ${formatDateTime(shift.closed_at)}${shift.closed_by ? ` (${shift.closed_by})` : ''}`
            : ' · Đang mở'}
        </p>
      </header>
      <section aria-label="Doanh thu theo hình thức">
        <h2 className="font-semibold">Doanh thu ({shift.sales_count} đơn)</h2>
        <dl className="divide-y divide-gray-100 tabular-nums">
          {POS_PAYMENT_METHODS.map((m) => (
            <div key={m} className={row}>
              <dt>{POS_PAYMENT_METHOD_LABELS[m]}</dt>
              <dd>{formatVnd(shift.sales_by_method[m])}</dd>
            </div>
          ))}
          <div className={`${row} font-semibold`}>
            <dt>Tổng doanh thu</dt>
            <dd>{formatVnd(shift.sales_total)}</dd>
          </div>
        </dl>
      </section>
      <section aria-label="Tiền mặt trong két">
        <h2 className="font-semibold">Tiền mặt trong két</h2>
        <dl className="divide-y divide-gray-100 tabular-nums">
          <div className={row}>
            <dt>Tiền đầu ca</dt>
            <dd>{formatVnd(shift.opening_cash)}</dd>
          </div>
          <div className={row}>
            <dt>Dự kiến (đầu ca + bán tiền mặt)</dt>
            <dd>{formatVnd(shift.expected_cash)}</dd>
          </div>
          <div className={row}>
            <dt>Đếm được</dt>
            <dd>{shift.counted_cash === null ? '—' : formatVnd(shift.counted_cash)}</dd>
          </div>
          <div className={`${row} text-lg`}>
            <dt className="font-semibold">Chênh lệch</dt>
            <dd>{shift.difference === null ? '—' : <Difference amount={shift.difference} />}</dd>
          </div>
        </dl>
      </section>
    </article>
  );
}
