import { formatVnd } from '@shop/domain/money';
import { contact, note, p, type PolicyDocument, ul } from '../policy-document';

const FREE_FROM = formatVnd(1_000_000);

/** spec 1 §9 'Delivery policy' and spec 2 §9 'Policy text': every fact is stated here as the spec gives it. */
export const deliveryPolicy: PolicyDocument = {
  updated: '2025-07-01',
  intro:
    'Trà Sữa Nguyên Liệu giao hàng trên toàn quốc. Trang này cho bạn biết ai giao hàng, giao trong bao lâu, phí giao hàng được tính như thế nào và cần làm gì khi nhận hàng.',
  sections: [
    {
      id: 'pham-vi-giao-hang',
      heading: 'Phạm vi giao hàng',
      blocks: [
        p('Chúng tôi nhận giao hàng đến tất cả tỉnh, thành phố trên toàn quốc:'),
        ul(
          'Tại TP. Hồ Chí Minh: đơn hàng do đội ngũ nhân viên giao hàng riêng của cửa hàng giao tận nơi.',
          'Tại các tỉnh, thành phố khác: đơn hàng được giao qua đơn vị vận chuyển đối tác.',
        ),
      ],
    },
    {
      id: 'thoi-gian-giao-hang',
      heading: 'Thời gian giao hàng',
      blocks: [
        {
          kind: 'table',
          caption: 'Thời gian giao hàng theo khu vực',
          head: ['Khu vực', 'Đơn vị giao hàng', 'Thời gian giao hàng'],
          rows: [
            ['TP. Hồ Chí Minh', 'Nhân viên giao hàng của cửa hàng', 'Giao trong ngày, chậm nhất trong vòng 24 giờ'],
            ['Các tỉnh, thành phố khác', 'Đơn vị vận chuyển đối tác', 'Từ 2-5 ngày làm việc'],
          ],
        },
        p(
          'Thời gian giao hàng được tính từ khi đơn hàng được xác nhận. Vào dịp lễ, Tết hoặc khi thời tiết xấu, thời gian giao có thể lâu hơn; nhân viên sẽ báo trước cho bạn.',
        ),
      ],
    },
    {
      id: 'phi-giao-hang',
      heading: 'Phí giao hàng',
      blocks: [
        ul(
          `Miễn phí giao hàng tại TP. Hồ Chí Minh trong bán kính 5 km cho đơn hàng từ ${FREE_FROM} trở lên.`,
          `Đơn hàng dưới ${FREE_FROM} (hoặc ngoài bán kính 5 km) trả phí giao hàng nội bộ của cửa hàng khi giao tại TP. Hồ Chí Minh, hoặc phí của đơn vị vận chuyển khi giao đến tỉnh, thành phố khác.`,
          'Phí giao hàng được hiển thị ở bước thanh toán trước khi bạn đặt hàng.',
        ),
        note(
          `Bán kính 5 km được tính từ cửa hàng gần nhất của chúng tôi đến địa chỉ nhận hàng; giá trị đơn hàng là tổng tiền hàng trước khi áp dụng mã giảm giá.`,
        ),
      ],
    },
    {
      id: 'kiem-tra-khi-nhan-hang',
      heading: 'Kiểm tra khi nhận hàng',
      blocks: [
        p('Bạn vui lòng kiểm tra số lượng và tình trạng sản phẩm ngay khi nhận hàng.'),
        ul(
          'Nếu đơn hàng có vấn đề (thiếu hàng, giao sai sản phẩm, hàng bị móp, vỡ hoặc rò rỉ), hãy báo cho chúng tôi trong vòng 24 giờ kể từ khi nhận hàng.',
          'Khi báo, vui lòng gửi kèm mã đơn hàng cùng hình ảnh hoặc video sản phẩm và kiện hàng để chúng tôi xử lý nhanh nhất.',
          'Việc đổi, trả sản phẩm sau đó được thực hiện theo Chính sách đổi trả.',
        ),
      ],
    },
    {
      id: 'thanh-toan-khi-giao-hang',
      heading: 'Hình thức thanh toán',
      blocks: [
        p('Bạn có thể thanh toán đơn hàng bằng một trong các hình thức:'),
        ul('Tiền mặt khi nhận hàng (COD).', 'Chuyển khoản ngân hàng.', 'Ví điện tử.'),
        p('Chi tiết từng hình thức có trong Chính sách thanh toán.'),
      ],
    },
    {
      id: 'thoi-gian-lam-viec',
      heading: 'Thời gian làm việc',
      blocks: [
        p('Bộ phận giao hàng làm việc từ 8h đến 20h, từ Thứ Hai đến Chủ Nhật.'),
        p('Đơn hàng đặt sau 20h được xác nhận và giao từ 8h sáng hôm sau.'),
      ],
    },
    {
      id: 'lien-he',
      heading: 'Liên hệ',
      blocks: [p('Cần hỗ trợ về đơn hàng đang giao? Hãy liên hệ với chúng tôi:'), contact],
    },
  ],
};
