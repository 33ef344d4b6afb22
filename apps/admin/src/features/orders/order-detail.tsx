/**
 * The order page of the desk (issue 12 item 3): the actions it allows, the items with their snapshots, the address
 * (copyable), the totals and voucher, each payment record, the status history with who and when, the shopper's
 * note and the internal staff note, the mails sent about it (issue 15), and the order's audit rows.
 */
import type { AdminOrder } from '@shop/domain/admin.schemas';
import { fullAddress } from '@shop/domain/order-address';
import { PAYMENT_METHOD_LABELS } from '@shop/domain/order-status';
import { amountToCollect } from '@shop/domain/payment.rules';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { buttonClasses } from '../../components/button';
import { ErrorState } from '../../components/list-states';
import { ApiError } from '../../lib/api';
import { formatDateTime, formatVnd } from '../../lib/format';
import { CopyAddress } from './copy-address';
import { OrderActions } from './order-actions';
import { OrderAudit } from './order-audit';
import { OrderMails } from './order-mails';
import { PaymentBadge, StatusBadge } from './order-badges';
import { deskStatusLabel } from './order-labels';
import { ordersQueries } from './orders.queries';
import { StaffNoteForm } from './staff-note-form';

export function OrderDetail({ orderId }: { orderId: number }) {
  const order = useQuery(ordersQueries.detail(orderId));
  if (order.error && !order.data) {
    if (order.error instanceof ApiError && order.error.status === 404) {
      return (
        <div className="py-12 text-center">
          <p className="font-medium">Không tìm thấy đơn hàng #{orderId}.</p>
          <Link to="/orders" className="mt-4 inline-block text-brand-700 underline">
            Về danh sách đơn hàng
          </Link>
        </div>
      );
    }
    return <ErrorState message={order.error.message} onRetry={() => void order.refetch()} />;
  }
  if (!order.data) return <DetailSkeleton />;
  return <OrderView order={order.data} />;
}

function DetailSkeleton() {
  return (
    <div role="status" aria-label="Đang tải…" className="space-y-4">
      <div className="h-8 w-64 animate-pulse rounded bg-gray-200" />
      <div className="h-40 animate-pulse rounded-lg bg-gray-200" />
      <div className="h-64 animate-pulse rounded-lg bg-gray-200" />
    </div>
  );
}

function Section({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  const id = `section-${title.replace(/\s+/g, '-')}`;
  return (
    <section aria-labelledby={id} className={`rounded-lg border border-gray-200 bg-white p-4 ${className}`}>
      <h2 id={id} className="mb-3 font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Row({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'text-base font-semibold' : ''}`}>
      <dt className={strong ? '' : 'text-gray-600'}>{label}</dt>
      <dd className="text-right tabular-nums">{children}</dd>
    </div>
  );
}

function OrderView({ order }: { order: AdminOrder }) {
  const taxAmount = order.have_tax ? Math.round(order.total_price * order.tax) : 0;
  const toCollect = amountToCollect(order);
  return (
    <div className="space-y-4">
      <Link to="/orders" className="no-print text-sm text-brand-700 hover:underline">
        ← Danh sách đơn hàng
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold">Đơn hàng #{order.id}</h1>
          <p className="text-sm text-gray-600">Đặt lúc {formatDateTime(order.created_at)}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={order.status} />
          <PaymentBadge status={order.payment_status} />
          <Link
            to="/orders/print"
            search={{ ids: String(order.id), size: 'a5' }}
            className={`no-print ${buttonClasses('secondary')}`}
          >
            In phiếu giao hàng
          </Link>
        </div>
      </header>
      <OrderActions order={order} />

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <div className="min-w-0 space-y-4 lg:col-span-2">
          <Section title="Sản phẩm">
            <ItemsTable order={order} />
            <dl className="mt-3 space-y-1 border-t border-gray-200 pt-3 text-sm">
              <Row label="Tạm tính">{formatVnd(order.total_price)}</Row>
              <Row label="Phí vận chuyển">{order.shipping_fee === 0 ? 'Miễn phí' : formatVnd(order.shipping_fee)}</Row>
              {order.promotions.map((p) => (
                <Row key={p.id} label={`Mã giảm giá ${p.promotion.code} (${p.promotion.value_display})`}>
                  −{formatVnd(p.discount_amount)}
                </Row>
              ))}
              {order.discount > 0 && !order.promotions.length && (
                <Row label="Giảm giá">−{formatVnd(order.discount)}</Row>
              )}
              {order.have_tax && (
                <Row label={`Thuế (${(order.tax * 100).toLocaleString('vi-VN', { maximumFractionDigits: 1 })}%)`}>
                  {formatVnd(taxAmount)}
                </Row>
              )}
              <Row label="Tổng cộng" strong>
                {formatVnd(order.final_total)}
              </Row>
            </dl>
          </Section>

          <Section title="Thanh toán">
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
            </dl>
            <PaymentRecords order={order} />
          </Section>

          <Section title="Lịch sử trạng thái">
            <ol className="space-y-3 border-l-2 border-gray-200 pl-4">
              {[...order.status_history].reverse().map((h, i) => (
                <li key={`${h.status}-${h.at}-${i}`} className="text-sm">
                  <p className="font-medium">{deskStatusLabel(h.status)}</p>
                  <p className="text-gray-600">
                    {formatDateTime(h.at)} · {h.actor ? h.actor.email : 'Khách hàng / hệ thống'}
                  </p>
                  {h.note && <p className="mt-1 text-gray-800">“{h.note}”</p>}
                </li>
              ))}
            </ol>
          </Section>
        </div>

        <div className="min-w-0 space-y-4">
          <Section title="Khách hàng và giao hàng">
            <div className="space-y-2 text-sm">
              <p className="font-medium">{order.customer_name || '—'}</p>
              <p>
                <a href={`tel:${order.phone_number}`} className="text-brand-700 hover:underline">
                  {order.phone_number}
                </a>
              </p>
              <p className="break-all">{order.email}</p>
              <CopyAddress text={fullAddress(order)} />
              {(order.shipping_company || order.tracking_number) && (
                <p>
                  Vận chuyển: {order.shipping_company || '—'}
                  {order.tracking_number && <> · Mã vận đơn: {order.tracking_number}</>}
                </p>
              )}
            </div>
          </Section>

          <Section title="Ghi chú">
            <div className="space-y-4 text-sm">
              <div>
                <p className="font-medium text-gray-700">Ghi chú của khách</p>
                <p className="mt-1 whitespace-pre-line">{order.note || 'Không có.'}</p>
              </div>
              <StaffNoteForm order={order} />
            </div>
          </Section>
        </div>
      </div>

      <Section title="Email gửi khách">
        <OrderMails order={order} />
      </Section>

      <Section title="Nhật ký thao tác">
        <OrderAudit entries={order.audit} />
      </Section>
    </div>
  );
}

function ItemsTable({ order }: { order: AdminOrder }) {
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">Sản phẩm trong đơn hàng</caption>
        <thead className="text-xs text-gray-600 uppercase">
          <tr>
            <th scope="col" className="py-2 pr-3">
              Sản phẩm
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Đơn giá
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              SL
            </th>
            <th scope="col" className="py-2 pl-3 text-right">
              Thành tiền
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {order.items.map((item) => (
            <tr key={item.id}>
              <td className="py-2 pr-3">
                <div className="flex min-w-48 items-center gap-3">
                  <img
                    src={item.variant_image_url || item.product_image_url}
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                    className="size-12 shrink-0 rounded border border-gray-200 object-cover"
                  />
                  <div>
                    <p className="font-medium">{item.product_name}</p>
                    <p className="text-gray-600">
                      {[item.variant_name, item.unit, item.product_weight ? `${item.product_weight} kg` : '']
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                  </div>
                </div>
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{formatVnd(item.price)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{item.quantity}</td>
              <td className="py-2 pl-3 text-right tabular-nums">{formatVnd(item.total_price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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
