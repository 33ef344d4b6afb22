import { contact, p, type PolicyDocument, ul } from '../policy-document';

/** Terms of service: the spec gives no text (spec 1 §9); rules quoted here match DESIGN §4 and the policies. */
export const termsOfService: PolicyDocument = {
  updated: '2025-07-01',
  intro:
    'Các điều khoản dưới đây áp dụng khi bạn truy cập website, tạo tài khoản và mua hàng tại Trà Sữa Nguyên Liệu. Vui lòng đọc kỹ trước khi sử dụng dịch vụ.',
  sections: [
    {
      id: 'chap-nhan',
      heading: 'Chấp nhận điều khoản',
      blocks: [
        p(
          'Khi sử dụng website hoặc đặt hàng, bạn đồng ý với Điều khoản dịch vụ này cùng các chính sách giao hàng, đổi trả, bảo hành, thanh toán và bảo mật được đăng trên website.',
        ),
      ],
    },
    {
      id: 'tai-khoan',
      heading: 'Tài khoản',
      blocks: [
        ul(
          'Bạn cần cung cấp thông tin chính xác khi đăng ký và cập nhật khi có thay đổi.',
          'Bạn chịu trách nhiệm giữ bí mật mật khẩu và mọi hoạt động diễn ra trong tài khoản của mình.',
          'Khi đặt hàng không cần đăng nhập, một tài khoản được tạo tự động từ thông tin đặt hàng để bạn theo dõi đơn hàng.',
          'Dịch vụ không dành cho trẻ em dưới 13 tuổi.',
        ),
      ],
    },
    {
      id: 'dat-hang',
      heading: 'Đặt hàng và xác nhận đơn hàng',
      blocks: [
        ul(
          'Đơn hàng được ghi nhận khi bạn hoàn tất bước đặt hàng và nhận được mã đơn hàng.',
          'Chúng tôi có thể liên hệ để xác nhận đơn, và có quyền từ chối hoặc hủy đơn khi sản phẩm hết hàng, thông tin giao hàng không chính xác hoặc có dấu hiệu gian lận; khoản tiền đã thanh toán (nếu có) được hoàn lại đầy đủ.',
          'Bạn có thể tự hủy đơn hàng khi đơn còn chờ xác nhận và chưa được thanh toán.',
          'Số lượng tối đa của một số sản phẩm trong mỗi đơn hàng có thể bị giới hạn.',
        ),
      ],
    },
    {
      id: 'gia-va-thanh-toan',
      heading: 'Giá và thanh toán',
      blocks: [
        ul(
          'Giá sản phẩm tính bằng Việt Nam đồng và đã bao gồm thuế VAT.',
          'Giá có thể thay đổi theo thời gian; giá áp dụng cho đơn hàng là giá tại thời điểm bạn đặt hàng.',
          'Tổng tiền đơn hàng được hệ thống tính lại từ giá hiện hành, phí giao hàng và mã giảm giá hợp lệ trước khi bạn xác nhận.',
          'Hình thức thanh toán theo Chính sách thanh toán.',
        ),
      ],
    },
    {
      id: 'ma-giam-gia',
      heading: 'Mã giảm giá',
      blocks: [
        ul(
          'Mỗi đơn hàng áp dụng một mã giảm giá.',
          'Mã chỉ có hiệu lực khi còn hoạt động và đơn hàng đạt giá trị tối thiểu của mã; một số mã giới hạn số lần sử dụng cho mỗi tài khoản.',
          'Mã miễn phí giao hàng (Freeship) chỉ áp dụng cho đơn giao tại TP. Hồ Chí Minh.',
          'Mã giảm giá không có giá trị quy đổi thành tiền mặt.',
        ),
      ],
    },
    {
      id: 'giao-hang-doi-tra',
      heading: 'Giao hàng, đổi trả và bảo hành',
      blocks: [
        p(
          'Phạm vi, thời gian và phí giao hàng, điều kiện đổi trả và bảo hành được quy định trong Chính sách giao hàng, Chính sách đổi trả và Chính sách bảo hành.',
        ),
      ],
    },
    {
      id: 'su-dung-website',
      heading: 'Sử dụng website',
      blocks: [
        ul(
          'Không sử dụng website cho mục đích trái pháp luật, gian lận hoặc gây ảnh hưởng đến hoạt động của hệ thống.',
          'Không dùng công cụ tự động để thu thập dữ liệu hoặc đặt hàng hàng loạt.',
          'Nội dung, hình ảnh và nhãn hiệu trên website thuộc về Trà Sữa Nguyên Liệu hoặc các đối tác; không sao chép khi chưa được cho phép.',
        ),
      ],
    },
    {
      id: 'trach-nhiem',
      heading: 'Giới hạn trách nhiệm',
      blocks: [
        p(
          'Chúng tôi cố gắng để thông tin sản phẩm, giá và tồn kho luôn chính xác, nhưng không tránh khỏi sai sót. Khi phát hiện sai sót ảnh hưởng đến đơn hàng, chúng tôi sẽ liên hệ để bạn chọn tiếp tục hoặc hủy đơn. Chúng tôi không chịu trách nhiệm về thiệt hại phát sinh do sử dụng sản phẩm sai hướng dẫn.',
        ),
      ],
    },
    {
      id: 'thay-doi-va-luat',
      heading: 'Thay đổi điều khoản và luật áp dụng',
      blocks: [
        ul(
          'Điều khoản có thể được cập nhật; phiên bản mới có hiệu lực từ ngày đăng trên website.',
          'Điều khoản được điều chỉnh bởi pháp luật Việt Nam. Tranh chấp được ưu tiên giải quyết bằng thương lượng; nếu không thành, được đưa ra tòa án có thẩm quyền tại TP. Hồ Chí Minh.',
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
