/**
 * A customer's account on their page (công nợ, DESIGN §17): the terms in force, the limit, what they owe and what of it
 * is overdue, their open orders, "Ghi nhận thanh toán", their newest payments and the statement's link.
 */
import type { CustomerAccount as Account } from '@shop/domain/receivables.schemas';
import { CUSTOMER_PAYMENT_METHOD_LABELS } from '@shop/domain/receivables.rules';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { buttonClasses } from '../../components/button';
import { ErrorState } from '../../components/list-states';
import { deskStatusLabel, formatDate, formatDateTime, formatVnd } from '../../lib/format';
import { Balance } from './balance';
import { PaymentForm } from './payment-form';
import { receivablesQueries } from './receivables.queries';

export function CustomerAccount({ customerId }: { customerId: number }) {
  const account = useQuery(receivablesQueries.account(customerId));
  if (account.error && !account.data) {
    return <ErrorState message={account.error.message} onRetry={() => void account.refetch()} />;
  }
  if (!account.data) {
    return <div role="status" aria-label="Đang tải công nợ…" className="h-32 animate-pulse rounded bg-gray-100" />;
  }
  const a = account.data;
  return (
    <div className="space-y-4">
      <Figures account={a} />
      <OpenOrders account={a} />
      <div className="border-t border-gray-100 pt-4">
        <h3 className="mb-2 text-sm font-semibold">Ghi nhận thanh toán</h3>
        <PaymentForm customerId={customerId} />
      </div>
      <Payments account={a} />
      <Link to="/customers/$customerId/statement" params={{ customerId }} className={buttonClasses('secondary')}>
        Bảng kê công nợ
      </Link>
    </div>
  );
}

/** Whose terms are in force: the customer's own, else the group's. */
function termsSource(a: Account) {
  if (a.own.payment_terms_days !== null) return 'riêng của khách';
  return a.group ? `theo nhóm ${a.group.name}` : 'mặc định';
}

function Figures({ account: a }: { account: Account }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="text-gray-600">Hạn thanh toán</dt>
      <dd>
        {a.payment_terms_days > 0 ? `${a.payment_terms_days} ngày sau khi giao` : 'Thanh toán ngay (không mua công nợ)'}
        <span className="text-gray-500"> · {termsSource(a)}</span>
      </dd>
      <dt className="text-gray-600">Hạn mức</dt>
      <dd className="tabular-nums">{a.credit_limit === null ? 'Không giới hạn' : formatVnd(a.credit_limit)}</dd>
      <dt className="text-gray-600">Dư nợ</dt>
      <dd>
        <Balance amount={a.balance} />
      </dd>
      <dt className="text-gray-600">Quá hạn</dt>
      <dd className={a.overdue > 0 ? 'font-semibold text-red-700 tabular-nums' : 'tabular-nums'}>
        {formatVnd(a.overdue)}
        {a.oldest_due_at && (
          <span className="font-normal text-gray-600"> · hạn sớm nhất {formatDate(a.oldest_due_at)}</span>
        )}
      </dd>
      {a.available_credit !== null && (
        <>
          <dt className="text-gray-600">Còn được nợ</dt>
          <dd className="tabular-nums">{formatVnd(a.available_credit)}</dd>
        </>
      )}
    </dl>
  );
}

function OpenOrders({ account: a }: { account: Account }) {
  if (a.open_orders.length === 0) return <p className="text-sm text-gray-600">Không có đơn công nợ chưa thanh toán.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full text-left text-sm">
        <caption className="mb-1 text-left text-sm font-semibold">Đơn công nợ chưa thanh toán</caption>
        <thead className="text-xs text-gray-600 uppercase">
          <tr>
            <th scope="col" className="py-2 pr-3">
              Đơn
            </th>
            <th scope="col" className="px-3 py-2">
              Hạn thanh toán
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Tổng
            </th>
            <th scope="col" className="py-2 pl-3 text-right">
              Còn nợ
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {a.open_orders.map((o) => (
            <tr key={o.id}>
              <td className="py-2 pr-3 whitespace-nowrap">
                <Link to="/orders/$orderId" params={{ orderId: o.id }} className="text-brand-700 hover:underline">
                  #{o.id}
                </Link>
                <span className="text-gray-600"> · {deskStatusLabel(o.status)}</span>
              </td>
              <td className={`px-3 py-2 whitespace-nowrap ${o.overdue ? 'font-semibold text-red-700' : ''}`}>
                {o.due_at ? formatDate(o.due_at) : 'Chưa giao'}
                {o.overdue && ' · quá hạn'}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{formatVnd(o.final_total)}</td>
              <td className="py-2 pl-3 text-right tabular-nums">{formatVnd(o.owed)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Payments({ account: a }: { account: Account }) {
  if (a.payments.length === 0) return null;
  return (
    <div>
      <h3 className="mb-1 text-sm font-semibold">Thanh toán gần đây</h3>
      <ul className="divide-y divide-gray-100 text-sm">
        {a.payments.map((p) => (
          <li key={p.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
            <span className="text-gray-600">{formatDateTime(p.created_at)}</span>
            <span>
              {CUSTOMER_PAYMENT_METHOD_LABELS[p.method]}
              {p.reference && ` · ${p.reference}`}
            </span>
            <span className="text-gray-600">
              {p.allocations.length ? `trả ${p.allocations.map((x) => `#${x.order}`).join(', ')}` : 'chưa trừ đơn nào'}
              {p.unallocated > 0 && ` · dư ${formatVnd(p.unallocated)}`}
            </span>
            <span className="font-medium tabular-nums">{formatVnd(p.amount)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
