/**
 * Printable delivery notes, A5 or A4, one page per order: the shop's name, the order id as a
 * Code 128 barcode, the items, the address and what the courier collects. The toolbar doesn't print.
 */
import type { AdminOrder } from '@shop/domain/admin-orders.schemas';
import { fullAddress } from '@shop/domain/order-address';
import { amountToCollect } from '@shop/domain/payment.rules';
import type { PublicConfig } from '@shop/domain/shop.schemas';
import { useQueries, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Button } from '../../components/button';
import { ErrorState } from '../../components/list-states';
import { formatDateTime, formatVnd } from '../../lib/format';
import { Barcode } from './barcode';
import './delivery-note.css';
import { PAPER_SIZES, type PaperSize } from './orders-search';
import { ordersQueries } from './orders.queries';

const SIZE_LABELS: Record<PaperSize, string> = { a5: 'A5', a4: 'A4' };

export function DeliveryNotes({ ids, size }: { ids: number[]; size: PaperSize }) {
  const shop = useQuery(ordersQueries.shop());
  const orders = useQueries({ queries: ids.map((id) => ordersQueries.detail(id)) });
  const failed = orders.filter((o) => o.error);
  const loading = shop.isPending || orders.some((o) => o.isPending);

  return (
    <div className="space-y-4">
      <div className="no-print flex flex-wrap items-center gap-3">
        <Link to="/orders" className="text-sm text-brand-700 hover:underline">
          ← Danh sách đơn hàng
        </Link>
        <h1 className="mr-auto text-xl font-semibold">Phiếu giao hàng ({ids.length})</h1>
        <nav aria-label="Khổ giấy" className="flex gap-1">
          {PAPER_SIZES.map((s) => (
            <Link
              key={s}
              to="/orders/print"
              search={{ ids: ids.join(','), size: s }}
              className={`rounded-md border px-3 py-2 text-sm font-semibold ${
                s === size ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-gray-300 bg-white text-gray-700'
              }`}
            >
              Khổ {SIZE_LABELS[s]}
            </Link>
          ))}
        </nav>
        <Button onClick={() => window.print()} disabled={loading || !ids.length}>
          In
        </Button>
      </div>
      {!ids.length && <p className="text-gray-600">Chưa chọn đơn hàng nào để in.</p>}
      {failed.length > 0 && (
        <ErrorState
          message={`Không tải được ${failed.length} đơn: ${failed[0]!.error!.message}`}
          onRetry={() => failed.forEach((o) => void o.refetch())}
        />
      )}
      {loading && ids.length > 0 && (
        <p role="status" className="no-print text-gray-600">
          Đang tải…
        </p>
      )}
      {shop.data && (
        <div className="delivery-notes flex flex-col items-center gap-6">
          {orders.map((o) =>
            o.data ? <DeliveryNote key={o.data.id} order={o.data} shop={shop.data} size={size} /> : null,
          )}
        </div>
      )}
    </div>
  );
}

function DeliveryNote({ order, shop, size }: { order: AdminOrder; shop: PublicConfig; size: PaperSize }) {
  return (
    <article
      aria-label={`Phiếu giao hàng đơn #${order.id}`}
      className={`delivery-note delivery-note--${size} w-full rounded-lg border border-gray-300 bg-white p-6 text-sm text-black shadow-sm ${
        size === 'a5' ? 'max-w-[148mm]' : 'max-w-[210mm]'
      }`}
    >
      <NoteHeader order={order} shop={shop} />
      <NoteRecipient order={order} />
      <NoteItems order={order} />
      <NoteTotals order={order} />
      <NoteSignatures />
    </article>
  );
}

/** The shop, the order and its barcode. */
function NoteHeader({ order, shop }: { order: AdminOrder; shop: PublicConfig }) {
  return (
    <header className="flex flex-wrap items-start justify-between gap-4 border-b border-black pb-3">
      <div>
        <p className="text-lg font-bold">{shop.shop_name}</p>
        <p>Hotline: {shop.hotline}</p>
        <p className="mt-2 text-base font-bold tracking-wide uppercase">Phiếu giao hàng</p>
        <p>
          Đơn #{order.id} · {formatDateTime(order.created_at)}
        </p>
      </div>
      <Barcode value={String(order.id)} label={`Mã vạch đơn hàng ${order.id}`} />
    </header>
  );
}

/** Who receives it, where, and the carrier chosen. */
function NoteRecipient({ order }: { order: AdminOrder }) {
  return (
    <section className="border-b border-black py-3">
      <p>
        <span className="font-semibold">Người nhận:</span> {order.customer_name || '—'}
      </p>
      <p>
        <span className="font-semibold">Điện thoại:</span> {order.phone_number}
      </p>
      <p>
        {order.delivery_method === 'pickup' ? (
          <>
            <span className="font-semibold">Nhận tại cửa hàng:</span> {order.fulfilment_location?.name ?? '—'}
          </>
        ) : (
          <>
            <span className="font-semibold">Địa chỉ:</span> {fullAddress(order.shipping_address, order)}
          </>
        )}
      </p>
      {order.note && (
        <p>
          <span className="font-semibold">Ghi chú:</span> {order.note}
        </p>
      )}
      {(order.shipping_company || order.tracking_number) && (
        <p>
          <span className="font-semibold">Vận chuyển:</span> {order.shipping_company}
          {order.tracking_number ? ` · ${order.tracking_number}` : ''}
        </p>
      )}
    </section>
  );
}

/** The items, one row each. */
function NoteItems({ order }: { order: AdminOrder }) {
  return (
    <table className="my-3 w-full text-left">
      <thead>
        <tr className="border-b border-gray-400">
          <th scope="col" className="py-1 pr-2">
            Sản phẩm
          </th>
          <th scope="col" className="px-2 py-1 text-right">
            SL
          </th>
          <th scope="col" className="px-2 py-1 text-right">
            Đơn giá
          </th>
          <th scope="col" className="py-1 pl-2 text-right">
            Thành tiền
          </th>
        </tr>
      </thead>
      <tbody>
        {order.items.map((item) => (
          <tr key={item.id} className="border-b border-gray-200 align-top">
            <td className="py-1 pr-2">
              {item.product_name}
              {item.variant_name ? ` — ${item.variant_name}` : ''}
              {item.unit ? <span className="text-gray-700"> ({item.unit})</span> : null}
            </td>
            <td className="px-2 py-1 text-right tabular-nums">{item.quantity}</td>
            <td className="px-2 py-1 text-right tabular-nums">{formatVnd(item.price)}</td>
            <td className="py-1 pl-2 text-right tabular-nums">{formatVnd(item.total_price)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The order's totals, then what the courier collects on delivery. */
function NoteTotals({ order }: { order: AdminOrder }) {
  return (
    <>
      <dl className="ml-auto w-full max-w-72 space-y-0.5">
        <NoteRow label="Tiền hàng">{formatVnd(order.total_price)}</NoteRow>
        <NoteRow label="Phí vận chuyển">{formatVnd(order.shipping_fee)}</NoteRow>
        {order.discount > 0 && <NoteRow label="Giảm giá">−{formatVnd(order.discount)}</NoteRow>}
        <NoteRow label="Tổng cộng">{formatVnd(order.final_total)}</NoteRow>
        {order.amount_received > 0 && <NoteRow label="Đã thanh toán">{formatVnd(order.amount_received)}</NoteRow>}
      </dl>
      <p className="mt-3 flex justify-between gap-4 border-2 border-black px-3 py-2 text-base font-bold">
        <span>Thu hộ (COD)</span>
        <span className="tabular-nums">{formatVnd(amountToCollect(order))}</span>
      </p>
    </>
  );
}

/** Room for the sender's and the receiver's signatures. */
function NoteSignatures() {
  return (
    <footer className="mt-6 grid grid-cols-2 gap-4 text-center">
      <p>
        Người gửi
        <br />
        <span className="text-xs text-gray-600">(ký, ghi rõ họ tên)</span>
      </p>
      <p>
        Người nhận
        <br />
        <span className="text-xs text-gray-600">(ký, ghi rõ họ tên)</span>
      </p>
    </footer>
  );
}

function NoteRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4">
      <dt>{label}</dt>
      <dd className="tabular-nums">{children}</dd>
    </div>
  );
}
