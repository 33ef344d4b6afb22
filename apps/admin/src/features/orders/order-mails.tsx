/**
 * The order's mail log: each mail the shop sent or is sending about this order, where it is
 * (waiting, retrying, sent, failed with the reason), and a resend. A resend is a new mail of its own in the log.
 */
import type { AdminOrder, OrderMail } from '@shop/domain/admin-orders.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Button } from '../../components/button';
import { api } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { NOTIFICATION_STATUS, notificationEventLabel } from '../../lib/notification-labels';
import { ordersQueries } from './orders.queries';

export function OrderMails({ order }: { order: AdminOrder }) {
  const queryClient = useQueryClient();
  const resend = useMutation({
    mutationFn: (mail: OrderMail) =>
      api<OrderMail>(`/api/admin/orders/${order.id}/mails/${mail.id}/resend/`, { method: 'POST' }),
    onSuccess: (mail) => {
      toast.success(`Đã xếp lịch gửi lại email tới ${mail.to}.`);
      void queryClient.invalidateQueries({ queryKey: ordersQueries.detail(order.id).queryKey });
    },
    onError: (error) => toast.error(error.message),
  });

  if (!order.mails.length) return <p className="text-sm text-gray-600">Chưa có email nào cho đơn hàng này.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">Email của đơn hàng</caption>
        <thead className="bg-gray-50 text-xs text-gray-600 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Email
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Người nhận
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Trạng thái
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Thời gian
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              <span className="sr-only">Thao tác</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {order.mails.map((mail) => {
            const status = NOTIFICATION_STATUS[mail.status];
            const event = notificationEventLabel(mail.event);
            return (
              <tr key={mail.id}>
                <td className="px-3 py-2">
                  <p className="font-medium">
                    {event}
                    {mail.resend_of && <span className="font-normal text-gray-500"> (gửi lại)</span>}
                  </p>
                  <p className="text-gray-600">{mail.subject}</p>
                </td>
                <td className="px-3 py-2 break-all">{mail.to}</td>
                <td className="px-3 py-2">
                  <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${status.tone}`}>
                    {status.label}
                  </span>
                  {mail.attempts > 1 && <p className="mt-1 text-xs text-gray-500">{mail.attempts} lần thử</p>}
                  {mail.last_error && mail.status !== 'sent' && (
                    <p className="mt-1 text-xs text-red-700">Lý do: {mail.last_error}</p>
                  )}
                </td>
                <td className="px-3 py-2 whitespace-nowrap text-gray-600">
                  {formatDateTime(mail.sent_at ?? mail.created_at)}
                </td>
                <td className="px-3 py-2">
                  {(mail.status === 'sent' || mail.status === 'failed') && (
                    <Button
                      tone="secondary"
                      busy={resend.isPending && resend.variables?.id === mail.id}
                      onClick={() => resend.mutate(mail)}
                      aria-label={`Gửi lại email “${event}” tới ${mail.to}`}
                    >
                      Gửi lại
                    </Button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
