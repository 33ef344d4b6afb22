/**
 * How the order page names its notifications (mails and Zalo messages): the event each tells of, the channel and
 * where it is. An event the back office does not know yet reads as a notification, never as its raw key.
 */
import type { OrderNotification } from '@shop/domain/admin-orders.schemas';

/** The events of an order's mails (the shop's own new-order notice among them) and Zalo messages (DESIGN §14). */
export const NOTIFICATION_EVENT_LABELS: Record<string, string> = {
  placed: 'Xác nhận đặt hàng',
  paid: 'Đã nhận thanh toán',
  confirmed: 'Đơn đã được xác nhận',
  shipped: 'Đang giao hàng',
  ready_for_pickup: 'Sẵn sàng nhận tại cửa hàng',
  delivered: 'Đã giao hàng',
  cancelled: 'Đơn đã hủy',
  edited: 'Đơn hàng đã được sửa',
  returned: 'Đã nhận hàng trả',
  refunded: 'Đã hoàn tiền',
  shop_notice: 'Báo đơn mới cho cửa hàng',
};

export function notificationEventLabel(event: string): string {
  return Object.hasOwn(NOTIFICATION_EVENT_LABELS, event) ? NOTIFICATION_EVENT_LABELS[event]! : 'Thông báo khác';
}

export const NOTIFICATION_CHANNEL_LABELS: Record<OrderNotification['channel'], string> = {
  email: 'Email',
  zalo: 'Zalo',
};

export const NOTIFICATION_STATUS: Record<OrderNotification['status'], { label: string; tone: string }> = {
  queued: { label: 'Chờ gửi', tone: 'bg-gray-100 text-gray-700' },
  sending: { label: 'Đang gửi', tone: 'bg-blue-50 text-blue-800' },
  retrying: { label: 'Đang thử lại', tone: 'bg-amber-50 text-amber-800' },
  sent: { label: 'Đã gửi', tone: 'bg-brand-100 text-brand-800' },
  failed: { label: 'Gửi lỗi', tone: 'bg-red-50 text-red-800' },
};
