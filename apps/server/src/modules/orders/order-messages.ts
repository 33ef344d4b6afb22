import { type OrderStatus, orderStatusLabel } from '@shop/domain/order-status';

export const ORDER_MESSAGES = {
  voucherMissing: 'Voucher không tồn tại. Vui lòng chọn voucher khác',
  ownerMayOnlyCancel: 'Bạn chỉ có thể hủy đơn hàng của mình.',
  cancelNotAllowed: 'Chỉ có thể hủy đơn hàng đang chờ xác nhận và chưa thanh toán.',
  moneyReceived:
    'Cửa hàng đã nhận tiền thanh toán cho đơn hàng này nên bạn không thể tự hủy. Vui lòng liên hệ cửa hàng để được hỗ trợ hủy đơn và hoàn tiền.',
  tooLarge: 'Giá trị đơn hàng vượt quá giới hạn cho phép. Vui lòng chia thành nhiều đơn hàng nhỏ hơn.',
  transitionNotAllowed: (from: OrderStatus, to: OrderStatus) =>
    `Không thể chuyển đơn hàng từ "${orderStatusLabel(from)}" sang "${orderStatusLabel(to)}".`,
} as const;

/** Why the shop cancelled an order itself (the cancel mail's reason, the history's note). */
export const SYSTEM_CANCEL_REASONS = {
  expired: 'Quá thời hạn thanh toán, đơn hàng đã tự động hủy.',
  paymentLinkFailed: 'Không tạo được liên kết thanh toán trực tuyến.',
} as const;
