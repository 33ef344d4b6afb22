/**
 * The receipt page (`/admin/pos/receipts/{id}`, DESIGN §15): an 80 mm receipt with the shop, the store's address,
 * the lines, totals, payments, change, time and staff, printed from the browser. `{id}` is the order's, or the till's
 * own id of a sale still waiting on the device (a provisional receipt until the server answers).
 */
import { POS_PAYMENT_METHOD_LABELS } from '@shop/domain/pos.rules';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Button, buttonClasses } from '../../components/button';
import { ErrorState } from '../../components/list-states';
import { formatDateTime, formatVnd } from '../../lib/format';
import { posQueries } from './pos.queries';
import { useQueueSnapshot } from './queue-status';
import { type ReceiptData, receiptOfQueued, receiptOfResult } from './receipt-data';
import './receipt.css';
import { tillServices } from './till-services';

export function ReceiptPage({ saleId }: { saleId: string }) {
  const orderId = /^\d{1,10}$/.test(saleId) ? Number(saleId) : null;
  const shopName = useQuery(posQueries.config()).data?.shop_name ?? '';
  return (
    <div className="space-y-4">
      <div className="no-print flex flex-wrap gap-2">
        <Link to="/pos" className={`${buttonClasses('secondary')} min-h-11`}>
          Về quầy bán
        </Link>
        <Button className="min-h-11" onClick={() => window.print()}>
          In hóa đơn
        </Button>
      </div>
      {orderId ? (
        <ServerReceipt orderId={orderId} shopName={shopName} />
      ) : (
        <DeviceReceipt id={saleId} shopName={shopName} />
      )}
    </div>
  );
}

function ServerReceipt({ orderId, shopName }: { orderId: number; shopName: string }) {
  const sale = useQuery(posQueries.sale(orderId));
  if (sale.isPending) return <p role="status">Đang tải…</p>;
  if (sale.isError) return <ErrorState message={sale.error.message} onRetry={() => void sale.refetch()} />;
  return <Receipt data={receiptOfResult(sale.data, shopName)} />;
}

function DeviceReceipt({ id, shopName }: { id: string; shopName: string }) {
  const { pending } = useQueueSnapshot();
  const locations = useQuery(posQueries.locations());
  useEffect(
    () =>
      void tillServices()
        .queue.refresh()
        .catch(() => undefined),
    [],
  );
  const sale = pending.find((s) => s.client_sale_id === id);
  if (!sale) {
    return (
      <p className="rounded-md bg-gray-50 p-4">
        Đơn này không còn chờ trên máy: nếu đã gửi xong, hãy in hóa đơn từ đơn hàng của nó.
      </p>
    );
  }
  const place = locations.data?.find((l) => l.id === sale.body.location);
  return <Receipt data={receiptOfQueued(sale, shopName, place)} />;
}

export function Receipt({ data }: { data: ReceiptData }) {
  const row = 'flex justify-between gap-2';
  return (
    <article className="pos-receipt rounded-md border border-gray-200 shadow-sm" aria-label="Hóa đơn bán hàng">
      <header className="text-center">
        <p className="text-base font-bold uppercase">{data.shopName}</p>
        <p className="font-semibold">{data.locationName}</p>
        <p>{data.address}</p>
        {data.phone && <p>ĐT: {data.phone}</p>}
        <p className="mt-2 font-bold">{data.provisional ? 'PHIẾU TẠM (chưa đồng bộ)' : 'HÓA ĐƠN BÁN HÀNG'}</p>
        <p>
          Số: {data.number} · {formatDateTime(data.at)}
        </p>
        {data.staff && <p>Thu ngân: {data.staff}</p>}
      </header>
      <ul className="my-2 border-y border-dashed border-black py-1">
        {data.lines.map((l, i) => (
          <li key={i} className="py-0.5">
            <p>{l.label}</p>
            <p className={row}>
              <span>
                {l.quantity} × {formatVnd(l.price)}
              </span>
              <span>{formatVnd(l.total)}</span>
            </p>
          </li>
        ))}
      </ul>
      <div className="space-y-0.5">
        {data.tax > 0 && (
          <>
            <p className={row}>
              <span>Tạm tính</span>
              <span>{formatVnd(data.subtotal)}</span>
            </p>
            <p className={row}>
              <span>Thuế</span>
              <span>{formatVnd(data.tax)}</span>
            </p>
          </>
        )}
        <p className={`${row} text-base font-bold`}>
          <span>TỔNG CỘNG</span>
          <span>{formatVnd(data.total)}</span>
        </p>
        {data.payments.map((p) => (
          <p key={p.method} className={row}>
            <span>{POS_PAYMENT_METHOD_LABELS[p.method]}</span>
            <span>{formatVnd(p.amount)}</span>
          </p>
        ))}
        {data.cashReceived !== null && (
          <>
            <p className={row}>
              <span>Khách đưa</span>
              <span>{formatVnd(data.cashReceived)}</span>
            </p>
            <p className={row}>
              <span>Tiền thừa</span>
              <span>{formatVnd(data.change)}</span>
            </p>
          </>
        )}
      </div>
      <p className="mt-3 text-center">Cảm ơn quý khách, hẹn gặp lại!</p>
    </article>
  );
}
