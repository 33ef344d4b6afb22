// The order's e-mail (DESIGN §10): to the order's address, or the shop's notice to its order e-mail. The job carries
// the recipient and the subject as they were at the event; orders' mail job handler makes the mail from the order as
// it is when it is sent.
import { isGuestPlaceholderEmail } from '@shop/domain/order.schemas';
import { formatVnd } from '@shop/domain/money';
import { z } from 'zod';
import type { JobSpec } from '../../lib/job-queue';
import { MAIL_MAX_ATTEMPTS } from '../../lib/mailer';
import {
  ORDER_EVENTS,
  type NotifiedOrder,
  type NotifyOptions,
  type OrderChannel,
  type OrderEvent,
} from './order-channel';

export const ORDER_MAIL_JOB = 'order.mail';

/** What an order's notices are filed under (`jobs.ref`): how its page finds them. */
export const orderRef = (orderId: number) => `order:${orderId}`;

export const OrderMailPayload = z.object({
  orderId: z.number().int(),
  event: z.enum(ORDER_EVENTS),
  to: z.string(),
  subject: z.string(),
  reason: z.string().optional(),
  resendOf: z.number().int().optional(),
  /** A return's or a refund's details as recorded (DESIGN §17). */
  returned: z
    .object({
      lines: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
      refund: z.object({ amount: z.number().int(), method: z.string() }).nullable(),
    })
    .optional(),
});
export type OrderMailPayload = z.infer<typeof OrderMailPayload>;

/** The subject of each mail (the back office's mail log shows it before the mail is made). */
export function orderMailSubject(event: OrderEvent, order: { id: number; final_total: number }): string {
  const id = `#${order.id}`;
  switch (event) {
    case 'placed':
      return `Đặt hàng thành công - đơn hàng ${id}`;
    case 'paid':
      return `Đã nhận thanh toán cho đơn hàng ${id}`;
    case 'confirmed':
      return `Đơn hàng ${id} đã được xác nhận`;
    case 'shipped':
      return `Đơn hàng ${id} đang được giao đến bạn`;
    case 'ready_for_pickup':
      return `Đơn hàng ${id} đã sẵn sàng để nhận tại cửa hàng`;
    case 'delivered':
      return `Đơn hàng ${id} đã được giao thành công`;
    case 'cancelled':
      return `Đơn hàng ${id} đã bị hủy`;
    case 'edited':
      return `Đơn hàng ${id} đã được cập nhật - tổng mới ${formatVnd(order.final_total)}`;
    case 'returned':
      return `Cửa hàng đã nhận hàng trả của đơn hàng ${id}`;
    case 'refunded':
      return `Cửa hàng đã hoàn tiền cho đơn hàng ${id}`;
    case 'shop_notice':
      return `Đơn hàng mới ${id} - ${formatVnd(order.final_total)}`;
  }
}

/**
 * The mail of `event`, keyed `order:<id>:<event>`; none when it has nobody to go to. The shopper's mails go to the
 * order's address unless it is a guest's placeholder (DESIGN §7); the shop's notice to `shopEmail`, if any.
 */
function orderMailJob(order: NotifiedOrder, event: OrderEvent, opts: NotifyOptions): JobSpec | null {
  const to = event === 'shop_notice' ? opts.shopEmail : order.email;
  if (!to || isGuestPlaceholderEmail(to)) return null;
  const payload: OrderMailPayload = {
    orderId: order.id,
    event,
    to,
    subject: orderMailSubject(event, { id: order.id, final_total: order.finalTotal }),
    ...(opts.reason ? { reason: opts.reason } : {}),
    ...(opts.returned ? { returned: opts.returned } : {}),
  };
  return {
    kind: ORDER_MAIL_JOB,
    key: `${orderRef(order.id)}:${event}${opts.keySuffix ? `:${opts.keySuffix}` : ''}`,
    ref: orderRef(order.id),
    payload,
    maxAttempts: MAIL_MAX_ATTEMPTS,
  };
}

export const orderMailChannel: OrderChannel = {
  name: 'email',
  kind: ORDER_MAIL_JOB,
  job: async (_tx, order, event, opts) => orderMailJob(order, event, opts),
};
