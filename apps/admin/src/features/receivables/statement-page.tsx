/**
 * A customer's statement (bảng kê công nợ, DESIGN §17) over the days chosen: the balance before, each order on account
 * and each payment with the running balance, the balance after. It prints on A4 (the toolbar doesn't) and downloads
 * as CSV.
 */
import type { PublicConfig } from '@shop/domain/shop.schemas';
import type { Statement } from '@shop/domain/receivables.schemas';
import { useMutation, useQuery, queryOptions } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { toast } from 'sonner';
import { Button } from '../../components/button';
import { ErrorState } from '../../components/list-states';
import { TextField } from '../../components/form-field';
import { api } from '../../lib/api';
import { formatDate, formatVnd } from '../../lib/format';
import type { StatementSearch } from './receivables-search';
import { downloadStatementCsv, receivablesQueries } from './receivables.queries';
import './statement.css';

const shopQuery = queryOptions({
  queryKey: ['admin', 'shop-config'],
  queryFn: ({ signal }) => api<PublicConfig>('/api/config', { signal, auth: false }),
  staleTime: Infinity,
});

/** 'YYYY-MM-DD' as Vietnamese documents write a day. */
const dayText = (day: string) => day.split('-').reverse().join('/');

export function StatementPage({
  customerId,
  range,
  onRange,
}: {
  customerId: number;
  range: StatementSearch;
  onRange: (range: StatementSearch) => void;
}) {
  const statement = useQuery(receivablesQueries.statement(customerId, range));
  const shop = useQuery(shopQuery);
  const s = statement.data;
  return (
    <div className="space-y-4">
      <Toolbar customerId={customerId} range={range} statement={s} onRange={onRange} />
      {statement.error && !s ? (
        <ErrorState message={statement.error.message} onRetry={() => void statement.refetch()} />
      ) : !s ? (
        <div role="status" aria-label="Đang tải…" className="h-64 animate-pulse rounded-lg bg-gray-200" />
      ) : (
        <StatementSheet statement={s} shopName={shop.data?.shop_name ?? ''} />
      )}
    </div>
  );
}

/** The days shown, the CSV download and the print button; none of it prints. */
function Toolbar({
  customerId,
  range,
  statement: s,
  onRange,
}: {
  customerId: number;
  range: StatementSearch;
  statement: Statement | undefined;
  onRange: (range: StatementSearch) => void;
}) {
  const csv = useMutation({
    mutationFn: () => downloadStatementCsv(customerId, { date_from: s!.date_from, date_to: s!.date_to }),
    onError: (e) => toast.error(e.message),
  });
  return (
    <div className="no-print flex flex-wrap items-end gap-3">
      <Link
        to="/customers/$customerId"
        params={{ customerId }}
        className="w-full text-sm text-brand-700 hover:underline"
      >
        ← Về khách hàng
      </Link>
      <form
        className="flex flex-wrap items-end gap-3"
        aria-label="Khoảng thời gian"
        onSubmit={(e) => {
          e.preventDefault();
          const data = new FormData(e.currentTarget);
          onRange({
            date_from: String(data.get('date_from') || '') || undefined,
            date_to: String(data.get('date_to') || '') || undefined,
          });
        }}
      >
        <TextField
          label="Từ ngày"
          type="date"
          name="date_from"
          defaultValue={s?.date_from ?? range.date_from}
          key={`f${s?.date_from}`}
        />
        <TextField
          label="Đến ngày"
          type="date"
          name="date_to"
          defaultValue={s?.date_to ?? range.date_to}
          key={`t${s?.date_to}`}
        />
        <Button type="submit" tone="secondary">
          Xem
        </Button>
      </form>
      <span className="ml-auto flex gap-2">
        <Button tone="secondary" disabled={!s} busy={csv.isPending} onClick={() => csv.mutate()}>
          Tải CSV
        </Button>
        <Button disabled={!s} onClick={() => window.print()}>
          In
        </Button>
      </span>
    </div>
  );
}

function StatementSheet({ statement: s, shopName }: { statement: Statement; shopName: string }) {
  return (
    <article
      aria-label="Bảng kê công nợ"
      className="statement rounded-lg border border-gray-200 bg-white p-4 text-sm text-black shadow-sm md:p-6"
    >
      <StatementHeader statement={s} shopName={shopName} />
      <div className="overflow-x-auto">
        <table className="min-w-full text-left">
          <thead className="border-b border-gray-400 text-xs uppercase">
            <tr>
              <th scope="col" className="py-2 pr-2">
                Ngày
              </th>
              <th scope="col" className="px-2 py-2">
                Diễn giải
              </th>
              <th scope="col" className="px-2 py-2">
                Hạn TT
              </th>
              <th scope="col" className="px-2 py-2 text-right">
                Phát sinh nợ
              </th>
              <th scope="col" className="px-2 py-2 text-right">
                Phát sinh có
              </th>
              <th scope="col" className="py-2 pl-2 text-right">
                Số dư
              </th>
            </tr>
          </thead>
          <StatementRows statement={s} />
          <tfoot className="border-t border-gray-400 font-semibold">
            <tr>
              <td className="py-2 pr-2" colSpan={3}>
                Cộng phát sinh
              </td>
              <td className="px-2 py-2 text-right tabular-nums">{formatVnd(s.total_debit)}</td>
              <td className="px-2 py-2 text-right tabular-nums">{formatVnd(s.total_credit)}</td>
              <td />
            </tr>
            <tr>
              <td className="py-2 pr-2" colSpan={5}>
                Số dư cuối kỳ
              </td>
              <td className="py-2 pl-2 text-right tabular-nums">{formatVnd(s.closing_balance)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </article>
  );
}

/** Who and which days: the shop, the customer (their company and tax code), their terms. */
function StatementHeader({ statement: s, shopName }: { statement: Statement; shopName: string }) {
  const c = s.customer;
  return (
    <header className="mb-4 space-y-1">
      <p className="font-semibold">{shopName}</p>
      <h1 className="text-center text-lg font-bold uppercase">Bảng kê công nợ</h1>
      <p className="text-center">
        Từ ngày {dayText(s.date_from)} đến ngày {dayText(s.date_to)}
      </p>
      <p>
        Khách hàng: <strong>{c.company_name ?? c.name}</strong>
        {c.company_name && ` (${c.name})`}
        {c.tax_code && ` · MST ${c.tax_code}`}
      </p>
      <p>
        Điện thoại: {c.phone || '—'} · Hạn thanh toán {s.payment_terms_days} ngày · Hạn mức{' '}
        {s.credit_limit === null ? 'không giới hạn' : formatVnd(s.credit_limit)}
      </p>
    </header>
  );
}

function StatementRows({ statement: s }: { statement: Statement }) {
  return (
    <tbody className="divide-y divide-gray-200">
      <tr className="font-semibold">
        <td className="py-2 pr-2" colSpan={5}>
          Số dư đầu kỳ
        </td>
        <td className="py-2 pl-2 text-right tabular-nums">{formatVnd(s.opening_balance)}</td>
      </tr>
      {s.lines.map((l) => (
        <tr key={`${l.kind}${l.ref}`}>
          <td className="py-2 pr-2 whitespace-nowrap">{formatDate(l.at)}</td>
          <td className="px-2 py-2">{l.description}</td>
          <td className="px-2 py-2 whitespace-nowrap">{l.due_at ? formatDate(l.due_at) : ''}</td>
          <td className="px-2 py-2 text-right tabular-nums">{l.debit ? formatVnd(l.debit) : ''}</td>
          <td className="px-2 py-2 text-right tabular-nums">{l.credit ? formatVnd(l.credit) : ''}</td>
          <td className="py-2 pl-2 text-right tabular-nums">{formatVnd(l.balance)}</td>
        </tr>
      ))}
      {s.lines.length === 0 && (
        <tr>
          <td colSpan={6} className="py-3 text-center text-gray-600">
            Không có phát sinh trong khoảng thời gian này.
          </td>
        </tr>
      )}
    </tbody>
  );
}
