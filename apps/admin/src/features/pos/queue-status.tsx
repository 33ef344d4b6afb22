/**
 * The outbox as staff see it (DESIGN §15): a banner while the connection is down, "N đơn đang chờ gửi" with a try-now
 * button, and the sales the server refused for good with its message, each kept until staff mark it handled.
 */
import { useState, useSyncExternalStore } from 'react';
import { Button } from '../../components/button';
import { formatDateTime, formatVnd } from '../../lib/format';
import { tillServices } from './till-services';

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser says it is offline (it may be online and still unable to reach the server). */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine === false);
}

export function useQueueSnapshot() {
  const { queue } = tillServices();
  return useSyncExternalStore(queue.subscribe, queue.snapshot);
}

export function OfflineBanner() {
  const offline = useOffline();
  if (!offline) return null;
  return (
    <p role="alert" className="rounded-md bg-amber-100 px-4 py-2 font-medium text-amber-900">
      Mất kết nối: vẫn bán được, đơn được lưu trên máy và tự gửi khi có mạng.
    </p>
  );
}

export function QueueStatus() {
  const snapshot = useQueueSnapshot();
  const { queue } = tillServices();
  const waiting = snapshot.pending.length;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <p role="status" aria-live="polite" className={waiting ? 'font-semibold text-amber-800' : 'text-gray-600'}>
        {waiting ? `${waiting} đơn đang chờ gửi` : 'Không có đơn chờ gửi'}
      </p>
      {waiting > 0 && (
        <Button
          tone="ghost"
          className="min-h-11"
          busy={snapshot.sending}
          onClick={() => void queue.flush().catch(() => undefined)}
        >
          Gửi lại ngay
        </Button>
      )}
    </div>
  );
}

export function RefusedSales() {
  const { failed } = useQueueSnapshot();
  const { queue } = tillServices();
  const [open, setOpen] = useState(true);
  if (!failed.length) return null;
  return (
    <section role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3" aria-label="Đơn không gửi được">
      <div className="flex items-center justify-between gap-2">
        <p className="font-semibold text-red-800">{failed.length} đơn bán khi mất kết nối không được ghi nhận</p>
        <Button tone="ghost" className="min-h-11" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {open ? 'Ẩn' : 'Xem'}
        </Button>
      </div>
      {open && (
        <ul className="mt-2 space-y-2">
          {failed.map((s) => (
            <li key={s.client_sale_id} className="rounded-md bg-white p-3 text-sm">
              <p className="font-medium">
                {formatDateTime(s.made_at)} · {formatVnd(s.summary.total)} ·{' '}
                {s.summary.labels.map((l, i) => `${l} × ${s.body.items[i]?.quantity ?? ''}`).join(', ')}
              </p>
              <p className="text-red-800">{s.message}</p>
              <p className="text-gray-600">
                Hàng đã giao cho khách: hãy ghi lại đơn này bằng tay rồi đánh dấu đã xử lý.
              </p>
              <Button tone="secondary" className="mt-2 min-h-11" onClick={() => void queue.dismiss(s.client_sale_id)}>
                Đã xử lý
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
