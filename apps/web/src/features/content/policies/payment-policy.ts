import { contact, note, ol, p, type PolicyDocument, ul } from '../policy-document';

/**
 * The payment methods of spec 2 (cash on delivery, bank-transfer QR confirmed automatically, card/online payment
 * through PayOS) and spec 1 §9 (cash, bank transfer or e-wallet). QR validity and the 1-2 minute confirmation wait
 * are spec 2 §9's figures.
 */
export const paymentPolicy: PolicyDocument = {
  updated: '2025-07-01',
  intro:
    'Bạn có thể chọn cách thanh toán thuận tiện nhất: tiền mặt khi nhận hàng, chuyển khoản ngân hàng qua mã VietQR, hoặc thẻ và ví điện tử qua cổng thanh toán PayOS. Giá sản phẩm tính bằng Việt Nam đồng (₫) và đã bao gồm thuế VAT.',
  sections: [
    {
      id: 'hinh-thuc',
      heading: 'Các hình thức thanh toán',
      blocks: [
        {
          kind: 'table',
          caption: 'Các hình thức thanh toán và thời điểm xác nhận',
          head: ['Hình thức', 'Cách thanh toán', 'Xác nhận'],
          rows: [
            ['Tiền mặt khi nhận hàng (COD)', 'Trả tiền cho nhân viên giao hàng', 'Khi bạn nhận hàng'],
            ['Chuyển khoản ngân hàng (VietQR)', 'Quét mã QR bằng ứng dụng ngân hàng', 'Tự động, thường trong 1-2 phút'],
            [
              'Thẻ / ví điện tử (PayOS)',
              'Thanh toán trên trang bảo mật của PayOS',
              'Tự động ngay khi giao dịch thành công',
            ],
          ],
        },
      ],
    },
    {
      id: 'tien-mat',
      heading: 'Thanh toán khi nhận hàng (COD)',
      blocks: [
        ul(
          'Bạn thanh toán bằng tiền mặt cho nhân viên giao hàng hoặc đơn vị vận chuyển khi nhận hàng.',
          'Vui lòng kiểm tra sản phẩm trước khi thanh toán và chuẩn bị đúng số tiền trên đơn hàng.',
          'Đơn hàng được ghi nhận đã thanh toán sau khi giao thành công.',
        ),
      ],
    },
    {
      id: 'chuyen-khoan',
      heading: 'Chuyển khoản ngân hàng qua mã VietQR',
      blocks: [
        p(
          'Sau khi đặt hàng, trang thanh toán hiển thị mã QR kèm tên ngân hàng, số tài khoản, số tiền và nội dung chuyển khoản của đơn hàng.',
        ),
        ol(
          'Mở ứng dụng ngân hàng của bạn.',
          'Quét mã QR, hoặc nhập thông tin tài khoản, số tiền và nội dung chuyển khoản.',
          'Giữ nguyên nội dung chuyển khoản (mã đơn hàng) để hệ thống nhận ra đơn của bạn.',
          'Xác nhận giao dịch và chờ 1-2 phút: hệ thống tự động xác nhận khi nhận được tiền, bạn không cần gửi ảnh chụp giao dịch.',
        ),
        note(
          'Mã QR có hiệu lực trong 10 phút. Nếu đã chuyển khoản nhưng đơn hàng chưa được xác nhận sau vài phút, hãy liên hệ hotline kèm ảnh chụp giao dịch để được kiểm tra.',
        ),
      ],
    },
    {
      id: 'payos',
      heading: 'Thẻ và ví điện tử qua PayOS',
      blocks: [
        ul(
          'Bạn được chuyển đến trang thanh toán của PayOS để thanh toán bằng thẻ ngân hàng hoặc ví điện tử.',
          'Thông tin thẻ được nhập và xử lý trên hệ thống của PayOS; chúng tôi không lưu thông tin thẻ của bạn.',
          'Đơn hàng chỉ được ghi nhận đã thanh toán khi PayOS xác nhận giao dịch thành công.',
        ),
      ],
    },
    {
      id: 'hoan-tien',
      heading: 'Hủy đơn và hoàn tiền',
      blocks: [
        ul(
          'Bạn có thể tự hủy đơn hàng khi đơn còn ở trạng thái chờ xác nhận và chưa được thanh toán.',
          'Đơn hàng đã thanh toán trước nếu bị hủy hoặc đổi trả theo Chính sách đổi trả sẽ được hoàn tiền qua chuyển khoản; nhân viên sẽ liên hệ để xác nhận tài khoản nhận tiền.',
        ),
      ],
    },
    {
      id: 'an-toan',
      heading: 'Thanh toán an toàn',
      blocks: [
        ul(
          'Chúng tôi không bao giờ yêu cầu bạn cung cấp mã OTP, mật khẩu ngân hàng hay mã PIN qua điện thoại, Zalo hoặc email.',
          'Chỉ chuyển khoản vào tài khoản hiển thị trên trang thanh toán của đơn hàng.',
          'Nếu nhận được yêu cầu thanh toán đáng ngờ nhân danh cửa hàng, hãy báo ngay cho chúng tôi.',
        ),
      ],
    },
    {
      id: 'lien-he',
      heading: 'Liên hệ',
      blocks: [contact],
    },
  ],
};
