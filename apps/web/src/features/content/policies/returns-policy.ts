import { contact, note, ol, p, type PolicyDocument, ul } from '../policy-document';

/** spec 1 §9 'Return policy': every fact is stated here as the spec gives it. */
export const returnsPolicy: PolicyDocument = {
  updated: '2025-07-01',
  intro:
    'Chúng tôi muốn mọi đơn hàng đến tay bạn đầy đủ và nguyên vẹn. Nếu có sai sót, trang này cho biết trường hợp nào được đổi trả, thời hạn và cách gửi yêu cầu.',
  sections: [
    {
      id: 'thoi-han-doi-tra',
      heading: 'Thời hạn đổi trả',
      blocks: [
        {
          kind: 'table',
          caption: 'Thời hạn báo và gửi đổi trả theo từng trường hợp',
          head: ['Trường hợp', 'Thời hạn'],
          rows: [
            ['Thiếu phụ kiện, sản phẩm bị vỡ hoặc hư hỏng', 'Thông báo trong vòng 48 giờ kể từ khi nhận hàng'],
            ['Máy móc, dụng cụ bị lỗi do nhà sản xuất', 'Đổi sản phẩm trong vòng 7 ngày'],
            ['Nguyên liệu thực phẩm bị lỗi (đơn thanh toán chuyển khoản)', 'Thông báo trong vòng 3 ngày'],
            ['Gửi sản phẩm đổi trả về cửa hàng', 'Trong vòng 14 ngày kể từ ngày nhận hàng'],
          ],
        },
      ],
    },
    {
      id: 'thieu-hoac-vo',
      heading: 'Thiếu phụ kiện hoặc hàng bị vỡ',
      blocks: [
        p(
          'Nếu kiện hàng thiếu phụ kiện, thiếu sản phẩm hoặc sản phẩm bị vỡ, hư hỏng, bạn vui lòng thông báo cho chúng tôi trong vòng 48 giờ kể từ khi nhận hàng, kèm hình ảnh hoặc video kiện hàng và sản phẩm.',
        ),
        p('Sau khi xác nhận, chúng tôi gửi bổ sung phần còn thiếu hoặc đổi sản phẩm mới cho bạn.'),
      ],
    },
    {
      id: 'may-moc-dung-cu',
      heading: 'Máy móc và dụng cụ',
      blocks: [
        p('Máy móc và dụng cụ pha chế được đổi sản phẩm mới trong vòng 7 ngày nếu bị lỗi do nhà sản xuất.'),
        ul(
          'Sản phẩm còn đầy đủ hộp, phụ kiện, sách hướng dẫn và phiếu bảo hành (nếu có).',
          'Lỗi không do va đập, vào nước, dùng sai điện áp hoặc tự ý sửa chữa.',
          'Sau 7 ngày, máy móc và thiết bị được hỗ trợ theo Chính sách bảo hành.',
        ),
      ],
    },
    {
      id: 'nguyen-lieu-thuc-pham',
      heading: 'Nguyên liệu thực phẩm',
      blocks: [
        p(
          'Với đơn hàng thanh toán bằng chuyển khoản, nguyên liệu thực phẩm bị lỗi (hư hỏng, biến chất, hết hạn sử dụng, bao bì bị rách hoặc phồng) cần được thông báo cho chúng tôi trong vòng 3 ngày kể từ khi nhận hàng.',
        ),
        p('Vì lý do an toàn thực phẩm, nguyên liệu đã mở bao bì chỉ được đổi khi lỗi thuộc về sản phẩm.'),
      ],
    },
    {
      id: 'dieu-kien',
      heading: 'Điều kiện đổi trả',
      blocks: [
        ul(
          'Có hóa đơn mua hàng: hóa đơn là điều kiện bắt buộc khi đổi trả.',
          'Sản phẩm được gửi trả trong vòng 14 ngày kể từ ngày nhận hàng.',
          'Sản phẩm còn nguyên trạng như khi nhận, kèm đầy đủ phụ kiện và quà tặng đi kèm (nếu có).',
        ),
      ],
    },
    {
      id: 'khong-ap-dung',
      heading: 'Trường hợp không được đổi trả',
      blocks: [
        ul(
          'Quà tặng kèm đơn hàng hoặc sản phẩm khuyến mãi tặng miễn phí: không áp dụng đổi trả.',
          'Sản phẩm không có hóa đơn mua hàng.',
          'Yêu cầu gửi sau các thời hạn nêu trên.',
          'Sản phẩm hư hỏng do sử dụng, bảo quản sai hướng dẫn hoặc do tác động từ bên ngoài.',
        ),
      ],
    },
    {
      id: 'chi-phi',
      heading: 'Chi phí đổi trả',
      blocks: [
        p(
          'Đổi trả miễn phí: chúng tôi chịu toàn bộ chi phí vận chuyển sản phẩm đổi trả khi yêu cầu đủ điều kiện theo chính sách này.',
        ),
      ],
    },
    {
      id: 'quy-trinh',
      heading: 'Quy trình đổi trả',
      blocks: [
        ol(
          'Liên hệ hotline, Zalo hoặc email, cho biết mã đơn hàng và mô tả vấn đề kèm hình ảnh hoặc video.',
          'Nhân viên xác nhận yêu cầu và hướng dẫn cách gửi sản phẩm về cửa hàng.',
          'Gửi sản phẩm kèm hóa đơn mua hàng trong vòng 14 ngày kể từ ngày nhận hàng.',
          'Chúng tôi kiểm tra sản phẩm và gửi sản phẩm thay thế, hoặc hoàn tiền theo thỏa thuận với bạn.',
        ),
        note('Vui lòng giữ lại hóa đơn và bao bì sản phẩm cho đến khi chắc chắn không cần đổi trả.'),
      ],
    },
    {
      id: 'lien-he',
      heading: 'Liên hệ',
      blocks: [contact],
    },
  ],
};
