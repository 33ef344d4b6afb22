/** What the payment screens say (spec 2 §2, §4, §8), as the spec writes it. */
export const PAYMENT_TEXTS = {
  // spec 2 §8 'QR screen'
  badOrderId: 'Không tìm thấy mã đơn hàng',
  orderLoadFailed: 'Không thể tải thông tin đơn hàng',
  createFailed: 'Không thể tạo thanh toán Sepay',
  createException: 'Có lỗi xảy ra khi khởi tạo thanh toán',
  createExceptionToast: 'Không thể khởi tạo thanh toán',
  errorTitle: 'Không thể tạo thanh toán',
  // spec 2 §4 'Payment'
  alreadyPaid: 'Đơn hàng đã được thanh toán',
  paidRedirecting: 'Thanh toán thành công! Đang chuyển hướng...',
  waiting: 'Đang chờ thanh toán',
  // spec 2 §8 'Payment polling'
  success: 'Thanh toán thành công!',
  checkFailed: (error: string) => `Lỗi kiểm tra thanh toán: ${error}`,
  /** The payment gateway failed (spec 2 §8 'Lỗi thanh toán: {reason}'): here, the PayOS link could not be made. */
  paymentError: (reason: string) => `Lỗi thanh toán: ${reason}`,
  // spec 2 §2 'Bank-transfer QR screen'
  creating: 'Đang tạo thanh toán...',
  loading: 'Đang tải...',
  title: 'Thanh toán đơn hàng',
  statusPaid: 'Đã thanh toán',
  statusChecking: 'Đang kiểm tra...',
  statusWaiting: 'Chờ thanh toán',
  qrHint: 'Quét mã QR bằng ứng dụng ngân hàng',
  checkNow: 'Kiểm tra thanh toán',
  copyAll: 'Sao chép tất cả thông tin',
  // spec 2 §8 'Copy'
  copied: (field: string) => `Đã sao chép ${field}`,
  copyFailed: (field: string) => `Không thể sao chép ${field}`,
} as const;
