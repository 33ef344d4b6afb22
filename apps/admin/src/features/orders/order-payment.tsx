/** An order's payment: method, status, what was received, what is owed back or still to collect, each record. */
import type { AdminOrder } from '@shop/domain/admin-orders.schemas';
import { PAYMENT_METHOD_LABELS } from '@shop/domain/order-status';
import { amountToCollect } from '@shop/domain/payment.rules';
import { formatDate, formatDateTime, formatVnd } from '../../lib/format';
import { PaymentBadge } from './order-badges';
import { Row } from './order-sections';

export function OrderPayment({ order }: { order: AdminOrder }) {
  const toCollect = amountToCollect(order);
  return (
    <>
      <dl className="space-y-1 text-sm">
        <Row label="Phương thức">{PAYMENT_METHOD_LABELS[order.payment_method]}</Row>
        <Row label="Trạng thái">
          <PaymentBadge status={order.payment_status} />
        </Row>
        <Row label="Đã nhận">{formatVnd(order.amount_received)}</Row>
        {order.payment_status === 'refund_due' && (
          <Row label="Cần hoàn lại" strong>
            {formatVnd(order.amount_received)}
          </Row>
        )}
        {order.payment_status === 'paid' && order.amount_received > order.final_total && (
          <Row label="Khách trả thừa">{formatVnd(order.amount_received - order.final_total)}</Row>
        )}
        {toCollect > 0 && <Row label="Thu khi giao hàng">{formatVnd(toCollect)}</Row>}
        {order.account && (
          <>
            <Row label="Hạn thanh toán">
              {order.account.due_at
                ? formatDate(order.account.due_at)
                : `${order.account.payment_terms_days} ngày sau khi giao`}
            </Row>
            <Row label="Đã trả qua công nợ">{formatVnd(order.account.account_paid)}</Row>
          </>
        )}
      </dl>
      <PaymentRecords order={order} />
    </>
  );
}

const PROVIDERS = { sepay: 'Chuyển khoản (SePay)', payos: 'PayOS' } as const;

function PaymentRecords({ order }: { order: AdminOrder }) {
  if (!order.payments.length) return <p className="mt-3 text-sm text-gray-600">Chưa có giao dịch nào.</p>;
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">Giao dịch thanh toán</caption>
        <thead className="text-xs text-gray-600 uppercase">
          <tr>
            <th scope="col" className="py-2 pr-3">
              Thời gian
            </th>
            <th scope="col" className="px-3 py-2">
              Nguồn
            </th>
            <th scope="col" className="px-3 py-2">
              Mã giao dịch
            </th>
            <th scope="col" className="py-2 pl-3 text-right">
              Số tiền
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {order.payments.map((p) => (
            <tr key={p.id}>
              <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(p.created_at)}</td>
              <td className="px-3 py-2">
                {PROVIDERS[p.provider]}
                {p.gateway ? ` · ${p.gateway}` : ''}
              </td>
              <td className="px-3 py-2 break-all">{p.external_id}</td>
              <td className="py-2 pl-3 text-right tabular-nums">{formatVnd(p.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
