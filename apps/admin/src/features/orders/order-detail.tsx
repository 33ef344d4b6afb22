/**
 * The order page of the desk: the actions it allows, the items with their snapshots, the address
 * (copyable), the totals and voucher, each payment record, its e-invoice, the status history with who and when, the
 * shopper’s note and the internal staff note, its returns and refunds, the mails and Zalo messages sent about it,
 * and the order’s audit rows.
 */
import type { AdminOrder } from '@shop/domain/admin-orders.schemas';
import { fullAddress } from '@shop/domain/order-address';
import { isMarketplaceSource } from '@shop/domain/order-source';
import { DELIVERY_METHOD_LABELS } from '@shop/domain/locations.rules';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { buttonClasses } from '../../components/button';
import { ErrorState } from '../../components/list-states';
import { ApiError } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { ShipmentPanel } from '../carriers';
import { OrderInvoice } from '../invoices';
import { CopyAddress } from './copy-address';
import { OrderActions } from './order-actions';
import { OrderAudit } from './order-audit';
import { MarketplaceOrder } from './marketplace-order';
import { PaymentBadge, SourceBadge, StatusBadge } from './order-badges';
import { OrderEdit } from './order-edit';
import { OrderItems } from './order-items';
import { deskStatusLabel } from './order-labels';
import { OrderNotifications } from './order-notifications';
import { OrderPayment } from './order-payment';
import { OrderReturns } from './order-returns';
import { Section } from './order-sections';
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

function OrderView({ order }: { order: AdminOrder }) {
  return (
    <div className="space-y-4">
      <Link to="/orders" className="no-print text-sm text-brand-700 hover:underline">
        ← Danh sách đơn hàng
      </Link>
      <OrderHeader order={order} />
      <MarketplaceOrder order={order} />
      <OrderActions order={order} />
      <OrderEdit order={order} />
      {/* A pickup is collected at its store (DESIGN §15), a marketplace's order by its own logistics (§16): no
          carrier of ours takes them. */}
      {order.delivery_method === 'ship' && !isMarketplaceSource(order.source) && <ShipmentPanel order={order} />}

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <div className="min-w-0 space-y-4 lg:col-span-2">
          <Section title="Sản phẩm">
            <OrderItems order={order} />
          </Section>
          <Section title="Thanh toán">
            <OrderPayment order={order} />
          </Section>
          <Section title="Trả hàng và hoàn tiền">
            <OrderReturns order={order} />
          </Section>
          <Section title="Hóa đơn VAT">
            <OrderInvoice orderId={order.id} />
          </Section>
          <Section title="Lịch sử trạng thái">
            <StatusHistory order={order} />
          </Section>
        </div>

        <div className="min-w-0 space-y-4">
          <Section title={order.delivery_method === 'pickup' ? 'Khách hàng và nơi nhận' : 'Khách hàng và giao hàng'}>
            <CustomerAndDelivery order={order} />
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

      <Section title="Thông báo cho khách (email và Zalo)">
        <OrderNotifications order={order} />
      </Section>
      <Section title="Nhật ký thao tác">
        <OrderAudit entries={order.audit} />
      </Section>
    </div>
  );
}

function OrderHeader({ order }: { order: AdminOrder }) {
  return (
    <header className="flex flex-wrap items-start justify-between gap-3">
      <div>
        <h1 className="text-xl font-semibold">Đơn hàng #{order.id}</h1>
        <p className="text-sm text-gray-600">
          Đặt lúc {formatDateTime(order.created_at)} · Kênh: <SourceBadge source={order.source} />
        </p>
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
  );
}

/** Newest first: each move (or staff edit), when, by whom, and its note. */
function StatusHistory({ order }: { order: AdminOrder }) {
  return (
    <ol className="space-y-3 border-l-2 border-gray-200 pl-4">
      {[...order.status_history].reverse().map((h, i) => (
        <li key={`${h.status}-${h.at}-${i}`} className="text-sm">
          <p className="font-medium">{h.kind === 'edit' ? 'Sửa đơn hàng' : deskStatusLabel(h.status)}</p>
          <p className="text-gray-600">
            {formatDateTime(h.at)} · {h.actor ? h.actor.email : 'Khách hàng / hệ thống'}
          </p>
          {h.note && <p className="mt-1 text-gray-800">“{h.note}”</p>}
        </li>
      ))}
    </ol>
  );
}

/**
 * How the order reaches its buyer (DESIGN §15): the address to copy for a delivery, the store for a pickup; and the
 * location its stock is reserved at.
 */
function DeliveryPlace({ order }: { order: AdminOrder }) {
  const location = order.fulfilment_location;
  if (order.delivery_method === 'pickup') {
    return (
      <div className="rounded-md bg-teal-50 p-2">
        <p className="font-medium">{DELIVERY_METHOD_LABELS.pickup}</p>
        {location ? (
          <>
            <p>{location.name}</p>
            <p className="text-gray-600">{location.address}</p>
            {location.opening_hours && <p className="text-gray-600">Giờ mở cửa: {location.opening_hours}</p>}
          </>
        ) : (
          <p>—</p>
        )}
      </div>
    );
  }
  return (
    <>
      <p className="font-medium">{DELIVERY_METHOD_LABELS.ship}</p>
      <CopyAddress text={fullAddress(order.shipping_address, order)} />
      {location && <p className="text-gray-600">Xuất kho: {location.name}</p>}
    </>
  );
}

function CustomerAndDelivery({ order }: { order: AdminOrder }) {
  return (
    <div className="space-y-2 text-sm">
      <p className="font-medium">{order.customer_name || '—'}</p>
      <p>
        <a href={`tel:${order.phone_number}`} className="text-brand-700 hover:underline">
          {order.phone_number}
        </a>
      </p>
      <p className="break-all">{order.email}</p>
      <DeliveryPlace order={order} />
      {(order.shipping_company || order.tracking_number) && (
        <p>
          Vận chuyển: {order.shipping_company || '—'}
          {order.tracking_number && <> · Mã vận đơn: {order.tracking_number}</>}
        </p>
      )}
    </div>
  );
}
