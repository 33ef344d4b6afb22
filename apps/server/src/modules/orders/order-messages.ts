import { formatVnd } from '@shop/domain/money';
import { type OrderStatus, orderStatusLabel } from '@shop/domain/order-status';

export const ORDER_MESSAGES = {
  voucherMissing: 'Voucher không tồn tại. Vui lòng chọn voucher khác',
  ownerMayOnlyCancel: 'Bạn chỉ có thể hủy đơn hàng của mình.',
  cancelNotAllowed: 'Chỉ có thể hủy đơn hàng đang chờ xác nhận và chưa thanh toán.',
  moneyReceived:
    'Cửa hàng đã nhận tiền thanh toán cho đơn hàng này nên bạn không thể tự hủy. Vui lòng liên hệ cửa hàng để được hỗ trợ hủy đơn và hoàn tiền.',
  transitionNotAllowed: (from: OrderStatus, to: OrderStatus) =>
    `Không thể chuyển đơn hàng từ "${orderStatusLabel(from)}" sang "${orderStatusLabel(to)}".`,
  /** Mark-paid while a carrier is to collect the COD (DESIGN §11): the buyer would pay twice. */
  codLive: (amount: number) =>
    `Đơn vị vận chuyển đang thu hộ ${formatVnd(amount)} cho đơn hàng này: tiền sẽ về qua đối soát thu hộ. ` +
    'Nếu khách đã trả cho cửa hàng, hãy hủy vận đơn trước rồi ghi nhận thanh toán.',
  /** A cancel while the order's shipment is live (the desk cancels it at the carrier first). */
  shipmentLive: 'Đơn hàng đang có vận đơn với đơn vị vận chuyển: hãy hủy vận đơn trước khi hủy đơn hàng.',
} as const;

/** Why the shop cancelled an order itself (the cancel mail's reason, the history's note). */
export const SYSTEM_CANCEL_REASONS = {
  expired: 'Quá thời hạn thanh toán, đơn hàng đã tự động hủy.',
  paymentLinkFailed: 'Không tạo được liên kết thanh toán trực tuyến.',
} as const;
