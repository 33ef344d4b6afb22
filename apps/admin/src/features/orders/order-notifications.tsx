/**
 * The order's notifications, one list: every mail and Zalo message the shop sent or is sending about it (the admin
 * order's `notifications`), where each is (waiting, retrying, sent, failed with the reason), and a resend. A mail
 * also shows its subject and whether it repeats another, from the order's mail log (`mails`). A resend is a
 * notification of its own in the list.
 */
import type { AdminOrder, OrderMail, OrderNotification } from '@shop/domain/admin-orders.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Button } from '../../components/button';
import { formatDateTime } from '../../lib/format';
import {
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_STATUS,
  notificationEventLabel,
} from '../../lib/notification-labels';
import { orderWrites, ordersQueries } from './orders.queries';

const HEADINGS = ['Kênh', 'Thông báo', 'Người nhận', 'Trạng thái', 'Thời gian'];

/** A notification, with its mail-log entry when it is a mail. */
type Row = { n: OrderNotification; mail: OrderMail | undefined };

function rowsOf(order: AdminOrder): Row[] {
  const mails = new Map(order.mails.map((m) => [m.id, m]));
  return order.notifications.map((n) => ({ n, mail: n.channel === 'email' ? mails.get(n.id) : undefined }));
}

const sameNotification = (a: OrderNotification | undefined, b: OrderNotification) =>
  a?.channel === b.channel && a.id === b.id;

export function OrderNotifications({ order }: { order: AdminOrder }) {
  const queryClient = useQueryClient();
  const resend = useMutation({
    mutationFn: (n: OrderNotification) => orderWrites.resendNotification(order.id, n),
    onSuccess: (_sent, n) => {
      toast.success(`Đã xếp lịch gửi lại ${NOTIFICATION_CHANNEL_LABELS[n.channel].toLowerCase()} tới ${n.to}.`);
      void queryClient.invalidateQueries({ queryKey: ordersQueries.detail(order.id).queryKey });
    },
    onError: (error) => toast.error(error.message),
  });

  if (!order.notifications.length) {
    return <p className="text-sm text-gray-600">Chưa có thông báo nào cho đơn hàng này.</p>;
  }
  return (
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
          {rowsOf(order).map((row) => (
            <NotificationRow
              key={`${row.n.channel}-${row.n.id}`}
              row={row}
              busy={resend.isPending && sameNotification(resend.variables, row.n)}
              onResend={() => resend.mutate(row.n)}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function NotificationRow({ row: { n, mail }, busy, onResend }: { row: Row; busy: boolean; onResend: () => void }) {
  const channel = NOTIFICATION_CHANNEL_LABELS[n.channel];
  const event = notificationEventLabel(n.event);
  return (
    <tr>
      <td className="px-3 py-2 font-medium">{channel}</td>
      <td className="px-3 py-2">
        <p className="font-medium">
          {event}
          {mail?.resend_of && <span className="font-normal text-gray-500"> (gửi lại)</span>}
        </p>
        {mail && <p className="text-gray-600">{mail.subject}</p>}
      </td>
      <td className="px-3 py-2 break-all">{n.to}</td>
      <td className="px-3 py-2">
        <NotificationState n={n} />
      </td>
      <td className="px-3 py-2 whitespace-nowrap text-gray-600">{formatDateTime(n.sent_at ?? n.created_at)}</td>
      <td className="px-3 py-2">
        {(n.status === 'sent' || n.status === 'failed') && (
          <Button
            tone="secondary"
            busy={busy}
            onClick={onResend}
            aria-label={`Gửi lại ${channel} “${event}” tới ${n.to}`}
          >
            Gửi lại
          </Button>
        )}
      </td>
    </tr>
  );
}

/** Where it is, how many tries it took, why the last one failed, and Zalo's message id once sent. */
function NotificationState({ n }: { n: OrderNotification }) {
  const status = NOTIFICATION_STATUS[n.status];
  return (
    <>
      <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${status.tone}`}>{status.label}</span>
      {n.attempts > 1 && <p className="mt-1 text-xs text-gray-500">{n.attempts} lần thử</p>}
      {n.reason && n.status !== 'sent' && <p className="mt-1 text-xs text-red-700">Lý do: {n.reason}</p>}
      {n.msg_id && <p className="mt-1 text-xs break-all text-gray-500">Mã tin: {n.msg_id}</p>}
    </>
  );
}
