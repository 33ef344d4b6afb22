/** The COD statement's two tables: the rows read from the file before sending, and the server's verdict after. */
import type { CodHoldings, CodRemittanceResponse } from '@shop/domain/cod.schemas';
import { formatVnd } from '../../lib/format';
import type { StatementLine } from './cod-statement';
import { REMITTANCE_OUTCOME_LABELS } from './carrier-labels';

const TH = 'py-1 pr-2 font-medium';

export function StatementPreview({ lines, held }: { lines: StatementLine[]; held: CodHoldings[number]['orders'] }) {
  const expected = new Map(held.map((o) => [o.order_id, o.amount]));
  const total = lines.reduce((sum, l) => sum + (l.problem ? 0 : l.amount!), 0);
  return (
    <div className="overflow-x-auto">
      <table aria-label="Xem trước bảng kê" className="w-full min-w-96 text-sm">
        <thead className="text-left text-gray-600">
          <tr>
            <th className={TH}>Dòng</th>
            <th className={TH}>Đơn</th>
            <th className={TH}>Mã vận đơn</th>
            <th className={`${TH} text-right`}>Số tiền</th>
            <th className={TH}>Kiểm tra</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {lines.map((l) => {
            const due = l.order_id === null ? undefined : expected.get(l.order_id);
            const check =
              l.problem ??
              (due === undefined
                ? 'Hãng không giữ tiền đơn này'
                : due === l.amount
                  ? 'Khớp'
                  : `Lệch: hãng giữ ${formatVnd(due)}`);
            const ok = check === 'Khớp';
            return (
              <tr key={l.row}>
                <td className="py-1 pr-2">{l.row}</td>
                <td className="py-1 pr-2">{l.order_id === null ? '—' : `#${l.order_id}`}</td>
                <td className="py-1 pr-2 font-mono">{l.code ?? '—'}</td>
                <td className="py-1 pr-2 text-right tabular-nums">{l.amount === null ? '—' : formatVnd(l.amount)}</td>
                <td className={`py-1 pr-2 ${ok ? 'text-green-700' : 'text-amber-800'}`}>{check}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="mt-2 text-sm">
        Tổng bảng kê (các dòng đọc được): <span className="font-semibold tabular-nums">{formatVnd(total)}</span>
      </p>
    </div>
  );
}

export function RemittanceResults({ results }: { results: CodRemittanceResponse }) {
  const flagged = results.results.filter((r) => r.outcome !== 'paid' && r.outcome !== 'already_paid');
  return (
    <div className="mt-4 space-y-2" aria-live="polite">
      <p
        className={`rounded-md border px-3 py-2 text-sm ${
          flagged.length ? 'border-amber-300 bg-amber-50 text-amber-950' : 'border-green-200 bg-green-50 text-green-900'
        }`}
      >
        Bảng kê <span className="font-medium">{results.reference}</span>: đã ghi nhận{' '}
        <span className="font-semibold tabular-nums">{formatVnd(results.paid_amount)}</span>
        {flagged.length > 0 && (
          <span className="font-medium text-red-800">
            {' '}
            · {flagged.length} đơn lệch hoặc không khớp, chưa ghi nhận: kiểm tra với hãng
          </span>
        )}
      </p>
      <ul aria-label="Kết quả đối soát" className="divide-y divide-gray-100 text-sm">
        {results.results.map((r) => {
          const bad = r.outcome !== 'paid' && r.outcome !== 'already_paid';
          return (
            <li key={r.order_id} className="flex flex-wrap justify-between gap-2 py-1">
              <span>
                Đơn #{r.order_id} · {formatVnd(r.amount)}
                {r.expected !== null && r.expected !== r.amount && <> (COD {formatVnd(r.expected)})</>}
              </span>
              <span className={bad ? 'font-medium text-red-700' : 'text-green-700'}>
                {REMITTANCE_OUTCOME_LABELS[r.outcome]}
                {bad && r.detail ? ` — ${r.detail}` : ''}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
