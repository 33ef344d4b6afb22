/**
 * The order's notifications: its mails and its Zalo messages together, where each is (waiting, retrying, sent,
 * failed with the reason), and a resend. A resend is a new notification of its own in the list.
 */
import { type AdminOrder, type OrderNotification } from '@shop/domain/admin-orders.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Button } from '../../components/button';
import { formatDateTime } from '../../lib/format';
import {
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_STATUS,
  notificationEventLabel,
} from '../../lib/notification-labels';
import { zaloWrites } from './zalo.queries';

const HEADINGS = ['Kênh', 'Thông báo', 'Người nhận', 'Trạng thái', 'Thời gian'];

export function OrderNotifications({ order }: { order: AdminOrder }) {
  const queryClient = useQueryClient();
  const resend = useMutation({
    mutationFn: (n: OrderNotification) => zaloWrites.resend(order.id, n),
    onSuccess: (_sent, n) => {
      toast.success(`Đã xếp lịch gửi lại ${NOTIFICATION_CHANNEL_LABELS[n.channel].toLowerCase()} tới ${n.to}.`);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'orders', 'detail', order.id] });
    },
    onError: (error) => toast.error(error.message),
  });

  return (
    <section aria-labelledby="order-notifications" className="rounded-lg border border-gray-200 bg-white">
      <h2 id="order-notifications" className="border-b border-gray-200 px-4 py-3 font-semibold">
        Thông báo cho khách (email và Zalo)
      </h2>
      {order.notifications.length === 0 ? (
        <p className="p-4 text-sm text-gray-600">Chưa có thông báo nào cho đơn hàng này.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">Thông báo của đơn hàng</caption>
            <thead className="bg-gray-50 text-xs text-gray-600 uppercase">
              <tr>
                {HEADINGS.map((h) => (
                  <th key={h} scope="col" className="px-3 py-2 font-semibold">
                    {h}
                  </th>
                ))}
                <th scope="col" className="px-3 py-2 font-semibold">
                  <span className="sr-only">Thao tác</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {order.notifications.map((n) => (
                <NotificationRow
                  key={`${n.channel}-${n.id}`}
                  n={n}
                  busy={resend.isPending && resend.variables?.id === n.id}
                  onResend={() => resend.mutate(n)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function NotificationRow({ n, busy, onResend }: { n: OrderNotification; busy: boolean; onResend: () => void }) {
  const status = NOTIFICATION_STATUS[n.status];
  const event = notificationEventLabel(n.event);
  return (
    <tr>
      <td className="px-3 py-2 font-medium">{NOTIFICATION_CHANNEL_LABELS[n.channel]}</td>
      <td className="px-3 py-2">{event}</td>
      <td className="px-3 py-2 break-all">{n.to}</td>
      <td className="px-3 py-2">
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${status.tone}`}>{status.label}</span>
        {n.attempts > 1 && <p className="mt-1 text-xs text-gray-500">{n.attempts} lần thử</p>}
        {n.reason && n.status !== 'sent' && <p className="mt-1 text-xs text-red-700">Lý do: {n.reason}</p>}
        {n.msg_id && <p className="mt-1 text-xs break-all text-gray-500">Mã tin: {n.msg_id}</p>}
      </td>
      <td className="px-3 py-2 whitespace-nowrap text-gray-600">{formatDateTime(n.sent_at ?? n.created_at)}</td>
      <td className="px-3 py-2">
        {(n.status === 'sent' || n.status === 'failed') && (
          <Button
            tone="secondary"
            busy={busy}
            onClick={onResend}
            aria-label={`Gửi lại ${NOTIFICATION_CHANNEL_LABELS[n.channel]} “${event}” tới ${n.to}`}
          >
            Gửi lại
          </Button>
        )}
      </td>
    </tr>
  );
}
